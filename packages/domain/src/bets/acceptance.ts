// Live acceptance (issue 7): a bet on a live match is held `submitted` for a delay while the
// match goes on, then its selections are checked again. It is accepted only if every selection
// is still there, open, on a bettable match, and its price has not moved in a way the player's
// odds-change policy refuses (domain 4); otherwise it is `rejected` with the reason and the
// stake goes back.
import { isBettableMatchStatus, type MatchStatus } from '../selection';
import type { Odds } from '../odds';
import { oddsChangeVerdict, type OddsChangePolicy } from '../odds-change';
import { BET_ERROR_CODES, PLACE_BET_KEYS, type CurrentSelection } from '../validation';

export const ACCEPTANCE_KEYS = {
  invalidOdds: PLACE_BET_KEYS.invalidOdds,
  invalidOddsCustomBet: PLACE_BET_KEYS.invalidOddsCustomBet,
  suspended: 'error.place_bets.selection_suspended',
  notAvailable: 'error.place_bets.selection_not_available',
  notFound: 'error.place_bets.selection_not_found',
} as const;

export interface AcceptanceLeg {
  /** The odds the bet was placed at. */
  odds: Odds;
  /** What the book knows of the selection now; null when it is gone. */
  current: CurrentSelection | null;
}

export type AcceptanceVerdict =
  | { accepted: true }
  | {
      accepted: false;
      key: (typeof ACCEPTANCE_KEYS)[keyof typeof ACCEPTANCE_KEYS];
      code?: number;
      /** Which leg failed first (position in the bet). */
      leg: number;
    };

/**
 * The verdict on a submitted bet once its delay is over. A custom bet is re-priced as a whole
 * (`customOdds` placed, `currentCustomOdds` now); its legs' own prices do not matter.
 */
export function acceptanceVerdict(
  legs: readonly AcceptanceLeg[],
  policy: OddsChangePolicy,
  custom?: { placed: Odds; current: Odds | null },
): AcceptanceVerdict {
  for (const [leg, { odds, current }] of legs.entries()) {
    if (!current) return { accepted: false, key: ACCEPTANCE_KEYS.notFound, leg };
    if (!current.providerActive) return { accepted: false, key: ACCEPTANCE_KEYS.notAvailable, leg };
    if (!current.active || !isBettableMatchStatus(current.matchStatus as MatchStatus)) {
      return { accepted: false, key: ACCEPTANCE_KEYS.suspended, leg };
    }
    if (!custom && oddsChangeVerdict(odds, current.odds, policy) === 'flagged') {
      return {
        accepted: false,
        key: ACCEPTANCE_KEYS.invalidOdds,
        code: BET_ERROR_CODES.invalidOdds,
        leg,
      };
    }
  }
  if (
    custom &&
    (!custom.current || oddsChangeVerdict(custom.placed, custom.current, policy) === 'flagged')
  ) {
    return {
      accepted: false,
      key: ACCEPTANCE_KEYS.invalidOddsCustomBet,
      code: BET_ERROR_CODES.invalidOddsCustomBet,
      leg: 0,
    };
  }
  return { accepted: true };
}

/** Acceptance delays: per sport key for live bets, none for prematch (issue 7). */
export interface AcceptanceDelays {
  /** Milliseconds a live bet waits when its sport has no delay of its own. */
  liveDefaultMs: number;
  /** Per sport key, e.g. { tennis: 3000 }. */
  liveBySportMs: Readonly<Record<string, number>>;
  /** Bets above the VIP threshold wait too, prematch included (a trader may look at them). */
  vipMs: number;
}

export const DEFAULT_ACCEPTANCE_DELAYS: AcceptanceDelays = {
  liveDefaultMs: 5_000,
  liveBySportMs: { tennis: 4_000, 'table-tennis': 3_000 },
  vipMs: 5_000,
};

/**
 * How long a bet is held before acceptance: the longest delay of its live legs' sports (a combo
 * with a live soccer and a live tennis leg waits for the slower), and at least the VIP delay for
 * a VIP bet. 0 means it is accepted at once.
 */
export function acceptanceDelayMs(
  legs: readonly { sportKey: string; matchStatus: MatchStatus | number }[],
  delays: AcceptanceDelays,
  isVip = false,
): number {
  let delay = isVip ? delays.vipMs : 0;
  for (const leg of legs) {
    if (leg.matchStatus !== 1) continue;
    delay = Math.max(delay, delays.liveBySportMs[leg.sportKey] ?? delays.liveDefaultMs);
  }
  return Math.max(0, delay);
}
