import { describe, expect, it } from 'vitest';
import { customBetMarkets, priceCustomBet } from './custom-bet';
import { priceMatch } from './match-model';
import { soccerBalancedHandicap, type SoccerModel } from './soccer';

const model: SoccerModel = {
  sport: 'soccer',
  xgHome: 1.8,
  xgAway: 0.9,
  period: 'not_started',
  minuteInHalf: 0,
  stoppageAnnounced: null,
  score: { home: 0, away: 0 },
  htScore: null,
  redCards: { home: 0, away: 0 },
  hcpCentre: soccerBalancedHandicap(1.8, 0.9),
};
const fair = (marketId: number, specifier: string, outcome: string) =>
  priceMatch(model)
    .find((m) => m.marketId === marketId && m.specifier === specifier)!
    .outcomes.find((o) => o.id === outcome)!.probability;

describe('custom bets: selections of one match priced together (bet builder)', () => {
  it('prices correlated legs from their joint chance, not the product', () => {
    const home = fair(1, '', '1');
    const over = fair(18, 'total=2.5', '12');
    const priced = priceCustomBet(model, [
      { marketId: 1, specifier: '', outcomeId: '1' },
      { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
    ]);
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    // A home win needs home goals, which also make over 2.5 likelier: positive correlation.
    expect(priced.probability).toBeGreaterThan(home * over);
    expect(priced.probability).toBeLessThan(Math.min(home, over));
    expect(priced.odds).toBeGreaterThanOrEqual(1010);
  });

  it('combines half-time and full-time legs through the joint distribution', () => {
    const priced = priceCustomBet(model, [
      { marketId: 60, specifier: '', outcomeId: '1' },
      { marketId: 1, specifier: '', outcomeId: '1' },
    ]);
    expect(priced.ok && priced.probability).toBeGreaterThan(fair(60, '', '1') * fair(1, '', '1'));
  });

  it('refuses what cannot be combined, with a key', () => {
    expect(priceCustomBet(model, [{ marketId: 1, specifier: '', outcomeId: '1' }])).toMatchObject({
      ok: false,
      key: 'error.custom_bet.too_few_selections',
    });
    expect(
      priceCustomBet(model, [
        { marketId: 1, specifier: '', outcomeId: '1' },
        { marketId: 1, specifier: '', outcomeId: '2' },
      ]),
    ).toMatchObject({ ok: false, key: 'error.custom_bet.same_market' });
    expect(
      priceCustomBet(model, [
        { marketId: 1, specifier: '', outcomeId: '1' },
        { marketId: 16, specifier: 'hcp=0', outcomeId: '1714' },
      ]),
    ).toMatchObject({ ok: false, key: 'error.custom_bet.market_not_allowed', selection: 1 });
    expect(
      priceCustomBet(model, [
        { marketId: 18, specifier: 'total=0.5', outcomeId: '13' },
        { marketId: 29, specifier: '', outcomeId: '74' },
      ]),
    ).toMatchObject({ ok: false, key: 'error.custom_bet.impossible' });
    expect(
      priceCustomBet(model, [
        { marketId: 999, specifier: '', outcomeId: '1' },
        { marketId: 1, specifier: '', outcomeId: '1' },
      ]),
    ).toMatchObject({ ok: false, key: 'error.custom_bet.market_not_found', selection: 0 });
  });

  it('lists only markets that settle win or lose', () => {
    const ids = new Set(customBetMarkets(model).map((m) => m.marketId));
    expect(ids.has(1)).toBe(true);
    expect(ids.has(16)).toBe(false);
    expect(ids.has(11)).toBe(false);
  });
});
