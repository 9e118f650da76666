import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivCeil, mulDivFloor, scaledProductFloor } from './exact';

const big = (n: number) => BigInt(n);

describe('exact integer arithmetic behind odds and money (DESIGN: no floating point on a balance)', () => {
  it('property: mulDivFloor and mulDivCeil agree with BigInt for any safe operands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1e12 }),
        (a, b, d) => {
          expect(mulDivFloor(a, b, d)).toBe(Number((big(a) * big(b)) / big(d)));
          const exact = (big(a) * big(b) + big(d) - 1n) / big(d);
          expect(mulDivCeil(a, b, d)).toBe(Number(exact));
        },
      ),
    );
  });

  it('property: scaledProductFloor is the exact product at scale 1000, rounded down', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1000, max: 500_000 }), { maxLength: 20 }), (xs) => {
        const expected =
          xs.length === 0
            ? 1000
            : Number(xs.reduce((p, x) => p * big(x), 1n) / 1000n ** big(xs.length - 1));
        expect(scaledProductFloor(xs)).toBe(expected);
      }),
    );
  });
});
