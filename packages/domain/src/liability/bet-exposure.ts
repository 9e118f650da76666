// Where an open bet is exposed (issue 24): the markets of its open legs, match by match, and
// what it adds to one market's outcome table. Settled legs decide nothing here: they keep
// their result in every scenario.
import type { EntityId } from '../selection';
import {
  isOpenLeg,
  marketKeyOf,
  outcomeKeyOf,
  payoutWhen,
  type LiabilityBet,
} from './liability-bet';
import type { OutcomeContribution } from './outcome-table';

/** A market a bet has open legs on, and which legs (indexes into bet.legs). */
export interface OpenMarket {
  key: string;
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
  legs: readonly number[];
}

/** The open markets of a bet grouped by match (keyed String(matchId)), in leg order. */
export function openMarketsByMatch(bet: LiabilityBet): Map<string, OpenMarket[]> {
  const byMatch = new Map<string, OpenMarket[]>();
  bet.legs.forEach((leg, i) => {
    if (!isOpenLeg(leg)) return;
    const match = String(leg.matchId);
    const key = marketKeyOf(leg);
    let markets = byMatch.get(match);
    if (!markets) byMatch.set(match, (markets = []));
    const known = markets.find((m) => m.key === key);
    if (known) (known.legs as number[]).push(i);
    else
      markets.push({
        key,
        matchId: leg.matchId,
        marketId: leg.marketId,
        specifier: leg.specifier,
        legs: [i],
      });
  });
  return byMatch;
}

/**
 * A bet's share of one market: what it pays when all its legs there lose (the base: a system's
 * other lines, nothing for a single), and on top of that for each outcome it backs there. Open
 * legs elsewhere are taken as won.
 */
export function marketContribution(bet: LiabilityBet, market: OpenMarket): OutcomeContribution {
  const here = new Set(market.legs);
  const base = payoutWhen(bet, (_, i) => (here.has(i) ? 'lose_entire' : null));
  const outcomes = [...new Set(market.legs.map((i) => outcomeKeyOf(bet.legs[i]!)))];
  const extra = outcomes.map((o) => {
    const win = payoutWhen(bet, (leg, i) =>
      here.has(i) ? (outcomeKeyOf(leg) === o ? 'win_entire' : 'lose_entire') : null,
    );
    return [o, win - base] as const;
  });
  return { base, extra };
}
