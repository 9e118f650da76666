import type { Match } from '@sb/contract';
import { BETTABLE_MATCH_STATUSES, MATCH_STATUS } from '@sb/domain';

// The catalog calls of domain 7 as the pages make them. A list is described by a plain,
// serializable spec: it is part of the query key (server prefetch and browser read agree), it
// builds the request path, and it tells the live merge which matches belong to the list.

export const API = '/api/sportsbook/v2';

/** Which statuses a list shows (domain 3 Match status codes). */
export type ListStatus = 'live' | 'prematch' | 'open' | 'finished';
const STATUS_CODES: Record<ListStatus, readonly number[]> = {
  live: [MATCH_STATUS.live],
  prematch: [MATCH_STATUS.prematch],
  open: BETTABLE_MATCH_STATUSES,
  finished: [MATCH_STATUS.finished],
};

export interface MatchListSpec {
  status: ListStatus;
  type?: 'match' | 'outright';
  /** One sport key, or several joined by commas. */
  sportKey?: string;
  sportType?: 'sport' | 'esport';
  categoryId?: number;
  tournamentIds?: number[];
  /** domain 9 sort keys of the API, `-` for descending. */
  sortBy?: string[];
  maxPerSport?: number;
  limit: number;
  page?: number;
  bettable?: boolean;
  /** Only the caller's favourites (none for a visitor). */
  favourite?: boolean;
  /** Starting within this many hours from now. */
  withinHours?: number;
  /** Starting on this UTC day, `YYYY-MM-DD`. */
  date?: string;
}

const DAY_MS = 86_400_000;

/** The UTC day `YYYY-MM-DD` as [start, end) in ms; null when it is not a date. */
export function dayRange(date: string): [number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isNaN(start) ? null : [start, start + DAY_MS];
}

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The time window of a list at `nowMs`: [from, to) in ms, either end open. */
function windowOf(spec: MatchListSpec, nowMs: number): [number | null, number | null] {
  if (spec.date) {
    const range = dayRange(spec.date);
    if (range) return range;
  }
  if (spec.withinHours) return [null, nowMs + spec.withinHours * 3_600_000];
  return [null, null];
}

/** GET /matches for a list (domain 7 filters). */
export function matchesPath(spec: MatchListSpec, nowMs: number): string {
  const q = new URLSearchParams();
  q.set('match_status', STATUS_CODES[spec.status].join(','));
  if (spec.type) q.set('type', spec.type);
  if (spec.sportKey) q.set('sport_key', spec.sportKey);
  if (spec.sportType) q.set('sport_type', spec.sportType);
  if (spec.categoryId) q.set('category_id', String(spec.categoryId));
  if (spec.tournamentIds?.length) q.set('tournament_id', spec.tournamentIds.join(','));
  if (spec.sortBy?.length) q.set('sort_by', spec.sortBy.join(','));
  if (spec.maxPerSport) q.set('max_per_sport', String(spec.maxPerSport));
  if (spec.bettable !== undefined) q.set('bettable', String(spec.bettable));
  if (spec.favourite) q.set('favourite', 'true');
  const [from, to] = windowOf(spec, nowMs);
  if (from !== null) q.set('start_from', new Date(from).toISOString());
  if (to !== null) q.set('start_to', new Date(to - 1).toISOString());
  if (spec.page && spec.page > 1) q.set('page', String(spec.page));
  q.set('limit', String(spec.limit));
  return `${API}/matches?${q.toString()}`;
}

/** Whether a match (as the push now states it) belongs to a list. */
export function listAccepts(spec: MatchListSpec, match: Match, nowMs: number): boolean {
  if (!STATUS_CODES[spec.status].includes(match.status)) return false;
  if (spec.type && match.type !== spec.type) return false;
  if (spec.sportKey && !spec.sportKey.split(',').includes(match.sport.key)) return false;
  if (spec.sportType && match.sport.type !== spec.sportType) return false;
  if (spec.categoryId && match.category.id !== spec.categoryId) return false;
  if (spec.tournamentIds?.length && !spec.tournamentIds.includes(match.tournament.id)) return false;
  if (spec.bettable !== undefined && match.bettable !== spec.bettable) return false;
  // A favourite is the player's choice: the push never adds one.
  if (spec.favourite) return false;
  const [from, to] = windowOf(spec, nowMs);
  const start = Date.parse(match.start_time);
  if (from !== null && start < from) return false;
  if (to !== null && start >= to) return false;
  return true;
}

type SortValue = (m: Match) => number;
const SORT_VALUES: Record<string, SortValue> = {
  sport_id: (m) => m.sport.id,
  sport_priority: (m) => m.sport.priority,
  category_id: (m) => m.category.id,
  category_priority: (m) => m.category.priority,
  tournament_id: (m) => m.tournament.id,
  tournament_priority: (m) => m.tournament.priority,
  start_time: (m) => Date.parse(m.start_time),
  bets_count: (m) => m.bets_count,
};

/** The list's order as the API sorts it (start time and id break ties), for inserting a match. */
export function compareBySpec(spec: MatchListSpec): (a: Match, b: Match) => number {
  const terms = (spec.sortBy ?? []).flatMap((key) => {
    const desc = key.startsWith('-');
    const value = SORT_VALUES[desc ? key.slice(1) : key];
    return value ? [{ value, sign: desc ? -1 : 1 }] : [];
  });
  terms.push({ value: SORT_VALUES.start_time!, sign: 1 }, { value: (m) => m.id, sign: 1 });
  return (a, b) => {
    for (const t of terms) {
      const d = t.value(a) - t.value(b);
      if (d !== 0) return d * t.sign;
    }
    return 0;
  };
}

export const matchPath = (id: number) => `${API}/matches/${id}`;
export const marketsPath = (id: number) => `${API}/matches/${id}/markets?limit=500`;
export const statisticsPath = (id: number) => `${API}/matches/${id}/timeline`;
export const searchPath = (q: string, limit = 20) =>
  `${API}/search?${new URLSearchParams({ q, limit: String(limit) }).toString()}`;
export const tournamentsPath = (params: Record<string, string>) =>
  `${API}/tournaments?${new URLSearchParams(params).toString()}`;
export const categoriesPath = (params: Record<string, string>) =>
  `${API}/categories?${new URLSearchParams(params).toString()}`;
export const settingsPath = `${API}/settings`;
export const countersPath = `${API}/counters`;
/** domain 7 GET /jackpots (issue 21): the jackpots with their levels' pools. */
export const jackpotsPath = `${API}/jackpots`;
/** domain 7 POST /bonuses (issue 19): which bonuses suit each bet of a slip. */
export const bonusesPath = `${API}/bonuses`;

/** domain 3 Match slugs end in the match id (`arsenal-vs-chelsea-1042`). */
export function matchIdOfSlug(slug: string): number | null {
  const m = /-(\d{1,10})$/.exec(slug);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The match page's path: /{sport}/{slug}. */
export const matchHref = (m: Pick<Match, 'slug' | 'sport'>) => `/${m.sport.key}/${m.slug}`;
export const tournamentHref = (sportKey: string, slug: string) => `/${sportKey}/${slug}`;
