import { describe, expect, it } from 'vitest';
import type { CountersAnswer, Match } from '@sb/contract';
import { applyStatusToCounters, liveCountOf } from './counters';

const counters: CountersAnswer['data'] = {
  live: 22,
  prematch: 100,
  outrights: 3,
  sports: [
    { sport_id: 1, sport_key: 'soccer', live: 6, prematch: 50, outrights: 1 },
    { sport_id: 2, sport_key: 'tennis', live: 16, prematch: 50, outrights: 2 },
  ],
};
const match = (key: string, type: 'match' | 'outright' = 'match') =>
  ({ sport: { id: key === 'soccer' ? 1 : 3, key }, type }) as unknown as Match;

describe('issue 22 defect 4: one source of live counts, moved by the push', () => {
  it('a kick-off moves a match from prematch to live, in the total and its sport', () => {
    const next = applyStatusToCounters(counters, {
      status: 1,
      previous_status: 0,
      match: match('soccer'),
    });
    expect(next.live).toBe(23);
    expect(next.prematch).toBe(99);
    expect(liveCountOf(next, ['soccer'])).toBe(7);
    expect(liveCountOf(next)).toBe(next.sports.reduce((n, s) => n + s.live, 0));
  });

  it('a finish takes it out of live; a sport not counted yet appears', () => {
    const done = applyStatusToCounters(counters, {
      status: 4,
      previous_status: 1,
      match: match('tennis'),
    });
    expect(liveCountOf(done, ['tennis'])).toBe(15);
    const fresh = applyStatusToCounters(counters, {
      status: 1,
      previous_status: 0,
      match: match('darts'),
    });
    expect(fresh.sports.at(-1)).toMatchObject({ sport_key: 'darts', live: 1, prematch: 0 });
  });

  it('an outright or a change within one bucket moves nothing', () => {
    expect(
      applyStatusToCounters(counters, {
        status: 1,
        previous_status: 0,
        match: match('soccer', 'outright'),
      }),
    ).toBe(counters);
    expect(
      applyStatusToCounters(counters, { status: 3, previous_status: 2, match: match('soccer') }),
    ).toBe(counters);
  });
});
