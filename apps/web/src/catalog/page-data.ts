import type { Sport, SportsAnswer } from '@sb/contract';
import type { MatchListSpec } from '../api/catalog';
import type { PageContext } from '../page/page-props';
import { filtersOf, PAGE_SIZE, type ListQuery } from './list-query';

/** The sport of a URL's first segment, or null (the page is then not found). */
export async function findSport(p: PageContext, key: unknown): Promise<Sport | null> {
  if (typeof key !== 'string' || !/^[a-z0-9-]{2,40}$/.test(key)) return null;
  const sports = await p.get<SportsAnswer>('/api/sportsbook/v2/sports');
  return sports.data.find((s) => s.key === key) ?? null;
}

/** The lists of a sport page: what is live now, and the upcoming matches with the filters. */
export function sportLists(sportKey: string, q: ListQuery) {
  const { sportKey: _ignored, ...f } = filtersOf(q);
  return {
    live: {
      status: 'live',
      sportKey,
      limit: 30,
      sortBy: ['tournament_priority', 'start_time'],
    } satisfies MatchListSpec,
    upcoming: {
      status: 'prematch',
      type: 'match',
      sportKey,
      limit: PAGE_SIZE,
      ...f,
      sortBy: f.sortBy ?? ['start_time'],
    } satisfies MatchListSpec,
  };
}
