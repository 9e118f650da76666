import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/0420_jackpots.sql (the jackpots module's own tables).

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

export const jackpots = pgTable('jackpots', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  minStake: money('min_stake').notNull().default(0),
  minOdds: integer('min_odds').notNull().default(0),
  sports: text('sports').array().notNull().default([]),
  betTypes: text('bet_types').array().notNull().default([]),
  eurRatePpm: money('eur_rate_ppm').notNull().default(1_000_000),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type JackpotRow = typeof jackpots.$inferSelect;

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    state: text('state').notNull(),
    seed: money('seed').notNull(),
    sharePpm: integer('share_ppm').notNull(),
    mode: text('mode').notNull(),
    chancePpm: integer('chance_ppm').notNull().default(0),
    mustDropBy: money('must_drop_by'),
    pool: money('pool').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    forceNext: boolean('force_next').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.code] })],
);
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;

export const jackpotHits = pgTable('jackpot_hits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jackpotId: text('jackpot_id').notNull(),
  levelCode: text('level_code').notNull(),
  levelName: text('level_name').notNull(),
  playerId: money('player_id').notNull(),
  locale: text('locale').notNull(),
  userHash: text('user_hash').notNull(),
  betRef: text('bet_ref').notNull(),
  amount: money('amount').notNull(),
  amountEur: money('amount_eur').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  seen: boolean('seen').notNull().default(false),
  announced: boolean('announced').notNull().default(false),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  nextSeedHash: text('next_seed_hash').notNull(),
  poolBefore: money('pool_before').notNull(),
  fed: money('fed').notNull(),
  chance: doublePrecision('chance').notNull(),
  draw: doublePrecision('draw').notNull(),
  forced: boolean('forced').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type JackpotHitRow = typeof jackpotHits.$inferSelect;
