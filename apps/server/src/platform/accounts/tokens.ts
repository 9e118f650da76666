import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token for a link or a cookie (256 bits, URL-safe). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: a leaked row cannot be replayed as a link. */
export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit phone code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hmac = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
