import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from './margin';
import { MAX_PRICE, MIN_PRICE, ladderTolerance, toLadder } from './price-ladder';

const fairVector = fc
  .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((w) => {
    const sum = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / sum);
  });

describe('the bookmaker margin (issue 4)', () => {
  it('makes implied probabilities sum to 1 + margin within ladder rounding', () => {
    fc.assert(
      fc.property(fairVector, fc.double({ min: 0, max: 0.15, noNaN: true }), (fair, margin) => {
        const odds = applyMargin(fair, margin);
        const implied = odds.reduce((s, o) => s + 1000 / o, 0);
        const tolerance = odds.reduce(
          (s, o) => s + ladderTolerance(o) + (o === MAX_PRICE ? 0.001 : 0),
          1e-9,
        );
        expect(Math.abs(implied - (1 + margin))).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('never prices under 1.01, even a near-certainty', () => {
    fc.assert(
      fc.property(fairVector, fc.double({ min: 0, max: 0.15, noNaN: true }), (fair, margin) => {
        for (const o of applyMargin(fair, margin)) expect(o).toBeGreaterThanOrEqual(MIN_PRICE);
      }),
    );
    expect(applyMargin([0.999, 0.001], 0.05)[0]).toBe(MIN_PRICE);
  });

  it('keeps the overround when a favourite is held at the floor', () => {
    const odds = applyMargin([0.99, 0.01], 0.05);
    expect(odds[0]).toBe(MIN_PRICE);
    const implied = odds.reduce((s, o) => s + 1000 / o, 0);
    expect(implied).toBeCloseTo(1.05, 2);
  });

  it('quotes on a ladder: 0.01 steps under 10, coarser above', () => {
    expect(toLadder(2.3456)).toBe(2350);
    expect(toLadder(12.33)).toBe(12_350);
    expect(toLadder(1.0)).toBe(MIN_PRICE);
    expect(toLadder(Number.POSITIVE_INFINITY)).toBe(MAX_PRICE);
  });
});
