import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error';

export { ApiError };

/**
 * Public catalog answers are the same for every visitor of a locale for a moment (the API
 * caches them for a second too): server rendering reuses the parsed answer for that long, and
 * requests in flight are shared, so a busy page does not ask the API once per visitor.
 */
const SHARED_TTL_MS = 1000;
const shared = new Map<string, { at: number; value: Promise<unknown> }>();

const isPublicPath = (path: string) =>
  (path.startsWith('/api/sportsbook/v2/') && !/[?&]favourite=true/.test(path)) ||
  path === '/api/platform/site-config';

/**
 * Server-side rendering calls the API over loopback (the server process hosts Next and sets
 * INTERNAL_API_ORIGIN); the browser uses relative `/api/...` paths on the same origin.
 */
export async function serverFetch<T>(
  path: string,
  req?: IncomingMessage,
  locale?: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const key = `${locale ?? ''}|${method}|${path}|${init.body === undefined ? '' : JSON.stringify(init.body)}`;
  if (isPublicPath(path)) {
    const now = Date.now();
    const hit = shared.get(key);
    if (hit && now - hit.at < SHARED_TTL_MS) return hit.value as Promise<T>;
    const value = request<T>(path, req, locale, method, init.body, false);
    shared.set(key, { at: now, value });
    value.catch(() => shared.delete(key));
    if (shared.size > 500) {
      for (const [k, v] of shared) if (now - v.at >= SHARED_TTL_MS) shared.delete(k);
    }
    return value;
  }
  return request<T>(path, req, locale, method, init.body, true);
}

async function request<T>(
  path: string,
  req: IncomingMessage | undefined,
  locale: string | undefined,
  method: 'GET' | 'POST',
  body: unknown,
  withCookies: boolean,
): Promise<T> {
  const origin = process.env.INTERNAL_API_ORIGIN ?? 'http://127.0.0.1:3000';
  const headers: Record<string, string> = { accept: 'application/json' };
  // The page's locale (from its URL) decides the language of names, not the browser's header.
  const lang = locale ?? req?.headers['accept-language'];
  if (lang) headers['accept-language'] = lang;
  const cookie = req?.headers.cookie;
  if (withCookies && cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, `${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
