import { isPlainObject, replaceEqualDeep } from './replace-equal-deep';

// The page's query cache. What the server fetched for a page travels in its props (dehydrate,
// then hydrate in the browser), so the first HTML and the first client render show the same
// matches and odds; the live merge writes into it (live/apply.ts) and components read it with
// useQuery. It keeps the semantics of TanStack Query for the part this site uses: one fetch per
// key at a time, staleness by age, invalidation that refetches what is on screen, structural
// sharing of every new value, and the same key hashing and prefix matching (the tests compare
// them with TanStack's own). Written here because the library is 13 kB of the first-load
// JavaScript, which issue 8 caps at 150 kB per route.

export type QueryKey = readonly unknown[];

export interface QueryState<T = unknown> {
  readonly data: T | undefined;
  /** When the data was fetched or set (epoch ms); 0 before it has any. */
  readonly dataUpdatedAt: number;
  /** The last fetch's failure, cleared by the next success. */
  readonly error: unknown;
  readonly fetching: boolean;
  /** Set by invalidateQueries: the next reader fetches it again whatever its age. */
  readonly invalidated: boolean;
}

export interface Query<T = unknown> {
  readonly queryKey: QueryKey;
  state: QueryState<T>;
  /** The query function it was last fetched with: invalidation fetches with it again. */
  queryFn?: () => Promise<T>;
  promise?: Promise<T>;
  readonly listeners: Set<() => void>;
  /** Mounted readers that fetch it (enabled useQuery): invalidation refetches only these. */
  active: number;
  /** For useSyncExternalStore: one function per query, so React keeps its subscription. */
  readonly subscribe: (listener: () => void) => () => void;
}

export interface FetchOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** Data younger than this (ms) is answered without asking again. */
  staleTime?: number;
}

export interface QueryFilters {
  queryKey: QueryKey;
}

/** What a page's props carry from the server's cache to the browser's. */
export interface DehydratedState {
  queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[];
}

export interface QueryClientOptions {
  /** useQuery's staleTime when it names none. */
  staleTime?: number;
  /** How long a query nobody reads stays cached (browser only; a server cache lives per page). */
  gcTime?: number;
  /** Failed fetches of useQuery are tried again this often, after retryDelay(attempt) ms. */
  retry?: number;
  retryDelay?: (attempt: number) => number;
}

export type QueryClient = ReturnType<typeof createQueryClient>;

/** One string per key; object properties in any order hash alike. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

/** Whether `key` starts with `prefix` (objects in the prefix match by the fields they name). */
export function partialMatchKey(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (typeof key !== typeof prefix || !key || !prefix || typeof key !== 'object') return false;
  return Object.keys(prefix).every((k) =>
    partialMatchKey((key as Record<string, unknown>)[k], (prefix as Record<string, unknown>)[k]),
  );
}

const emptyState: QueryState = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  fetching: false,
  invalidated: false,
};

const inBrowser = typeof window !== 'undefined';

export function createQueryClient({
  staleTime = 0,
  gcTime = 5 * 60_000,
  retry = 3,
  retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
}: QueryClientOptions = {}) {
  const queries = new Map<string, Query>();

  function set<T>(query: Query<T>, patch: Partial<QueryState<T>>, notify = true): void {
    query.state = { ...query.state, ...patch };
    if (notify) for (const listener of [...query.listeners]) listener();
  }

  function query<T>(queryKey: QueryKey): Query<T> {
    const hash = hashKey(queryKey);
    let q = queries.get(hash) as Query<T> | undefined;
    if (q) return q;
    const listeners = new Set<() => void>();
    let gc: ReturnType<typeof setTimeout> | undefined;
    q = {
      queryKey,
      state: emptyState as QueryState<T>,
      listeners,
      active: 0,
      subscribe(listener) {
        clearTimeout(gc);
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
          if (inBrowser && listeners.size === 0)
            gc = setTimeout(() => {
              if (listeners.size === 0 && !q!.state.fetching) queries.delete(hash);
            }, gcTime);
        };
      },
    };
    queries.set(hash, q as Query);
    return q;
  }

  const isStale = (q: Query, maxAge: number, now = Date.now()) =>
    q.state.data === undefined || q.state.invalidated || now - q.state.dataUpdatedAt > maxAge;

  /** Fetches `q` with `queryFn`, or joins the fetch already under way. */
  function fetch<T>(q: Query<T>, queryFn: () => Promise<T>, retries = 0): Promise<T> {
    if (q.promise) return q.promise;
    q.queryFn = queryFn;
    const run = async (attempt: number): Promise<T> => {
      try {
        return await queryFn();
      } catch (error) {
        if (attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
        return run(attempt + 1);
      }
    };
    set(q, { fetching: true });
    const promise = run(0).then(
      (data) => {
        q.promise = undefined;
        set(q, {
          data: replaceEqualDeep(q.state.data, data),
          dataUpdatedAt: Date.now(),
          error: null,
          fetching: false,
          invalidated: false,
        });
        return q.state.data as T;
      },
      (error: unknown) => {
        q.promise = undefined;
        set(q, { error, fetching: false });
        throw error;
      },
    );
    q.promise = promise;
    return promise;
  }

  /** A mounted reader that fetches `q` with `queryFn`: invalidation refetches it while observed. */
  function observe<T>(q: Query<T>, queryFn: () => Promise<T>): () => void {
    q.active++;
    q.queryFn = queryFn;
    return () => {
      q.active--;
    };
  }

  /** The queries whose key starts with `queryKey` (TanStack's filter shape). */
  const findAll = ({ queryKey }: QueryFilters): Query[] =>
    [...queries.values()].filter((q) => partialMatchKey(q.queryKey, queryKey));

  /** Writes a query's data (shared structurally with what it had) and tells its readers. */
  function setQueryData<T>(
    queryKey: QueryKey,
    next: T | ((prev: T | undefined) => T | undefined),
  ): void {
    const q = query<T>(queryKey);
    const data =
      typeof next === 'function' ? (next as (p: T | undefined) => T)(q.state.data) : next;
    if (data === undefined) return;
    set(q, {
      data: replaceEqualDeep(q.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      invalidated: false,
    });
  }

  /** The data of `queryKey`, fetched unless it is younger than `staleTime` (default 0). */
  function fetchQuery<T>({
    queryKey,
    queryFn,
    staleTime: maxAge = 0,
  }: FetchOptions<T>): Promise<T> {
    const q = query<T>(queryKey);
    return isStale(q as Query, maxAge) ? fetch(q, queryFn) : Promise.resolve(q.state.data as T);
  }

  return {
    staleTime,
    retry,
    query,
    isStale,
    fetch,
    findAll,
    observe,
    setQueryData,
    fetchQuery,

    getQueryData: <T>(queryKey: QueryKey): T | undefined =>
      queries.get(hashKey(queryKey))?.state.data as T | undefined,

    /** setQueryData on every query under `filters.queryKey` that has data. */
    setQueriesData<T>(filters: QueryFilters, update: (prev: T) => T) {
      for (const q of findAll(filters))
        if (q.state.data !== undefined) setQueryData<T>(q.queryKey, (p) => update(p as T));
    },

    /** fetchQuery for a cache to fill: a failure leaves the query without data, unthrown. */
    prefetchQuery<T>(options: FetchOptions<T>): Promise<void> {
      return fetchQuery(options).then(
        () => undefined,
        () => undefined,
      );
    },

    /** Marks every query under `filters.queryKey` stale and fetches again those on screen. */
    async invalidateQueries(filters: QueryFilters): Promise<void> {
      const refetch: Promise<unknown>[] = [];
      for (const q of findAll(filters)) {
        set(q, { invalidated: true }, false);
        if (q.active > 0 && q.queryFn) refetch.push(fetch(q, q.queryFn).catch(() => undefined));
      }
      await Promise.all(refetch);
    },

    /** The queries with data, for a page's props. */
    dehydrate(): DehydratedState {
      return {
        queries: [...queries.values()]
          .filter((q) => q.state.data !== undefined)
          .map((q) => ({
            queryKey: q.queryKey,
            state: { data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt },
          })),
      };
    },

    /**
     * Takes a page's data where it is newer than the cache's. While React renders
     * (`quiet`) only queries nobody reads yet are written, without notifying; the rest waits for
     * the commit, when readers may be told (as TanStack's HydrationBoundary does).
     */
    hydrate(state: DehydratedState | undefined, quiet: boolean): void {
      for (const { queryKey, state: incoming } of state?.queries ?? []) {
        const q = query(queryKey);
        if (q.state.data !== undefined && q.state.dataUpdatedAt >= incoming.dataUpdatedAt) continue;
        if (quiet && q.listeners.size > 0) continue;
        set(
          q,
          {
            data: replaceEqualDeep(q.state.data, incoming.data),
            dataUpdatedAt: incoming.dataUpdatedAt,
            invalidated: false,
          },
          !quiet,
        );
      }
    },
  };
}
