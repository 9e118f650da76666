import { createHash, createHmac, randomBytes } from 'node:crypto';

// Provably fair draws (issue 21; README "Fair draws"): each level's draws come from a secret
// server seed whose SHA-256 is published (GET /jackpots, `seed_hash`) before any bet it decides.
// A bet's draw for a level is HMAC-SHA256(seed, "{bet ref}:{level code}"), its first 52 bits
// read as a number in [0, 1). A hit reveals the seed (GET /jackpot-hits, `server_seed`) and
// the level draws from a new one; anyone can then check that the seed hashes to what was
// published and that the winning bet's draw fell below its chance.

/** A fresh secret seed and its public commitment. */
export function newSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The draw of bet `betRef` for level `levelCode` under `seed`: uniform in [0, 1). */
export function drawOf(seed: string, betRef: string, levelCode: string): number {
  const digest = createHmac('sha256', seed).update(`${betRef}:${levelCode}`).digest();
  // 52 bits: 6 bytes and the high nibble of the seventh, exact in a double.
  const high = digest.readUIntBE(0, 6);
  const low = digest[6]! >> 4;
  return (high * 16 + low) / 2 ** 52;
}
