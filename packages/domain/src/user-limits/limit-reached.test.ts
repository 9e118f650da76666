import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitReached, limitsReached } from './limit-reached';
import type { UserLimitState } from './user-limit';

const daily = (type: UserLimitState['type'], amount: number): UserLimitState => ({
  type,
  period: 'day',
  currency: 'EUR',
  status: 'active',
  amount,
  pendingAmount: null,
  pendingAt: null,
  endsAt: null,
  timeZone: 'UTC',
});

describe('a money limit reached (issue 27)', () => {
  it('is reached by the step that gets to it, not by one below it nor by one after it', () => {
    // A daily wager limit of 10: 6 then 4 reaches it with the 4; nothing more after.
    expect(limitReached(1_000, 0, 600)).toBe(false);
    expect(limitReached(1_000, 600, 1_000)).toBe(true);
    expect(limitReached(1_000, 1_000, 1_200)).toBe(false);
    expect(limitReached(1_000, 600, 999)).toBe(false);
  });

  it('is reached by exactly one step of a sequence of positive steps that gets to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 30 }),
        (limit, steps) => {
          let used = 0;
          let reached = 0;
          for (const step of steps) {
            const after = used + step;
            if (limitReached(limit, used, after)) {
              reached++;
              expect(after).toBeGreaterThanOrEqual(limit);
            }
            if (after < limit) expect(limitReached(limit, used, after)).toBe(false);
            used = after;
          }
          expect(reached).toBe(used >= limit ? 1 : 0);
        },
      ),
    );
  });

  it('names the limits in force of the type and currency that a step reached', () => {
    const wager = daily('wager', 1_000);
    const loss = daily('loss', 2_000);
    const off: UserLimitState = { ...daily('wager', 500), status: 'disabled' };
    const used = new Map([
      [wager, 600],
      [loss, 1_600],
      [off, 100],
    ]);
    const reached = (amount: number, currency = 'EUR') =>
      limitsReached([wager, loss, off], 'wager', currency, amount, (l) => used.get(l)!, 0);
    expect(reached(400)).toEqual([wager]);
    expect(reached(399)).toEqual([]);
    expect(reached(400, 'USD')).toEqual([]);
    expect(limitsReached([wager, loss, off], 'loss', 'EUR', 400, (l) => used.get(l)!, 0)).toEqual([
      loss,
    ]);
  });
});
