import { describe, expect, it } from 'vitest';
import { MAX_QUICK_STAKES, quickStakes } from './quick-stakes';

describe('quick stakes (domain 3 settings stakes)', () => {
  it('shows the buttons in ascending order, once each', () => {
    expect(quickStakes([2500, 500, 1000, 500])).toEqual([500, 1000, 2500]);
  });

  it('refuses a zero, a negative, a fraction of a minor unit, none or too many', () => {
    expect(quickStakes([500, 0])).toBeNull();
    expect(quickStakes([-100])).toBeNull();
    expect(quickStakes([50.5])).toBeNull();
    expect(quickStakes([])).toBeNull();
    expect(quickStakes(Array.from({ length: MAX_QUICK_STAKES + 1 }, (_, i) => i + 1))).toBeNull();
  });
});
