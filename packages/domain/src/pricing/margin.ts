// The bookmaker margin (issue 4: configurable, default about 5 %). Fair probabilities are
// scaled up so that the implied probabilities of a market sum to (1 + margin) times the fair
// sum (1 for a market whose outcomes exclude each other). A favourite that would fall under
// the minimum price is quoted at 1.01 and the rest of the overround goes to the others, so the
// sum still holds.
import { MAX_PRICE, MIN_PRICE, toLadder } from './price-ladder';

export const DEFAULT_MARGIN = 0.05;

/**
 * Prices (x1000, laddered) from effective fair probabilities. Outcomes with probability 0 get
 * the maximum price (callers mark them inactive).
 */
export function applyMargin(fair: readonly number[], margin: number): number[] {
  const target = fair.reduce((s, q) => s + q, 0) * (1 + margin);
  const implied = fair.map((q) => q * (1 + margin));
  const floor = 1000 / MIN_PRICE;
  // Fix every outcome that would price under the floor, then share what is left of the target
  // among the others in proportion; repeat in case that pushed another one under.
  const fixed = new Array<boolean>(fair.length).fill(false);
  for (let round = 0; round < fair.length; round++) {
    let fixedSum = 0;
    let freeSum = 0;
    let changed = false;
    for (let i = 0; i < fair.length; i++) {
      if (!fixed[i] && implied[i]! > floor) {
        fixed[i] = true;
        changed = true;
      }
      if (fixed[i]) fixedSum += floor;
      else freeSum += fair[i]!;
    }
    if (!changed) break;
    const left = target - fixedSum;
    for (let i = 0; i < fair.length; i++) {
      if (fixed[i]) implied[i] = floor;
      else implied[i] = freeSum > 0 && left > 0 ? (fair[i]! / freeSum) * left : 0;
    }
  }
  return implied.map((q) => (q > 0 ? toLadder(1 / q) : MAX_PRICE));
}
