import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, isTimeZone, periodEnd, periodStart, LIMIT_PERIODS } from './limit-period';

const HOUR = 3_600_000;

describe('limit periods in the player time zone (issue 20)', () => {
  it('a day starts at local midnight', () => {
    // 2026-07-01 00:30 in Lisbon (UTC+1) is 2026-06-30 23:30 UTC.
    const now = Date.UTC(2026, 5, 30, 23, 30);
    expect(periodStart(now, 'day', 'Europe/Lisbon')).toBe(Date.UTC(2026, 5, 30, 23));
    expect(periodStart(now, 'day', 'UTC')).toBe(Date.UTC(2026, 5, 30));
    expect(periodStart(now, 'month', 'Europe/Lisbon')).toBe(Date.UTC(2026, 5, 30, 23));
    expect(periodStart(now, 'month', 'UTC')).toBe(Date.UTC(2026, 5, 1));
  });

  it('a week starts on Monday', () => {
    // Thursday 2026-11-26 12:00 UTC: Monday the 23rd. In Tokyo (UTC+9) it is already Friday.
    const now = Date.UTC(2026, 10, 26, 12);
    expect(periodStart(now, 'week', 'UTC')).toBe(Date.UTC(2026, 10, 23));
    expect(periodStart(now, 'week', 'Asia/Tokyo')).toBe(Date.UTC(2026, 10, 22, 15));
    expect(periodEnd(now, 'week', 'UTC')).toBe(Date.UTC(2026, 10, 30));
  });

  it('a day across a daylight-saving change is 23 or 25 hours long', () => {
    // Berlin: clocks go forward on 2026-03-29, back on 2026-10-25.
    const spring = Date.UTC(2026, 2, 29, 12);
    expect(
      periodEnd(spring, 'day', 'Europe/Berlin') - periodStart(spring, 'day', 'Europe/Berlin'),
    ).toBe(23 * HOUR);
    const autumn = Date.UTC(2026, 9, 25, 12);
    expect(
      periodEnd(autumn, 'day', 'Europe/Berlin') - periodStart(autumn, 'day', 'Europe/Berlin'),
    ).toBe(25 * HOUR);
  });

  it('every instant lies in its period, and the next period starts where this one ends', () => {
    const zones = ['UTC', 'Europe/Lisbon', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...LIMIT_PERIODS),
        fc.constantFrom(...zones),
        (now, period, zone) => {
          const start = periodStart(now, period, zone);
          const end = periodEnd(now, period, zone);
          expect(start).toBeLessThanOrEqual(now);
          expect(now).toBeLessThan(end);
          expect(periodStart(end, period, zone)).toBe(end);
        },
      ),
    );
  });

  it('months add by the calendar, clamped to the month end', () => {
    expect(addMonths(Date.UTC(2026, 7, 31, 10), 6)).toBe(Date.UTC(2027, 1, 28, 10));
    expect(addMonths(Date.UTC(2026, 0, 15), 60)).toBe(Date.UTC(2031, 0, 15));
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
