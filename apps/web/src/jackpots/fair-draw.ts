import type { JackpotHitWire } from '@sb/contract';

// A hit's fair draw, checked in the player's browser (issue 21 "Fair draws"): the revealed
// seed must hash (SHA-256) to the hash published before the bet, and the bet's draw for the
// level is HMAC-SHA256(seed, "{bet ref}:{level code}"), its first 52 bits read as a number in
// [0, 1), which must fall below the chance. A hit the operator forced (outside production)
// draws 0 on that seed.

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The draw of HMAC bytes: 52 bits, exact in a double (as the server reads them). */
export function drawOfMac(mac: Uint8Array): number {
  let high = 0;
  for (let i = 0; i < 6; i++) high = high * 256 + mac[i]!;
  return (high * 16 + (mac[6]! >> 4)) / 2 ** 52;
}

/** true: the draw checks out; false: it does not; null: this browser cannot check (no WebCrypto). */
export async function verifyHit(
  hit: Pick<JackpotHitWire, 'jackpot_level_code' | 'fairness'>,
): Promise<boolean | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const f = hit.fairness;
  const utf8 = new TextEncoder();
  const hash = hex(await subtle.digest('SHA-256', utf8.encode(f.server_seed)));
  if (hash !== f.seed_hash) return false;
  if (f.forced) return f.draw === 0;
  const key = await subtle.importKey(
    'raw',
    utf8.encode(f.server_seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await subtle.sign('HMAC', key, utf8.encode(`${f.bet_ref}:${hit.jackpot_level_code}`));
  const draw = drawOfMac(new Uint8Array(mac));
  return draw === f.draw && draw < f.chance;
}
