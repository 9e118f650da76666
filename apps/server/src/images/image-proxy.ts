import { LRUCache } from 'lru-cache';
import {
  IMAGE_CONTENT_TYPE,
  imageQuality,
  negotiateImageFormat,
  parseImageRequest,
  type ImageFormat,
  type ImageSource,
} from '@sb/domain';
import { AppError } from '../http/errors';
import type { EncodeOptions } from './encode';
import type { SourceImage } from './remote-source';

// The image proxy (shell 7.3, 9): a source we allow, resized and encoded in the format the
// browser takes, each answer kept in a bounded LRU so a logo is encoded once per size and format.

export interface ImageProxyDeps {
  /** Hosts whose https images may be proxied (site config `imageHosts`). */
  allowedHosts: () => readonly string[];
  /** Reads a source the domain rule allowed (our own paths, or a listed host). */
  read: (source: ImageSource) => Promise<SourceImage | null>;
  encode: (input: Buffer, options: EncodeOptions) => Promise<Buffer>;
  /** Bytes of encoded images kept in memory (default 32 MiB). */
  cacheBytes?: number;
}

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  format: ImageFormat;
  /** Whether the answer came from the cache, without encoding. */
  cached: boolean;
}

export interface ImageQuery {
  url?: string;
  w?: string;
  h?: string;
  q?: string;
}

export class ImageProxy {
  private readonly cache: LRUCache<string, Buffer, { source: ImageSource; o: EncodeOptions }>;
  /** Images encoded since start (tests: a cache hit encodes nothing). */
  encodes = 0;

  constructor(private readonly deps: ImageProxyDeps) {
    this.cache = new LRUCache({
      maxSize: deps.cacheBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (body) => Math.max(1, body.length),
      // A failed read or encode rejects the fetch and caches nothing (lru-cache's default).
      fetchMethod: async (_key, _stale, { context }) => {
        const source = await this.deps.read(context.source);
        if (!source)
          throw new AppError(404, 'error.images.unavailable', 'The image could not be read');
        this.encodes++;
        try {
          return await this.deps.encode(source.bytes, context.o);
        } catch {
          throw new AppError(422, 'error.images.unavailable', 'The source is not an image');
        }
      },
    });
  }

  /** Entries in the cache. */
  get size(): number {
    return this.cache.size;
  }

  /** The image for a query and an Accept header; bad input throws a 4xx and caches nothing. */
  async render(query: ImageQuery, accept: string | undefined): Promise<RenderedImage> {
    const request = parseImageRequest(query, this.deps.allowedHosts());
    if (typeof request === 'string')
      throw new AppError(
        request === 'error.images.source_not_allowed' ? 403 : 400,
        request,
        request === 'error.images.size_too_large'
          ? 'Width and height are at most 2048'
          : request === 'error.images.source_not_allowed'
            ? 'Images are proxied from this site and the hosts of its config only'
            : 'url is required; w, h are integers from 1, q from 1 to 100',
      );
    const format = negotiateImageFormat(accept);
    const o: EncodeOptions = {
      width: request.width,
      height: request.height,
      format,
      quality: imageQuality(format, request.quality),
    };
    const source = request.source;
    const key = `${source.kind === 'local' ? source.path : source.url}|${o.width}|${o.height}|${o.quality}|${format}`;
    const hit = this.cache.has(key);
    const body = await this.cache.fetch(key, { context: { source, o } });
    if (!body) throw new AppError(404, 'error.images.unavailable', 'The image could not be read');
    return { body, contentType: IMAGE_CONTENT_TYPE[format], format, cached: hit };
  }
}
