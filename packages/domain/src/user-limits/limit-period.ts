// Limit periods roll by the clock in the player's time zone (issue 20): a daily deposit limit
// set in Lisbon starts again at midnight in Lisbon, a weekly one on Monday (ISO 8601), a
// monthly one on the 1st. Pure: the instant and the zone come in as arguments; Intl gives the
// zone's offsets (daylight-saving changes included).

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `at`, in milliseconds (Lisbon in summer: +3,600,000). */
function offsetMs(at: number, zone: string): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant of 00:00 on a calendar day in `zone` (the first instant of that day). */
function zonedMidnight(year: number, month: number, day: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let at = guess - offsetMs(guess, zone);
  // Across a daylight-saving change the offset at the guess and at the answer differ.
  at = guess - offsetMs(at, zone);
  return at;
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
