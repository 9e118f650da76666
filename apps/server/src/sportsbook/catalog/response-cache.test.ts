import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from './response-cache';

// issue 25, bounded memory: visitors choose the URLs the cache keeps answers for.
describe('response cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps answers within its size, the oldest going first', async () => {
    const cache = createResponseCache(60_000, 100, 100);
    const loads: string[] = [];
    const get = (key: string) =>
      cache.getOrLoad(key, async () => {
        loads.push(key);
        return key.repeat(40 / key.length);
      });
    for (const key of ['a', 'b', 'c']) await get(key); // 120 characters: 'a' goes
    await get('b');
    await get('c');
    expect(loads).toEqual(['a', 'b', 'c']);
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps at most its number of entries', async () => {
    const cache = createResponseCache(60_000, 2);
    let loads = 0;
    const get = (key: string) => cache.getOrLoad(key, async () => `${key}${++loads}`);
    await get('x');
    await get('y');
    await get('z');
    expect(await get('y')).toBe('y2');
    expect(await get('x')).toBe('x4');
  });

  it('lets go of answers it would no longer serve', async () => {
    vi.useFakeTimers();
    const cache = createResponseCache(1000);
    for (let page = 0; page < 50; page++)
      await cache.getOrLoad(`/matches?page=${page}`, async () => 'x'.repeat(1000));
    expect(cache.held()).toEqual({ entries: 50, chars: 50_000 });
    vi.advanceTimersByTime(3_999); // still served (stale) while one request refreshes it
    expect(await cache.getOrLoad('/matches?page=0', async () => 'y')).toBe('x'.repeat(1000));
    vi.advanceTimersByTime(1);
    await cache.getOrLoad('/home', async () => 'home');
    expect(cache.held()).toEqual({ entries: 2, chars: 1 + 4 });
  });
});
