import { inArray, sql } from 'drizzle-orm';
import { retryAfterS, type BackoffPolicy } from '@sb/domain';
import type { Orm } from '../../db';
import { signInFailures } from '../schema';

export { addressKey } from '../../http/client-address';

/**
 * Failed sign-ins in a row per key (`account:<normalised e-mail>`, `address:<addressKey>`), kept
 * in the database so every server process counts the same, and the back-off of the domain
 * (`sign-in-backoff.ts`) over them.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Orm,
    readonly policy: BackoffPolicy,
    private readonly now: () => number,
  ) {}

  /** Seconds before the next attempt on any of the keys is heard (0: now). */
  async waitS(keys: string[]): Promise<number> {
    const rows = await this.db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.key, keys));
    const now = this.now();
    return Math.max(
      0,
      ...rows.map((r) =>
        retryAfterS(
          { failures: r.failures, lastFailureAt: r.lastFailureAt.getTime() },
          now,
          this.policy,
        ),
      ),
    );
  }

  /**
   * One more failure on each key, atomically (concurrent guesses each count); answers the
   * failures in a row per key. A quiet record starts again at 1, as `recordFailure` says.
   */
  async fail(keys: string[]): Promise<Map<string, number>> {
    const now = new Date(this.now());
    const stale = new Date(this.now() - this.policy.forgetAfterMs);
    const rows = await this.db
      .insert(signInFailures)
      .values(keys.map((key) => ({ key, failures: 1, lastFailureAt: now })))
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} <= ${stale.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: sql`excluded.last_failure_at`,
        },
      })
      .returning({ key: signInFailures.key, failures: signInFailures.failures });
    return new Map(rows.map((r) => [r.key, r.failures]));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(signInFailures).where(inArray(signInFailures.key, [key]));
  }

  /** Records quiet long enough to be forgotten (housekeeping). */
  async sweep(): Promise<void> {
    const stale = new Date(this.now() - this.policy.forgetAfterMs);
    await this.db
      .delete(signInFailures)
      .where(sql`${signInFailures.lastFailureAt} <= ${stale.toISOString()}::timestamptz`);
  }
}
