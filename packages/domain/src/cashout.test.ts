import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashoutValue, type CashoutLeg } from './cashout';
import { minorUnits } from './money';
import { odds } from './odds';
import type { SelectionResult } from './settlement';

const open = (placed: number, current: number, suspended = false): CashoutLeg => ({
  odds: odds(placed),
  result: 'no_results',
  currentOdds: odds(current),
  suspended,
});
const settled = (placed: number, result: SelectionResult): CashoutLeg => ({
  odds: odds(placed),
  result,
  currentOdds: null,
  suspended: false,
});
const stake = minorUnits(1000);
const noMargin = { marginBasisPoints: 0 };

describe('domain 7 cash-out: value from placed odds, current odds and settled results', () => {
  it('is the stake back, less the margin, when odds have not moved', () => {
    expect(cashoutValue({ betType: 'single', stake, legs: [open(2000, 2000)] }, noMargin)).toBe(
      1000,
    );
    expect(
      cashoutValue(
        { betType: 'single', stake, legs: [open(2000, 2000)] },
        { marginBasisPoints: 500 },
      ),
    ).toBe(950);
  });

  it('grows when the open leg shortens and a settled leg has won', () => {
    const legs = [settled(2000, 'win_entire'), open(3000, 1500)];
    // 10.00 x 2.00 x 3.00 / 1.50 = 40.00
    expect(cashoutValue({ betType: 'combo', stake, legs }, noMargin)).toBe(4000);
  });

  it('is not offered while any open leg is suspended', () => {
    const legs = [open(2000, 1800), open(1500, 1400, true)];
    expect(cashoutValue({ betType: 'combo', stake, legs })).toBeNull();
  });

  it('is not offered for a lost, a settled or a custom bet', () => {
    expect(
      cashoutValue({
        betType: 'combo',
        stake,
        legs: [settled(2000, 'lose_entire'), open(1500, 1500)],
      }),
    ).toBeNull();
    expect(
      cashoutValue({ betType: 'single', stake, legs: [settled(2000, 'win_entire')] }),
    ).toBeNull();
    expect(
      cashoutValue({ betType: 'combo', stake, legs: [open(2000, 2000)], customOdds: odds(2100) }),
    ).toBeNull();
  });

  it('values a system line by line, skipping lost lines', () => {
    const legs = [settled(2000, 'win_entire'), settled(2000, 'lose_entire'), open(2000, 2000)];
    const v = cashoutValue(
      {
        betType: 'system',
        stake: minorUnits(300),
        legs,
        systemType: { winCount: 2, totalCount: 3 },
      },
      noMargin,
    );
    // lines: (0,1) lost; (0,2) 1.00 x 2 x 2/2 = 2.00; (1,2) lost
    expect(v).toBe(200);
  });

  it('property: with current odds equal to placed odds it is the stake less the margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 2000 }),
        (legOdds, s, margin) => {
          const legs = legOdds.map((o) => open(o, o));
          const v = cashoutValue(
            { betType: 'combo', stake: minorUnits(s), legs },
            { marginBasisPoints: margin },
          );
          expect(v).toBe(Math.floor((s * (10_000 - margin)) / 10_000));
        },
      ),
    );
  });
});
