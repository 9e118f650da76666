import { createHash, createHmac, webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawOfMac, verifyHit } from './fair-draw';
import { hitOf } from './test-fixtures';

// A player checks a hit's draw in the browser (issue 21 fair draws), computed here the way the
// server computes it (apps/server jackpots/fair-draw.ts).

const seed = '5e'.repeat(32);
const serverDraw = (betRef: string, level: string) =>
  drawOfMac(createHmac('sha256', seed).update(`${betRef}:${level}`).digest());

function hitWith(fairness: Partial<ReturnType<typeof hitOf>['fairness']>) {
  const hit = hitOf('1');
  return {
    ...hit,
    fairness: {
      ...hit.fairness,
      server_seed: seed,
      seed_hash: createHash('sha256').update(seed).digest('hex'),
      bet_ref: 'B-77',
      ...fairness,
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('checking a fair draw', () => {
  it('accepts the seed of the published hash and the draw it gives, below the chance', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const draw = serverDraw('B-77', 'mini');
    expect(draw).toBeGreaterThanOrEqual(0);
    expect(draw).toBeLessThan(1);
    expect(await verifyHit(hitWith({ draw, chance: Math.min(1, draw + 0.01) }))).toBe(true);
    expect(await verifyHit(hitWith({ draw: 0, forced: true }))).toBe(true);
  });

  it('refuses another seed, another draw, or a draw above the chance', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const draw = serverDraw('B-77', 'mini');
    expect(await verifyHit(hitWith({ draw, chance: 1, seed_hash: '0'.repeat(64) }))).toBe(false);
    expect(await verifyHit(hitWith({ draw: draw / 2, chance: 1 }))).toBe(false);
    expect(await verifyHit(hitWith({ draw, chance: draw }))).toBe(false);
  });

  it('says nothing where the browser has no WebCrypto (a page not served securely)', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(await verifyHit(hitWith({}))).toBeNull();
  });
});
