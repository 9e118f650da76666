import { z } from 'zod';
import { BONUS_STATUSES } from '@sb/domain';
import { pageQuery, pagination } from './common';

// Bonuses (domain 3, 7; issue 19) under /api/sportsbook/v2. The combo boost first: the other
// kinds of domain 3 come with their own entities.

const int = z.number().int();
const scaledOdds = int.min(1000).max(100_000_000);
const slug = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lowercase letters, digits and _');
const boolQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** domain 3 Combo boost ranges: min_count..max_count suitable selections earn bonus_odds. */
export const comboBoostRange = z
  .object({ min_count: int.min(1), max_count: int.min(1), bonus_odds: scaledOdds })
  .strict();

/** domain 3 Combo boost, as issued to the caller (`id` is the issued bonus's). */
export const comboBoostWire = z
  .object({
    id: z.string(),
    type: z.literal('comboboost'),
    campaign_id: z.string(),
    name: z.string(),
    min_odds: int,
    uses_count: int.nullable(),
    ranges: z.array(comboBoostRange),
    valid_to: z.string().nullable(),
    only_verified: z.boolean(),
    /** domain 4 Bonus definition status. */
    status: z.enum(['active', 'upcoming']),
    issued: z.object({
      times_used: int,
      activated_at: z.string(),
      expired_at: z.string().nullable(),
      seen: z.boolean(),
      computed_status: z.enum(BONUS_STATUSES),
      is_active: z.boolean(),
    }),
  })
  .meta({ id: 'ComboBoost' });
export type ComboBoostWire = z.infer<typeof comboBoostWire>;

/** GET /bonuses (domain 7): status, available, unseen, limit_per_type, type. */
export const bonusesQuery = z.object({
  status: z.enum(BONUS_STATUSES).optional(),
  available: boolQuery.optional(),
  unseen: boolQuery.optional(),
  limit_per_type: pageQuery.max(500).optional(),
  type: z.string().max(40).optional(),
});
export const bonusesAnswer = z.object({ data: z.array(comboBoostWire) });

/** GET /bonuses/comboboosts (domain 7): isAvailable, status, page, limit (default 4, domain 7). */
export const bonusListQuery = z.object({
  isAvailable: boolQuery.optional(),
  status: z.enum(BONUS_STATUSES).optional(),
  locale: z.string().max(10).optional(),
  page: pageQuery.default(1),
  limit: pageQuery.max(500).default(4),
});
export const comboBoostsAnswer = z.object({ data: z.array(comboBoostWire), pagination });

/** POST /bonuses (domain 7 "bet bonuses query"): the slip's bets as the slip holds them. */
export const bonusesForBetsRequest = z
  .object({
    bets: z
      .array(
        z
          .object({
            /** The odds of each selection as the slip shows them, x1000. */
            selections: z.array(z.object({ odds: scaledOdds }).passthrough()).max(40),
            system_id: z.string().max(20).optional(),
            custom_odds: scaledOdds.optional(),
          })
          .passthrough(),
      )
      .max(50),
  })
  .strict();

/** A combo boost for one slip bet (domain 3 Slip bet availableBonuses, activeRangeIndex). */
export const slipComboBoost = z.object({
  bonus: comboBoostWire,
  /** -1 while the combo reaches no range. */
  active_range_index: int,
  suitable_selections: int,
  /** The range's bonus_odds, null while none applies. */
  bonus_odds: int.nullable(),
  /** Product of the selection odds and the bonus odds (domain 9), rounded down. */
  total_odds: int,
});
export type SlipComboBoost = z.infer<typeof slipComboBoost>;
/** Per slip bet, in the request's order: the bonuses it may carry. */
export const bonusesForBetsAnswer = z.object({ data: z.array(z.array(slipComboBoost)) });

/** A campaign an operator defines (config/bonuses.json; the admin API comes later). */
export const bonusCampaignInput = z
  .object({
    id: slug,
    kind: z.literal('comboboost'),
    name: z.string().min(1).max(80),
    status: z.enum(['active', 'upcoming']).default('active'),
    min_odds: scaledOdds.default(1000),
    match_status: z.enum(['prematch', 'live']).nullable().default(null),
    ranges: z.array(comboBoostRange).min(1).max(20),
    only_verified: z.boolean().default(false),
    uses_count: int.positive().nullable().default(null),
    valid_to: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict();
export type BonusCampaignInput = z.infer<typeof bonusCampaignInput>;
