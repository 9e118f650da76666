import { describe, expect, it } from 'vitest';
import { odds } from '../odds';
import type { CurrentSelection } from '../validation';
import {
  acceptanceDelayMs,
  acceptanceVerdict,
  DEFAULT_ACCEPTANCE_DELAYS,
  type AcceptanceLeg,
} from './acceptance';

const now = (o: number, over: Partial<CurrentSelection> = {}): CurrentSelection => ({
  odds: odds(o),
  matchStatus: 1,
  provider: 'betradar',
  active: true,
  providerActive: true,
  ...over,
});
const leg = (placed: number, current: CurrentSelection | null): AcceptanceLeg => ({
  odds: odds(placed),
  current,
});

describe('issue 7 live acceptance: the verdict after the delay', () => {
  it('accepts unchanged prices', () => {
    expect(acceptanceVerdict([leg(2000, now(2000))], 'none')).toEqual({ accepted: true });
  });

  it('domain 4 policy: none rejects any move, higher only a drop, any nothing', () => {
    expect(acceptanceVerdict([leg(2000, now(2100))], 'none')).toMatchObject({
      accepted: false,
      key: 'error.place_bets.invalid_odds',
      code: 101,
    });
    expect(acceptanceVerdict([leg(2000, now(2100))], 'higher')).toEqual({ accepted: true });
    expect(acceptanceVerdict([leg(2000, now(1900))], 'higher')).toMatchObject({ accepted: false });
    expect(acceptanceVerdict([leg(2000, now(1500))], 'any')).toEqual({ accepted: true });
  });

  it('rejects a leg that is gone, suspended, on a stopped match or an inactive provider', () => {
    expect(acceptanceVerdict([leg(2000, now(2000)), leg(2000, null)], 'any')).toMatchObject({
      key: 'error.place_bets.selection_not_found',
      leg: 1,
    });
    expect(acceptanceVerdict([leg(2000, now(2000, { active: false }))], 'any')).toMatchObject({
      key: 'error.place_bets.selection_suspended',
    });
    expect(acceptanceVerdict([leg(2000, now(2000, { matchStatus: 2 }))], 'any')).toMatchObject({
      key: 'error.place_bets.selection_suspended',
    });
    expect(
      acceptanceVerdict([leg(2000, now(2000, { providerActive: false }))], 'any'),
    ).toMatchObject({ key: 'error.place_bets.selection_not_available' });
  });

  it('re-prices a custom bet as a whole (code 120 when it moved)', () => {
    const legs = [leg(2000, now(5000)), leg(1500, now(1000 + 1))];
    expect(acceptanceVerdict(legs, 'none', { placed: odds(3000), current: odds(3000) })).toEqual({
      accepted: true,
    });
    expect(
      acceptanceVerdict(legs, 'none', { placed: odds(3000), current: odds(2800) }),
    ).toMatchObject({
      accepted: false,
      key: 'error.place_bets.invalid_odds_custom_bet',
      code: 120,
    });
  });
});

describe('issue 7 acceptance delay per sport', () => {
  const delays = { ...DEFAULT_ACCEPTANCE_DELAYS, liveBySportMs: { tennis: 3000 } };
  it('holds prematch bets not at all and live ones by their sport', () => {
    expect(acceptanceDelayMs([{ sportKey: 'soccer', matchStatus: 0 }], delays)).toBe(0);
    expect(acceptanceDelayMs([{ sportKey: 'soccer', matchStatus: 1 }], delays)).toBe(5000);
    expect(acceptanceDelayMs([{ sportKey: 'tennis', matchStatus: 1 }], delays)).toBe(3000);
  });
  it('a combo waits for its slowest live leg; a VIP bet waits at least the VIP delay', () => {
    expect(
      acceptanceDelayMs(
        [
          { sportKey: 'tennis', matchStatus: 1 },
          { sportKey: 'soccer', matchStatus: 1 },
        ],
        delays,
      ),
    ).toBe(5000);
    expect(acceptanceDelayMs([{ sportKey: 'soccer', matchStatus: 0 }], delays, true)).toBe(5000);
  });
});
