// Bets with open legs on two or more markets of one match (bet builders): they tie those
// markets' outcomes together, so the match's worst case must try them in combination. What such
// a bet pays for each pattern of its legs there winning or losing is worked out once, when it
// comes in, and bets backing the same outcomes share one summed table: trying a combination
// reads one table per distinct set of outcomes, however many bets back it (issue 24 benchmark).
import type { OpenMarket } from './bet-exposure';
import { outcomeKeyOf, payoutWhen, type LiabilityBet } from './liability-bet';

/** Open legs in the match past which a table (2^legs entries) is not kept. */
const MAX_TABLE_LEGS = 10;

export interface CoupledLeg {
  readonly market: string;
  readonly outcome: string;
}

/** One set of backed outcomes in the match, and what its bets pay together. */
export interface CoupledBets {
  /** The legs' market and outcome, in order: the key of the set. */
  readonly signature: string;
  readonly legs: readonly CoupledLeg[];
  /** The distinct markets of the legs. */
  readonly markets: readonly string[];
  /** Σ payouts by the mask of legs that win (bit j: leg j). */
  readonly payouts: readonly number[] | null;
  /** Past MAX_TABLE_LEGS: the one bet, settled per combination instead, and where its legs are. */
  readonly bet: LiabilityBet | null;
  readonly legIndex: readonly number[];
  readonly bets: number;
}

/** A new bet's entry: keyed by its outcomes, or by its own position past the table size. */
export function coupledBets(
  bet: LiabilityBet,
  opens: readonly OpenMarket[],
  position: number,
): CoupledBets {
  const index = opens.flatMap((m) => m.legs);
  const legs = opens.flatMap((m) =>
    m.legs.map((i) => ({ market: m.key, outcome: outcomeKeyOf(bet.legs[i]!) })),
  );
  const markets = opens.map((m) => m.key);
  const signature = JSON.stringify(legs.map((l) => [l.market, l.outcome]));
  if (index.length > MAX_TABLE_LEGS) {
    return {
      signature: `${signature}#${position}`,
      legs,
      markets,
      payouts: null,
      bet,
      legIndex: index,
      bets: 1,
    };
  }
  const payouts: number[] = [];
  for (let mask = 0; mask < 1 << index.length; mask++) {
    payouts.push(
      payoutWhen(bet, (_, i) => {
        const j = index.indexOf(i);
        if (j < 0) return null;
        return mask & (1 << j) ? 'win_entire' : 'lose_entire';
      }),
    );
  }
  return { signature, legs, markets, payouts, bet: null, legIndex: [], bets: 1 };
}

/** Two entries of the same outcomes as one (tables summed). */
export function mergeCoupled(a: CoupledBets, b: CoupledBets): CoupledBets {
  const payouts = a.payouts!.map((p, i) => p + b.payouts![i]!);
  return { ...a, payouts, bets: a.bets + b.bets };
}

/** What they pay when `winners` names each market's winning outcome (absent or null: unbacked). */
export function coupledPayout(c: CoupledBets, winners: ReadonlyMap<string, string | null>): number {
  // Plain loops: this runs for every combination tried (no closure made per call).
  let mask = 0;
  for (let j = 0; j < c.legs.length; j++) {
    const leg = c.legs[j]!;
    if (winners.get(leg.market) === leg.outcome) mask |= 1 << j;
  }
  if (c.payouts) return c.payouts[mask]!;
  return payoutWhen(c.bet!, (_, i) => {
    const j = c.legIndex.indexOf(i);
    if (j < 0) return null;
    const leg = c.legs[j]!;
    return winners.get(leg.market) === leg.outcome ? 'win_entire' : 'lose_entire';
  });
}

/** The most they can pay: every leg won (a won leg never pays less than a lost one). */
export function coupledMaxPayout(c: CoupledBets): number {
  return c.payouts ? c.payouts[c.payouts.length - 1]! : payoutWhen(c.bet!, () => null);
}
