/** Browser-side GET on the same origin (cookies are first-party), in the page's language. */
export async function clientFetch<T>(path: string, locale: string): Promise<T> {
  const res = await fetch(path, {
    headers: { accept: 'application/json', 'accept-language': locale },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
