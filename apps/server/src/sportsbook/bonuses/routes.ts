import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bonusesAnswer,
  bonusesForBetsAnswer,
  bonusesForBetsRequest,
  bonusesQuery,
  bonusListQuery,
  comboBoostsAnswer,
  errorBody,
} from '@sb/contract';
import type { Auth } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import type { Bonuses } from './bonuses';

/** What the bonus routes use: the service and who is calling. */
export interface BonusesRoutesDeps {
  bonuses: Bonuses;
  auth: Auth;
}

const tags = ['sportsbook: bonuses'];

/** domain 7 bonus calls (combo boost first), mounted under /api/sportsbook/v2. */
export function bonusesRoutes(deps: BonusesRoutesDeps): FastifyPluginAsyncZod {
  const playerId = async (request: FastifyRequest) => {
    const who = await deps.auth.currentPlayer(request);
    if (!who) throw unauthorized();
    return Number(who.id);
  };
  return async (app) => {
    app.get(
      '/bonuses',
      {
        schema: {
          tags,
          summary:
            'The caller’s bonuses (domain 7: status, available, unseen, limit_per_type, type)',
          querystring: bonusesQuery,
          response: { 200: bonusesAnswer, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.bonuses.list(await playerId(request), request.query),
      }),
    );
    app.get(
      '/bonuses/comboboosts',
      {
        schema: {
          tags,
          summary: 'The caller’s combo boosts, a page (default limit 4, domain 7)',
          querystring: bonusListQuery,
          response: { 200: comboBoostsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.comboBoosts(await playerId(request), request.query),
    );
    app.post(
      '/bonuses',
      {
        schema: {
          tags,
          summary: 'Which bonuses suit each bet of a slip, with the boosted total odds',
          body: bonusesForBetsRequest,
          response: { 200: bonusesForBetsAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.bonuses.forBets(await playerId(request), request.body.bets),
      }),
    );
  };
}
