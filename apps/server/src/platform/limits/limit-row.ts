import { sql, type SQL } from 'drizzle-orm';
import type { LimitPeriod, UserLimitState, UserLimitType } from '@sb/domain';
import type { PlayerLimitRow } from '../schema';

// The limits' rows as the domain reads them, and the minutes of play the guard counts.

export function limitState(row: PlayerLimitRow): UserLimitState {
  return {
    type: row.type as UserLimitType,
    period: (row.period || null) as LimitPeriod | null,
    currency: row.currency || null,
    amount: row.amount,
    status: row.status as UserLimitState['status'],
    pendingAmount: row.pendingAmount,
    pendingAt: row.pendingAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    timeZone: row.timeZone,
  };
}

/** Minutes of play or of reported activity since `since` (session-guard.ts marks them). */
export function minutesSince(
  playerId: number,
  kind: 'session' | 'active',
  since: string,
  as: 'used' | 'time' | 'activity' = 'used',
): SQL {
  return sql`
    select count(*)::bigint as ${sql.raw(as)} from player_minutes
    where player_id = ${playerId} and kind = ${kind} and minute >= ${since}::timestamptz`;
}

/**
 * Sets `key` in a per-process cache of players, kept to `max` entries: the oldest set go first
 * (a Map iterates in insertion order), so a busy server's memory does not grow with every
 * player it ever saw.
 */
export function remember<K, V>(cache: Map<K, V>, key: K, value: V, max = 10_000): void {
  cache.delete(key);
  cache.set(key, value);
  for (const oldest of cache.keys()) {
    if (cache.size <= max) break;
    cache.delete(oldest);
  }
}
