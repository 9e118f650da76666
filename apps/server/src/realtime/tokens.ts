import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

// Centrifugo's JWTs (domain 7): HS256 with the shared secret, so a real Centrifugo configured with
// the same `token_hmac_secret_key` accepts the tokens this server issues.

export interface TokenKey {
  key: Uint8Array;
}

export function tokenKey(secret: string): TokenKey {
  return { key: new TextEncoder().encode(secret) };
}

/** Connection token: `sub` is the player id, empty for a visitor. */
export interface ConnectionClaims {
  sub: string;
  /** Seconds since the epoch; absent means the connection never expires. */
  exp?: number;
}

/** Subscription token of a `$` channel: who may subscribe to which channel, until when. */
export interface SubscriptionClaims {
  sub: string;
  channel: string;
  exp?: number;
}

export type VerifyResult<T> =
  { ok: true; claims: T } | { ok: false; reason: 'expired' } | { ok: false; reason: 'invalid' };

export async function signConnectionToken(
  key: TokenKey,
  sub: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sub })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key.key);
}

export async function signSubscriptionToken(
  key: TokenKey,
  sub: string,
  channel: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sub, channel })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key.key);
}

async function verify(
  key: TokenKey,
  token: string,
): Promise<VerifyResult<Record<string, unknown>>> {
  if (typeof token !== 'string' || token.length > 4096) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key.key, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Record<string, unknown> };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

export async function verifyConnectionToken(
  key: TokenKey,
  token: string,
): Promise<VerifyResult<ConnectionClaims>> {
  const result = await verify(key, token);
  if (!result.ok) return result;
  const { sub, exp } = result.claims;
  if (typeof sub !== 'string') return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { sub, exp: typeof exp === 'number' ? exp : undefined } };
}

export async function verifySubscriptionToken(
  key: TokenKey,
  token: string,
): Promise<VerifyResult<SubscriptionClaims>> {
  const result = await verify(key, token);
  if (!result.ok) return result;
  const { sub, channel, exp } = result.claims;
  if (typeof sub !== 'string' || typeof channel !== 'string')
    return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { sub, channel, exp: typeof exp === 'number' ? exp : undefined } };
}
