import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Mirrors of the platform migrations (02xx). Only the platform module reads or writes these.

/** 0201: one account per owner and currency; `balance` is null for unbounded system accounts. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    address: text('address').notNull().unique(),
    currency: text('currency').notNull(),
    playerId: bigint('player_id', { mode: 'number' }),
    balance: bigint('balance', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.id, t.currency), unique().on(t.playerId, t.currency)],
);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reason: text('reason').notNull(),
  reference: text('reference').unique(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    destinationId: bigint('destination_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.sourceId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      columns: [t.destinationId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_postings_source_idx').on(t.sourceId),
    index('ledger_postings_destination_idx').on(t.destinationId),
    index('ledger_postings_transaction_idx').on(t.transactionId),
  ],
);
