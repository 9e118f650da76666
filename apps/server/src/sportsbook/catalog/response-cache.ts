// Public read answers reused for a moment (issue 4 bench: GET /matches above 1,000 requests/s).
// Live changes reach browsers by push; a list a second old is fine, and many visitors ask the
// same question. The cached value is the serialized JSON, so a hit costs a map lookup.

export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  clear(): void;
}

export function createResponseCache(ttlMs: number, maxEntries = 2000): ResponseCache {
  const entries = new Map<string, { body: string; expires: number }>();
  return {
    get: (key) => {
      if (ttlMs <= 0) return undefined;
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return e.body;
    },
    set: (key, body) => {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        const first = entries.keys().next().value;
        if (first !== undefined) entries.delete(first);
      }
      entries.set(key, { body, expires: Date.now() + ttlMs });
    },
    clear: () => entries.clear(),
  };
}
