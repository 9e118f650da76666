// shell 7.3, 9: image requests go through the proxy with width, height, quality and an avif or
// webp format; the quality base is 80, avif encodes at 81.25 % of it and webp at 87.5 %
// (avif keeps more at a lower number, so each format is scaled to look alike).

export type ImageFormat = 'avif' | 'webp' | 'png';

/** shell 9: image quality base 80. */
export const IMAGE_BASE_QUALITY = 80;

/** shell 9: the share of the base quality each format encodes at (png is lossless). */
export const IMAGE_QUALITY_FACTOR: Record<ImageFormat, number> = {
  avif: 0.8125,
  webp: 0.875,
  png: 1,
};

/** The encoder's quality (1..100, an integer) for a requested base quality and a format. */
export function imageQuality(format: ImageFormat, base: number = IMAGE_BASE_QUALITY): number {
  const q = Math.round(base * IMAGE_QUALITY_FACTOR[format]);
  return Math.min(100, Math.max(1, q));
}

/**
 * The format to answer for a browser's Accept header: avif when it takes avif, else webp, else
 * png (an old browser still sees the logo). `q=0` means "not acceptable" (RFC 9110 12.5.1).
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    if (!type) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'png';
}

export const IMAGE_CONTENT_TYPE: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};
