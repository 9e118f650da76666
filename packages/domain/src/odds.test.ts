import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ODDS_TYPES,
  DISPLAY_STEP,
  americanOdds,
  displayValue,
  formatOdds,
  fractionalOdds,
  FRACTIONAL_LADDER,
  ladderFraction,
  malaysianOdds,
  odds,
  oddsFromAmerican,
  oddsFromDecimal,
  oddsFromDisplayValue,
  oddsFromFractional,
  oddsFromHongKong,
  oddsFromMalaysian,
  parseOdds,
  totalOdds,
  type Odds,
  type OddsType,
} from './odds';

const arbOdds = fc.integer({ min: 1001, max: 1_000_000 }).map((n) => odds(n));

describe('domain 9: odds are integers scaled by 1000', () => {
  it('makes 2.35 into 2350 and refuses what is not an odd', () => {
    expect(oddsFromDecimal(2.35)).toBe(2350);
    expect(oddsFromDecimal(2.345)).toBe(2345);
    expect(() => odds(2.5)).toThrow(RangeError);
    expect(() => odds(999)).toThrow(RangeError);
    expect(() => oddsFromDecimal(0.5)).toThrow(RangeError);
    expect(parseOdds('2350')).toBeNull();
    expect(parseOdds(2350)).toBe(2350);
  });
});

describe('domain 9: total odds are the product of selection odds and any bonus odds', () => {
  it('multiplies legs and the combo-boost odds, rounding down once', () => {
    expect(totalOdds([odds(1850), odds(2100)])).toBe(3885);
    expect(totalOdds([odds(1850), odds(2100)], odds(1100))).toBe(4273); // 4.2735 -> 4.273
    expect(totalOdds([odds(1333), odds(1333), odds(1333)])).toBe(2368); // 2.368593637
    expect(totalOdds([])).toBe(1000);
  });

  it('property: equals the exact product, rounded down to 1/1000, for any legs', () => {
    fc.assert(
      fc.property(
        fc.array(arbOdds, { minLength: 1, maxLength: 30 }),
        fc.option(arbOdds),
        (legs, bonus) => {
          const factors = bonus ? [...legs, bonus] : legs;
          const exact =
            factors.reduce((p, o) => p * BigInt(o), 1n) / 1000n ** BigInt(factors.length - 1);
          expect(totalOdds(legs, bonus)).toBe(Number(exact));
        },
      ),
    );
  });
});

describe('domain 9: odds display types', () => {
  const cases: [number, OddsType, string][] = [
    [2350, 'european', '2.35'],
    [2350, 'british', '11/8'],
    // issue 22 defect 9: the conventional ladder, not 121/50 or 57/20.
    [3420, 'british', '12/5'],
    [3850, 'british', '11/4'],
    [2580, 'british', '13/8'],
    [1670, 'british', '4/6'],
    [2500, 'british', '6/4'],
    [3125, 'british', '85/40'],
    [1909, 'british', '10/11'],
    [1010, 'british', '1/100'],
    [1001, 'british', '1/100'],
    [1500_000, 'british', '1499/1'],
    [2000, 'british', '1/1'],
    [1333, 'british', '1/3'],
    [2350, 'hongkong', '1.35'],
    [2350, 'american', '+135'],
    [2000, 'american', '+100'],
    [1350, 'american', '-286'],
    [2350, 'indonesian', '+1.35'],
    [1350, 'indonesian', '-2.86'],
    [1350, 'malaysian', '0.35'],
    [2350, 'malaysian', '-0.74'],
    [2350, 'percent', '42.55%'],
    [1005, 'european', '1.01'],
    [1000, 'american', '-'],
  ];
  it.each(cases)('shows %i as %s: %s', (o, type, text) => {
    expect(formatOdds(odds(o), type)).toBe(text);
  });

  it('defaults to european', () => {
    expect(formatOdds(odds(1500))).toBe('1.50');
  });
});

describe('domain 9: conversions among decimal, American, fractional, Hong Kong and Malay', () => {
  it('converts known values both ways', () => {
    expect(americanOdds(odds(2500))).toBe(150);
    expect(americanOdds(odds(1500))).toBe(-200);
    expect(oddsFromAmerican(150)).toBe(2500);
    expect(oddsFromAmerican(-200)).toBe(1500);
    expect(oddsFromAmerican(50)).toBeNull();
    expect(malaysianOdds(odds(1500))).toBe(0.5);
    expect(malaysianOdds(odds(3000))).toBe(-0.5);
    expect(oddsFromMalaysian(-0.5)).toBe(3000);
    expect(oddsFromMalaysian(2)).toBeNull();
    expect(oddsFromHongKong(1.35)).toBe(2350);
    expect(fractionalOdds(odds(2375))).toEqual({ numerator: 11, denominator: 8 });
    expect(oddsFromFractional({ numerator: 11, denominator: 8 })).toBe(2375);
  });

  it('property: every display round-trips within one display step', () => {
    fc.assert(
      fc.property(arbOdds, fc.constantFrom(...ODDS_TYPES), (o: Odds, type: OddsType) => {
        const shown = displayValue(o, type);
        const back = oddsFromDisplayValue(shown, type);
        expect(back).not.toBeNull();
        if (type === 'british') {
          // The ladder's rung is what comes back, itself shown as that same rung.
          expect(displayValue(back as Odds, type)).toBe(shown);
          return;
        }
        expect(Math.abs(displayValue(back as Odds, type) - shown)).toBeLessThanOrEqual(
          DISPLAY_STEP[type] + 1e-9,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('property: british shows the nearest rung of the ladder, the lower one on a tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (n) => {
        const o = odds(n);
        const f = ladderFraction(o);
        const profit = (n - 1000) / 1000;
        const shown = f.numerator / f.denominator;
        const onLadder = FRACTIONAL_LADDER.some(
          (r) => r.numerator === f.numerator && r.denominator === f.denominator,
        );
        if (!onLadder) {
          expect(f.denominator).toBe(1);
          expect(shown).toBe(Math.floor(profit));
          return;
        }
        for (const r of FRACTIONAL_LADDER) {
          const d = Math.abs(r.numerator / r.denominator - profit);
          expect(Math.abs(shown - profit)).toBeLessThanOrEqual(d + 1e-12);
        }
      }),
      { numRuns: 1000 },
    );
    // 1000 runs against the whole ladder: seconds on a busy 2-core machine.
  }, 30_000);

  it('the ladder rises strictly', () => {
    for (let i = 1; i < FRACTIONAL_LADDER.length; i++) {
      const a = FRACTIONAL_LADDER[i - 1]!;
      const b = FRACTIONAL_LADDER[i]!;
      expect(a.numerator * b.denominator).toBeLessThan(b.numerator * a.denominator);
    }
  });

  it('property: exact conversions round-trip to the same odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 50_000 }), (n) => {
        const o = odds(n);
        expect(oddsFromAmerican(americanOdds(o))).toBe(o);
        expect(oddsFromMalaysian(malaysianOdds(o))).toBe(o);
        expect(oddsFromFractional(fractionalOdds(o, 1000))).toBe(o);
      }),
    );
  });
});
