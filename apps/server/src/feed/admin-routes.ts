import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminMarketRef, adminResultRequest, errorBody, idParams } from '@sb/contract';
import type { Feed } from './engine';
import { isAdmin } from '../http/auth';
import { AppError, unauthorized } from '../http/errors';
import type { TradingCommand, TradingOutcome } from './trading';

function checkAdmin(token: string) {
  return async (request: FastifyRequest) => {
    if (!isAdmin(request, token)) throw unauthorized('Admin token required');
  };
}

const answer = (reply: FastifyReply, outcome: TradingOutcome) => {
  if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.message);
  return reply.send({
    data: {
      match_id: outcome.matchId,
      status: outcome.status,
      applied: outcome.status !== -1,
      message: outcome.message,
    },
  });
};

const responses = {
  200: adminAnswer,
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Trading controls of issue 4 under /api/admin, behind the admin token. */
export function feedAdminRoutes(ctx: {
  feed: Pick<Feed, 'control' | 'stats'>;
  adminToken: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', checkAdmin(ctx.adminToken));

    const simple = (
      path: string,
      kind: Extract<TradingCommand, { matchId: number; kind: string }>['kind'],
      summary: string,
    ) =>
      app.post(
        `/matches/:id/${path}`,
        { schema: { tags: ['admin'], summary, params: idParams, response: responses } },
        async (request, reply) =>
          answer(
            reply,
            await ctx.feed.control({ kind, matchId: request.params.id } as TradingCommand),
          ),
      );
    simple('suspend', 'suspend_match', 'Suspend every market of a match');
    simple('reopen', 'reopen_match', 'Reopen a suspended match');
    simple('start', 'start_match', 'Kick off a prematch match now');
    simple('finish', 'finish_match', 'Play the rest of a match at once and settle it');
    simple('void', 'void_match', 'Void a match: every outcome canceled, status 3');
    simple('rollback', 'rollback', 'Withdraw the results of a match');

    for (const [path, kind] of [
      ['markets/suspend', 'suspend_market'],
      ['markets/reopen', 'reopen_market'],
    ] as const) {
      app.post(
        `/matches/:id/${path}`,
        {
          schema: {
            tags: ['admin'],
            summary: `${kind === 'suspend_market' ? 'Suspend' : 'Reopen'} one market`,
            params: idParams,
            body: adminMarketRef,
            response: responses,
          },
        },
        async (request, reply) =>
          answer(
            reply,
            await ctx.feed.control({
              kind,
              matchId: request.params.id,
              marketId: request.body.market_id,
              specifier: request.body.specifier,
            }),
          ),
      );
    }

    app.post(
      '/matches/:id/result',
      {
        schema: {
          tags: ['admin'],
          summary: 'Set (or correct) the result: a final score, or results market by market',
          params: idParams,
          body: adminResultRequest,
          response: responses,
        },
      },
      async (request, reply) => {
        const b = request.body;
        return answer(
          reply,
          await ctx.feed.control({
            kind: 'set_result',
            matchId: request.params.id,
            ...(b.score ? { score: b.score } : {}),
            ...(b.ht_score ? { htScore: b.ht_score } : {}),
            ...(b.markets
              ? {
                  markets: b.markets.map((m) => ({
                    marketId: m.market_id,
                    specifier: m.specifier,
                    outcomes: m.outcomes,
                  })),
                }
              : {}),
          }),
        );
      },
    );

    app.get(
      '/feed',
      {
        schema: {
          tags: ['admin'],
          summary: 'Engine state: leadership and matches by status',
          response: {
            200: z.object({
              data: z.object({
                leader: z.boolean(),
                running: z.number(),
                prematch: z.number(),
                live: z.number(),
                stopped: z.number(),
                not_covered: z.number(),
                last_tick_ms: z.number(),
                ticks: z.number(),
              }),
            }),
            401: errorBody,
          },
        },
      },
      async () => {
        const s = ctx.feed.stats();
        return {
          data: {
            leader: s.leader,
            running: s.running,
            prematch: s.prematch,
            live: s.live,
            stopped: s.stopped,
            not_covered: s.notCovered,
            last_tick_ms: Math.round(s.lastTickMs * 10) / 10,
            ticks: s.ticks,
          },
        };
      },
    );
  };
}
