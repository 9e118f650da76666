import {
  bigint,
  primaryKey,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BonusStatus } from '@sb/domain';

// Drizzle mirror of migrations/0601_bonuses.sql to 0609 (the bonuses module's own tables).

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** domain 3 Combo boost range as stored (the wire's names). */
export interface StoredRange {
  min_count: number;
  max_count: number;
  bonus_odds: number;
}

/** domain 3 lootbox chest as stored (the wire's names). */
export interface StoredChest {
  place: 1 | 2 | 3;
  chance_ppm: number;
  prizes: Record<string, number>;
}

/** A freebet's boost as stored (the wire's `boost_data`): what boosted it, when, from what. */
export interface StoredBoost {
  /** The issued hunt, tournament or lootbox whose points paid for it. */
  bonus_id: string;
  bonus_type: 'hunting' | 'tournament' | 'lootbox';
  campaign_id: string;
  points: number;
  /** The freebet's amount before the boost, minor units. */
  amount_before: number;
  boosted_at: string;
}

/** How a campaign's bonus reaches a player (domain 3; 'auto': to every player who asks). */
export type IssueOn = 'auto' | 'sign_up' | 'first_deposit' | 'promo_code' | 'grant' | 'progress';

export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'upcoming'>().notNull(),
    minOdds: integer('min_odds').notNull().default(1000),
    matchStatus: text('match_status').$type<'prematch' | 'live'>(),
    ranges: jsonb('ranges').$type<StoredRange[]>().notNull().default([]),
    onlyVerified: boolean('only_verified').notNull().default(false),
    usesCount: integer('uses_count'),
    validTo: ts('valid_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // 0602: freebets and how a bonus is issued.
    maxOdds: integer('max_odds'),
    selectionCountFrom: integer('selection_count_from'),
    selectionCountTo: integer('selection_count_to'),
    /** A freebet's amount per currency, minor units. */
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
    issueOn: text('issue_on').$type<IssueOn>().notNull().default('auto'),
    promoCode: text('promo_code'),
    // 0603: hunting.
    pointsTarget: integer('points_target'),
    farmOncePerEvent: boolean('farm_once_per_event').notNull().default(true),
    showInPromotion: boolean('show_in_promotion').notNull().default(true),
    /** A hunt's least farming stake per currency, minor units. */
    minStakes: jsonb('min_stakes').$type<Record<string, number>>().notNull().default({}),
    /** The most a hunt's freebet pays per currency, minor units. */
    maxFreebets: jsonb('max_freebets').$type<Record<string, number>>().notNull().default({}),
    /** The freebet campaign a hunt grants from. */
    rewardCampaign: text('reward_campaign'),
    // 0604: the terms per locale, plain text.
    terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
    // 0605: a tournament's pools, and when they were paid.
    initialPools: jsonb('initial_pools').$type<Record<string, number>>().notNull().default({}),
    poolSharePpm: integer('pool_share_ppm').notNull().default(0),
    prizesPpm: jsonb('prizes_ppm').$type<number[]>().notNull().default([]),
    paidAt: ts('paid_at'),
    // 0606: a lootbox's chests.
    chests: jsonb('chests').$type<StoredChest[]>().notNull().default([]),
    // 0607: freebet progress ("amb") ranges.
    progressRanges: jsonb('progress_ranges')
      .$type<{ number_of_bets: number; number_of_freebets: number }[]>()
      .notNull()
      .default([]),
    // 0608: a combo boost's countries, events and banners.
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    eventConditions: jsonb('event_conditions')
      .$type<{ sport_keys: string[]; tournament_ids: number[] }>()
      .notNull()
      .default({ sport_keys: [], tournament_ids: [] }),
    banners: jsonb('banners')
      .$type<{ desktop: string | null; mobile: string | null }>()
      .notNull()
      .default({ desktop: null, mobile: null }),
    // 0609: a farming campaign's freebet boost (x1000 multipliers).
    freebetsToBoost: integer('freebets_to_boost').notNull().default(0),
    boostPerPoint: integer('boost_per_point').notNull().default(100),
    maxBoostMultiplier: integer('max_boost_multiplier').notNull().default(2000),
  },
  (t) => [
    uniqueIndex('bonus_campaigns_promo_code')
      .on(sql`upper(${t.promoCode})`)
      .where(sql`${t.promoCode} is not null`),
  ],
);
export type CampaignRow = typeof bonusCampaigns.$inferSelect;

export const bonusIssued = pgTable(
  'bonus_issued',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<BonusStatus>().notNull().default('active'),
    seen: boolean('seen').notNull().default(false),
    timesUsed: integer('times_used').notNull().default(0),
    activatedAt: ts('activated_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    // 0602: a freebet's amount as issued, and why it was issued (each source once).
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    source: text('source').notNull().default('auto'),
    // 0603: a hunt's farming.
    points: integer('points').notNull().default(0),
    farmedStake: bigint('farmed_stake', { mode: 'number' }).notNull().default(0),
    farmedEventIds: jsonb('farmed_event_ids').$type<string[]>().notNull().default([]),
    // 0605: a tournament's score (the freebets its rounds paid) and when it last grew.
    farmedAmount: bigint('farmed_amount', { mode: 'number' }).notNull().default(0),
    farmedFreebets: integer('farmed_freebets').notNull().default(0),
    farmedAt: ts('farmed_at'),
    // 0606: a lootbox's seed (committed at activation) and the chest opened with its draw.
    lootboxSeed: text('lootbox_seed'),
    lootboxPlace: integer('lootbox_place'),
    lootboxDraw: doublePrecision('lootbox_draw'),
    lootboxWon: bigint('lootbox_won', { mode: 'number' }),
    lootboxOpenedAt: ts('lootbox_opened_at'),
    // 0609: a freebet's boost (x1000, null when not boosted), and what a farming bonus spent.
    boostMultiplier: integer('boost_multiplier'),
    boostData: jsonb('boost_data').$type<StoredBoost>(),
    boostPointsSpent: integer('boost_points_spent').notNull().default(0),
    freebetsBoosted: integer('freebets_boosted').notNull().default(0),
  },
  (t) => [
    unique('bonus_issued_campaign_player_source').on(t.campaignId, t.playerId, t.source),
    index('bonus_issued_player').on(t.playerId),
  ],
);
export type IssuedRow = typeof bonusIssued.$inferSelect;

/** 0607: a player's freebet progress in one campaign (domain 3 amb). */
export const bonusProgress = pgTable(
  'bonus_progress',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    progressCount: integer('progress_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    issuedCount: integer('issued_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.playerId] })],
);

/** 0607: each bet a progress saw, `open` until decided, then `counted` or `void`. */
export const bonusProgressBets = pgTable(
  'bonus_progress_bets',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    state: text('state').$type<'open' | 'counted' | 'void'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.betId] })],
);
