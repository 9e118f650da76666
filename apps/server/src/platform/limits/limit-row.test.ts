import { describe, expect, it } from 'vitest';
import { remember } from './limit-row';

describe('the limits’ per-process caches', () => {
  it('keep at most max players, dropping the least recently set', () => {
    const cache = new Map<number, string>();
    for (let i = 0; i < 25; i++) remember(cache, i, `v${i}`, 10);
    expect(cache.size).toBe(10);
    expect([...cache.keys()]).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    remember(cache, 15, 'again', 10);
    remember(cache, 99, 'new', 10);
    expect(cache.has(15)).toBe(true);
    expect(cache.has(16)).toBe(false);
  });
});
