import fc from 'fast-check';
import type { MatchClock } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { MAX_TICK_MS, clockDisplay, parseClockText } from './clock';

const at = Date.parse('2026-11-21T18:00:00.000Z');
const clock = (over: Partial<MatchClock> = {}): MatchClock => ({
  match_time: '12:00',
  stoppage_time: null,
  stoppage_time_announced: null,
  remaining_time: null,
  remaining_time_in_period: '33:00',
  stopped: false,
  clock_updated_at: new Date(at).toISOString(),
  speed: 1,
  ...over,
});

describe('match clock (domain 3 statistics.clock)', () => {
  it('shows what the server stated until the browser ticks it', () => {
    expect(clockDisplay(clock(), 'soccer', null)).toBe('12:00');
  });

  it('ticks forward from clock_updated_at at the stated speed', () => {
    expect(clockDisplay(clock(), 'soccer', at + 5_000)).toBe('12:05');
    expect(clockDisplay(clock({ speed: 7.5 }), 'soccer', at + 4_000)).toBe('12:30');
  });

  it('stands still while stopped (half time, interruptions)', () => {
    expect(clockDisplay(clock({ stopped: true }), 'soccer', at + 60_000)).toBe('12:00');
  });

  it('counts the period down for basketball and ice hockey', () => {
    const c = clock({ match_time: '14:00', remaining_time_in_period: '10:00' });
    expect(clockDisplay(c, 'basketball', at + 3_000)).toBe('09:57');
    expect(clockDisplay(c, 'ice-hockey', at + 700_000)).toBe(
      clockDisplay(c, 'ice-hockey', at + MAX_TICK_MS),
    );
  });

  it('shows stoppage time once the period is over', () => {
    const c = clock({
      match_time: '45:00',
      stoppage_time: '01:10',
      remaining_time_in_period: '00:00',
    });
    expect(clockDisplay(c, 'soccer', null)).toBe('45:00 +2');
    const late = clock({ match_time: '44:50', remaining_time_in_period: '00:10' });
    expect(clockDisplay(late, 'soccer', at + 20_000)).toBe('45:00 +1');
  });

  it('has nothing to show for sports without a clock', () => {
    expect(clockDisplay(null, 'tennis', at)).toBeNull();
  });

  it('never runs backwards nor further than the tick limit, whatever the browser clock says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (offset) => {
        const shown = parseClockText(clockDisplay(clock(), 'soccer', at + offset));
        expect(shown).toBeGreaterThanOrEqual(12 * 60);
        expect(shown).toBeLessThanOrEqual(12 * 60 + MAX_TICK_MS / 1000);
      }),
    );
  });
});
