import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  favouriteAnswer,
  favouriteParams,
  favouritesAnswer,
  favouritesParams,
  favouritesQuery,
} from '@sb/contract';
import type { Auth } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import type { Favourites } from './favourites';

/** What the favourites routes use: the service and who is calling. */
export interface FavouritesRoutesDeps {
  favourites: Favourites;
  auth: Auth;
}

const tags = ['sportsbook: favourites'];

/** domain 7 favourites calls, mounted under /api/sportsbook/v2; signed-in players only. */
export function favouritesRoutes(deps: FavouritesRoutesDeps): FastifyPluginAsyncZod {
  const playerId = async (request: FastifyRequest) => {
    const who = await deps.auth.currentPlayer(request);
    if (!who) throw unauthorized();
    return Number(who.id);
  };
  return async (app) => {
    app.get(
      '/favourites/:type',
      {
        schema: {
          tags,
          summary: 'The player’s favourites of a type (matches by status and bettability)',
          params: favouritesParams,
          querystring: favouritesQuery,
          response: { 200: favouritesAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.favourites.list(await playerId(request), request.params.type, {
          ...(request.query.matchStatus !== undefined
            ? { matchStatus: request.query.matchStatus }
            : {}),
          ...(request.query.isBettable !== undefined
            ? { isBettable: request.query.isBettable }
            : {}),
        }),
      }),
    );
    app.post(
      '/favourites/:type/:id',
      {
        schema: {
          tags,
          summary: 'Adds a favourite (an unknown id is a 404)',
          params: favouriteParams,
          response: { 200: favouriteAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const outcome = await deps.favourites.add(
          await playerId(request),
          request.params.type,
          request.params.id,
        );
        if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.message);
        return { data: outcome.value };
      },
    );
    app.delete(
      '/favourites/:type/:id',
      {
        schema: {
          tags,
          summary: 'Removes a favourite (removing a non-favourite changes nothing)',
          params: favouriteParams,
          response: {
            200: z.object({ data: z.object({ removed: z.boolean() }) }),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request) => {
        await deps.favourites.remove(
          await playerId(request),
          request.params.type,
          request.params.id,
        );
        return { data: { removed: true } };
      },
    );
  };
}
