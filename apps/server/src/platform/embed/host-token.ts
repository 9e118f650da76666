import { hostTokenClaims, type HostTokenClaims } from '@sb/contract';
import { hmac, newToken, safeEqual } from '../accounts/tokens';

// The host session token (issue 23; shell 5 "initialises a player session"): the operator's own
// platform vouches for a player it has signed in, and the sportsbook in its iframe signs that
// player in. `v1.<base64url(JSON claims)>.<hex HMAC-SHA256(secret, "v1.<claims>")>`, like a JWT
// with one algorithm and no header to negotiate (so no `alg: none`).

const VERSION = 'v1';
/** A token lives at most this long: minted for one frame load, not kept. */
export const HOST_TOKEN_MAX_AGE_S = 300;
/** Clocks of the two platforms may differ this much. */
export const CLOCK_SKEW_S = 30;

export type HostTokenVerdict = { ok: true; claims: HostTokenClaims } | { ok: false; why: string };

/** What the host's platform does (the demo host and the tests use it too). */
export function signHostToken(
  secret: string,
  claims: Omit<HostTokenClaims, 'iat' | 'exp' | 'jti'> & Partial<HostTokenClaims>,
  nowMs: number = Date.now(),
): string {
  const iat = claims.iat ?? Math.floor(nowMs / 1000);
  const full = { ...claims, iat, exp: claims.exp ?? iat + 120, jti: claims.jti ?? newToken() };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(full)).toString('base64url')}`;
  return `${body}.${hmac(secret, body)}`;
}

/** The signature first (nothing of an unsigned token is parsed), then the claims and the clock. */
export function verifyHostToken(secret: string, token: string, nowMs: number): HostTokenVerdict {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, why: 'format' };
  const body = `${parts[0]}.${parts[1]}`;
  if (!safeEqual(parts[2]!, hmac(secret, body))) return { ok: false, why: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, why: 'claims' };
  }
  const parsed = hostTokenClaims.safeParse(json);
  if (!parsed.success) return { ok: false, why: 'claims' };
  const { iat, exp } = parsed.data;
  const now = nowMs / 1000;
  if (exp <= iat || exp - iat > HOST_TOKEN_MAX_AGE_S) return { ok: false, why: 'lifetime' };
  if (iat > now + CLOCK_SKEW_S || exp <= now - CLOCK_SKEW_S) return { ok: false, why: 'expired' };
  return { ok: true, claims: parsed.data };
}
