// Limit periods roll by the clock in the player's time zone (issue 20): a daily deposit limit
// set in Lisbon starts again at midnight in Lisbon, a weekly one on Monday (ISO 8601), a
// monthly one on the 1st. Pure: the instant and the zone come in as arguments; Intl gives the
// zone's offsets (daylight-saving changes included).

import { wallClock, zonedMidnight } from '../zoned-calendar';

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const DAY_MS = 86_400_000;

/** Whether `zone` is an IANA time zone Intl knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The first instant of the period that holds `now`, in `zone`. */
export function periodStart(now: number, period: LimitPeriod, zone: string): number {
  const w = wallClock(now, zone);
  if (period === 'day') return zonedMidnight(w.year, w.month, w.day, zone);
  if (period === 'month') return zonedMidnight(w.year, w.month, 1, zone);
  // ISO week: Monday. The weekday of a calendar date does not depend on the zone.
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day) - weekday * DAY_MS);
  return zonedMidnight(
    monday.getUTCFullYear(),
    monday.getUTCMonth() + 1,
    monday.getUTCDate(),
    zone,
  );
}

/** The first instant of the next period: when what was used in this one is forgotten. */
export function periodEnd(now: number, period: LimitPeriod, zone: string): number {
  const start = periodStart(now, period, zone);
  const w = wallClock(start + DAY_MS / 2, zone);
  if (period === 'day') {
    const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
    return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone);
  }
  if (period === 'week') {
    const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 7));
    return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone);
  }
  const next = new Date(Date.UTC(w.year, w.month, 1));
  return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, 1, zone);
}

/** `at` plus whole calendar months in UTC (a self-exclusion of 6 months from 31 August ends 28 February). */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}
