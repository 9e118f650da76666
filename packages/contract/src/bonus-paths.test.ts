import { FREEBET_KINDS } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { BONUS_PATHS, bonusPathOf, type BonusPath } from './bonus-paths';

describe('domain 7: the path segment of a bonus kind', () => {
  it('leads each kind to its own calls, every freebet kind to /freebets, nothing else anywhere', () => {
    for (const path of Object.keys(BONUS_PATHS) as BonusPath[])
      expect(bonusPathOf(BONUS_PATHS[path])).toBe(path);
    for (const kind of FREEBET_KINDS) expect(bonusPathOf(kind)).toBe('freebets');
    expect(bonusPathOf('jackpot')).toBeNull();
    expect(bonusPathOf('freebets')).toBeNull();
  });
});
