// Prices are published as odds x1000 (domain 9) on a ladder a trader would quote: fine steps
// near evens, coarser for long shots, never below 1.01 (issue 4).

/** The lowest price we ever offer: 1.01. */
export const MIN_PRICE = 1010;
/** The highest price we offer: 1000.00; anything longer is quoted at the cap. */
export const MAX_PRICE = 1_000_000;

/** Ladder step (x1000) used around a price (x1000). */
export function ladderStep(price: number): number {
  if (price < 10_000) return 10; // 0.01 below 10
  if (price < 20_000) return 50; // 0.05 below 20
  if (price < 50_000) return 100; // 0.1 below 50
  if (price < 100_000) return 500; // 0.5 below 100
  return 1000; // 1 above
}

/** Decimal price -> x1000 integer on the ladder (nearest step), within [MIN_PRICE, MAX_PRICE]. */
export function toLadder(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal * 1000 >= MAX_PRICE) return MAX_PRICE;
  const raw = decimal * 1000;
  const step = ladderStep(raw);
  const rounded = Math.round(raw / step) * step;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded));
}

/**
 * How far the implied probability of a laddered price can sit from the exact one: half a
 * ladder step, in probability terms. Property tests use it as "within rounding".
 */
export function ladderTolerance(price: number): number {
  const step = ladderStep(price);
  const lo = Math.max(MIN_PRICE, price - step / 2);
  return 1000 / lo - 1000 / (price + step / 2);
}
