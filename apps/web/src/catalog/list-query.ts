import { splitCommaLists } from '@sb/domain';
import { dayRange, type MatchListSpec } from '../api/catalog';

// domain 2: list tabs top, all, favorites, outrights, betbuilder; list queries time, sortBy,
// date, sport, page, isBettable, kept in the URL (shell 2.5: comma values become lists).

export const LIST_TABS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const TIME_FILTERS = ['all', '1h', '3h', '6h', '12h', '24h', '48h'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export const SORTS = ['time', 'league', 'popular'] as const;
export type SortFilter = (typeof SORTS)[number];

/** domain 9 sort keys behind each sort the visitor can pick. */
export const SORT_KEYS: Record<SortFilter, string[]> = {
  time: ['start_time'],
  league: ['sport_priority', 'category_priority', 'tournament_priority', 'start_time'],
  popular: ['-bets_count', 'start_time'],
};

export const PAGE_SIZE = 30;
const MAX_PAGE = 1000;

export interface ListQuery {
  tab: ListTab;
  time: TimeFilter;
  sortBy: SortFilter;
  date: string | null;
  /** Sport keys, none for every sport. */
  sport: string[];
  page: number;
  isBettable: boolean | null;
}

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const pick = <T extends string>(values: readonly T[], v: string | undefined, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

/** The list query of a URL; anything unknown falls back to the default, never an error. */
export function parseListQuery(raw: RawQuery): ListQuery {
  const q = splitCommaLists(raw);
  const sportRaw = q.sport;
  const sport = (Array.isArray(sportRaw) ? sportRaw : sportRaw ? [sportRaw] : [])
    .filter((s) => /^[a-z0-9-]{2,40}$/.test(s))
    .slice(0, 10);
  const page = Number(one(q.page));
  const date = one(q.date) ?? null;
  const bettable = one(q.isBettable);
  return {
    tab: pick(LIST_TABS, one(q.tab), 'top'),
    time: pick(TIME_FILTERS, one(q.time), 'all'),
    sortBy: pick(SORTS, one(q.sortBy), 'time'),
    date: date && dayRange(date) ? date : null,
    sport,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    isBettable: bettable === 'true' ? true : bettable === 'false' ? false : null,
  };
}

/** The URL query of a list query, defaults left out (short, canonical links). */
export function listQueryParams(q: Partial<ListQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.tab && q.tab !== 'top') out.tab = q.tab;
  if (q.time && q.time !== 'all') out.time = q.time;
  if (q.sortBy && q.sortBy !== 'time') out.sortBy = q.sortBy;
  if (q.date) out.date = q.date;
  if (q.sport?.length) out.sport = q.sport.join(',');
  if (q.page && q.page > 1) out.page = String(q.page);
  if (q.isBettable !== null && q.isBettable !== undefined) out.isBettable = String(q.isBettable);
  return out;
}

export function hrefWith(pathname: string, q: Partial<ListQuery>): string {
  const params = new URLSearchParams(listQueryParams(q)).toString();
  return params ? `${pathname}?${params}` : pathname;
}

/** The filters a list query puts on any list (sport, time window, day, bettable, order, page). */
export function filtersOf(q: ListQuery): Partial<MatchListSpec> {
  return {
    ...(q.sport.length ? { sportKey: q.sport.join(',') } : {}),
    ...(q.time !== 'all' ? { withinHours: Number.parseInt(q.time, 10) } : {}),
    ...(q.date ? { date: q.date } : {}),
    ...(q.isBettable !== null ? { bettable: q.isBettable } : {}),
    sortBy: SORT_KEYS[q.sortBy],
    ...(q.page > 1 ? { page: q.page } : {}),
  };
}

/** The home page's lists for a list query (the same specs on the server and in the browser). */
export function homeLists(q: ListQuery) {
  const f = filtersOf(q);
  const { page: _page, sortBy: _sort, ...window } = f;
  return {
    live: {
      status: 'live',
      type: 'match',
      limit: 8,
      sortBy: ['sport_priority', 'tournament_priority', 'start_time'],
      ...(f.sportKey ? { sportKey: f.sportKey } : {}),
    } satisfies MatchListSpec,
    upcoming: {
      status: 'prematch',
      type: 'match',
      limit: 24,
      maxPerSport: 4,
      sortBy: ['sport_priority', 'start_time'],
      ...window,
    } satisfies MatchListSpec,
    all: { status: 'open', type: 'match', limit: PAGE_SIZE, ...f } satisfies MatchListSpec,
    favorites: {
      status: 'open',
      limit: PAGE_SIZE,
      favourite: true,
      ...f,
    } satisfies MatchListSpec,
    outrights: {
      status: 'open',
      type: 'outright',
      limit: PAGE_SIZE,
      ...f,
    } satisfies MatchListSpec,
    betbuilder: {
      status: 'prematch',
      type: 'match',
      sportType: 'sport',
      limit: PAGE_SIZE,
      ...f,
    } satisfies MatchListSpec,
  };
}

/** Top events: the next matches of the top leagues. */
export const topEventsSpec = (tournamentIds: number[]): MatchListSpec => ({
  status: 'prematch',
  type: 'match',
  tournamentIds,
  limit: 6,
  sortBy: ['start_time'],
});
