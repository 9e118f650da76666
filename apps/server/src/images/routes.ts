import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@sb/contract';
import type { IconSprite } from './icon-sprite';
import type { ImageProxy } from './image-proxy';

const YEAR = 365 * 24 * 3600;

/** GET /api/images: the image proxy (shell 7.3, 9). */
export function imageRoutes(deps: { proxy: ImageProxy }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/images',
      {
        schema: {
          tags: ['images'],
          summary:
            'An image of this site or of a host the site config lists, resized to fit w x h (at most 2048) and encoded as avif or webp per Accept (quality q, base 80: avif at 81.25 %, webp at 87.5 %)',
          querystring: z
            .object({
              url: z.string().min(1).max(2048),
              w: z.string().max(9).optional(),
              h: z.string().max(9).optional(),
              q: z.string().max(9).optional(),
            })
            .strict(),
          response: {
            200: z.any(),
            400: errorBody,
            403: errorBody,
            404: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) => {
        const image = await deps.proxy.render(request.query, request.headers.accept);
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=604800')
          .header('vary', 'Accept')
          .header('x-image-cache', image.cached ? 'hit' : 'miss')
          .serializer((p) => p as string)
          .send(image.body);
      },
    );
  };
}

/** GET /icons.svg: the sprite, cached for a year when asked for by its current version. */
export function iconRoutes(deps: { sprite: () => IconSprite }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/icons.svg',
      {
        schema: {
          tags: ['images'],
          summary:
            'The icon sprite (shell 2.9); `version` is its content hash: the current one is cached immutably',
          querystring: z.object({ version: z.string().max(64).optional() }).strict(),
          response: { 200: z.any() },
        },
      },
      async (request, reply) => {
        const sprite = deps.sprite();
        const current = request.query.version === sprite.version;
        return reply
          .type('image/svg+xml')
          .header(
            'cache-control',
            // An old or missing version gets today's sprite, kept only briefly.
            current ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300',
          )
          .header('etag', `"${sprite.version}"`)
          .serializer((p) => p as string)
          .send(sprite.content);
      },
    );
  };
}
