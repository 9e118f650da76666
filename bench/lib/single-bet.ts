import type { PlaceBetsRequestWire } from '@sb/contract';
import type { BetsTestApp } from '../../apps/server/src/sportsbook/bets/test-app';

/** The i-th placement of a load: a single of 1.00 EUR on one of `matches` in-memory matches. */
export function singleBet(t: BetsTestApp, i: number, matches: number): PlaceBetsRequestWire {
  const matchId = 1 + (i % matches);
  const outcome = String(1 + (i % 3));
  const { outcome: o } = t.catalog.outcome({
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId: outcome,
  });
  return {
    meta: { device_id: 'bench', quick: false, type: 'single' },
    bets: [
      {
        bonus: null,
        stake: { value: 100, currency: 'EUR' },
        selections: [
          { match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds: o.odds },
        ],
      },
    ],
  };
}
