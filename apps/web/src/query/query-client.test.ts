import { hashKey as tanstackHash, partialMatchKey as tanstackMatch } from '@tanstack/query-core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, hashKey, partialMatchKey, type QueryKey } from './query-client';

const key = fc.array(
  fc.oneof(
    fc.constantFrom('matches', 'en', 'de'),
    fc.integer({ min: 0, max: 3 }),
    fc.dictionary(fc.constantFrom('status', 'limit', 'sport'), fc.constantFrom('live', 1, null), {
      maxKeys: 3,
    }),
  ),
  { maxLength: 4 },
);

/** A promise resolved by hand, to hold a fetch open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('query keys, as TanStack Query hashes and matches them', () => {
  it('hash alike exactly when TanStack hashes alike, whatever the order of object fields', () => {
    fc.assert(
      fc.property(key, (k) => {
        expect(hashKey(k)).toBe(tanstackHash(k));
        const reordered = k.map((part) =>
          part && typeof part === 'object'
            ? Object.fromEntries(Object.entries(part).reverse())
            : part,
        );
        expect(hashKey(reordered)).toBe(hashKey(k));
      }),
    );
  });

  it('match a prefix (objects by the fields they name) as TanStack does', () => {
    fc.assert(
      fc.property(key, key, (k, prefix) => {
        expect(partialMatchKey(k, prefix)).toBe(tanstackMatch(k, prefix));
        expect(partialMatchKey(k, k.slice(0, 2))).toBe(true);
      }),
    );
  });
});

describe('the query cache', () => {
  const k: QueryKey = ['matches', 'en', { status: 'live' }];

  it('asks once for a key however many ask at the same time, and keeps the answer while fresh', async () => {
    const client = createQueryClient();
    const answer = deferred<string[]>();
    const queryFn = vi.fn(() => answer.promise);
    const first = client.fetchQuery({ queryKey: k, queryFn });
    const second = client.fetchQuery({ queryKey: ['matches', 'en', { status: 'live' }], queryFn });
    answer.resolve(['a']);
    expect(await first).toEqual(['a']);
    expect(await second).toBe(await first);
    expect(await client.fetchQuery({ queryKey: k, queryFn, staleTime: 60_000 })).toEqual(['a']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: k, queryFn: async () => ['b'], staleTime: -1 });
    expect(client.getQueryData(k)).toEqual(['b']);
  });

  it('keeps the objects of unchanged data when new data is written', () => {
    const client = createQueryClient();
    const a = { id: 1, odds: 1500 };
    const b = { id: 2, odds: 2100 };
    client.setQueryData(k, [a, b]);
    client.setQueryData(k, [
      { id: 1, odds: 1500 },
      { id: 2, odds: 2200 },
    ]);
    const [a2, b2] = client.getQueryData<(typeof a)[]>(k)!;
    expect(a2).toBe(a);
    expect(b2).toEqual({ id: 2, odds: 2200 });
  });

  it('a failed prefetch leaves the query empty for the browser to ask again; fetchQuery throws', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(new Error('down'));
    await expect(client.prefetchQuery({ queryKey: k, queryFn: fail })).resolves.toBeUndefined();
    await expect(client.fetchQuery({ queryKey: k, queryFn: fail })).rejects.toThrow('down');
    expect(client.getQueryData(k)).toBeUndefined();
    expect(client.dehydrate().queries).toEqual([]);
  });

  it('invalidation refetches the queries on screen under a prefix and marks the others stale', async () => {
    const client = createQueryClient();
    const shown = client.query(['matches', 'en', { status: 'live' }]);
    const hidden = client.query(['matches', 'en', { status: 'prematch' }]);
    const other = client.query(['match', 'en', 1]);
    const refetched = vi.fn(async () => ['fresh']);
    const notRefetched = vi.fn(async () => ['x']);
    for (const q of [shown, hidden, other]) client.setQueryData(q.queryKey, ['old']);
    client.observe(shown, refetched);
    client.observe(other, notRefetched);
    client.observe(hidden, notRefetched)(); // was on screen, no longer
    await client.invalidateQueries({ queryKey: ['matches', 'en'] });
    expect(refetched).toHaveBeenCalledTimes(1);
    expect(notRefetched).not.toHaveBeenCalled();
    expect(shown.state.data).toEqual(['fresh']);
    expect(client.isStale(hidden, Infinity)).toBe(true);
    expect(client.isStale(other, Infinity)).toBe(false);
  });

  it('tries a failing fetch again as often as told, then reports the failure', async () => {
    const client = createQueryClient({ retryDelay: () => 0 });
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockResolvedValueOnce('ok');
    expect(await client.fetch(client.query(k), queryFn, 3)).toBe('ok');
    const always = vi.fn(() => Promise.reject(new Error('down')));
    const q = client.query(['other']);
    await expect(client.fetch(q, always, 2)).rejects.toThrow('down');
    expect(always).toHaveBeenCalledTimes(3);
    expect(q.state).toMatchObject({ fetching: false, data: undefined });
    expect(q.state.error).toBeInstanceOf(Error);
  });

  it("carries a page's data from the server's cache into the browser's, never over newer data", () => {
    const server = createQueryClient();
    server.setQueryData(k, ['server']);
    server.setQueryData(['sports', 'en'], ['soccer']);
    const wire = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<
      typeof server.dehydrate
    >;

    const browser = createQueryClient();
    browser.setQueryData(['sports', 'en'], ['newer']);
    const listener = vi.fn();
    const sports = browser.query(['sports', 'en']);
    sports.subscribe(listener);
    const at = sports.state.dataUpdatedAt;
    sports.state = { ...sports.state, dataUpdatedAt: at + 10_000 };
    browser.hydrate(wire, true);
    expect(browser.getQueryData(k)).toEqual(['server']);
    expect(browser.getQueryData(['sports', 'en'])).toEqual(['newer']);

    // Older data in a query on screen: taken on the commit pass, and its reader is told.
    sports.state = { ...sports.state, dataUpdatedAt: 0 };
    browser.hydrate(wire, true);
    expect(browser.getQueryData(['sports', 'en'])).toEqual(['newer']);
    expect(listener).not.toHaveBeenCalled();
    browser.hydrate(wire, false);
    expect(browser.getQueryData(['sports', 'en'])).toEqual(['soccer']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('setQueriesData changes every query with data under a prefix, and only those', () => {
    const client = createQueryClient();
    client.setQueryData(['my-bets', 'p1'], [1]);
    client.query(['my-bets', 'p2']);
    client.setQueryData(['sports'], [1]);
    client.setQueriesData<number[]>({ queryKey: ['my-bets'] }, (list) => [...list, 2]);
    expect(client.getQueryData(['my-bets', 'p1'])).toEqual([1, 2]);
    expect(client.getQueryData(['my-bets', 'p2'])).toBeUndefined();
    expect(client.getQueryData(['sports'])).toEqual([1]);
  });
});
