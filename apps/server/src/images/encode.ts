import sharp from 'sharp';
import type { ImageFormat } from '@sb/domain';

// sharp (libvips) renders the proxy's images. Its own operation cache is off: ours (image-
// proxy.ts) keeps the encoded answers, and one core of a small machine is enough for logos.
sharp.cache(false);
sharp.concurrency(1);

/** Decoding bound: a source of more pixels than this is refused, however small it was sent. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodeOptions {
  width: number | null;
  height: number | null;
  format: ImageFormat;
  /** The encoder's quality (after the format's factor, domain imageQuality). */
  quality: number;
}

/**
 * The image resized to fit inside width x height (a vector drawn at that size, a raster never
 * enlarged) and encoded as avif, webp or png.
 */
export async function encodeImage(input: Buffer, o: EncodeOptions): Promise<Buffer> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const vector = meta.format === 'svg';
  // An SVG is rasterised at 72 dpi by default: draw it at the density that gives the target size.
  const scale =
    vector && meta.width && meta.height
      ? Math.max((o.width ?? 0) / meta.width, (o.height ?? 0) / meta.height, 1)
      : 1;
  let image = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(vector ? { density: Math.min(2400, Math.ceil(72 * scale)) } : {}),
  }).rotate();
  if (o.width || o.height)
    image = image.resize({
      ...(o.width ? { width: o.width } : {}),
      ...(o.height ? { height: o.height } : {}),
      fit: 'inside',
      withoutEnlargement: !vector,
    });
  if (o.format === 'avif') return image.avif({ quality: o.quality, effort: 2 }).toBuffer();
  if (o.format === 'webp') return image.webp({ quality: o.quality }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}
