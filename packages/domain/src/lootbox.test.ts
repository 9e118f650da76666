import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PPM } from './jackpot/jackpot';
import { lootboxReady, openChest, type ChestPlace } from './lootbox';
import { minorUnits } from './money';

describe('a lootbox chest', () => {
  it('pays its prize exactly when the draw falls below its chance, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: PPM }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (place, chancePpm, prize, draw) => {
          const paid = openChest(
            { place: place as ChestPlace, chancePpm, prize: minorUnits(prize) },
            draw,
          );
          expect(paid).toBe(draw * PPM < chancePpm ? prize : 0);
        },
      ),
    );
  });

  it('a chest of chance 0 never pays, one of the whole chance always does', () => {
    const chest = { place: 1 as const, prize: minorUnits(100) };
    expect(openChest({ ...chest, chancePpm: 0 }, 0)).toBe(0);
    expect(openChest({ ...chest, chancePpm: PPM }, 0.999_999_999)).toBe(100);
  });

  it('opens once, at the target', () => {
    expect(lootboxReady({ points: 2, pointsTarget: 3 }, false)).toBe(false);
    expect(lootboxReady({ points: 3, pointsTarget: 3 }, false)).toBe(true);
    expect(lootboxReady({ points: 3, pointsTarget: 3 }, true)).toBe(false);
  });
});
