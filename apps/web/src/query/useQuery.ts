import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Query, QueryKey, QueryState } from './query-client';
import { useQueryClient } from './QueryProvider';

export interface UseQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** false: only read what the cache has (written by the server or by setQueryData). */
  enabled?: boolean;
  /** Data younger than this (ms) is not fetched again on mount (default: the client's). */
  staleTime?: number;
  /** Fetch again every so many ms while mounted. */
  refetchInterval?: number | false;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** No data yet and no failure. */
  isPending: boolean;
  /** The last fetch failed. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Reads a query and keeps it current: fetched on mount when missing, invalidated or older than
 * staleTime (never while the server renders), refetched on refetchInterval, re-rendered when
 * its data changes, and only then.
 */
export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  staleTime,
  refetchInterval = false,
}: UseQueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const query = client.query<T>(queryKey);
  // Like TanStack's tracked results: a component re-renders only when a field it has read
  // changes (a list that never reads isFetching does not render twice per refetch).
  const tracked = useRef(new Set<keyof QueryState>());
  const seen = useRef<{ query: Query<T>; state: QueryState<T> } | null>(null);
  const snapshot = () => {
    const last = seen.current;
    const now = query.state;
    if (
      !last ||
      last.query !== query ||
      [...tracked.current].some((field) => last.state[field] !== now[field])
    )
      seen.current = { query, state: now };
    return seen.current!.state;
  };
  const state = useSyncExternalStore(query.subscribe, snapshot, snapshot);
  const read = <K extends keyof QueryState>(...fields: K[]) => {
    for (const field of fields) tracked.current.add(field);
  };
  const latestFn = useRef(queryFn);
  useEffect(() => {
    latestFn.current = queryFn;
  });
  const maxAge = staleTime ?? client.staleTime;
  const fetchNow = () =>
    client.fetch(query, () => latestFn.current(), client.retry).catch(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    const release = client.observe(query, () => latestFn.current());
    if (client.isStale(query, maxAge)) void fetchNow();
    const timer = refetchInterval ? setInterval(fetchNow, refetchInterval) : undefined;
    return () => {
      release();
      clearInterval(timer);
    };
    // fetchNow reads only refs and what the dependencies name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, query, enabled, maxAge, refetchInterval]);

  return {
    get data() {
      read('data');
      return state.data;
    },
    get error() {
      read('error');
      return state.error;
    },
    get isPending() {
      read('data', 'error');
      return state.data === undefined && state.error == null;
    },
    get isError() {
      read('error');
      return state.error != null;
    },
    get isFetching() {
      read('fetching');
      return state.fetching;
    },
    refetch: fetchNow,
  };
}
