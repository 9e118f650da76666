import { ApiError } from './api-error';

/** Browser-side GET on the same origin (cookies are first-party), in the page's language. */
export async function clientFetch<T>(path: string, locale: string): Promise<T> {
  const res = await fetch(path, {
    headers: { accept: 'application/json', 'accept-language': locale },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new ApiError(res.status, `GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The platform's double-submit CSRF pair: the readable cookie echoed in a header. */
function csrfHeader(): Record<string, string> {
  const m = /(?:^|;\s*)csrf_token=([^;]*)/.exec(
    typeof document === 'undefined' ? '' : document.cookie,
  );
  return m?.[1] ? { 'x-csrf-token': decodeURIComponent(m[1]) } : {};
}

/** Browser-side POST of a read-only question (domain 7 POST /counters). */
export async function clientPost<T>(path: string, body: unknown, locale: string): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': locale,
      'content-type': 'application/json',
      ...csrfHeader(),
    },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, `POST ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
