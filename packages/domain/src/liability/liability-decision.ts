// What a liability limit does to a new bet (issue 24), decided before it is taken: accept it,
// lower the maximum stake to the most that still fits, or suspend the market. A bet is accepted
// only at a stake after which every checked market and match pays at most its limit in its worst
// case (or, where an operator lowered a limit below the book, no more than before the bet).
import { mulDivCeil } from '../exact';
import type { MinorUnits } from '../money';
import type { LiabilityBet } from './liability-bet';
import { openMarketsByMatch, marketContribution } from './bet-exposure';
import type { LiabilityLimitAction, LiabilityLimits } from './liability-limits';
import { addBetToMatch, type LiabilityBook } from './match-book';
import { matchWorstCase } from './match-liability';
import { addToOutcomeTable, outcomeTableWorst } from './outcome-table';
import {
  DEFAULT_STAKE_FACTOR,
  scaleByStakeFactor,
  stakeFactorHundredths,
  type StakeFactor,
} from './stake-factor';

/** One limit a bet meets: a market's or a match's worst case, before and after the bet. */
export interface LiabilityCheck {
  scope: 'market' | 'match';
  /** The market key or the match id. */
  key: string;
  limit: MinorUnits;
  onPass: LiabilityLimitAction;
  /** The markets suspended when this limit is passed (the bet's open markets under it). */
  markets: readonly string[];
  before: number;
  /** The worst case after the bet at this stake; never falls as the stake grows. */
  after: (stake: MinorUnits) => number;
}

export type LiabilityDecision =
  | { kind: 'accept' }
  /** The bet is refused at its stake; `maxStake` (0 or more) is the most the player may stake. */
  | { kind: 'lower_max_stake'; maxStake: MinorUnits; limitedBy: 'liability' | 'max_stake' }
  /** The bet is refused and these markets are suspended (a limit passed, or no room at all). */
  | { kind: 'suspend'; markets: string[]; passed: { scope: 'market' | 'match'; key: string }[] };

/** A check holds at a stake when the worst case stays within the limit, or does not grow. */
export function checkHolds(check: LiabilityCheck, stake: MinorUnits): boolean {
  const after = check.after(stake);
  return after <= check.limit || after <= check.before;
}

/**
 * The decision on a bet of `stake` against its checks. The player's stake factor scales the
 * configured maximum stake, and below 1 also the room the limits leave (a sharp player cannot
 * fill a market alone); above 1 the room stays the book's, so no factor passes a limit.
 */
export function liabilityDecision(input: {
  stake: MinorUnits;
  checks: readonly LiabilityCheck[];
  stakeFactor?: StakeFactor;
  /** The configured maximum stake for this bet before the factor; null: none. */
  maxStake?: MinorUnits | null;
}): LiabilityDecision {
  const { stake, checks } = input;
  const factor = input.stakeFactor ?? DEFAULT_STAKE_FACTOR;
  const hundredths = stakeFactorHundredths(factor);
  const holds = (s: number) => checks.every((c) => checkHolds(c, s as MinorUnits));
  const cap =
    input.maxStake === null || input.maxStake === undefined
      ? Number.POSITIVE_INFINITY
      : scaleByStakeFactor(input.maxStake, factor);
  // The room: the largest stake every check takes, searched up to what the factor could use.
  const hi = hundredths < 100 ? mulDivCeil(stake, 100, hundredths) : stake;
  let room = hi;
  if (!holds(hi)) {
    let lo = 0;
    let up = hi; // holds(lo), !holds(up)
    while (up - lo > 1) {
      const mid = lo + Math.floor((up - lo) / 2);
      if (holds(mid)) lo = mid;
      else up = mid;
    }
    room = lo;
  }
  const byLiability =
    hundredths < 100 ? scaleByStakeFactor(room as MinorUnits, factor) : (room as number);
  const allowed = Math.min(cap, byLiability);
  if (stake <= allowed) return { kind: 'accept' };
  // Passing a limit set to suspend suspends; so does a market with no room left for any stake
  // (a maximum stake lowered to nothing).
  const passed = checks.filter((c) => !checkHolds(c, stake));
  const suspending =
    room === 0
      ? checks.filter((c) => !checkHolds(c, 1 as MinorUnits))
      : passed.filter((c) => c.onPass === 'suspend');
  if (suspending.length > 0) {
    return {
      kind: 'suspend',
      markets: [...new Set(suspending.flatMap((c) => c.markets))],
      passed: suspending.map((c) => ({ scope: c.scope, key: c.key })),
    };
  }
  return {
    kind: 'lower_max_stake',
    maxStake: allowed as MinorUnits,
    limitedBy: byLiability < cap ? 'liability' : 'max_stake',
  };
}

/**
 * The checks a bet meets in a book: each market it has an open leg on, and each of those
 * markets' matches, against the limits that match has (null limits check nothing).
 */
export function liabilityChecks(
  book: LiabilityBook,
  bet: LiabilityBet,
  limitsOf: (matchId: string) => LiabilityLimits,
): LiabilityCheck[] {
  const checks: LiabilityCheck[] = [];
  const at = (stake: MinorUnits): LiabilityBet => ({ ...bet, stake });
  for (const [matchId, opens] of openMarketsByMatch(bet)) {
    const limits = limitsOf(matchId);
    const match = book.get(matchId);
    if (limits.market !== null) {
      for (const open of opens) {
        const table = match?.markets.get(open.key)?.all;
        const before = table ? outcomeTableWorst(table) : 0;
        checks.push({
          scope: 'market',
          key: open.key,
          limit: limits.market,
          onPass: limits.onPass,
          markets: [open.key],
          before,
          after: (s) =>
            outcomeTableWorst(
              addToOutcomeTable(
                table ?? { base: 0, extra: new Map(), topExtra: 0, topOutcome: null },
                marketContribution(at(s), open),
              ),
            ),
        });
      }
    }
    if (limits.match !== null) {
      checks.push({
        scope: 'match',
        key: matchId,
        limit: limits.match,
        onPass: limits.onPass,
        markets: opens.map((o) => o.key),
        before: match ? matchWorstCase(match) : 0,
        after: (s) => matchWorstCase(addBetToMatch(match, matchId, at(s), opens)),
      });
    }
  }
  return checks;
}

/** The decision on a new bet against a book and its limits (one set, or one per match). */
export function decideBet(input: {
  book: LiabilityBook;
  bet: LiabilityBet;
  limits: LiabilityLimits | ((matchId: string) => LiabilityLimits);
  stakeFactor?: StakeFactor;
  maxStake?: MinorUnits | null;
}): LiabilityDecision {
  const { limits } = input;
  const limitsOf = typeof limits === 'function' ? limits : () => limits;
  return liabilityDecision({
    stake: input.bet.stake,
    checks: liabilityChecks(input.book, input.bet, limitsOf),
    stakeFactor: input.stakeFactor,
    maxStake: input.maxStake,
  });
}
