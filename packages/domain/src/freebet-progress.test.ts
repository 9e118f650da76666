import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  freebetsEarned,
  nextProgressRange,
  progressRefusal,
  progressVerdict,
  type ProgressRange,
} from './freebet-progress';
import { minorUnits } from './money';

const ranges: ProgressRange[] = [
  { numberOfBets: 3, numberOfFreebets: 1 },
  { numberOfBets: 5, numberOfFreebets: 2 },
];

describe('freebet progress', () => {
  it('3 bets earn one freebet, 5 earn three; the next range is what is left', () => {
    expect([0, 2, 3, 4, 5, 9].map((n) => freebetsEarned(ranges, n))).toEqual([0, 0, 1, 1, 3, 3]);
    expect(nextProgressRange(ranges, 3)).toEqual({ numberOfBets: 5, numberOfFreebets: 2 });
    expect(nextProgressRange(ranges, 5)).toBeNull();
  });

  it('for any ranges, what is earned never falls as bets count and never passes the whole', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            numberOfBets: fc.integer({ min: 1, max: 50 }),
            numberOfFreebets: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 60 }),
        (rs, n) => {
          const all = rs.reduce((s, r) => s + r.numberOfFreebets, 0);
          expect(freebetsEarned(rs, n)).toBeLessThanOrEqual(freebetsEarned(rs, n + 1));
          expect(freebetsEarned(rs, n)).toBeLessThanOrEqual(all);
          expect(freebetsEarned(rs, 60)).toBe(all);
          const next = nextProgressRange(rs, n);
          expect(next === null).toBe(freebetsEarned(rs, n) === all);
        },
      ),
    );
  });

  it('counts cash bets from the least stake in a currency it pays, decided and not void', () => {
    const least = { EUR: 200 };
    const bet = { stake: minorUnits(200), currencyCode: 'EUR', hasBonus: false };
    expect(progressRefusal(least, bet)).toBeNull();
    expect(progressRefusal(least, { ...bet, stake: minorUnits(199) })).toBe('min_stake');
    expect(progressRefusal(least, { ...bet, currencyCode: 'USD' })).toBe('currency');
    expect(progressRefusal(least, { ...bet, hasBonus: true })).toBe('bonus');
    expect(progressVerdict('no_results')).toBe('open');
    expect(progressVerdict('lose_entire')).toBe('counts');
    expect(progressVerdict('cashed_out')).toBe('counts');
    expect(progressVerdict('refund_entire')).toBe('void');
    expect(progressVerdict('canceled')).toBe('void');
  });
});
