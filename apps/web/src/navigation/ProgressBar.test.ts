import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS, trickle } from './ProgressBar';

describe('route progress bar (domain 9)', () => {
  it('uses the constants of domain 9', () => {
    expect(PROGRESS).toEqual({ minimum: 0.08, speedMs: 200, trickleMs: 800 });
  });

  it('trickles forward but never completes on its own', () => {
    fc.assert(
      fc.property(fc.double({ min: PROGRESS.minimum, max: 0.99, noNaN: true }), (v) => {
        const next = trickle(v);
        expect(next).toBeGreaterThanOrEqual(v);
        expect(next).toBeLessThan(1);
      }),
    );
  });
});
