import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitRefusal, activeExclusion } from './limit-check';
import {
  changeUserLimit,
  isInForce,
  limitAt,
  type UserLimitChange,
  type UserLimitKey,
  type UserLimitState,
} from './user-limit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 26, 12);
const deposit: UserLimitKey = { type: 'deposit', period: 'day', currency: 'EUR', timeZone: 'UTC' };

function apply(
  limit: UserLimitState | null,
  change: UserLimitChange,
  now: number,
  key = deposit,
): UserLimitState {
  const r = changeUserLimit(limit, key, change, now);
  if (!r.ok) throw new Error(r.key);
  return r.limit;
}

describe('user limits (issue 20)', () => {
  it('a new limit and a lower one take effect at once', () => {
    const set = apply(null, { kind: 'set', amount: 2_000 }, T0);
    expect(set).toMatchObject({ amount: 2_000, status: 'active', pendingAt: null });
    const lower = apply(set, { kind: 'set', amount: 1_000 }, T0 + 1);
    expect(lower).toMatchObject({ amount: 1_000, status: 'active' });
  });

  it('a raise waits the cooling period, then needs the player to confirm it', () => {
    const set = apply(null, { kind: 'set', amount: 1_000 }, T0);
    const raise = changeUserLimit(set, deposit, { kind: 'set', amount: 5_000 }, T0);
    expect(raise).toMatchObject({ ok: true, effect: 'pending' });
    const waiting = (raise as { limit: UserLimitState }).limit;
    expect(waiting).toMatchObject({ amount: 1_000, status: 'unconfirmed', pendingAmount: 5_000 });
    expect(waiting.pendingAt).toBe(T0 + DAY);
    expect(changeUserLimit(waiting, deposit, { kind: 'confirm' }, T0 + DAY - 1)).toMatchObject({
      ok: false,
      key: 'error.user_limits.cooling_period',
      pendingAt: T0 + DAY,
    });
    const confirmed = apply(waiting, { kind: 'confirm' }, T0 + DAY);
    expect(confirmed).toMatchObject({ amount: 5_000, status: 'confirmed', pendingAt: null });
  });

  it('a removal waits too; once confirmed the limit binds no more', () => {
    const set = apply(null, { kind: 'set', amount: 1_000 }, T0);
    const removing = apply(set, { kind: 'remove' }, T0);
    expect(removing).toMatchObject({ status: 'unconfirmed_disabled', amount: 1_000 });
    expect(isInForce(removing, T0 + 2 * DAY)).toBe(true);
    const removed = apply(removing, { kind: 'confirm' }, T0 + 2 * DAY);
    expect(removed.status).toBe('confirmed_disabled');
    expect(isInForce(removed, T0 + 2 * DAY)).toBe(false);
    // Setting it again starts a new limit, in force at once.
    expect(apply(removed, { kind: 'set', amount: 9_000 }, T0 + 3 * DAY)).toMatchObject({
      amount: 9_000,
      status: 'active',
    });
  });

  it('cancelling a pending change keeps the limit as it was; lowering cancels a raise', () => {
    const set = apply(null, { kind: 'set', amount: 1_000 }, T0);
    const raise = apply(set, { kind: 'set', amount: 5_000 }, T0);
    expect(apply(raise, { kind: 'cancel' }, T0 + 1)).toMatchObject({
      amount: 1_000,
      status: 'active',
      pendingAt: null,
    });
    expect(apply(raise, { kind: 'set', amount: 500 }, T0 + 1)).toMatchObject({
      amount: 500,
      pendingAt: null,
    });
  });

  it('refuses absurd amounts, wrong periods and changes with nothing to change', () => {
    const bad = (key: UserLimitKey, change: UserLimitChange, limit: UserLimitState | null = null) =>
      changeUserLimit(limit, key, change, T0);
    expect(bad(deposit, { kind: 'set', amount: 0 })).toMatchObject({
      key: 'error.user_limits.invalid_amount',
    });
    expect(bad(deposit, { kind: 'set', amount: -5 })).toMatchObject({
      key: 'error.user_limits.invalid_amount',
    });
    expect(bad(deposit, { kind: 'set', amount: 1.5 })).toMatchObject({
      key: 'error.user_limits.invalid_amount',
    });
    expect(bad(deposit, { kind: 'set', amount: 1e13 })).toMatchObject({
      key: 'error.user_limits.invalid_amount',
    });
    expect(bad({ ...deposit, period: null }, { kind: 'set', amount: 5 })).toMatchObject({
      key: 'error.user_limits.invalid_request',
    });
    expect(bad({ ...deposit, type: 'bet' }, { kind: 'set', amount: 5 })).toMatchObject({
      key: 'error.user_limits.invalid_request',
    });
    const time: UserLimitKey = { type: 'time', period: 'day', currency: null, timeZone: 'UTC' };
    expect(bad(time, { kind: 'set', amount: 1_441 })).toMatchObject({
      key: 'error.user_limits.invalid_amount',
    });
    expect(bad(time, { kind: 'set', amount: 1_440 })).toMatchObject({ ok: true });
    expect(bad(deposit, { kind: 'remove' })).toMatchObject({ key: 'error.user_limits.not_found' });
    expect(bad(deposit, { kind: 'confirm' })).toMatchObject({
      key: 'error.user_limits.nothing_pending',
    });
  });

  it('self-exclusion and cooling-off lengthen but never shorten or lift', () => {
    const self: UserLimitKey = {
      type: 'selfexclusion',
      period: null,
      currency: null,
      timeZone: 'UTC',
    };
    expect(changeUserLimit(null, self, { kind: 'exclude', months: 5 }, T0)).toMatchObject({
      key: 'error.user_limits.invalid_duration',
    });
    expect(changeUserLimit(null, self, { kind: 'exclude', months: 61 }, T0)).toMatchObject({
      key: 'error.user_limits.invalid_duration',
    });
    const year = apply(null, { kind: 'exclude', months: 12 }, T0, self);
    expect(year.endsAt).toBe(Date.UTC(2027, 10, 26, 12));
    expect(changeUserLimit(year, self, { kind: 'exclude', months: 6 }, T0 + DAY)).toMatchObject({
      key: 'error.user_limits.cannot_shorten',
    });
    expect(changeUserLimit(year, self, { kind: 'remove' }, T0 + DAY)).toMatchObject({
      key: 'error.user_limits.cannot_lift',
    });
    expect(apply(year, { kind: 'exclude', months: 24 }, T0 + DAY, self).endsAt).toBeGreaterThan(
      year.endsAt!,
    );
    const cool: UserLimitKey = {
      type: 'coolingoff',
      period: null,
      currency: null,
      timeZone: 'UTC',
    };
    expect(changeUserLimit(null, cool, { kind: 'exclude', days: 43 }, T0)).toMatchObject({
      key: 'error.user_limits.invalid_duration',
    });
    const day = apply(null, { kind: 'exclude', days: 1 }, T0, cool);
    expect(activeExclusion([day], T0 + DAY - 1)?.type).toBe('coolingoff');
    expect(activeExclusion([day], T0 + DAY)).toBeNull();
    expect(limitAt(day, T0 + DAY).status).toBe('disabled');
    expect(activeExclusion([day, year], T0)?.type).toBe('selfexclusion');
  });

  it('whatever a player does, the amount in force rises only by a confirmation a full cooling period after the raise was asked', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
      fc.constant({ kind: 'remove' as const }),
      fc.constant({ kind: 'confirm' as const }),
      fc.constant({ kind: 'cancel' as const }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(change, fc.integer({ min: 0, max: 2 * DAY })), { maxLength: 30 }),
        (steps) => {
          let limit: UserLimitState | null = null;
          let now = T0;
          // When each pending raise was asked.
          let askedAt: number | null = null;
          for (const [c, wait] of steps) {
            now += wait;
            const before = limit && isInForce(limit, now) ? limit.amount : null;
            const r = changeUserLimit(limit, deposit, c, now);
            if (!r.ok) continue;
            if (r.effect === 'pending') askedAt = now;
            const after = isInForce(r.limit, now) ? r.limit.amount : null;
            const looser =
              before !== null && (after === null || (after !== null && after > before));
            if (looser) {
              expect(c.kind).toBe('confirm');
              expect(now - askedAt!).toBeGreaterThanOrEqual(DAY);
            }
            limit = r.limit;
          }
        },
      ),
    );
  });
});

describe('limit enforcement (issue 20)', () => {
  const limit = apply(null, { kind: 'set', amount: 2_000 }, T0);

  it('exactly at the limit passes; one minor unit over is refused with what is left', () => {
    expect(limitRefusal([limit], 'deposit', 'EUR', 500, () => 1_500, T0)).toBeNull();
    expect(limitRefusal([limit], 'deposit', 'EUR', 501, () => 1_500, T0)).toEqual({
      type: 'deposit',
      key: 'error.user_limits.deposit_limit_exceeded',
      period: 'day',
      currency: 'EUR',
      limit: 2_000,
      used: 1_500,
      remaining: 500,
    });
  });

  it('holds only limits of the type and currency in force', () => {
    expect(limitRefusal([limit], 'deposit', 'USD', 5_000, () => 0, T0)).toBeNull();
    expect(limitRefusal([limit], 'wager', 'EUR', 5_000, () => 0, T0)).toBeNull();
    const removed = apply(apply(limit, { kind: 'remove' }, T0), { kind: 'confirm' }, T0 + DAY);
    expect(limitRefusal([removed], 'deposit', 'EUR', 5_000, () => 0, T0 + DAY)).toBeNull();
  });

  it('names the tightest of several periods', () => {
    const weekly = apply(null, { kind: 'set', amount: 3_000 }, T0, { ...deposit, period: 'week' });
    const r = limitRefusal(
      [limit, weekly],
      'deposit',
      'EUR',
      1_000,
      (l) => (l.period === 'week' ? 2_900 : 0),
      T0,
    );
    expect(r).toMatchObject({ period: 'week', remaining: 100 });
  });

  it('a bet limit bounds each stake alone', () => {
    const bet = apply(null, { kind: 'set', amount: 1_000 }, T0, {
      ...deposit,
      type: 'bet',
      period: null,
    });
    expect(limitRefusal([bet], 'bet', 'EUR', 1_000, () => 99_999, T0)).toBeNull();
    expect(limitRefusal([bet], 'bet', 'EUR', 1_001, () => 0, T0)?.key).toBe(
      'error.user_limits.bet_limit_exceeded',
    );
  });

  it('never lets the period pass its limit, whatever the amounts', () => {
    fc.assert(
      fc.property(fc.nat(5_000), fc.integer({ min: 1, max: 5_000 }), (used, amount) => {
        const refused = limitRefusal([limit], 'deposit', 'EUR', amount, () => used, T0) !== null;
        expect(refused).toBe(used + amount > 2_000);
      }),
    );
  });
});
