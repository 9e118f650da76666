import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  jackpotAnswer,
  jackpotHitsAnswer,
  jackpotHitsQuery,
  jackpotHitsSeenRequest,
  jackpotInput,
  jackpotLevelStateRequest,
  jackpotsAnswer,
  jackpotsForBetsAnswer,
  jackpotsForBetsRequest,
} from '@sb/contract';
import { isAdmin, type Auth } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import type { Jackpots, JackpotsOutcome } from './jackpots';

/** What the jackpot routes use: the service and who is calling. */
export interface JackpotsRoutesDeps {
  jackpots: Jackpots;
  auth: Auth;
}

const tags = ['sportsbook: jackpots'];
// Ids and codes are slugs (they name ledger accounts); anything else is a 400, never a query.
const slug = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);
const idParams = z.object({ id: slug });
const levelParams = z.object({ id: slug, code: slug });

function value<T>(outcome: JackpotsOutcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.message);
  return outcome.value;
}

/** domain 7 jackpot calls, mounted under /api/sportsbook/v2. */
export function jackpotsRoutes(deps: JackpotsRoutesDeps): FastifyPluginAsyncZod {
  const playerId = async (request: FastifyRequest) => {
    const who = await deps.auth.currentPlayer(request);
    if (!who) throw unauthorized();
    return Number(who.id);
  };
  return async (app) => {
    app.get(
      '/jackpots',
      {
        schema: {
          tags,
          summary: 'The jackpots with their levels’ pools',
          response: { 200: jackpotsAnswer },
        },
      },
      async () => ({ data: await deps.jackpots.list() }),
    );
    app.get(
      '/jackpots/:id',
      {
        schema: {
          tags,
          summary: 'One jackpot',
          params: idParams,
          response: { 200: jackpotAnswer, 404: errorBody },
        },
      },
      async (request) => {
        const found = await deps.jackpots.view(request.params.id);
        if (!found) throw new AppError(404, 'error.jackpots.not_found', 'No such jackpot');
        return { data: found };
      },
    );
    app.post(
      '/jackpots',
      {
        schema: {
          tags,
          summary: 'Which jackpots each slip bet would feed (domain 3 Slip bet `jackpots`)',
          body: jackpotsForBetsRequest,
          response: { 200: jackpotsForBetsAnswer, 400: errorBody },
        },
      },
      async (request) => ({ data: await deps.jackpots.forBets(request.body.bets) }),
    );
    app.get(
      '/jackpot-hits',
      {
        schema: {
          tags,
          summary: 'Jackpot hits, newest first (the player’s own with for_user or unseen)',
          querystring: jackpotHitsQuery,
          response: { 200: jackpotHitsAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const q = request.query;
        const own = q.for_user || q.unseen;
        return {
          data: await deps.jackpots.hits({
            limit: q.limit,
            ...(q.jackpot_id ? { jackpotId: q.jackpot_id } : {}),
            ...(q.status ? { status: q.status } : {}),
            ...(own ? { playerId: await playerId(request) } : {}),
            ...(q.unseen ? { unseen: true } : {}),
          }),
        };
      },
    );
    app.post(
      '/jackpot-hits/seen',
      {
        schema: {
          tags,
          summary: 'Marks the player’s own hits seen (another’s is a 404 and changes nothing)',
          body: jackpotHitsSeenRequest,
          response: {
            200: z.object({ data: z.object({ seen: z.number().int() }) }),
            400: errorBody,
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request) => ({
        data: {
          seen: value(
            await deps.jackpots.markSeen(await playerId(request), request.body.ids.map(Number)),
          ),
        },
      }),
    );
  };
}

/** The operator's jackpot calls under /api/admin, behind the admin token. */
export function jackpotsAdminRoutes(ctx: {
  jackpots: Jackpots;
  adminToken: string;
}): FastifyPluginAsyncZod {
  const responses = {
    200: jackpotAnswer,
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  };
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdmin(request, ctx.adminToken)) throw unauthorized('Admin token required');
    });
    app.post(
      '/jackpots',
      {
        schema: {
          tags: ['admin'],
          summary: 'Creates a jackpot; the house seeds its levels',
          body: jackpotInput,
          response: responses,
        },
      },
      async (request) => ({ data: value(await ctx.jackpots.create(request.body)) }),
    );
    app.post(
      '/jackpots/:id/levels/:code/state',
      {
        schema: {
          tags: ['admin'],
          summary: 'Pauses, resumes, disables or finishes a level',
          params: levelParams,
          body: jackpotLevelStateRequest,
          response: responses,
        },
      },
      async (request) => ({
        data: value(
          await ctx.jackpots.setLevelState(
            request.params.id,
            request.params.code,
            request.body.state,
          ),
        ),
      }),
    );
    app.post(
      '/jackpots/:id/levels/:code/force-hit',
      {
        schema: {
          tags: ['admin'],
          summary: 'Outside production: the next qualifying bet hits this level (a test seam)',
          params: levelParams,
          response: responses,
        },
      },
      async (request) => ({
        data: value(await ctx.jackpots.forceNextHit(request.params.id, request.params.code)),
      }),
    );
  };
}
