import { IMAGE_BASE_QUALITY } from './format';

// WHATWG URL, global in every runtime we run in (browsers, Node); the domain's lib has no DOM.
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  href: string;
}
declare const URL: new (url: string, base?: string) => ParsedUrl;

// The image proxy's input rules (shell 7.3; issue 23 "Bad input"): a source the operator allows,
// a bounded size and quality. Pure, so the server's route and the web's URL builder agree.

/** The largest width or height the proxy renders: a full-width banner on a wide screen at 2x. */
export const IMAGE_MAX_DIMENSION = 2048;

/** The app's own image paths the proxy reads (the competitor logos and the public files). */
export const LOCAL_IMAGE_PREFIXES = ['/api/sportsbook/v2/competitors/', '/images/', '/logo.'];

export type ImageSource = { kind: 'local'; path: string } | { kind: 'remote'; url: string };

export type ImageRequestError =
  | 'error.images.source_not_allowed'
  | 'error.images.size_too_large'
  | 'error.validation.invalid_request';

export interface ImageRequest {
  source: ImageSource;
  width: number | null;
  height: number | null;
  /** The base quality (shell 9), before the format's factor. */
  quality: number;
}

/**
 * Where an image may come from: one of our own paths, or an https URL on a host the site config
 * lists (`imageHosts`). Anything else (another host, a port, credentials, `..`, a protocol-
 * relative URL) is refused: the proxy must never fetch an address a visitor chose (SSRF).
 */
export function imageSource(
  url: string,
  allowedHosts: readonly string[],
): ImageSource | 'error.images.source_not_allowed' {
  if (url.length > 2048) return 'error.images.source_not_allowed';
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) {
    let parsed: ParsedUrl;
    try {
      parsed = new URL(url, 'http://local.invalid');
    } catch {
      return 'error.images.source_not_allowed';
    }
    const path = parsed.pathname;
    // The URL parser resolves `..`; a path that no longer starts where it said is refused.
    if (parsed.host !== 'local.invalid' || !url.startsWith(path) || /%2e|%2f|%5c/i.test(path))
      return 'error.images.source_not_allowed';
    if (!LOCAL_IMAGE_PREFIXES.some((p) => path.startsWith(p)))
      return 'error.images.source_not_allowed';
    return { kind: 'local', path: path + parsed.search };
  }
  let parsed: ParsedUrl;
  try {
    parsed = new URL(url);
  } catch {
    return 'error.images.source_not_allowed';
  }
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  if (
    parsed.protocol !== 'https:' ||
    parsed.username ||
    parsed.password ||
    parsed.port ||
    !hosts.has(parsed.hostname.toLowerCase())
  )
    return 'error.images.source_not_allowed';
  return { kind: 'remote', url: parsed.href };
}

/** A dimension or quality of the query: absent, or an integer in range. */
function integer(value: string | undefined, max: number): number | null | 'bad' | 'large' {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,9}$/.test(value)) return 'bad';
  const n = Number(value);
  if (n < 1) return 'bad';
  return n > max ? 'large' : n;
}

/** The proxy's query (`url`, `w`, `h`, `q`) checked: the request, or the key to refuse it with. */
export function parseImageRequest(
  query: { url?: string; w?: string; h?: string; q?: string },
  allowedHosts: readonly string[],
): ImageRequest | ImageRequestError {
  if (!query.url) return 'error.validation.invalid_request';
  const width = integer(query.w, IMAGE_MAX_DIMENSION);
  const height = integer(query.h, IMAGE_MAX_DIMENSION);
  const quality = integer(query.q, 100);
  if (width === 'bad' || height === 'bad' || quality === 'bad' || quality === 'large')
    return 'error.validation.invalid_request';
  if (width === 'large' || height === 'large') return 'error.images.size_too_large';
  const source = imageSource(query.url, allowedHosts);
  if (typeof source === 'string') return source;
  return { source, width, height, quality: quality ?? IMAGE_BASE_QUALITY };
}
