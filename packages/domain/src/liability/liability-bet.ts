// An open bet as liability reads it (issue 24): the settlement shape of settlement.ts, each leg
// also naming its match, market and outcome. What the bet pays in a scenario is what settleBet
// would pay with the scenario's results, so liability and settlement never disagree.
import type { MinorUnits } from '../money';
import type { EntityId } from '../selection';
import {
  settleBet,
  type SelectionResult,
  type SettlementBet,
  type SettlementLeg,
} from '../settlement';

export interface LiabilityLeg extends SettlementLeg {
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
  outcomeId: EntityId;
}

/** An open bet; `stake` is its remaining total stake, in the book's one currency. */
export interface LiabilityBet extends SettlementBet {
  legs: readonly LiabilityLeg[];
}

/** A market of a match: outcome ids are unique only within it (as selectionKey). */
export function marketKeyOf(leg: {
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
}): string {
  return `${leg.matchId}/${leg.marketId}/${leg.specifier}`;
}

export function outcomeKeyOf(leg: { outcomeId: EntityId }): string {
  return String(leg.outcomeId);
}

/** Still waiting for its result: the only kind of leg a scenario decides. */
export function isOpenLeg(leg: SettlementLeg): boolean {
  return leg.result === 'no_results';
}

/**
 * What the book takes in from a bet: its stake, unless a freebet paid it (bonus money, not cash;
 * issue 19).
 */
export function stakeTaken(bet: LiabilityBet): MinorUnits {
  return (bet.freebet ? 0 : bet.stake) as MinorUnits;
}

/**
 * The payout of a bet when `decide` gives the result of some of its open legs (null: not decided
 * here). An open leg left undecided is taken as won, the conservative assumption (issue 24: an
 * open path pays); a settled leg keeps its result.
 */
export function payoutWhen(
  bet: LiabilityBet,
  decide: (leg: LiabilityLeg, index: number) => SelectionResult | null,
): number {
  const legs = bet.legs.map((leg, i) =>
    isOpenLeg(leg) ? { odds: leg.odds, result: decide(leg, i) ?? 'win_entire' } : leg,
  );
  return settleBet({ ...bet, legs }).payout;
}
