import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DepositStatus, WithdrawalStatus } from '@sb/contract';
import type { DocumentMime, VerificationState } from '@sb/domain';

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
    /** 0209: the transaction's reason and time, so a player's flows need no join (issue 20). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('ledger_postings_source_idx').on(t.sourceId, t.destinationId, t.createdAt),
    index('ledger_postings_destination_idx').on(t.destinationId, t.sourceId, t.createdAt),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    // 0210: payout reversals alone, for a loss limit's read (issue 20).
    index('ledger_postings_reversal_idx')
      .on(t.sourceId, t.destinationId, t.createdAt)
      .where(sql`reason = 'bet_payout_reversal'`),
  ],
);

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** 0202: a player (Devise-style confirmable, recoverable, lockable); tokens are SHA-256 digests. */
export const players = pgTable('players', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  encryptedPassword: text('encrypted_password').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull().default('en'),
  country: text('country'),
  phone: text('phone'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  statuses: jsonb('statuses').$type<{ id: string }[]>().notNull().default([]),
  blocked: boolean('blocked').notNull().default(false),
  pve: boolean('pve').notNull().default(false),
  affiliateId: text('affiliate_id'),
  confirmationToken: text('confirmation_token').unique(),
  confirmationSentAt: ts('confirmation_sent_at'),
  confirmedAt: ts('confirmed_at'),
  resetPasswordToken: text('reset_password_token').unique(),
  resetPasswordSentAt: ts('reset_password_sent_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  unlockToken: text('unlock_token').unique(),
  lockedAt: ts('locked_at'),
  phoneVerifiedAt: ts('phone_verified_at'),
  phoneCode: text('phone_code'),
  phoneCodeSentAt: ts('phone_code_sent_at'),
  phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
  signInCount: integer('sign_in_count').notNull().default(0),
  lastSignInAt: ts('last_sign_in_at'),
  lastSignInIp: text('last_sign_in_ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type PlayerRow = typeof players.$inferSelect;

export const playerSessions = pgTable(
  'player_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** 0208: the key of the limit that ended it ('User is out of limit', shell 8). */
    endedFor: text('ended_for'),
    /** 0208: when the player last answered a reality check (continueSession). */
    realityCheckAt: ts('reality_check_at'),
  },
  (t) => [index('player_sessions_player_idx').on(t.playerId)],
);

/** 0208: minutes of play ('session') and of reported activity ('active'), per player. */
export const playerMinutes = pgTable(
  'player_minutes',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'session' | 'active'>().notNull(),
    minute: ts('minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind, t.minute] })],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: ts('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: ts('last_failure_at').notNull(),
});

/** 0207: responsible-gambling limits (issue 20); '' for a period or currency the type lacks. */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    period: text('period').notNull().default(''),
    currency: text('currency').notNull().default(''),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: ts('pending_at'),
    endsAt: ts('ends_at'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** 0210: a wager or loss limit's stakes since `stakedSince`, its period's start. */
    staked: bigint('staked', { mode: 'number' }).notNull().default(0),
    stakedSince: ts('staked_since'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.playerId, t.type, t.period, t.currency)],
);
export type PlayerLimitRow = typeof playerLimits.$inferSelect;

export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_recipient_idx').on(t.recipient)],
);

/** 0203: a deposit and the sandbox provider's state of its payment. */
/** 0211: a withdrawal (issue 27); `provider_*` is the sandbox provider's side of the payout. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    cardLast4: text('card_last4').notNull(),
    declineReason: text('decline_reason'),
    decidedBy: text('decided_by').$type<'provider' | 'operator' | 'player'>(),
    providerStatus: text('provider_status')
      .$type<'processing' | 'paid' | 'declined' | 'cancelled'>()
      .notNull()
      .default('processing'),
    /** What the test card decides, applied when the payout's time comes. */
    providerOutcome: text('provider_outcome').notNull(),
    providerSettleAt: ts('provider_settle_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_player_idx').on(t.playerId, t.createdAt),
    index('withdrawals_settle_idx')
      .on(t.providerSettleAt)
      .where(sql`provider_status = 'processing'`),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Bytes; pg answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** 0212: one identity-verification submission (issue 27); the newest is the player's state. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    state: text('state').$type<VerificationState>().notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    documentType: text('document_type')
      .$type<'passport' | 'id_card' | 'driving_licence'>()
      .notNull(),
    documentNumber: text('document_number').notNull(),
    document: bytea('document').notNull(),
    documentMime: text('document_mime').$type<DocumentMime>().notNull(),
    documentSha256: text('document_sha256').notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by').$type<'provider' | 'operator'>(),
    providerStatus: text('provider_status')
      .$type<'processing' | 'verified' | 'rejected' | 'waiting' | 'cancelled'>()
      .notNull()
      .default('processing'),
    /** What the sandbox's rule decided at submission, applied when its time comes. */
    providerOutcome: text('provider_outcome'),
    providerSettleAt: ts('provider_settle_at'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('identity_verifications_player_idx').on(t.playerId, t.submittedAt),
    uniqueIndex('identity_verifications_open_idx')
      .on(t.playerId)
      .where(sql`state in ('pending', 'verified')`),
    index('identity_verifications_settle_idx')
      .on(t.providerSettleAt)
      .where(sql`provider_status = 'processing'`),
  ],
);
export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('created'),
    provider: text('provider').notNull().default('sandbox'),
    /** Digest of the secret the widget presents to the provider. */
    clientSecret: text('client_secret').notNull(),
    declineReason: text('decline_reason'),
    cardLast4: text('card_last4'),
    providerStatus: text('provider_status')
      .$type<'requires_payment' | 'processing' | 'succeeded' | 'declined'>()
      .notNull()
      .default('requires_payment'),
    providerSettleAt: ts('provider_settle_at'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposits_player_idx').on(t.playerId, t.createdAt),
    index('deposits_settle_idx')
      .on(t.providerSettleAt)
      .where(sql`provider_status = 'processing'`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

export const paymentCallbacks = pgTable('payment_callbacks', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  paymentId: uuid('payment_id').notNull(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
