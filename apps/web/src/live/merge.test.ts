import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchListSpec } from '../api/catalog';
import {
  applyHeadlineMarkets,
  applyMarketsChanged,
  applyMarketsToList,
  applyMatchToList,
  mergeMatch,
} from './merge';
import { oddsTrend } from './odds-trend';
import { fresh, list, market, match } from './test-fixtures';

const now = Date.parse('2026-11-21T18:00:00.000Z');
const live: MatchListSpec = { status: 'live', limit: 20, sortBy: ['sport_priority'] };
const upcoming: MatchListSpec = { status: 'prematch', limit: 3 };

describe('live merge of markets (domain 4)', () => {
  const total = market({
    id: 18,
    specifier: 'total=2.5',
    name: 'Total',
    priority: 1,
    odds: [1900, 1900],
  });
  const markets = [market(), total];

  it('keeps the objects of unchanged odds and returns the same list when nothing changed', () => {
    expect(applyMarketsChanged(markets, fresh(markets))).toBe(markets);
    const moved = fresh(markets[0]!);
    moved.outcomes[0]!.odds = 2200;
    const next = applyMarketsChanged(markets, [moved]);
    expect(next).not.toBe(markets);
    expect(next[0]!.outcomes[0]!.odds).toBe(2200);
    // The draw and away odds did not move: same objects, their buttons do not re-render.
    expect(next[0]!.outcomes[1]).toBe(markets[0]!.outcomes[1]);
    expect(next[0]!.outcomes[2]).toBe(markets[0]!.outcomes[2]);
    expect(next[1]).toBe(total);
  });

  it('drops a market whose status becomes 0 and shows a suspended one (-1) as it is', () => {
    const closed = { ...fresh(total), status: 0 };
    expect(applyMarketsChanged(markets, [closed]).map((m) => m.id)).toEqual([1]);
    const suspended = { ...fresh(total), status: -1 };
    expect(applyMarketsChanged(markets, [suspended])[1]!.status).toBe(-1);
  });

  it('adds a new market in display order and ignores a new one that is already closed', () => {
    const line = market({ id: 18, specifier: 'total=1.5', priority: 1, odds: [1300, 3400] });
    expect(applyMarketsChanged(markets, [line]).map((m) => m.specifier)).toEqual([
      '',
      'total=1.5',
      'total=2.5',
    ]);
    const gone = { ...market({ id: 99, priority: 9 }), status: 0 };
    expect(applyMarketsChanged(markets, [gone])).toBe(markets);
  });

  it('applies any sequence of updates like a rebuild from the last state of each market', () => {
    const arb = fc.array(
      fc.record({
        line: fc.integer({ min: 0, max: 4 }),
        status: fc.constantFrom(1, -1, 0),
        odds: fc.integer({ min: 1010, max: 9000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (updates) => {
        let state: ReturnType<typeof market>[] = [];
        const last = new Map<number, ReturnType<typeof market>>();
        for (const u of updates) {
          const m = market({
            id: 18,
            specifier: `total=${u.line}.5`,
            status: u.status,
            odds: [u.odds, u.odds + 100],
          });
          state = applyMarketsChanged(state, [m]);
          last.set(u.line, m);
        }
        const expected = [...last.entries()]
          .filter(([, m]) => m.status !== 0)
          .sort(([a], [b]) => a - b)
          .map(([, m]) => m);
        expect(state).toEqual(expected);
      }),
    );
  });
});

describe('live merge of listed matches (domain 4)', () => {
  it('updates the main market of a listed match, keeping unchanged outcomes', () => {
    const m = match();
    const changed = fresh(m.main_market!);
    changed.outcomes[2]!.odds = 3000;
    const next = applyHeadlineMarkets(m, [changed]);
    expect(next.main_market!.outcomes[2]!.odds).toBe(3000);
    expect(next.main_market!.outcomes[0]).toBe(m.main_market!.outcomes[0]);
    expect(next.competitors).toBe(m.competitors);
    expect(applyHeadlineMarkets(m, [fresh(m.main_market!)])).toBe(m);
  });

  it('drops a closed main market and takes the new balanced line of the secondary market', () => {
    const m = match({
      secondary_market: market({
        id: 18,
        specifier: 'total=2.5',
        role: 'secondary',
        most_balanced: true,
      }),
    });
    const closed = { ...fresh(m.main_market!), status: 0 };
    expect(applyHeadlineMarkets(m, [closed]).main_market).toBeNull();
    const moved = market({
      id: 18,
      specifier: 'total=3.5',
      role: 'secondary',
      most_balanced: true,
    });
    expect(applyHeadlineMarkets(m, [moved]).secondary_market!.specifier).toBe('total=3.5');
  });

  it('leaves a list alone when the update is for a match it does not show', () => {
    const l = list([match({ id: 1 }), match({ id: 2 })]);
    const other = market({ match_id: 3, odds: [1500, 4000, 6000] });
    expect(applyMarketsToList(l, 3, [other])).toBe(l);
    const mine = market({ match_id: 2, odds: [1500, 4000, 6000] });
    const next = applyMarketsToList(l, 2, [mine]);
    expect(next.data[0]).toBe(l.data[0]);
    expect(next.data[1]!.main_market!.outcomes[0]!.odds).toBe(1500);
  });

  it('moves a match from the prematch list to the live list when it starts', () => {
    const a = match({ id: 1, start_time: '2026-11-21T18:00:00.000Z' });
    const b = match({ id: 2, start_time: '2026-11-21T19:00:00.000Z' });
    const prematch = list([a, b]);
    const liveList = list([]);
    const started = { ...fresh(a), status: 1 };
    const p2 = applyMatchToList(prematch, started, upcoming, now);
    const l2 = applyMatchToList(liveList, started, live, now);
    expect(p2.data.map((m) => m.id)).toEqual([2]);
    expect(p2.pagination.total).toBe(1);
    expect(l2.data.map((m) => m.id)).toEqual([1]);
    // When it finishes it leaves the live list too.
    expect(applyMatchToList(l2, { ...started, status: 4 }, live, now).data).toEqual([]);
  });

  it('inserts a joining match in sort order and leaves out one that belongs to a later page', () => {
    const at = (id: number, hour: number) =>
      match({ id, start_time: `2026-11-21T${String(hour).padStart(2, '0')}:00:00.000Z` });
    const full = list([at(1, 18), at(2, 19), at(3, 20)], 3);
    expect(applyMatchToList(full, at(4, 21), upcoming, now)).toBe(full);
    const early = applyMatchToList(full, at(5, 17), upcoming, now);
    expect(early.data.map((m) => m.id)).toEqual([5, 1, 2]);
  });

  it('returns the same list and match when a match update changes nothing', () => {
    const m = match();
    const l = list([m]);
    expect(applyMatchToList(l, fresh(m), upcoming, now)).toBe(l);
    expect(mergeMatch(m, fresh(m))).toBe(m);
  });

  it('keeps every untouched row of a list as the same object', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1010, max: 9000 }),
        (id, odd) => {
          const l = list(
            [1, 2, 3, 4, 5].map((i) => match({ id: i })),
            20,
          );
          const m = fresh(l.data[id - 1]!);
          m.main_market!.outcomes[0]!.odds = odd;
          const next = applyMatchToList(l, m, { status: 'prematch', limit: 20 }, now);
          next.data.forEach((row, i) => {
            if (row.id !== id) expect(row).toBe(l.data[i]);
          });
        },
      ),
    );
  });
});

describe('odds trend', () => {
  it('says which way an odd moved', () => {
    expect(oddsTrend(undefined, 2000)).toBeNull();
    expect(oddsTrend(2000, 2000)).toBeNull();
    expect(oddsTrend(2000, 2100)).toBe('up');
    expect(oddsTrend(2000, 1900)).toBe('down');
  });
});
