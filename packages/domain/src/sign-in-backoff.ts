// Failed sign-ins slow down instead of locking (issue 17, finding 2; OWASP Authentication Cheat
// Sheet "Account Lockout"; ASVS V2.2.1): a few are free, then each failure doubles the wait
// before the next attempt is heard, up to a ceiling. Counted per account and per address; a
// stranger can slow an account down, never shut its owner out (the owner's e-mailed link
// always signs in). Pure: times come in as arguments.

export interface BackoffPolicy {
  /** Failures in a row heard without waiting. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each one after. */
  baseDelayS: number;
  maxDelayS: number;
  /** A record quiet for this long is forgotten: the count starts again. */
  forgetAfterMs: number;
}

export const SIGN_IN_BACKOFF: BackoffPolicy = {
  freeFailures: 5,
  baseDelayS: 1,
  maxDelayS: 15 * 60,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};

export interface FailureRecord {
  failures: number;
  /** Epoch milliseconds of the last failure. */
  lastFailureAt: number;
}

/** Seconds to wait after `failures` failures in a row before the next attempt is heard. */
export function backoffDelayS(failures: number, policy: BackoffPolicy): number {
  const over = failures - policy.freeFailures;
  if (over < 0) return 0;
  // 2^over overflows nothing: past ~30 doublings the ceiling has long been reached.
  return Math.min(policy.maxDelayS, policy.baseDelayS * 2 ** Math.min(over, 40));
}

/** The failures that still count at `now` (none once the record has been quiet long enough). */
export function liveFailures(
  record: FailureRecord | null,
  now: number,
  policy: BackoffPolicy,
): number {
  if (!record || now - record.lastFailureAt >= policy.forgetAfterMs) return 0;
  return record.failures;
}

/** Whole seconds until the next attempt is heard; 0 when it may be made now. */
export function retryAfterS(
  record: FailureRecord | null,
  now: number,
  policy: BackoffPolicy,
): number {
  const failures = liveFailures(record, now, policy);
  if (failures === 0) return 0;
  const readyAt = record!.lastFailureAt + backoffDelayS(failures, policy) * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

/** The record after one more failure at `now`. */
export function recordFailure(
  record: FailureRecord | null,
  now: number,
  policy: BackoffPolicy,
): FailureRecord {
  return { failures: liveFailures(record, now, policy) + 1, lastFailureAt: now };
}

/**
 * One spelling per mailbox, so `A@x.io`, ` a@x.io` and `a@x.io` count as one account
 * (issue 17, finding 10): trimmed, Unicode-normalised (NFKC), lower-cased.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}
