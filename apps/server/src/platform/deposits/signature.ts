import { hmac, safeEqual } from '../accounts/tokens';

/** The header the sandbox provider signs its callbacks with: `t=<unix seconds>,v1=<hex>`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** HMAC-SHA256 over `<t>.<raw body>` (as Stripe signs webhooks), so the time is signed too. */
export function signCallback(secret: string, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'malformed' | 'mismatch' | 'stale' };

export function verifyCallback(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs: number,
  toleranceMs: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'malformed' };
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isSafeInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1))
    return { ok: false, reason: 'malformed' };
  if (!safeEqual(v1, hmac(secret, `${t}.${rawBody}`))) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowMs - t * 1000) > toleranceMs) return { ok: false, reason: 'stale' };
  return { ok: true };
}
