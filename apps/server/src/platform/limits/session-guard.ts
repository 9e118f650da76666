import { and, eq, inArray } from 'drizzle-orm';
import { isInForce, periodStart, type UserLimitState } from '@sb/domain';
import type { Executor } from '../wallet/ledger';
import { playerLimits, playerMinutes } from '../schema';
import { limitState, minutesSince, remember } from './limit-row';

// The limits that bound a session (issue 20; shell 4.2, 8): its length (session,
// sportsbook_session), play time per period (time: minutes with a request in them) and active
// time per period (activity: minutes the tab reported, trackActivity). Asked on every request
// that carries a session, so each player's limits and minutes are kept here for a few seconds;
// a change made in this process is seen at once, one made elsewhere within GUARD_TTL_MS.

export const OUT_OF_LIMIT = 'error.user_limits.out_of_limit';
export const ACTIVITY_LIMIT = 'error.user_limits.activity_limit_reached';

const GUARD_TTL_MS = 10_000;
const MINUTE = 60_000;
const TYPES = ['session', 'sportsbook_session', 'time', 'activity'] as const;
type Kind = 'session' | 'active';

interface Guard {
  at: number;
  limits: UserLimitState[];
  /** Minutes used per `${kind}:${period start}`. */
  used: Map<string, number>;
}

export class SessionGuard {
  private readonly guards = new Map<number, Guard>();
  /** The minute last marked per `${player}:${kind}`, so a busy player is one write a minute. */
  private readonly marked = new Map<string, number>();

  constructor(
    private readonly orm: Executor,
    private readonly now: () => number,
  ) {}

  /** Forget what is kept of a player (their limits changed). */
  forget(playerId: number): void {
    this.guards.delete(playerId);
  }

  /** The key that ends a session begun at `startedAt` now, or null while it may go on. */
  async verdict(playerId: number, startedAt: number): Promise<string | null> {
    const guard = await this.guard(playerId);
    const now = this.now();
    for (const l of guard.limits) {
      if (l.amount === null) continue;
      if (l.type === 'session' || l.type === 'sportsbook_session') {
        if (now >= startedAt + l.amount * MINUTE) return OUT_OF_LIMIT;
      } else if (l.type === 'time') {
        if ((await this.used(guard, playerId, 'session', l)) >= l.amount) return OUT_OF_LIMIT;
      } else if (l.type === 'activity') {
        if ((await this.used(guard, playerId, 'active', l)) >= l.amount) return ACTIVITY_LIMIT;
      }
    }
    return null;
  }

  /**
   * The player was here this minute: a request (`session`) or the tab's report (`active`).
   * Counted only while a time or activity limit asks for it.
   */
  async mark(playerId: number, kind: Kind): Promise<void> {
    const guard = await this.guard(playerId);
    const wanted = kind === 'session' ? 'time' : 'activity';
    if (!guard.limits.some((l) => l.type === wanted)) return;
    const minute = Math.floor(this.now() / MINUTE) * MINUTE;
    const key = `${playerId}:${kind}`;
    if (this.marked.get(key) === minute) return;
    remember(this.marked, key, minute);
    await this.orm
      .insert(playerMinutes)
      .values({ playerId, kind, minute: new Date(minute) })
      .onConflictDoNothing();
    guard.used.clear();
  }

  /** When the first session limit ends a session begun at `startedAt`, or null. */
  async endsAt(playerId: number, startedAt: number): Promise<number | null> {
    const ends = (await this.guard(playerId)).limits
      .filter((l) => (l.type === 'session' || l.type === 'sportsbook_session') && l.amount !== null)
      .map((l) => startedAt + l.amount! * MINUTE);
    return ends.length ? Math.min(...ends) : null;
  }

  /** Whether the player has an activity limit in force (the web app then reports activity). */
  async tracksActivity(playerId: number): Promise<boolean> {
    return (await this.guard(playerId)).limits.some((l) => l.type === 'activity');
  }

  /** A sign-in refused while the period's play or active time is used up, with its key. */
  async signInRefusal(playerId: number): Promise<string | null> {
    const guard = await this.guard(playerId);
    for (const l of guard.limits) {
      if (l.amount === null) continue;
      if (l.type === 'time' && (await this.used(guard, playerId, 'session', l)) >= l.amount)
        return OUT_OF_LIMIT;
      if (l.type === 'activity' && (await this.used(guard, playerId, 'active', l)) >= l.amount)
        return ACTIVITY_LIMIT;
    }
    return null;
  }

  private async guard(playerId: number): Promise<Guard> {
    const now = this.now();
    const kept = this.guards.get(playerId);
    if (kept && now - kept.at < GUARD_TTL_MS) return kept;
    const rows = await this.orm
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.playerId, playerId), inArray(playerLimits.type, [...TYPES])));
    const guard: Guard = {
      at: now,
      limits: rows.map(limitState).filter((l) => isInForce(l, now)),
      used: new Map(),
    };
    remember(this.guards, playerId, guard);
    return guard;
  }

  private async used(guard: Guard, playerId: number, kind: Kind, limit: UserLimitState) {
    const since = periodStart(this.now(), limit.period ?? 'day', limit.timeZone);
    const key = `${kind}:${since}`;
    let used = guard.used.get(key);
    if (used === undefined) {
      const from = new Date(since).toISOString();
      const result = (await this.orm.execute(minutesSince(playerId, kind, from))) as unknown as {
        rows: { used: string | number }[];
      };
      used = Number(result.rows[0]?.used ?? 0);
      guard.used.set(key, used);
    }
    return used;
  }
}
