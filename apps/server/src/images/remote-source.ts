// Reading an image from a host the site config lists (`imageHosts`): https only (the domain rule
// refused anything else), no redirects (a listed host must not bounce us to another address),
// a time limit and a size limit.

/** The largest source the proxy reads. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 5000;

export interface SourceImage {
  bytes: Buffer;
  contentType: string;
}

/** The image at `url`, or null when it is missing, too big, not an image or too slow. */
export async function fetchRemoteImage(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<SourceImage | null> {
  let res: Response;
  try {
    res = await fetcher(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'image/*' },
    });
  } catch {
    return null;
  }
  const contentType = res.headers.get('content-type') ?? '';
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (!res.ok || !contentType.startsWith('image/') || declared > MAX_SOURCE_BYTES || !res.body) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_SOURCE_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return { bytes: Buffer.concat(chunks), contentType };
}
