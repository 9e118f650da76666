// shell 2.9, 8: "a failure to load icons is reported with its type". A <use href> that fails
// says nothing to the page, so the sprite is fetched once more (from the browser's cache: it is
// immutable) after the page, and a failure is named.

export type IconFailure = 'network' | 'http' | 'invalid';

/** Why the sprite at `url` cannot give icons, or null when it can. */
export async function iconSpriteFailure(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<{ type: IconFailure; status?: number } | null> {
  let res: Response;
  try {
    res = await fetcher(url, { credentials: 'same-origin' });
  } catch {
    return { type: 'network' };
  }
  if (!res.ok) return { type: 'http', status: res.status };
  const text = await res.text().catch(() => '');
  return /<svg[\s>]/.test(text) && text.includes('<symbol') ? null : { type: 'invalid' };
}
