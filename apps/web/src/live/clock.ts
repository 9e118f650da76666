import type { MatchClock } from '@sb/contract';

// domain 3 statistics.clock on the client: the server states the clock at `clock_updated_at`
// (and how fast it runs); the page ticks it forward by itself between updates.

/** Sports whose clock counts down the period (the others count the match time up). */
const COUNTDOWN_SPORTS = new Set(['basketball', 'ice-hockey']);

/**
 * Ticking never runs further than this past the last update: the server restates the clock
 * every 20 s at least, so a clock far past it means the push is down, not that time flows.
 */
export const MAX_TICK_MS = 30_000;

export function parseClockText(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d{1,3}):(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Clock seconds elapsed since the server stated the clock (0 when stopped or not yet known). */
export function clockElapsed(clock: MatchClock, nowMs: number | null): number {
  if (nowMs === null || clock.stopped || !clock.speed) return 0;
  const since = nowMs - Date.parse(clock.clock_updated_at);
  if (!(since > 0)) return 0;
  return (Math.min(since, MAX_TICK_MS) / 1000) * clock.speed;
}

/**
 * What the scoreboard shows: `67:12`, `45:00 +2` in stoppage time, or the time left in the
 * period for countdown sports. `nowMs` null renders the server's own statement (no ticking),
 * which is what server rendering and the first client render agree on.
 */
export function clockDisplay(
  clock: MatchClock | null,
  sportKey: string,
  nowMs: number | null,
): string | null {
  if (!clock) return null;
  const elapsed = clockElapsed(clock, nowMs);
  const remaining = parseClockText(clock.remaining_time_in_period);
  if (COUNTDOWN_SPORTS.has(sportKey) && remaining !== null)
    return clockText(Math.max(0, remaining - elapsed));
  const matchTime = parseClockText(clock.match_time);
  if (matchTime === null) return null;
  // Past the end of the period the match time stands still and stoppage time counts.
  let stoppage = parseClockText(clock.stoppage_time);
  let shown = matchTime + elapsed;
  if (stoppage !== null) {
    stoppage += elapsed;
    shown = matchTime;
  } else if (remaining !== null && elapsed > remaining) {
    stoppage = elapsed - remaining;
    shown = matchTime + remaining;
  }
  if (stoppage !== null) return `${clockText(shown)} +${Math.floor(stoppage / 60) + 1}`;
  return clockText(shown);
}
