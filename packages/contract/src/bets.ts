import { z } from 'zod';
import {
  BET_RESULTS,
  BET_STATUSES,
  MAX_QUICK_STAKES,
  ODDS_TYPES,
  PNL_PERIODS,
  SELECTION_RESULTS,
} from '@sb/domain';
import { pagination } from './common';
import { BETS_PAGE_LIMIT } from './limits';
import { PUSH_ENDPOINT_MAX, pushSubscription } from './push';

// The bets wire format (domain 3 Bet and placement payload, domain 7 bet calls, domain 4
// bet_changed / bet_cashout_changed). Odds are integers x1000; money is integer minor units with
// the currency's subunits; times are ISO-8601 UTC. Placement and the list live under
// /api/sportsbook/v3/bets, everything else under /api/sportsbook/v2/bets/*.

const int = z.number().int();
const isoTime = z.string().meta({ description: 'ISO-8601 UTC' });
/** Ids arrive as numbers or strings; outcome and bet ids travel as strings. */
const idText = z.union([z.string().min(1).max(64), int]).transform(String);
const matchId = z.coerce.number().int().positive().max(2_147_483_647);
const marketId = z.coerce.number().int().nonnegative().max(2_147_483_647);
const specifier = z.string().max(200);
/** Decimal odds x1000 (2.35 is 2350). */
const scaledOdds = int.min(1000).max(100_000_000);

// domain 3 Bet statuses and results: the domain's lists (one definition), as wire enums.
export { BET_RESULTS, BET_STATUSES };
export const betStatus = z.enum(BET_STATUSES).meta({ id: 'BetStatus' });
export type BetStatusWire = z.infer<typeof betStatus>;
export const betResult = z.enum(BET_RESULTS).meta({ id: 'BetResult' });
export const selectionResult = z.enum(SELECTION_RESULTS);

/** domain 3: double, treble and accumulator are shown as combo. */
export const betType = z.enum(['single', 'combo', 'system', 'custom_bet']).meta({ id: 'BetType' });

// --- Placement (domain 3 Bet placement payload) -----------------------------------------

export const placementSelection = z
  .object({
    match_id: matchId,
    market_id: marketId,
    specifier: specifier.default(''),
    outcome_id: idText,
    /** The odds the player saw, x1000. */
    odds: scaledOdds,
  })
  .meta({ id: 'PlacementSelection' });

export const placementBonus = z
  .object({
    id: idText,
    type: z.string().min(1).max(40),
    odds: scaledOdds.nullable().default(null),
  })
  .meta({ id: 'PlacementBonus' });

export const placementBet = z
  .object({
    bonus: placementBonus.nullable().default(null),
    stake: z.object({
      /** Minor units of the currency (12.50 EUR is 1250); must be a whole positive number. */
      value: z.number(),
      currency: z.string().min(1).max(12),
    }),
    selections: z.array(placementSelection).max(40),
    /** System bets only: "2/3" or a full-cover name ("yankee"). */
    system_id: z.string().min(1).max(20).optional(),
    /** Custom bets only: the bet-builder price the player saw, x1000. */
    custom_odds: scaledOdds.optional(),
  })
  .meta({ id: 'PlacementBet' });
export type PlacementBetWire = z.infer<typeof placementBet>;

export const placeBetsRequest = z
  .object({
    meta: z
      .object({
        device_id: z.string().max(200).default(''),
        quick: z.boolean().default(false),
        type: z.string().max(32).default('single'),
      })
      .default({ device_id: '', quick: false, type: 'single' }),
    bets: z.array(placementBet).min(1).max(50),
  })
  .meta({ id: 'PlaceBetsRequest' });
export type PlaceBetsRequestWire = z.infer<typeof placeBetsRequest>;

// --- The Bet entity (domain 3 Bet (history)) --------------------------------------------

export const betSelection = z
  .object({
    /** The slip's selection id: `{match_id}/{market_id}/{specifier}/{outcome_id}`. */
    id: z.string(),
    /** The leg's result (no_results until its market settles). */
    status: selectionResult,
    market: z.object({ id: int, name: z.string() }),
    outcome: z.object({ id: z.string(), name: z.string() }),
    /** Odds the leg was accepted at, x1000. */
    odds: int,
    match: z.object({
      id: int,
      urn_id: z.string(),
      slug: z.string(),
      name: z.string(),
      sport_key: z.string(),
      start_time: isoTime,
      status: int,
      competitors: z.array(z.object({ name: z.string(), qualifier: z.string().nullable() })),
    }),
    specifier: z.string(),
    provider: z.string(),
  })
  .meta({ id: 'BetSelection' });
export type BetSelectionWire = z.infer<typeof betSelection>;

/** One cash-out of a bet (issue 22): the part of the stake, what it paid, and how. */
export const betCashout = z
  .object({
    stake: int,
    amount: int,
    kind: z.enum(['manual', 'auto', 'edit']),
    at: isoTime,
  })
  .meta({ id: 'BetCashout' });
export type BetCashoutWire = z.infer<typeof betCashout>;

export const bet = z
  .object({
    id: z.string(),
    type: betType,
    /** Short public reference shown on the receipt. */
    ref: z.string(),
    status: betStatus,
    stake: z.object({ value: int, currency: z.string(), subunits: int }),
    /** What the bet paid (payout or cash-out), once settled; null before. */
    win_amount: int.nullable(),
    /** Total odds x1000 (custom odds for a custom bet, average line odds for a system). */
    odds: int,
    /** What the bet pays if every selection wins. */
    potential_win: int,
    selections: z.array(betSelection),
    created_at: isoTime,
    result: betResult,
    /** The cash-out offer now, minor units; null when none is available. */
    to_cashout: int.nullable(),
    bonus: z.object({ id: z.string(), type: z.string(), odds: int.nullable() }).nullable(),
    system: z.object({ id: z.string(), win_count: int, total_count: int }).nullable(),
    used_in_jackpot: z.boolean(),
    is_vip: z.boolean(),
    /** The key of a rejection (live acceptance), else null. */
    reason: z.string().nullable(),
    /** A live bet awaiting acceptance (submitted): when the book decides; else null. */
    accept_at: isoTime.nullable().optional(),
    /** The stake as placed; `stake` is what still runs after partial cash-outs (issue 22). */
    initial_stake: int.optional(),
    /** Every cash-out of the bet, oldest first: partial, full, automatic or by an edit. */
    cashouts: z.array(betCashout).optional(),
    /** The player's auto cash-out rule, if any. */
    auto_cashout: z.object({ threshold: int }).nullable().optional(),
    /** Edit bet: the bet this one replaced, and the one that replaced it. */
    replaces: z.string().nullable().optional(),
    replaced_by: z.string().nullable().optional(),
  })
  .meta({ id: 'Bet' });
export type BetWire = z.infer<typeof bet>;

export const placeBetsAnswer = z.object({ data: z.array(bet) }).meta({ id: 'PlacedBets' });
export type PlaceBetsAnswer = z.infer<typeof placeBetsAnswer>;

// --- History (GET /api/sportsbook/v3/bets) ----------------------------------------------

/** A list in a query: repeated keys or comma-separated values (domain 2 query lists). */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(betStatus).max(BET_STATUSES.length));

/** A day or an instant, ISO-8601 ("2026-05-01" or "2026-05-01T10:00:00Z"). */
const dateParam = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'not a date' });

/** History filters (issue 22): date range, sport, bet type, a team's name. */
export const betsFilterQuery = z.object({
  /** Placed at or after this (a day means its start, UTC). */
  from: dateParam.optional(),
  /** Placed before the end of this day, or before this instant. */
  to: dateParam.optional(),
  sport: z.string().min(1).max(40).optional(),
  type: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(betType).max(4))
    .optional(),
  /** A team's (or an event's) name, or part of it. */
  q: z.string().trim().min(2).max(50).optional(),
});
export type BetsFilterQuery = z.infer<typeof betsFilterQuery>;

export const betsQuery = z
  .object({
    locale: z.string().max(10).optional(),
    status: statusList.optional(),
    ...betsFilterQuery.shape,
    limit: z.coerce.number().int().min(1).max(BETS_PAGE_LIMIT).default(50),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  })
  // No schema id: @fastify/swagger cannot resolve a $ref in query parameters (/api/docs broke).
  .strict();
export type BetsQuery = z.infer<typeof betsQuery>;

/** GET /bets/export.csv: the same filters, every page. */
export const betsExportQuery = z
  .object({ status: statusList.optional(), ...betsFilterQuery.shape })
  .strict();
export type BetsExportQuery = z.infer<typeof betsExportQuery>;
/** At most this many bets in one export. */
export const BETS_EXPORT_LIMIT = 10_000;

export const betsAnswer = z.object({ data: z.array(bet), pagination }).meta({ id: 'Bets' });
export type BetsAnswer = z.infer<typeof betsAnswer>;

// --- Profit and loss (GET /api/sportsbook/v3/bets/summary, issue 27) --------------------

/**
 * A period in the player's time zone (`period`, `time_zone`), or the history's date range
 * (`from`, `to`, as GET /bets reads them); not both.
 */
export const betsSummaryQuery = z
  .object({
    period: z.enum(PNL_PERIODS).optional(),
    /** IANA time zone the period's days start in (the browser's); UTC when absent. */
    time_zone: z.string().min(1).max(64).optional(),
    from: dateParam.optional(),
    to: dateParam.optional(),
  })
  .strict();
export type BetsSummaryQuery = z.infer<typeof betsSummaryQuery>;

/** One currency's figures, minor units; profit = returned - (staked - open). */
export const betsSummaryCurrency = z.object({
  currency: z.string(),
  subunits: int,
  /** Bets placed in the period, and how many of them are settled. */
  bets: int,
  settled: int,
  /** Stakes placed; of them, still running. */
  staked: int,
  open: int,
  /** Paid back: wins, refunds, cash-outs. */
  returned: int,
  profit: int,
});
export type BetsSummaryCurrency = z.infer<typeof betsSummaryCurrency>;

export const betsSummaryAnswer = z
  .object({
    data: z.object({
      /** Bets placed from (null: since the first) and before (null: until now). */
      from: isoTime.nullable(),
      to: isoTime.nullable(),
      currencies: z.array(betsSummaryCurrency),
    }),
  })
  .meta({ id: 'BetsSummary' });
export type BetsSummaryAnswer = z.infer<typeof betsSummaryAnswer>;

// --- Cash-out (POST /bets/cashout) ------------------------------------------------------

export const cashoutRequest = z
  .object({
    bet_id: idText,
    /** The offer the player accepted, minor units (for `stake` when given). */
    to_cashout: z.number(),
    /** Partial cash-out (issue 22): the part of the stake to cash out; all of it when absent. */
    stake: z.number().optional(),
    locale: z.string().max(10).optional(),
  })
  .meta({ id: 'CashoutRequest' });
export const cashoutAnswer = z.object({ data: bet }).meta({ id: 'CashoutAnswer' });

/** `bet_cashout_changed` on the owner's private channel. */
export const betCashoutChangedMessage = z
  .object({ bet_id: z.string(), to_cashout: int.nullable() })
  .meta({ id: 'BetCashoutChanged' });
export type BetCashoutChangedMessage = z.infer<typeof betCashoutChangedMessage>;
/** `bet_changed` on the owner's private channel carries the Bet entity. */
export const betChangedMessage = bet;

// --- Max stake (POST /bets/max-stake) ---------------------------------------------------

export const maxStakeRequest = z
  .object({
    /** The stake currency; the player's own currency when absent. */
    currency: z.string().min(1).max(12).optional(),
    bets: z
      .array(
        z.object({
          selections: z.array(placementSelection).min(1).max(40),
          system_id: z.string().min(1).max(20).optional(),
          custom_odds: scaledOdds.optional(),
        }),
      )
      .min(1)
      .max(50),
  })
  .meta({ id: 'MaxStakeRequest' });
export const maxStakeAnswer = z
  .object({
    data: z.array(
      z.object({
        /** Minor units; null when nothing bounds it. */
        max_stake: int.nullable(),
        currency: z.string(),
        subunits: int,
        limited_by: z.enum(['max_stake', 'payout', 'balance', 'none']),
      }),
    ),
  })
  .meta({ id: 'MaxStake' });

// --- Custom bets (bet builder) ----------------------------------------------------------

export const customMarketsParams = z.object({ matchId }).strict();
export const customMarketsAnswer = z
  .object({
    data: z.object({
      match_id: int,
      markets: z.array(
        z.object({
          id: int,
          specifier: z.string(),
          name: z.string(),
          status: int,
          custom_bet_groups: z.array(z.string()),
          outcomes: z.array(
            z.object({ id: z.string(), name: z.string(), odds: int, active: z.boolean() }),
          ),
        }),
      ),
    }),
  })
  .meta({ id: 'CustomMarkets' });
export type CustomMarketsAnswer = z.infer<typeof customMarketsAnswer>;

export const customOddsRequest = z
  .object({
    selections: z
      .array(placementSelection.omit({ odds: true }).extend({ odds: scaledOdds.optional() }))
      .min(1)
      .max(20),
  })
  .meta({ id: 'CustomOddsRequest' });
export const customOddsAnswer = z
  .object({ data: z.object({ match_id: int, odds: int }) })
  .meta({ id: 'CustomOdds' });

// --- Share codes (domain 4 share-bet, domain 7 /bets/share-code) ------------------------

export const shareCodeRequest = z
  .object({
    bets: z
      .array(
        z.object({
          stake: z.object({ value: z.number(), currency: z.string().min(1).max(12) }).optional(),
          selections: z.array(placementSelection).min(1).max(40),
          system_id: z.string().min(1).max(20).optional(),
          custom_odds: scaledOdds.optional(),
        }),
      )
      .min(1)
      .max(50),
  })
  .meta({ id: 'ShareCodeRequest' });
export const shareCodeAnswer = z.object({ code: z.string() }).meta({ id: 'ShareCode' });
export const shareCodeQuery = z.object({ code: z.string().max(64) }).strict();

export const sharedSelection = z
  .object({
    id: z.string(),
    match_id: int,
    match_urn_id: z.string(),
    match_slug: z.string(),
    match_status: int,
    match_name: z.string(),
    sport_key: z.string(),
    competitors: z.array(z.object({ name: z.string(), qualifier: z.string().nullable() })),
    provider: z.string(),
    market_id: int,
    market_name: z.string(),
    specifier: z.string(),
    outcome_id: z.string(),
    outcome_name: z.string(),
    /** The price now, x1000. */
    odds: int,
    /** The price when it was shared. */
    shared_odds: int,
    /** Market open and outcome active now. */
    active: z.boolean(),
  })
  .meta({ id: 'SharedSelection' });
export const sharedBet = z
  .object({
    stake: z.object({ value: int, currency: z.string() }).nullable(),
    selections: z.array(sharedSelection),
    system_id: z.string().nullable(),
    /** A custom bet's price now, x1000; null for other bets or when it cannot be priced. */
    custom_odds: int.nullable(),
  })
  .meta({ id: 'SharedBet' });
export type SharedBetWire = z.infer<typeof sharedBet>;
/** Empty when the code is unknown (domain 8: link not found). */
export const sharedBetsAnswer = z.object({ bets: z.array(sharedBet) }).meta({ id: 'SharedBets' });

// --- The player's settings (domain 7 POST /settings: stakes, auto_accept_odds_change, odds_type)

/** domain 4 odds-change policy: none flags any change, higher accepts rises, any accepts all. */
export const oddsChangePolicy = z.enum(['none', 'higher', 'any']).meta({ id: 'OddsChangePolicy' });
export const oddsTypeName = z.enum(ODDS_TYPES).meta({ id: 'OddsType' });
/** Quick stakes per currency, minor units: positive, at most MAX_QUICK_STAKES (issue 27). */
export const quickStakesPerCurrency = z.record(
  z.string().regex(/^[A-Za-z]{2,12}$/),
  z.array(z.number().int().positive().max(1e12)).min(1).max(MAX_QUICK_STAKES),
);
export const betSettingsRequest = z
  .object({
    auto_accept_odds_change: oddsChangePolicy.optional(),
    stakes: quickStakesPerCurrency.optional(),
    odds_type: oddsTypeName.optional(),
    /** issue 22: how the slip starts a stake, and the player's default per currency. */
    stake_memory: z
      .object({
        mode: z.enum(['last', 'default', 'none']).optional(),
        defaults: z.record(z.string().min(1).max(12), z.number().int().min(0).max(1e12)).optional(),
      })
      .optional(),
    /**
     * issue 27: this browser's Web Push subscription; the player's from now on (an endpoint
     * another player held moves to this one). Refused with error.push.disabled when the site
     * config has no pushNotifications.
     */
    push_subscription: pushSubscription.optional(),
    /** issue 27: stop pushing to this browser (its subscription's endpoint). */
    push_unsubscribe: z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) }).optional(),
  })
  .meta({ id: 'BetSettingsRequest' });

// --- Auto cash-out (issue 22) -------------------------------------------------------------

export const autoCashoutRequest = z
  .object({
    bet_id: idText,
    /** Cash out once the offer reaches this, minor units; null removes the rule. */
    threshold: z.number().nullable(),
  })
  .meta({ id: 'AutoCashoutRequest' });
export const autoCashoutAnswer = z.object({ data: bet }).meta({ id: 'AutoCashoutAnswer' });

// --- Edit bet (issue 22) ------------------------------------------------------------------

export const editBetRequest = z
  .object({
    bet_id: idText,
    /** Selection ids of the legs to take out. */
    remove: z.array(z.string().max(300)).max(40).default([]),
    /** Selections to add, at the odds the player saw. */
    add: z.array(placementSelection).max(40).default([]),
    /** The new bet's stake, minor units; the cash-out value when absent. */
    stake: z.number().optional(),
  })
  .meta({ id: 'EditBetRequest' });
export type EditBetRequestWire = z.infer<typeof editBetRequest>;

export const editBetQuote = z
  .object({
    bet_id: z.string(),
    currency: z.string(),
    subunits: int,
    /** The old bet's cash-out now, minor units. */
    cashout: int,
    /** The new bet: its legs at today's odds, total odds, stake and potential win. */
    selections: z.array(z.object({ id: z.string(), odds: int })),
    odds: int,
    /** The combo boost the new bet keeps (its range's odds, in `odds`), null when none. */
    bonus_odds: int.nullable(),
    stake: int,
    potential_win: int,
    /** Cash-out less the new stake: what the balance moves by. */
    balance_change: int,
  })
  .meta({ id: 'EditBetQuote' });
export type EditBetQuoteWire = z.infer<typeof editBetQuote>;
export const editBetQuoteAnswer = z
  .object({ data: editBetQuote })
  .meta({ id: 'EditBetQuoteAnswer' });

export const editBetConfirm = editBetRequest
  .extend({
    /** The cash-out and the new total odds the player was shown. */
    cashout: z.number(),
    odds: z.number(),
  })
  .meta({ id: 'EditBetConfirm' });
export const editBetAnswer = z
  .object({ data: z.object({ cashed_out: bet, placed: bet }) })
  .meta({ id: 'EditBetAnswer' });

// --- Remembered stake (issue 22; domain 7 POST /settings stakes) --------------------------

export const stakeMemory = z
  .object({
    /** last: the stake of the last bet; default: the player's own; none: start at zero. */
    mode: z.enum(['last', 'default', 'none']),
    /** The player's default stake per currency, minor units. */
    defaults: z.record(z.string(), int),
    /** The last stake placed per currency, minor units. */
    last: z.record(z.string(), int),
  })
  .meta({ id: 'StakeMemory' });
export type StakeMemoryWire = z.infer<typeof stakeMemory>;

export const betSettingsAnswer = z
  .object({
    data: z.object({
      auto_accept_odds_change: oddsChangePolicy,
      stake_memory: stakeMemory.optional(),
      /** The player's own quick stakes by currency (the book's for the others). */
      stakes: z.record(z.string(), z.array(int)).optional(),
      /** The player's odds format, null until they chose one. */
      odds_type: oddsTypeName.nullable().optional(),
    }),
  })
  .meta({ id: 'BetSettings' });
