// shell 7.3: images go through the server's image proxy (GET /api/images) with width, height
// and quality; the server picks avif or webp from the browser's Accept header.

/** The proxied URL of an image of ours (or of a host the site config lists) at w x h CSS px. */
export function proxiedImage(src: string, width: number, height = width, quality?: number): string {
  const q = quality === undefined ? '' : `&q=${quality}`;
  return `/api/images?url=${encodeURIComponent(src)}&w=${width}&h=${height}${q}`;
}
