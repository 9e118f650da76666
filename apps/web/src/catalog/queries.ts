import { useQuery } from '../query/useQuery';
import type {
  CategoriesAnswer,
  CountersAnswer,
  MarketsAnswer,
  MatchAnswer,
  MatchesAnswer,
  SearchAnswer,
  SettingsAnswer,
  StatisticsAnswer,
  TournamentsAnswer,
} from '../api/catalog-types';
import {
  categoriesPath,
  countersPath,
  marketsPath,
  matchesPath,
  matchPath,
  searchPath,
  settingsPath,
  statisticsPath,
  tournamentsPath,
  type MatchListSpec,
} from '../api/catalog';
import { clientFetch, clientPost } from '../api/client-fetch';
import { queryKeys } from '../api/query-keys';
import type { DataContext as PageContext } from '../page/page-props';
import { useT } from '../i18n/useT';

// The catalog's queries, once for the server (prefetch in getServerSideProps) and once for the
// browser (the same keys, so the page hydrates from the prefetched data and refetches alike).

const emptyList: MatchesAnswer = {
  data: [],
  pagination: { total: 0, page: 1, limit: 20, last_page: 1 },
};

export const prefetch = {
  matches: (p: PageContext, spec: MatchListSpec) =>
    p.queryClient.fetchQuery({
      queryKey: queryKeys.matches(p.locale, spec),
      queryFn: () => p.get<MatchesAnswer>(matchesPath(spec, Date.now())),
    }),
  match: (p: PageContext, id: number) =>
    p.queryClient.fetchQuery({
      queryKey: queryKeys.match(p.locale, id),
      queryFn: () => p.get<MatchAnswer>(matchPath(id)),
    }),
  markets: (p: PageContext, id: number) =>
    p.queryClient.prefetchQuery({
      queryKey: queryKeys.markets(p.locale, id),
      queryFn: () => p.get<MarketsAnswer>(marketsPath(id)),
    }),
  statistics: (p: PageContext, id: number) =>
    p.queryClient.prefetchQuery({
      queryKey: queryKeys.statistics(p.locale, id),
      queryFn: () => p.get<StatisticsAnswer>(statisticsPath(id)),
    }),
  tournaments: (p: PageContext, params: Record<string, string>) =>
    p.queryClient.fetchQuery({
      queryKey: queryKeys.tournaments(p.locale, params),
      queryFn: () => p.get<TournamentsAnswer>(tournamentsPath(params)),
    }),
  categories: (p: PageContext, params: Record<string, string>) =>
    p.queryClient.fetchQuery({
      queryKey: queryKeys.categories(p.locale, params),
      queryFn: () => p.get<CategoriesAnswer>(categoriesPath(params)),
    }),
  settings: (p: PageContext) =>
    p.queryClient.prefetchQuery({
      queryKey: queryKeys.settings(p.locale),
      queryFn: () => p.get<SettingsAnswer>(settingsPath),
    }),
  search: (p: PageContext, q: string) =>
    p.queryClient.prefetchQuery({
      queryKey: queryKeys.search(p.locale, q),
      queryFn: () => p.get<SearchAnswer>(searchPath(q)),
    }),
};

/** A live list: prefetched by the page, kept current by the push (live/apply.ts). */
export function useMatches(spec: MatchListSpec) {
  const { locale } = useT();
  return (
    useQuery({
      queryKey: queryKeys.matches(locale, spec),
      queryFn: () => clientFetch<MatchesAnswer>(matchesPath(spec, Date.now()), locale),
    }).data ?? emptyList
  );
}

export function useMatch(id: number) {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.match(locale, id),
    queryFn: () => clientFetch<MatchAnswer>(matchPath(id), locale),
  }).data?.data;
}

export function useMarkets(id: number) {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.markets(locale, id),
    queryFn: () => clientFetch<MarketsAnswer>(marketsPath(id), locale),
  }).data?.data;
}

export function useStatistics(id: number, live: boolean) {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.statistics(locale, id),
    queryFn: () => clientFetch<StatisticsAnswer>(statisticsPath(id), locale),
    // The timeline has no push of its own: a live match's is asked again now and then.
    refetchInterval: live ? 30_000 : false,
  }).data?.data;
}

export function useTournaments(params: Record<string, string>) {
  const { locale } = useT();
  return (
    useQuery({
      queryKey: queryKeys.tournaments(locale, params),
      queryFn: () => clientFetch<TournamentsAnswer>(tournamentsPath(params), locale),
      staleTime: 60_000,
    }).data?.data ?? []
  );
}

export function useCategories(params: Record<string, string>) {
  const { locale } = useT();
  return (
    useQuery({
      queryKey: queryKeys.categories(locale, params),
      queryFn: () => clientFetch<CategoriesAnswer>(categoriesPath(params), locale),
      staleTime: 60_000,
    }).data?.data ?? []
  );
}

export function useSettings() {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.settings(locale),
    queryFn: () => clientFetch<SettingsAnswer>(settingsPath, locale),
    staleTime: 5 * 60_000,
  }).data?.data;
}

export function useSearch(q: string, enabled: boolean) {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.search(locale, q),
    queryFn: () => clientFetch<SearchAnswer>(searchPath(q), locale),
    enabled,
    staleTime: 10_000,
  });
}

/** Live and prematch counts per sport for the sports menu (POST /counters, domain 7). */
export function useCounters() {
  const { locale } = useT();
  return useQuery({
    queryKey: queryKeys.counters(locale),
    queryFn: () => clientPost<CountersAnswer>(countersPath, {}, locale),
    staleTime: 30_000,
    refetchInterval: 60_000,
  }).data?.data;
}
