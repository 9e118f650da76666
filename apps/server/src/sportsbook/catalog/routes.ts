import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, sportsAnswer, sportsQuery } from '@sb/contract';
import type { AppContext } from '../../context';
import { requestLocale } from './locale';
import { listSports } from './service';

/** The catalog read API of domain 7, mounted under /api/sportsbook/v2. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sports',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Sports with their keys and priorities',
          querystring: sportsQuery,
          response: { 200: sportsAnswer, 400: errorBody },
        },
      },
      async (request) => ({
        data: await listSports(
          ctx.db.orm,
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      }),
    );
  };
}
