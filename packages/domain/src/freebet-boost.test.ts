import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOST_SCALE,
  boostFreebet,
  boostMultiplier,
  farmedPoints,
  isBoostRefusal,
  pointsToMaxBoost,
  type BoostRule,
} from './freebet-boost';
import { minorUnits } from './money';

const rule: BoostRule = { perPoint: 100, maxMultiplier: 2000 };
const source = { isActive: true, boostsLeft: 1, points: 3 };
const target = { isActive: true, boosted: false, amount: minorUnits(1000) };

describe('the freebet boost (domain 3 boost_multiplier; issue 19)', () => {
  it('adds a step a point from x1, up to the cap, and spends no point past it', () => {
    expect(boostMultiplier(rule, 0)).toBe(1000);
    expect(boostMultiplier(rule, 3)).toBe(1300);
    expect(boostMultiplier(rule, 50)).toBe(2000);
    expect(pointsToMaxBoost(rule)).toBe(10);
    expect(pointsToMaxBoost({ perPoint: 300, maxMultiplier: 2000 })).toBe(4);
    expect(boostFreebet(rule, source, target)).toEqual({
      points: 3,
      multiplier: 1300,
      amountBefore: 1000,
      amount: 1300,
      extra: 300,
    });
    expect(boostFreebet(rule, source, target, 2)).toMatchObject({ points: 2, amount: 1200 });
    expect(boostFreebet(rule, { ...source, points: 40 }, target)).toMatchObject({
      points: 10,
      multiplier: 2000,
      amount: 2000,
    });
    // Rounded down to the minor unit.
    expect(boostFreebet(rule, source, { ...target, amount: minorUnits(333) })).toMatchObject({
      amount: 432,
      extra: 99,
    });
  });

  it('refuses a boosted or spent freebet, a source without boosts or points, a useless boost', () => {
    expect(boostFreebet(rule, source, { ...target, boosted: true })).toEqual({
      refusal: 'already_boosted',
    });
    expect(boostFreebet(rule, source, { ...target, isActive: false })).toEqual({
      refusal: 'not_boostable',
    });
    expect(boostFreebet(rule, { ...source, isActive: false }, target)).toEqual({
      refusal: 'not_boostable',
    });
    expect(boostFreebet(rule, { ...source, boostsLeft: 0 }, target)).toEqual({
      refusal: 'no_boosts_left',
    });
    expect(boostFreebet(rule, { ...source, points: 0 }, target)).toEqual({ refusal: 'no_points' });
    expect(boostFreebet(rule, source, target, 4)).toEqual({ refusal: 'no_points' });
    expect(boostFreebet(rule, source, target, 0)).toEqual({ refusal: 'no_points' });
    // 0.05 x 1.10 adds nothing a minor unit can hold: the points are kept.
    expect(boostFreebet(rule, source, { ...target, amount: minorUnits(5) }, 1)).toEqual({
      refusal: 'not_boostable',
    });
  });

  it('counts a tournament’s rounds in the points it farmed', () => {
    expect(farmedPoints({ points: 2, pointsTarget: 3 })).toBe(2);
    expect(farmedPoints({ points: 1, pointsTarget: 3, farmedFreebets: 2 })).toBe(7);
  });

  it('for any rule, points and amount: within the cap, rounded down, never more points than held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: BOOST_SCALE + 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 1e12 }),
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
        (perPoint, maxMultiplier, points, boostsLeft, amount, asked) => {
          const r = { perPoint, maxMultiplier };
          const b = boostFreebet(
            r,
            { isActive: true, boostsLeft, points },
            { isActive: true, boosted: false, amount: minorUnits(amount) },
            asked,
          );
          if (isBoostRefusal(b)) {
            const spent = Math.min(asked ?? points, pointsToMaxBoost(r));
            const useless =
              (BigInt(amount) * BigInt(boostMultiplier(r, spent))) / 1000n <= BigInt(amount);
            expect(
              boostsLeft === 0 ||
                points === 0 ||
                (asked !== undefined && (asked < 1 || asked > points)) ||
                useless,
            ).toBe(true);
            return;
          }
          expect(boostsLeft).toBeGreaterThan(0);
          expect(b.points).toBeGreaterThanOrEqual(1);
          expect(b.points).toBeLessThanOrEqual(asked ?? points);
          expect(b.points).toBeLessThanOrEqual(pointsToMaxBoost(r));
          expect(b.multiplier).toBe(boostMultiplier(r, b.points));
          expect(b.multiplier).toBeGreaterThan(BOOST_SCALE);
          expect(b.multiplier).toBeLessThanOrEqual(maxMultiplier);
          // Exactly floor(amount x multiplier), in integers.
          expect(BigInt(b.amount)).toBe((BigInt(amount) * BigInt(b.multiplier)) / 1000n);
          expect(b.extra).toBe(b.amount - amount);
          expect(b.extra).toBeGreaterThan(0);
          expect(BigInt(b.amount) <= (BigInt(amount) * BigInt(maxMultiplier)) / 1000n).toBe(true);
        },
      ),
    );
  });

  it('the multiplier never falls as points grow, and stops at the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: BOOST_SCALE + 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (perPoint, maxMultiplier, points) => {
          const r = { perPoint, maxMultiplier };
          expect(boostMultiplier(r, points + 1)).toBeGreaterThanOrEqual(boostMultiplier(r, points));
          expect(boostMultiplier(r, pointsToMaxBoost(r))).toBe(maxMultiplier);
          if (pointsToMaxBoost(r) > 1)
            expect(boostMultiplier(r, pointsToMaxBoost(r) - 1)).toBeLessThan(maxMultiplier);
        },
      ),
    );
  });
});
