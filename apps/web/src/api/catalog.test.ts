import { describe, expect, it } from 'vitest';
import { match } from '../live/test-fixtures';
import { compareBySpec, listAccepts, matchIdOfSlug, matchesPath } from './catalog';

const now = Date.parse('2026-11-21T18:00:00.000Z');

describe('catalog calls (domain 7)', () => {
  it('builds GET /matches with the filters of a list', () => {
    const path = matchesPath(
      { status: 'open', sportKey: 'soccer', sortBy: ['sport_priority'], limit: 10, withinHours: 2 },
      now,
    );
    const q = new URL(path, 'http://x').searchParams;
    expect(q.get('match_status')).toBe('0,1');
    expect(q.get('sport_key')).toBe('soccer');
    expect(q.get('sort_by')).toBe('sport_priority');
    expect(q.get('start_to')).toBe('2026-11-21T19:59:59.999Z');
    expect(q.get('limit')).toBe('10');
  });

  it('knows which matches belong to a list', () => {
    const m = match({ status: 1, start_time: '2026-11-21T17:00:00.000Z' });
    expect(listAccepts({ status: 'live', limit: 5 }, m, now)).toBe(true);
    expect(listAccepts({ status: 'prematch', limit: 5 }, m, now)).toBe(false);
    expect(listAccepts({ status: 'live', sportKey: 'tennis,soccer', limit: 5 }, m, now)).toBe(true);
    expect(listAccepts({ status: 'live', date: '2026-11-22', limit: 5 }, m, now)).toBe(false);
    expect(listAccepts({ status: 'live', favourite: true, limit: 5 }, m, now)).toBe(false);
  });

  it('orders like the API: sort keys, then start time, then id', () => {
    const a = match({ id: 2, start_time: '2026-11-21T18:00:00.000Z' });
    const b = match({ id: 1, start_time: '2026-11-21T19:00:00.000Z' });
    expect([b, a].sort(compareBySpec({ status: 'open', limit: 5 })).map((m) => m.id)).toEqual([
      2, 1,
    ]);
    expect(
      [a, b]
        .sort(compareBySpec({ status: 'open', limit: 5, sortBy: ['-start_time'] }))
        .map((m) => m.id),
    ).toEqual([1, 2]);
  });

  it('reads the match id at the end of a match slug', () => {
    expect(matchIdOfSlug('arsenal-vs-chelsea-1042')).toBe(1042);
    expect(matchIdOfSlug('premier-league')).toBeNull();
    expect(matchIdOfSlug('x-99999999999')).toBeNull();
  });
});
