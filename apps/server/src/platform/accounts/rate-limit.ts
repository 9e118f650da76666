import { sql } from 'drizzle-orm';
import type { Orm } from '../../db';
import { rateLimits } from '../schema';

export interface Window {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters kept in the database, so every server process counts the same hits
 * (sign-in per account and per address, mails per address). One upsert per hit.
 */
export async function hit(
  db: Orm,
  key: string,
  window: Window,
  now: number,
): Promise<RateDecision> {
  const started = new Date(now);
  const startedIso = sql`${started.toISOString()}::timestamptz`;
  const expired = sql`${new Date(now - window.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: started, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} <= ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${expired} then ${startedIso} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  if (!row || row.hits <= window.limit) return { allowed: true };
  const resetAt = row.windowStartedAt.getTime() + window.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
