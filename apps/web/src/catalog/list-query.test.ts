import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filtersOf, hrefWith, homeLists, listQueryParams, parseListQuery } from './list-query';

describe('list queries in the URL (domain 2)', () => {
  it('reads tab, time, sortBy, date, sport, page and isBettable', () => {
    expect(
      parseListQuery({
        tab: 'all',
        time: '3h',
        sortBy: 'league',
        date: '2026-11-22',
        sport: 'soccer,tennis',
        page: '2',
        isBettable: 'true',
      }),
    ).toEqual({
      tab: 'all',
      time: '3h',
      sortBy: 'league',
      date: '2026-11-22',
      sport: ['soccer', 'tennis'],
      page: 2,
      isBettable: true,
    });
  });

  it('falls back to the defaults for anything it does not know, never failing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
        (raw) => {
          const q = parseListQuery(raw);
          expect(q.page).toBeGreaterThanOrEqual(1);
          expect(q.sport.every((s) => /^[a-z0-9-]{2,40}$/.test(s))).toBe(true);
        },
      ),
    );
    expect(
      parseListQuery({ tab: 'nope', page: '-3', date: '2026-13-45', sport: '<script>' }),
    ).toEqual(parseListQuery({}));
  });

  it('writes short URLs that read back to the same query', () => {
    expect(hrefWith('/', parseListQuery({}))).toBe('/');
    const q = parseListQuery({ tab: 'outrights', sport: 'tennis', page: '3' });
    expect(listQueryParams(q)).toEqual({ tab: 'outrights', sport: 'tennis', page: '3' });
    expect(parseListQuery(listQueryParams(q))).toEqual(q);
  });

  it('turns the filters into the API filters of every list', () => {
    const q = parseListQuery({ tab: 'all', time: '6h', sport: 'soccer', isBettable: 'false' });
    expect(filtersOf(q)).toEqual({
      sportKey: 'soccer',
      withinHours: 6,
      bettable: false,
      sortBy: ['start_time'],
    });
    expect(homeLists(q).all).toMatchObject({ status: 'open', type: 'match', sportKey: 'soccer' });
    expect(homeLists(q).live).toMatchObject({ status: 'live', sportKey: 'soccer' });
  });
});

describe('the home URL rewrites (next.config.mjs)', () => {
  it('sends every list query of the home page to the per-request page', async () => {
    const { default: config } = await import('../../next.config.mjs');
    const rewrites = (await config.rewrites!()) as { beforeFiles: { has: { key: string }[] }[] };
    const keys = rewrites.beforeFiles.map((r) => r.has[0]!.key).sort();
    const written = Object.keys(
      listQueryParams({
        tab: 'all',
        time: '1h',
        sortBy: 'league',
        date: '2026-11-21',
        sport: ['soccer'],
        page: 2,
        isBettable: true,
      }),
    ).sort();
    expect(keys).toEqual(written);
  });
});
