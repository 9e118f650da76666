import { z } from 'zod';
import { BONUS_STATUSES, FREEBET_KINDS, type FreebetKind } from '@sb/domain';
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
    /** Only matches of these countries count (empty: any). */
    country_codes: z.array(z.string()),
    /** Only matches of these sports and tournaments count (empty lists: any). */
    event_conditions: z.object({ sport_keys: z.array(z.string()), tournament_ids: z.array(int) }),
    banners: z.object({ desktop: z.string().nullable(), mobile: z.string().nullable() }),
    /** The promo code that issued it, null when every player has it. */
    trigger_key: z.string().nullable(),
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
/** A freebet's or hunt's campaign and bet conditions on the wire (domain 3). */
const conditionsWire = {
  campaign_id: z.string(),
  name: z.string(),
  min_odds: int.nullable(),
  max_odds: int.nullable(),
  /** Only prematch or only live selections; null for any. */
  match_status: z.enum(['prematch', 'live']).nullable(),
  selection_count_from: int.nullable(),
  selection_count_to: int.nullable(),
  valid_to: z.string().nullable(),
  only_verified: z.boolean(),
  status: z.enum(['active', 'upcoming']),
};
/**
 * What boosted a freebet (domain 3 Freebet `issued.boost_data`; POST /bonuses/{id}/boost): the
 * caller's hunt, tournament or lootbox whose points paid for it, the points, the amount before
 * and when.
 */
export const freebetBoostData = z.object({
  bonus_id: z.string(),
  bonus_type: z.enum(['hunting', 'tournament', 'lootbox']),
  campaign_id: z.string(),
  points: int,
  /** Minor units of the freebet's currency. */
  amount_before: int,
  boosted_at: z.string(),
});

/** domain 3 Freebet, as issued to the caller (`id` is the issued bonus's). */
export const freebetWire = z
  .object({
    id: z.string(),
    type: z.enum(FREEBET_KINDS as [FreebetKind, ...FreebetKind[]]),
    ...conditionsWire,
    issued: z.object({
      is_active: z.boolean(),
      currency: z.string(),
      /** Minor units of `currency`. */
      amount: int,
      times_used: int,
      activated_at: z.string(),
      expired_at: z.string().nullable(),
      seen: z.boolean(),
      computed_status: z.enum(BONUS_STATUSES),
      /** x1000: what the amount was multiplied by; null while not boosted (once at most). */
      boost_multiplier: int.nullable(),
      boost_data: freebetBoostData.nullable(),
    }),
  })
  .meta({ id: 'Freebet' });
export type FreebetWire = z.infer<typeof freebetWire>;

/** A hunt's and a tournament's farming conditions (domain 3 Hunting). */
const farmingWire = {
  ...conditionsWire,
  points_target: int,
  farm_once_per_event: z.boolean(),
  farming_freebet_type: z.enum(FREEBET_KINDS as [FreebetKind, ...FreebetKind[]]),
  show_in_promotion: z.boolean(),
  /** Per currency, minor units: the least farming stake, the most the freebet pays. */
  min_stakes: z.record(z.string(), int),
  max_freebets: z.record(z.string(), int),
  /**
   * The freebet boost (POST /bonuses/{id}/boost), x1000: what one farmed point adds to a
   * freebet's multiplier, and the most it multiplies by.
   */
  boost_per_point: int,
  max_boost_multiplier: int,
};
/** The farming stats of domain 3 as issued (the round so far, for a tournament). */
const farmingIssued = {
  is_active: z.boolean(),
  /** Chosen at activation; null before. */
  currency: z.string().nullable(),
  times_used: int,
  activated_at: z.string(),
  expired_at: z.string().nullable(),
  seen: z.boolean(),
  computed_status: z.enum(BONUS_STATUSES),
  avg_stake: int,
  /** The farming bets' stakes together (avg_stake before rounding). */
  farmed_stake: int,
  bets_count: int,
  points: int,
  available_points: int,
  potential_freebet_amount: int,
  farmed_event_ids: z.array(z.string()),
  used_in_bets: int,
  /** How many more freebets its points may boost (0: none; the campaign's count less those boosted). */
  freebets_to_boost: int,
  /** Its farmed points not yet spent on a boost (boosting takes none from `points`). */
  boost_points: int,
};

/**
 * domain 3 Hunting, as issued to the caller: the farming conditions and stats. Issued
 * `available` to every player who asks; the player activates it (POST /bonuses/{id}/activate),
 * then each bet carrying it farms a point; at `points_target` it pays a freebet of
 * `farming_freebet_type` worth the average farming stake, up to `max_freebet`.
 */
export const huntingWire = z
  .object({
    id: z.string(),
    type: z.literal('hunting'),
    ...farmingWire,
    issued: z.object(farmingIssued),
  })
  .meta({ id: 'Hunting' });
export type HuntingWire = z.infer<typeof huntingWire>;

/**
 * domain 3 hunting tournament, as issued to the caller: a hunt whose rounds start again (each
 * target reached pays its freebet), the freebets farmed ranking the players
 * (`GET /bonuses/tournaments/{id}/rating`), and a pool in each currency that starts at
 * `initial_pools`, grows by `pool_share_ppm` of every farming stake and is paid at `valid_to`
 * to the first places by `prizes_ppm`, as freebets of `farming_freebet_type`.
 */
export const tournamentWire = z
  .object({
    id: z.string(),
    type: z.literal('tournament'),
    ...farmingWire,
    initial_pools: z.record(z.string(), int),
    pool_share_ppm: int,
    prizes_ppm: z.array(int),
    issued: z.object({
      ...farmingIssued,
      /** The freebets the rounds paid, and what they paid together (the ranking's score). */
      farmed_amount: int,
      farmed_freebets_count: int,
      /** The pool in the issued currency (the campaign's first before activation), minor units. */
      currency_code: z.string(),
      initial_pool: int,
      pool_amount: int,
    }),
  })
  .meta({ id: 'HuntingTournament' });
export type TournamentWire = z.infer<typeof tournamentWire>;

/** A lootbox's chest (places 1 to 3: small, medium, large): its chance and prize per currency. */
export const lootboxChest = z
  .object({
    place: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** Parts per million. */
    chance_ppm: int.min(0).max(1_000_000),
    /** Per currency, minor units: the freebet it holds. */
    prizes: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), int.positive().max(1e12)),
  })
  .strict();

/**
 * A lootbox's opened chest and its draw, for anyone to check: `server_seed` hashes (SHA-256) to
 * the `seed_hash` shown from activation on, and `draw` is HMAC-SHA256(server_seed,
 * "{issued id}:chest:{place}"), its first 52 bits over 2^52; it won when below chance_ppm / 10^6.
 */
export const lootboxDraw = z.object({
  place: int,
  chance_ppm: int,
  server_seed: z.string(),
  seed_hash: z.string(),
  draw: z.number(),
  /** The freebet won, minor units of the issued currency; 0 for an empty chest. */
  won_amount: int,
  opened_at: z.string(),
});
export type LootboxDraw = z.infer<typeof lootboxDraw>;

/**
 * domain 3 lootbox, as issued to the caller: farmed as a hunt (activate, then the bets that carry
 * it earn points); at `points_target` it is `ready` and the player opens one of its three chests
 * (POST /bonuses/lootboxes/{id}/open), drawn on a seed committed at activation (`seed_hash`).
 * `max_freebets` is the largest prize per currency.
 */
export const lootboxWire = z
  .object({
    id: z.string(),
    type: z.literal('lootbox'),
    ...farmingWire,
    chests: z.array(lootboxChest),
    issued: z.object({
      ...farmingIssued,
      seed_hash: z.string().nullable(),
      ready: z.boolean(),
      opened: lootboxDraw.nullable(),
    }),
  })
  .meta({ id: 'Lootbox' });
export type LootboxWire = z.infer<typeof lootboxWire>;

/** POST /bonuses/lootboxes/{id}/open: the chest the player opens. */
export const openLootboxRequest = z
  .object({ place: z.union([z.literal(1), z.literal(2), z.literal(3)]) })
  .strict();

/** GET /api/admin/bonuses/lootboxes/draws: every opened chest, for the operator's audit. */
export const lootboxDrawsQuery = z.object({
  campaign_id: slug.optional(),
  limit: pageQuery.max(1000).default(100),
});
export const lootboxDrawsAnswer = z.object({
  data: z.array(
    lootboxDraw.extend({
      id: z.string(),
      campaign_id: z.string(),
      player_id: z.string(),
      currency: z.string(),
    }),
  ),
});

/** domain 3 Leaderboard row (GET /bonuses/tournaments/{id}/rating). */
export const leaderboardRow = z
  .object({
    position: int,
    current_user: z.boolean(),
    /** Masked: the first character of the local part and the domain. */
    email: z.string(),
    farmed_amount: int,
    currency_code: z.string(),
    farmed_freebets_count: int,
  })
  .meta({ id: 'TournamentLeaderboardRow' });
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
/** The first places and, when lower, the caller's own row, in the caller's currency. */
export const tournamentRatingAnswer = z.object({ data: z.array(leaderboardRow) });

/** Any issued bonus on the wire, told apart by `type`. */
export const bonusWire = z.union([
  comboBoostWire,
  freebetWire,
  huntingWire,
  tournamentWire,
  lootboxWire,
]);
export type BonusWire = z.infer<typeof bonusWire>;

/** GET /bonuses/{kind}/{id}/terms (domain 7): the locale asked, else the player's. */
export const bonusTermsQuery = z.object({ locale: z.string().max(10).optional() });
/**
 * A bonus's terms as its operator wrote them (plain text, paragraphs by blank lines), in the
 * locale asked or the nearest the campaign has (shell 9 resolution, then English); `terms` is
 * null when the campaign has none: the site's general terms apply.
 */
export const bonusTermsAnswer = z
  .object({ id: z.string(), locale: z.string().nullable(), terms: z.string().nullable() })
  .meta({ id: 'BonusTerms' });
export type BonusTermsAnswer = z.infer<typeof bonusTermsAnswer>;

export const bonusesAnswer = z.object({ data: z.array(bonusWire) });

/** GET /bonuses/comboboosts (domain 7): isAvailable, status, page, limit (default 4, domain 7). */
export const bonusListQuery = z.object({
  isAvailable: boolQuery.optional(),
  status: z.enum(BONUS_STATUSES).optional(),
  locale: z.string().max(10).optional(),
  page: pageQuery.default(1),
  limit: pageQuery.max(500).default(4),
});
export const comboBoostsAnswer = z.object({ data: z.array(comboBoostWire), pagination });
export const freebetsAnswer = z.object({ data: z.array(freebetWire), pagination });
export const huntingsAnswer = z.object({ data: z.array(huntingWire), pagination });
/** GET /bonuses/tournaments: hunting tournaments default to page 1, limit 1 (domain 7). */
export const tournamentListQuery = bonusListQuery.extend({ limit: pageQuery.max(500).default(1) });
export const bonusTournamentsAnswer = z.object({ data: z.array(tournamentWire), pagination });
/** GET /bonuses/lootboxes: lootboxes default to limit 500 and status active (domain 7). */
export const lootboxListQuery = bonusListQuery.extend({
  status: z.enum(BONUS_STATUSES).default('active'),
  limit: pageQuery.max(500).default(500),
});
export const lootboxesAnswer = z.object({ data: z.array(lootboxWire), pagination });

/**
 * domain 3 Freebet progress ("amb"), the caller's in one campaign: `progress_count` bets counted
 * (decided, not void), `possible_progress_count` with the bets still open (and, for POST, the
 * slip's), the ranges in the caller's currency (`stake_currency`), until `issue_to`.
 */
export const freebetProgressWire = z
  .object({
    campaign_id: z.string(),
    name: z.string(),
    type: z.enum(FREEBET_KINDS as [FreebetKind, ...FreebetKind[]]),
    progress_count: int,
    possible_progress_count: int,
    amb_ranges: z.array(
      z.object({
        number_of_bets: int,
        number_of_freebets: int,
        issued_bonus_amount: int,
        currency: z.string(),
        currency_subunits: int,
      }),
    ),
    stake_currency: z.string(),
    issue_to: z.string().nullable(),
    min_stake: int,
    /** Freebets issued so far by this progress. */
    issued_count: int,
  })
  .meta({ id: 'FreebetProgress' });
export type FreebetProgressWire = z.infer<typeof freebetProgressWire>;
export const freebetProgressAnswer = z.object({ data: z.array(freebetProgressWire) });
/** POST /bonuses/freebet-progress: the slip's bets, to see what they would count. */
export const freebetProgressRequest = z
  .object({
    bets: z
      .array(
        z
          .object({
            stake: int.min(0).max(1e12),
            currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
            bonus: z.boolean().default(false),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

/** POST /bonuses/{id}/activate (domain 7): in the player's currency the campaign pays in. */
export const activateBonusRequest = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .optional(),
  })
  .strict();

/**
 * POST /bonuses/{id}/boost (domain 7; the spec shows no body): boosts the caller's freebet `id`
 * with the farmed points of their hunt, tournament or lootbox `bonus_id` (`points` of them, else
 * all that raise the multiplier). Answers the boosted freebet.
 */
export const boostBonusRequest = z
  .object({
    bonus_id: z.string().regex(/^[1-9][0-9]{0,15}$/),
    points: int.min(1).max(100_000).optional(),
  })
  .strict();
export type BoostBonusRequest = z.infer<typeof boostBonusRequest>;

/** POST /bonuses/promo-code (domain 7; domain 3 promo-code states). */
export const promoCodeRequest = z.object({ code: z.string().trim().min(1).max(40) }).strict();
export const promoCodeAnswer = z.object({
  state: z.enum(['initial', 'approved', 'declined', 'paid']),
  bonus: bonusWire.nullable(),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswer>;

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
/** A freebet one slip bet may carry: its conditions hold for the bet as the slip holds it. */
export const slipFreebet = z.object({ bonus: freebetWire });
export type SlipFreebet = z.infer<typeof slipFreebet>;
/** An active hunt one slip bet may farm (domain 3 slip: points, availablePoints, potentialPoints). */
export const slipHunting = z.object({
  bonus: huntingWire,
  points: int,
  available_points: int,
  potential_points: int,
  potential_freebet_amount: int,
});
export type SlipHunting = z.infer<typeof slipHunting>;
/** An active tournament one slip bet may farm (domain 3 slip: as a hunt's, potentialFreebetAmount). */
export const slipTournament = slipHunting.extend({ bonus: tournamentWire });
export type SlipTournament = z.infer<typeof slipTournament>;
/** An active lootbox one slip bet may farm (domain 3 slip: points, availablePoints, potentialPoints). */
export const slipLootbox = slipHunting
  .omit({ potential_freebet_amount: true })
  .extend({ bonus: lootboxWire });
export type SlipLootbox = z.infer<typeof slipLootbox>;
/** Per slip bet, in the request's order: the bonuses it may carry. */
export const bonusesForBetsAnswer = z.object({
  data: z.array(
    z.array(z.union([slipComboBoost, slipFreebet, slipHunting, slipTournament, slipLootbox])),
  ),
});

/** A freebet's or hunt's bet conditions as an operator gives them (domain 3). */
const conditionsInput = {
  min_odds: scaledOdds.nullable().default(null),
  max_odds: scaledOdds.nullable().default(null),
  selection_count_from: int.min(1).max(40).nullable().default(null),
  selection_count_to: int.min(1).max(40).nullable().default(null),
};

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code such as GB');
/** A combo boost's event conditions (domain 3): the sports and tournaments whose matches count. */
const eventConditions = z
  .object({
    sport_keys: z
      .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
      .max(50)
      .default([]),
    tournament_ids: z.array(int.positive()).max(500).default([]),
  })
  .strict();
/**
 * A campaign's banners (domain 3): an image for wide screens and one for phones, as paths on
 * this site (the web app's public folder): the pages' CSP loads images from their own origin.
 */
const bannerPath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9/._-]{1,300}$/, 'a path on this site such as /banners/boost.svg')
  .nullable()
  .default(null);
const banners = z.object({ desktop: bannerPath, mobile: bannerPath }).strict();

const campaignCommon = {
  id: slug,
  name: z.string().min(1).max(80),
  status: z.enum(['active', 'upcoming']).default('active'),
  match_status: z.enum(['prematch', 'live']).nullable().default(null),
  only_verified: z.boolean().default(false),
  valid_to: z.iso.datetime({ offset: true }).nullable().default(null),
  /** The terms per locale (`en`, `pt-BR`, ...): plain text, paragraphs by blank lines. */
  terms: z
    .record(
      z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a locale such as en or pt-BR'),
      z.string().min(1).max(20_000),
    )
    .default({}),
};

/**
 * A combo-boost campaign (domain 3 Combo boost): issued to every player who asks. Only
 * selections of matches in `country_codes` (the category's country, ISO 3166 alpha-2) and in
 * the sports and tournaments of `event_conditions` count toward its ranges; empty lists: any.
 */
export const comboBoostCampaignInput = z
  .object({
    ...campaignCommon,
    kind: z.literal('comboboost'),
    min_odds: scaledOdds.default(1000),
    ranges: z.array(comboBoostRange).min(1).max(20),
    uses_count: int.positive().nullable().default(null),
    country_codes: z.array(countryCode).max(250).default([]),
    event_conditions: eventConditions.default({ sport_keys: [], tournament_ids: [] }),
    banners: banners.default({ desktop: null, mobile: null }),
    /**
     * The key that issues it (domain 3 trigger_key): entered as a promo code, it issues the
     * boost to that player, once; null issues it to every player who asks.
     */
    trigger_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/)
      .nullable()
      .default(null),
  })
  .strict();

/**
 * A freebet campaign (domain 3 Freebet): the amount per currency (minor units), its
 * conditions, and how it reaches a player (sign-up, first deposit, promo code, a grant).
 */
export const freebetCampaignInput = z
  .object({
    ...campaignCommon,
    kind: z.enum(FREEBET_KINDS as [FreebetKind, ...FreebetKind[]]),
    amounts: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), int.positive().max(1e12)),
    ...conditionsInput,
    issue_on: z.enum(['sign_up', 'first_deposit', 'promo_code', 'grant', 'progress']),
    promo_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/)
      .nullable()
      .default(null),
    /** Freebet progress ("amb", issue_on progress): N counted bets earn M freebets, ranges add up. */
    progress_ranges: z
      .array(
        z
          .object({ number_of_bets: int.min(1).max(1000), number_of_freebets: int.min(1).max(100) })
          .strict(),
      )
      .max(10)
      .default([]),
    /** Freebet progress: the least stake of a bet that counts, per currency (minor units). */
    min_stakes: z
      .record(z.string().regex(/^[A-Z0-9]{2,10}$/), int.positive().max(1e12))
      .default({}),
  })
  .strict();

const perCurrency = z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), int.positive().max(1e12));

/**
 * A hunting campaign (domain 3 Hunting): the farming bets' conditions, the points that earn
 * the freebet, and the freebet: issued from `reward_campaign` (a freebet campaign granted by
 * the hunt, whose conditions the freebet keeps), worth the average farming stake up to
 * `max_freebets` in the player's currency.
 */
export const huntingCampaignInput = z
  .object({
    ...campaignCommon,
    kind: z.literal('hunting'),
    ...conditionsInput,
    points_target: int.min(1).max(1000),
    farm_once_per_event: z.boolean().default(true),
    show_in_promotion: z.boolean().default(true),
    min_stakes: perCurrency,
    max_freebets: perCurrency,
    reward_campaign: slug,
    /**
     * The freebet boost (POST /bonuses/{id}/boost): how many of a player's freebets one issued
     * bonus may boost with its farmed points (none when absent), what a point adds to the
     * multiplier and the most it multiplies by (x1000; absent: the domain's DEFAULT_BOOST_RULE,
     * +0.10 a point up to x2).
     */
    freebets_to_boost: int.min(0).max(100).optional(),
    boost_per_point: int.min(1).max(9_000).optional(),
    max_boost_multiplier: int.min(1001).max(10_000).optional(),
  })
  .strict();

const perCurrencyOrNone = z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), int.min(0).max(1e12));

/**
 * A hunting tournament (domain 3): a hunt's conditions and freebet (`reward_campaign`), whose
 * rounds start again, ranked by the freebets farmed; the pool per currency starts at
 * `initial_pools` (from the house bonus account), grows by `pool_share_ppm` of each farming
 * stake, and is paid at `valid_to` (required: the tournament's end) to the places of
 * `prizes_ppm` (parts per million of the pool, first place first, none above the one before).
 */
export const tournamentCampaignInput = huntingCampaignInput
  .extend({
    kind: z.literal('tournament'),
    valid_to: z.iso.datetime({ offset: true }),
    initial_pools: perCurrencyOrNone.default({}),
    pool_share_ppm: int.min(0).max(1_000_000).default(0),
    prizes_ppm: z.array(int.min(1).max(1_000_000)).min(1).max(20),
  })
  .strict()
  .refine((t) => t.prizes_ppm.reduce((a, b) => a + b, 0) <= 1_000_000, {
    message: 'the places share at most the whole pool',
    path: ['prizes_ppm'],
  })
  .refine((t) => t.prizes_ppm.every((p, i) => i === 0 || p <= t.prizes_ppm[i - 1]!), {
    message: 'no place pays more than the one before',
    path: ['prizes_ppm'],
  });

/**
 * A lootbox (domain 3): a hunt's conditions and points, and three chests (places 1, 2, 3) whose
 * prizes are freebets of `reward_campaign` (a freebet campaign issued by grant).
 */
export const lootboxCampaignInput = huntingCampaignInput
  .omit({ max_freebets: true })
  .extend({
    kind: z.literal('lootbox'),
    chests: z.array(lootboxChest).length(3),
  })
  .strict()
  .refine((l) => [1, 2, 3].every((p) => l.chests.some((c) => c.place === p)), {
    message: 'one chest at each place 1, 2 and 3',
    path: ['chests'],
  });

/** A campaign an operator defines (config/bonuses.json, or the admin API). */
export const bonusCampaignInput = z.discriminatedUnion('kind', [
  comboBoostCampaignInput,
  freebetCampaignInput,
  huntingCampaignInput,
  tournamentCampaignInput,
  lootboxCampaignInput,
]);
export type BonusCampaignInput = z.infer<typeof bonusCampaignInput>;
