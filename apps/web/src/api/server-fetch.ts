import type { IncomingMessage } from 'node:http';

/**
 * Server-side rendering calls the API over loopback (the server process hosts Next and sets
 * INTERNAL_API_ORIGIN); the browser uses relative `/api/...` paths on the same origin.
 */
export async function serverFetch<T>(
  path: string,
  req?: IncomingMessage,
  locale?: string,
): Promise<T> {
  const origin = process.env.INTERNAL_API_ORIGIN ?? 'http://127.0.0.1:3000';
  const headers: Record<string, string> = { accept: 'application/json' };
  // The page's locale (from its URL) decides the language of names, not the browser's header.
  const lang = locale ?? req?.headers['accept-language'];
  if (lang) headers['accept-language'] = lang;
  const cookie = req?.headers.cookie;
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${origin}${path}`, { headers });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
