import { z } from 'zod';
import { pageQuery, pagination } from './common';
import { sport } from './sports';

// The catalog's wire format (domain 3 entities, domain 7 calls, domain 4 real-time events).
// Odds are integers x1000; times are ISO-8601 UTC; names are in the language of the request's
// Accept-Language header where a translation exists.

// --- Codes -------------------------------------------------------------------------------

/** domain 3 Match status codes: the domain's own (packages/domain/src/selection.ts). */
export { MATCH_STATUS } from '@sb/domain';
export type { MatchStatus as MatchStatusCode } from '@sb/domain';

/** domain 4 Market status codes, with our -3 settled and -4 cancelled: the domain's own. */
export { MARKET_STATUS } from '@sb/domain';

/** domain 3 Bet results, as an outcome's result once its market is settled. */
export const outcomeResult = z
  .enum([
    'win_entire',
    'lose_entire',
    'refund_entire',
    'refund_half_win_other',
    'refund_half_lose_other',
    'canceled',
  ])
  .meta({ id: 'OutcomeResult' });
export type OutcomeResult = z.infer<typeof outcomeResult>;

const int = z.number().int();
const isoTime = z.string().meta({ description: 'ISO-8601 UTC' });

// --- Entities ----------------------------------------------------------------------------

export const categoryRef = z
  .object({
    id: int,
    urn_id: z.string(),
    slug: z.string(),
    name: z.string(),
    priority: int,
    country_code: z.string().nullable(),
  })
  .meta({ id: 'CategoryRef' });
export type CategoryRef = z.infer<typeof categoryRef>;

/** domain 3 Category: id, slug, name, priority, country_code, plus sport fields. */
export const category = categoryRef
  .extend({
    sport_id: int,
    sport_key: z.string(),
    sport,
    /** Bettable matches (prematch and live), and of them live. */
    matches_count: int,
    live_count: int,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof category>;

export const tournamentRef = z
  .object({ id: int, urn_id: z.string(), slug: z.string(), name: z.string(), priority: int })
  .meta({ id: 'TournamentRef' });
export type TournamentRef = z.infer<typeof tournamentRef>;

/** domain 3 League (tournament), with main and secondary market outcome counts. */
export const tournament = tournamentRef
  .extend({
    category: categoryRef,
    sport,
    is_top: z.boolean(),
    main_market_outcomes_count: int,
    secondary_market_outcomes_count: int,
    matches_count: int,
    live_count: int,
    outrights_count: int,
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof tournament>;

export const competitor = z
  .object({
    id: int,
    urn_id: z.string(),
    name: z.string(),
    abbreviation: z.string(),
    qualifier: z.enum(['home', 'away']).nullable(),
    country_code: z.string().nullable(),
    /** Generated SVG logo, served by this API (no external images). */
    logo: z.string(),
  })
  .meta({ id: 'Competitor' });
export type Competitor = z.infer<typeof competitor>;

export const outcome = z
  .object({
    id: z.string(),
    name: z.string(),
    active: z.boolean(),
    /** Decimal odds x1000. */
    odds: int,
    result: outcomeResult.nullable(),
  })
  .meta({ id: 'Outcome' });
export type Outcome = z.infer<typeof outcome>;

/** domain 3 Market. `id` is the market type (1 = 1x2, 18 = total...), unique per match with the specifier. */
export const market = z
  .object({
    match_id: int,
    match_urn_id: z.string(),
    id: int,
    name: z.string(),
    status: int,
    specifier: z.string(),
    outcomes: z.array(outcome),
    market_groups: z.array(z.string()),
    priority: int,
    most_balanced: z.boolean(),
    /** Main and secondary markets are what lists show (domain 3 Match.main_market). */
    role: z.enum(['main', 'secondary']).nullable(),
    next_bet_stop: isoTime.nullable(),
    custom_bet_groups: z.array(z.string()),
    provider: z.string(),
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof market>;

export const scorePair = z.object({ home: int, away: int });
export type ScorePairWire = z.infer<typeof scorePair>;

/** domain 3 statistics.clock. Times are `mm:ss`; `speed` is how fast the simulated clock runs. */
export const matchClock = z
  .object({
    match_time: z.string().nullable(),
    stoppage_time: z.string().nullable(),
    stoppage_time_announced: z.string().nullable(),
    remaining_time: z.string().nullable(),
    remaining_time_in_period: z.string().nullable(),
    stopped: z.boolean(),
    clock_updated_at: isoTime,
    /** Clock seconds per real second (1 for a real feed; the built-in engine runs faster). */
    speed: z.number(),
  })
  .meta({ id: 'MatchClock' });
export type MatchClock = z.infer<typeof matchClock>;

export const periodScore = z
  .object({
    home: int,
    away: int,
    period_key: z.string(),
    period_name: z.string(),
    number: int,
    type: z.enum(['regular_period', 'overtime', 'penalties', 'set', 'map', 'innings']),
  })
  .meta({ id: 'PeriodScore' });
export type PeriodScore = z.infer<typeof periodScore>;

/** domain 3 Match.statistics, plus a few sport details (cards, innings) a scoreboard needs. */
export const matchStatistics = z
  .object({
    clock: matchClock.nullable(),
    total_score: scorePair.nullable(),
    /** Points of the game in play (tennis `15`/`40`/`A`, rounds of the map in play). */
    game_score: z.object({ home: z.string(), away: z.string() }).nullable(),
    current_server: z.enum(['home', 'away']).nullable(),
    period_score: z.array(periodScore),
    max_period_number: int,
    current_period: z.object({ key: z.string(), name: z.string(), number: int }).nullable(),
    cards: z.object({ yellow: scorePair, red: scorePair }).nullable(),
    innings: z
      .object({
        batting: z.enum(['home', 'away']),
        runs: scorePair,
        wickets: scorePair,
        /** Overs bowled per side, `19.4`. */
        overs: z.object({ home: z.string(), away: z.string() }),
        target: int.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MatchStatistics' });
export type MatchStatistics = z.infer<typeof matchStatistics>;

export const matchType = z.enum(['match', 'outright']);

/** domain 3 Match (and non-match events: outrights, with `name`, competitors and `end_date`). */
export const match = z
  .object({
    id: int,
    urn_id: z.string(),
    slug: z.string(),
    type: matchType,
    /** `Home vs Away` for a match; the event's name for an outright. */
    name: z.string(),
    sport,
    category: categoryRef,
    tournament: tournamentRef,
    competitors: z.array(competitor),
    stadium: z.string().nullable(),
    city: z.string().nullable(),
    status: int,
    stage: z.string().nullable(),
    start_time: isoTime,
    end_date: isoTime.nullable(),
    has_video: z.boolean(),
    provider: z.string(),
    /** Live play is covered (status 5 once started when not). */
    live_coverage: z.boolean(),
    /** Number of open markets. */
    available_markets: int,
    main_market: market.nullable(),
    secondary_market: market.nullable(),
    /** Market type ids shown as columns for this sport. */
    top_markets: z.array(int),
    is_provider_stats_available: z.boolean(),
    statistics: matchStatistics.nullable(),
    /** Status 0 or 1 and the provider up: bets may be placed. */
    bettable: z.boolean(),
    bets_count: int,
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof match>;

// --- Queries and answers (domain 7) ------------------------------------------------------

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idParam }).strict();

const csv = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const out: z.infer<T>[] = [];
      for (const [i, p] of parts.entries()) {
        const r = item.safeParse(p);
        if (!r.success) {
          // Says which item, not what it was: an error never repeats the request (issue 17).
          ctx.addIssue({ code: 'custom', message: `item ${i + 1} of the list is not valid` });
          return z.NEVER;
        }
        out.push(r.data as z.infer<T>);
      }
      return out;
    });

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const dateTime = z.iso.datetime({ offset: true });

/** domain 9 sort keys, `-` in front for descending: `sport_priority,start_time`. */
export const MATCH_SORT_KEYS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
const sortKey = z.string().regex(new RegExp(`^-?(${MATCH_SORT_KEYS.join('|')})$`));

export const matchesQuery = z
  .object({
    id: csv(z.coerce.number().int().positive()).optional(),
    /** A match by its URL slug (the web's `/[sport]/[slug]`). */
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,160}$/)
      .optional(),
    type: matchType.optional(),
    sport_key: csv(z.string().regex(/^[a-z0-9-]{2,40}$/)).optional(),
    sport_type: z.enum(['sport', 'esport']).optional(),
    category_id: csv(z.coerce.number().int().positive()).optional(),
    tournament_id: csv(z.coerce.number().int().positive()).optional(),
    /** Status codes, or `live` / `prematch`. */
    match_status: csv(
      z.union([
        z.coerce.number().int().min(0).max(5),
        z.enum(['live', 'prematch']).transform((v) => (v === 'live' ? 1 : 0)),
      ]),
    ).optional(),
    sort_by: csv(sortKey).optional(),
    start_from: dateTime.optional(),
    start_to: dateTime.optional(),
    bettable: bool.optional(),
    max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
    page: pageQuery.max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(20),
    /** Only the caller's favourites (empty for visitors). */
    favourite: bool.optional(),
    has_video: bool.optional(),
  })
  .strict();
export type MatchesQuery = z.infer<typeof matchesQuery>;
export type MatchesQueryInput = z.input<typeof matchesQuery>;

export const matchesAnswer = z.object({ data: z.array(match), pagination }).meta({ id: 'Matches' });
export type MatchesAnswer = z.infer<typeof matchesAnswer>;

export const matchAnswer = z.object({ data: match });
export type MatchAnswer = z.infer<typeof matchAnswer>;

export const marketsQuery = z
  .object({
    page: pageQuery.max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(500),
    group_key: z
      .string()
      .regex(/^[a-z0-9_]{1,40}$/)
      .optional(),
    market_id: csv(z.coerce.number().int().positive()).optional(),
  })
  .strict();
export type MarketsQuery = z.infer<typeof marketsQuery>;

export const marketsAnswer = z
  .object({ data: z.array(market), pagination })
  .meta({ id: 'Markets' });
export type MarketsAnswer = z.infer<typeof marketsAnswer>;

export const listQuery = z
  .object({
    sport_key: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/)
      .optional(),
    sport_id: z.coerce.number().int().positive().optional(),
    category_id: z.coerce.number().int().positive().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/)
      .optional(),
    /** Only tournaments marked top (main leagues). */
    top: bool.optional(),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;

export const categoriesAnswer = z.object({ data: z.array(category) });
export const categoryAnswer = z.object({ data: category });
export const tournamentsAnswer = z.object({ data: z.array(tournament) });
export const tournamentAnswer = z.object({ data: tournament });

/** `/matches/{id}/{statistics type}` (domain 7). */
export const STATISTICS_TYPES = ['statistics', 'timeline', 'scoreboard'] as const;
export const statisticsParams = z.object({ id: idParam, type: z.enum(STATISTICS_TYPES) }).strict();

export const timelineEvent = z
  .object({
    type: z.string(),
    side: z.enum(['home', 'away']).nullable(),
    match_time: z.string().nullable(),
    period_key: z.string().nullable(),
    score: scorePair.nullable(),
    text: z.string(),
    at: isoTime,
  })
  .meta({ id: 'TimelineEvent' });
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const statisticsAnswer = z.object({
  data: z.object({
    match_id: int,
    type: z.enum(STATISTICS_TYPES),
    status: int,
    statistics: matchStatistics.nullable(),
    timeline: z.array(timelineEvent),
  }),
});
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

/** Honest answers where there is no stream: `has_video` is false for every match we simulate. */
export const videoAnswer = z.object({
  data: z.object({
    match_id: int,
    available: z.boolean(),
    provider: z.string().nullable(),
    link: z.string().nullable(),
  }),
});
export const streamsAnswer = z.object({
  data: z.array(z.object({ link: z.string(), provider: z.string(), language_code: z.string() })),
});

export const searchQuery = z
  .object({
    q: z.string().trim().min(3).max(50),
    sport_type: z.enum(['sport', 'esport']).optional(),
    match_status: csv(
      z.union([
        z.coerce.number().int().min(0).max(5),
        z.enum(['live', 'prematch']).transform((v) => (v === 'live' ? 1 : 0)),
      ]),
    ).optional(),
    /** Match only the event's competitors and name, not its league or country. */
    only_events_name: bool.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchAnswer = z
  .object({
    data: z.object({
      matches: z.array(match),
      tournaments: z.array(tournament),
      categories: z.array(category),
    }),
  })
  .meta({ id: 'SearchResults' });
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const countersRequest = z
  .object({
    sport_type: z.enum(['sport', 'esport']).optional(),
    sport_key: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/)
      .optional(),
  })
  .strict()
  .default({});
export const countersAnswer = z
  .object({
    data: z.object({
      live: int,
      prematch: int,
      outrights: int,
      /** Signed in: favourite matches on now, unread notifications (issue 27). */
      favourites: int.optional(),
      unread: int.optional(),
      sports: z.array(
        z.object({
          sport_id: int,
          sport_key: z.string(),
          live: int,
          prematch: int,
          outrights: int,
        }),
      ),
    }),
  })
  .meta({ id: 'Counters' });
export type CountersAnswer = z.infer<typeof countersAnswer>;

// --- Settings (domain 3 Settings, bet limits) -------------------------------------------

const limitAction = z.enum(['reject', 'accept']);
const currencyLimit = z.object({
  currency_code: z.string(),
  /** Minor units of the currency. */
  amount: int,
  action: limitAction,
});
const limitLists = z.object({ fiat: z.array(currencyLimit), crypto: z.array(currencyLimit) });

export const betLimitsSettings = z
  .object({
    max_stake_limit: limitLists,
    payout_limit: limitLists,
    selection_limit: z.object({ value: int }),
    /** Odds x1000. */
    odds_limit: z.object({ value: int, action: limitAction }),
  })
  .meta({ id: 'BetLimitsSettings' });
export type BetLimitsSettings = z.infer<typeof betLimitsSettings>;

export const settingsCurrency = z
  .object({
    code: z.string(),
    fiat: z.boolean(),
    /** Minor units in one unit (100 for EUR, 10^8 for BTC). */
    subunits: int,
    subcurrencies: z.array(z.object({ code: z.string(), subunits: int })),
  })
  .meta({ id: 'SportsbookCurrency' });

export const providerStatus = z.enum(['active', 'inactive']);

export const sportsbookSettings = z
  .object({
    custom_bet_allow_single: z.boolean(),
    custom_bet_enabled: z.boolean(),
    /** Quick stakes per currency, in minor units. */
    stakes: z.record(z.string(), z.array(int)),
    auto_accept_odds_change: z.enum(['none', 'higher', 'any']),
    odds_types: z.object({ available: z.array(z.string()), selected: z.string() }),
    updated_at: isoTime,
    video_settings: z.object({ enabled: z.boolean() }),
    provider_statuses: z.record(z.string(), providerStatus),
    sport_type_providers: z.record(z.string(), z.array(z.string())),
    multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }),
    /** The verticals a provider runs (domain 1, 3; issue 23): POST /{provider}/launch opens one. */
    additional_providers: z.object({
      horse_racing: z.object({ enabled: z.boolean() }),
      lotto: z.object({ enabled: z.boolean() }),
      premium_cricket: z.object({ enabled: z.boolean() }),
      virtual_gaming_arena: z.object({ enabled: z.boolean() }),
    }),
    allow_multiple_active_user_freebets: z.boolean(),
    bet_limits_settings: betLimitsSettings,
    locales: z.array(z.string()),
    currencies: z.array(settingsCurrency),
    default_currency_code: z.string(),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    market_groups: z.record(
      z.string(),
      z.object({ key: z.string(), name: z.string(), priority: int, sports: z.array(z.string()) }),
    ),
    providers: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        status: providerStatus,
        sport_type: z.string(),
        multi_bets: z.boolean(),
        system_bets: z.boolean(),
        multi_single_bets: z.boolean(),
        custom_bets: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'SportsbookSettings' });
export type SportsbookSettings = z.infer<typeof sportsbookSettings>;
export const settingsAnswer = z.object({ data: sportsbookSettings });

// --- Real-time messages of the catalog (domain 4 event names) ----------------------------

/** `match_changed`: the match as lists and the match page show it (same shape as GET /matches/{id}). */
export const matchChangedMessage = match;
/** `markets_changed`: markets of one match whose status or odds changed (a market with status 0 is dropped). */
export const marketsChangedMessage = z
  .object({ match_id: int, match_urn_id: z.string(), markets: z.array(market) })
  .meta({ id: 'MarketsChanged' });
export type MarketsChangedMessage = z.infer<typeof marketsChangedMessage>;
/** `match_status_changed`: the new status with the match. */
export const matchStatusChangedMessage = z
  .object({ match_id: int, match_urn_id: z.string(), status: int, previous_status: int, match })
  .meta({ id: 'MatchStatusChanged' });
export type MatchStatusChangedMessage = z.infer<typeof matchStatusChangedMessage>;
/** `provider_status_changed`: a provider went down or came back (domain 4 Provider status change). */
export const providerStatusChangedMessage = z
  .object({ provider: z.string(), status: providerStatus, changed_at: isoTime })
  .meta({ id: 'ProviderStatusChanged' });
export type ProviderStatusChangedMessage = z.infer<typeof providerStatusChangedMessage>;

// --- Trading controls (issue 4, behind the admin token) ----------------------------------

export const adminMarketRef = z
  .object({ market_id: z.number().int().positive(), specifier: z.string().max(200).default('') })
  .strict();
const adminScore = z
  .object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) })
  .strict();

export const adminResultRequest = z
  .object({
    /** Final score for goal and point sports (soccer, ice hockey, basketball). */
    score: adminScore.optional(),
    /** Half-time score (soccer). */
    ht_score: adminScore.optional(),
    /** Results to set market by market (any sport, also corrections after the finish). */
    markets: z
      .array(
        adminMarketRef.extend({
          outcomes: z.array(z.object({ id: z.string().max(100), result: outcomeResult })).min(1),
        }),
      )
      .max(500)
      .optional(),
  })
  .strict();
export type AdminResultRequest = z.infer<typeof adminResultRequest>;
export const adminAnswer = z.object({
  data: z.object({ match_id: int, status: int, applied: z.boolean(), message: z.string() }),
});
export type AdminAnswer = z.infer<typeof adminAnswer>;
