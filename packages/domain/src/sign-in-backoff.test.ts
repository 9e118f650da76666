import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffDelayS,
  normalizeEmail,
  recordFailure,
  retryAfterS,
  SIGN_IN_BACKOFF,
  type FailureRecord,
} from './sign-in-backoff';

const policy = SIGN_IN_BACKOFF;

describe('sign-in back-off', () => {
  it('hears the free failures at once, then doubles the wait up to the ceiling', () => {
    expect([0, 4].map((f) => backoffDelayS(f, policy))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((f) => backoffDelayS(f, policy))).toEqual([1, 2, 4, 8]);
    expect(backoffDelayS(1_000, policy)).toBe(policy.maxDelayS);
  });

  it('never waits less after more failures, nor more than the ceiling', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(backoffDelayS(lo, policy)).toBeLessThanOrEqual(backoffDelayS(hi, policy));
        expect(backoffDelayS(hi, policy)).toBeLessThanOrEqual(policy.maxDelayS);
      }),
    );
  });

  it('asks to wait the rest of the delay, then hears the next attempt', () => {
    let record: FailureRecord | null = null;
    for (let i = 0; i < 7; i++) record = recordFailure(record, 1_000_000, policy);
    expect(retryAfterS(record, 1_000_000, policy)).toBe(4);
    expect(retryAfterS(record, 1_002_500, policy)).toBe(2);
    expect(retryAfterS(record, 1_004_000, policy)).toBe(0);
  });

  it('forgets a record that stayed quiet long enough', () => {
    let record: FailureRecord | null = null;
    for (let i = 0; i < 30; i++) record = recordFailure(record, 0, policy);
    const later = policy.forgetAfterMs;
    expect(retryAfterS(record, later, policy)).toBe(0);
    expect(recordFailure(record, later, policy).failures).toBe(1);
  });
});

describe('normalizeEmail', () => {
  it('counts one mailbox once, whatever its case, spaces or Unicode form', () => {
    expect(normalizeEmail(' A@X.io ')).toBe('a@x.io');
    expect(normalizeEmail('ｄemo@example.com')).toBe('demo@example.com');
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(normalizeEmail(email.toUpperCase())).toBe(normalizeEmail(email));
        expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
      }),
    );
  });
});
