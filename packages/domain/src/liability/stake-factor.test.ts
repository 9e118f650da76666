import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money';
import { parseStakeFactor, scaleByStakeFactor, type StakeFactor } from './stake-factor';

describe('issue 24: a stake factor is 0.01 to 10', () => {
  it('takes the bounds and two decimals', () => {
    for (const v of [0.01, 0.07, 0.25, 1, 2.5, 9.99, 10]) {
      expect(parseStakeFactor(v)).toEqual({ ok: true, factor: v });
    }
  });

  it('refuses out of range, more decimals and non-numbers with a declared key', () => {
    for (const v of [0, 0.009, -1, 10.01, 11, 0.015, Number.NaN, Infinity, '1', null, undefined]) {
      expect(parseStakeFactor(v)).toEqual({
        ok: false,
        key: 'error.liability.invalid_stake_factor',
      });
    }
  });

  it('accepts exactly the hundredths from 1 to 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (h) => {
        expect(parseStakeFactor(h / 100).ok).toBe(h >= 1 && h <= 1000);
      }),
    );
  });

  it('scales an amount down to the minor unit, never above factor x amount', () => {
    expect(scaleByStakeFactor(minorUnits(1001), 0.25 as StakeFactor)).toBe(250);
    expect(scaleByStakeFactor(minorUnits(1000), 10 as StakeFactor)).toBe(10_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1000 }),
        (amount, h) => {
          const scaled = scaleByStakeFactor(minorUnits(amount), (h / 100) as StakeFactor);
          expect(scaled * 100).toBeLessThanOrEqual(amount * h);
          expect((scaled + 1) * 100).toBeGreaterThan(amount * h);
        },
      ),
    );
  });
});
