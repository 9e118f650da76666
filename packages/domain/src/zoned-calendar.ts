// Calendar days in a time zone (issue 20, issue 27): the wall clock of an instant in a zone and
// the instant a zone's calendar day starts. Pure: Intl gives the zone's offsets, daylight-saving
// changes included.

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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(at: number, zone: string): WallClock {
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
export function zonedMidnight(year: number, month: number, day: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let at = guess - offsetMs(guess, zone);
  // Across a daylight-saving change the offset at the guess and at the answer differ.
  at = guess - offsetMs(at, zone);
  return at;
}
