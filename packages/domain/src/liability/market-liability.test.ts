import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money';
import { odds } from '../odds';
import type { SelectionResult } from '../settlement';
import type { LiabilityBet, LiabilityLeg } from './liability-bet';
import { liabilityBook } from './match-book';
import { marketLiability, marketPayout } from './market-liability';

// Hand-computed examples (issue 24). Match 1's 1X2 market is "1/1x2/"; outcomes 1, X, 2.
const leg = (
  matchId: number,
  marketId: string,
  outcomeId: string,
  o: number,
  result: SelectionResult = 'no_results',
): LiabilityLeg => ({ matchId, marketId, specifier: '', outcomeId, odds: odds(o), result });
const eur = (amount: number) => minorUnits(Math.round(amount * 100));

function market(bets: LiabilityBet[], matchId: number, key: string) {
  const m = liabilityBook(bets).get(String(matchId))?.markets.get(key);
  if (!m) throw new Error(`no market ${key}`);
  return m;
}

describe('issue 24: a market pays per outcome what its open bets win', () => {
  it('singles: each outcome pays its backers, an unbacked one nothing', () => {
    const bets: LiabilityBet[] = [
      { betType: 'single', stake: eur(10), legs: [leg(1, '1x2', '1', 2500)] },
      { betType: 'single', stake: eur(10), legs: [leg(1, '1x2', '2', 2800)] },
      { betType: 'single', stake: eur(5), legs: [leg(1, '1x2', '2', 3000)] },
    ];
    const l = marketLiability(market(bets, 1, '1/1x2/'));
    expect(l.outcomes).toEqual([
      { outcomeId: '1', payout: eur(25) },
      { outcomeId: '2', payout: eur(43) }, // 28.00 + 15.00
    ]);
    expect(l.unbacked).toBe(0); // the draw
    expect(l.worstCase).toBe(eur(43));
    expect(l.worstOutcome).toBe('2');
    expect(l.turnover).toBe(eur(25));
    expect(l.margin).toBe(eur(-18));
    expect(l.marginRatio).toBeCloseTo(-0.72, 10);
    expect(l.bets).toBe(3);
  });

  it('a 3-leg combo counts its open leg on another match as won, its settled leg as settled', () => {
    // 10.00 at 2.00 (match 1, open) x 1.50 (match 2, open) x 1.80 (match 3, won) = 54.00
    const combo: LiabilityBet = {
      betType: 'combo',
      stake: eur(10),
      legs: [
        leg(1, '1x2', '1', 2000),
        leg(2, 'total', 'over', 1500),
        leg(3, '1x2', 'X', 1800, 'win_entire'),
      ],
    };
    const here = market([combo], 1, '1/1x2/');
    expect(marketPayout(here, '1')).toBe(eur(54));
    expect(marketPayout(here, 'X')).toBe(0);
    expect(marketLiability(here).turnover).toBe(eur(10));
    // The same bet seen from match 2, match 1's leg now the open path taken as won.
    expect(marketPayout(market([combo], 2, '2/total/'), 'over')).toBe(eur(54));
    // Match 3 is settled for this bet: it carries no liability there.
    expect(liabilityBook([combo]).has('3')).toBe(false);
    // Had the settled leg lost, the bet would not be open at all.
    const lost = {
      ...combo,
      legs: [combo.legs[0]!, combo.legs[1]!, { ...combo.legs[2]!, result: 'lose_entire' as const }],
    };
    expect(marketPayout(market([lost], 1, '1/1x2/'), '1')).toBe(0);
  });

  it('a 2/3 system still pays its other line when its leg here loses', () => {
    // 30.00 over three lines of 10.00: legs at 2.00 (match 1), 3.00 (match 2), 4.00 (match 3).
    const system: LiabilityBet = {
      betType: 'system',
      stake: eur(30),
      systemType: { totalCount: 3, winCount: 2 },
      legs: [leg(1, '1x2', '1', 2000), leg(2, '1x2', '2', 3000), leg(3, '1x2', 'X', 4000)],
    };
    const l = marketLiability(market([system], 1, '1/1x2/'));
    // Leg 1 wins: 10 x (2x3 + 2x4 + 3x4) = 260.00; it loses: the line 2-3 alone, 120.00.
    expect(l.outcomes).toEqual([{ outcomeId: '1', payout: eur(260) }]);
    expect(l.unbacked).toBe(eur(120));
    expect(l.worstCase).toBe(eur(260));
    expect(l.margin).toBe(eur(-230));
    // With the third leg already lost, only the line 1-2 can pay: 60.00 or nothing.
    const settled = {
      ...system,
      legs: [
        system.legs[0]!,
        system.legs[1]!,
        { ...system.legs[2]!, result: 'lose_entire' as const },
      ],
    };
    const s = marketLiability(market([settled], 1, '1/1x2/'));
    expect(s.outcomes).toEqual([{ outcomeId: '1', payout: eur(60) }]);
    expect(s.unbacked).toBe(0);
  });

  it('a freebet takes no stake but still pays its winnings', () => {
    const free: LiabilityBet = {
      betType: 'single',
      stake: eur(10),
      freebet: 'freebet',
      legs: [leg(1, '1x2', '1', 3000)],
    };
    const l = marketLiability(market([free], 1, '1/1x2/'));
    expect(l.worstCase).toBe(eur(20)); // 30.00 less the stake the freebet keeps
    expect(l.turnover).toBe(0);
    expect(l.marginRatio).toBeNull();
  });
});
