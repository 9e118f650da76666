import { createHash, createHmac, randomBytes } from 'node:crypto';

// Provably fair draws (the jackpots' README "Fair draws", issue 21; the bonuses' lootbox, issue
// 19): draws come from a secret server seed whose SHA-256 is published before anything it
// decides. A draw of `subject` (a bet's ref, a lootbox's id) for `part` (a jackpot level, a
// chest) is HMAC-SHA256(seed, "{subject}:{part}"), its first 52 bits read as a number in
// [0, 1). Once the seed is revealed, anyone can check that it hashes to what was published and
// recompute the draw.

/** A fresh secret seed and its public commitment. */
export function newSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The draw of `subject` for `part` under `seed`: uniform in [0, 1). */
export function drawOf(seed: string, subject: string, part: string): number {
  const digest = createHmac('sha256', seed).update(`${subject}:${part}`).digest();
  // 52 bits: 6 bytes and the high nibble of the seventh, exact in a double.
  const high = digest.readUIntBE(0, 6);
  const low = digest[6]! >> 4;
  return (high * 16 + low) / 2 ** 52;
}
