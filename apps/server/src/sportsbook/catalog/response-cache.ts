// Public read answers reused for a moment (issue 4 bench: GET /matches above 1,000 requests/s).
// Live changes reach browsers by push; a list a second old is fine, and many visitors ask the
// same question. The cached value is the serialized JSON, so a hit costs a map lookup.
// Concurrent misses share one load, and an answer a little past its time is served while one
// request refreshes it, so an expiry never sends every waiting request to the database at once.

export interface ResponseCache {
  /** The cached body, loading it (once for all concurrent callers) when missing or old. */
  getOrLoad(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
  /** What it holds now: answers and their characters. */
  held(): { entries: number; chars: number };
}

interface Entry {
  body: string | null;
  fresh: number;
  stale: number;
  loading: Promise<string> | null;
}

/**
 * `maxEntries` and `maxChars` bound it (issue 25, bounded memory): keys are request URLs, which
 * visitors choose, and one page of 500 matches is a megabyte; past either, the oldest go. An
 * answer past its stale time is never served again, so a sweep (at most once per stale time)
 * drops those: the cache holds what was asked of late, not the last 32 Mi characters ever asked.
 */
export function createResponseCache(
  ttlMs: number,
  maxEntries = 2000,
  maxChars = 32 * 2 ** 20,
): ResponseCache {
  const entries = new Map<string, Entry>();
  const staleMs = ttlMs * 4;
  let chars = 0;
  let swept = Date.now();

  const sweep = (now: number) => {
    swept = now;
    for (const [key, entry] of entries)
      if (!entry.loading && entry.stale <= now) {
        chars -= entry.body?.length ?? 0;
        entries.delete(key);
      }
  };

  const evictOldest = () => {
    const [key, entry] = entries.entries().next().value!;
    chars -= entry.body?.length ?? 0;
    entries.delete(key);
  };

  function refresh(key: string, entry: Entry, load: () => Promise<string>): Promise<string> {
    if (entry.loading) return entry.loading;
    entry.loading = load().then(
      (body) => {
        const now = Date.now();
        // An entry evicted while it loaded is not counted again.
        if (entries.get(key) === entry) chars += body.length - (entry.body?.length ?? 0);
        entry.body = body;
        while (chars > maxChars && entries.size > 1) evictOldest();
        entry.fresh = now + ttlMs;
        entry.stale = now + staleMs;
        entry.loading = null;
        return body;
      },
      (err: unknown) => {
        entry.loading = null;
        if (entry.body === null && entries.get(key) === entry) entries.delete(key);
        throw err;
      },
    );
    return entry.loading;
  }

  return {
    getOrLoad: async (key, load) => {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      if (now - swept >= staleMs) sweep(now);
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= maxEntries) evictOldest();
        entry = { body: null, fresh: 0, stale: 0, loading: null };
        entries.set(key, entry);
      }
      if (entry.body !== null && now < entry.fresh) return entry.body;
      if (entry.body !== null && now < entry.stale) {
        // Serve the previous answer; one request refreshes it in the background.
        void refresh(key, entry, load).catch(() => {});
        return entry.body;
      }
      return refresh(key, entry, load);
    },
    clear: () => {
      entries.clear();
      chars = 0;
    },
    held: () => ({ entries: entries.size, chars }),
  };
}
