import { expect, it } from 'vitest';
import { initTarget } from './init-route';

it('/init-sportsbook opens a path of this site, never another (issue 23)', () => {
  expect(initTarget('?route=%2Flive%3Ftab%3D1')).toBe('/live?tab=1');
  expect(initTarget('')).toBe('/');
  for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'live', '/a b'])
    expect(initTarget(`?route=${encodeURIComponent(bad)}`)).toBe('/');
});
