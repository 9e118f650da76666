import { sql } from 'drizzle-orm';
import type { OddsType } from '@sb/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/0401_bets.sql, 0402_bet_cashouts_edits.sql and
// 0430_player_settings.sql (the bets module's own tables).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** Names a bet's leg showed when it was placed (history survives the catalog's clean-up). */
export interface SelectionSnapshot {
  matchUrnId?: string;
  matchSlug?: string;
  matchName?: string;
  startTime?: string;
  competitors?: { name: string; qualifier: string | null }[];
  marketName?: string;
  outcomeName?: string;
  matchStatus?: number;
}

export interface StoredBonus {
  id: string;
  type: string;
  odds: number | null;
}

export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull().unique(),
    playerId: money('player_id').notNull(),
    locale: text('locale').notNull().default('en'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    result: text('result').notNull().default('no_results'),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    odds: integer('odds').notNull(),
    potentialWin: money('potential_win').notNull(),
    systemId: text('system_id'),
    systemWin: integer('system_win'),
    systemTotal: integer('system_total'),
    customOdds: integer('custom_odds'),
    bonus: jsonb('bonus').$type<StoredBonus>(),
    isLive: boolean('is_live').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    acceptAt: ts('accept_at'),
    reason: text('reason'),
    paid: money('paid').notNull().default(0),
    /** The part of `paid` taken from the house bonus account (a combo boost's share). */
    bonusPaid: money('bonus_paid').notNull().default(0),
    settleSeq: integer('settle_seq').notNull().default(0),
    clawbackDue: money('clawback_due').notNull().default(0),
    deviceId: text('device_id'),
    quick: boolean('quick').notNull().default(false),
    initialStake: money('initial_stake'),
    cashedOut: money('cashed_out').notNull().default(0),
    replaces: bigint('replaces', { mode: 'number' }),
    replacedBy: bigint('replaced_by', { mode: 'number' }),
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('bets_player_created').on(t.playerId, t.createdAt.desc(), t.id.desc()),
    index('bets_submitted')
      .on(t.acceptAt)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

export const betSelections = pgTable(
  'bet_selections',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    result: text('result').notNull().default('no_results'),
    sportKey: text('sport_key').notNull().default(''),
    provider: text('provider').notNull().default(''),
    snapshot: jsonb('snapshot').$type<SelectionSnapshot>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.position] }),
    index('bet_selections_match').on(t.matchId, t.betId),
  ],
);

export const betIdempotencyKeys = pgTable(
  'bet_idempotency_keys',
  {
    playerId: money('player_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.key] }),
    index('bet_idempotency_keys_created').on(t.createdAt),
  ],
);

export const betShareCodes = pgTable('bet_share_codes', {
  code: text('code').primaryKey(),
  bets: jsonb('bets').notNull(),
  playerId: money('player_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const betPlayerSettings = pgTable('bet_player_settings', {
  playerId: money('player_id').primaryKey(),
  /** Null: the book's default (settings auto_accept_odds_change). */
  oddsChangePolicy: text('odds_change_policy').$type<'none' | 'higher' | 'any'>(),
  /** Quick stakes per currency, minor units (0430); null: the book's. */
  stakes: jsonb('stakes').$type<Record<string, number[]>>(),
  oddsType: text('odds_type').$type<OddsType>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const betCashouts = pgTable(
  'bet_cashouts',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    stake: money('stake').notNull(),
    amount: money('amount').notNull(),
    kind: text('kind').$type<'manual' | 'auto' | 'edit'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.seq] })],
);

export const betAutoCashouts = pgTable(
  'bet_auto_cashouts',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id, { onDelete: 'cascade' }),
    playerId: money('player_id').notNull(),
    threshold: money('threshold').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('bet_auto_cashouts_player').on(t.playerId)],
);

export const betPlayerStakes = pgTable('bet_player_stakes', {
  playerId: money('player_id').primaryKey(),
  mode: text('mode').$type<'last' | 'default' | 'none'>().notNull().default('last'),
  defaults: jsonb('defaults').$type<Record<string, number>>().notNull().default({}),
  last: jsonb('last').$type<Record<string, number>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
