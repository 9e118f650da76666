import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  leaderboardAnswer,
  predictionAnswer,
  voteQuery,
  voteRequest,
  voteStateAnswer,
} from '@sb/contract';
import type { Auth } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import type { Predictions } from './predictions';

/** What the predictions routes use: the service and who is calling. */
export interface PredictionsRoutesDeps {
  predictions: Predictions;
  auth: Auth;
}

const tags = ['sportsbook: predictions'];

/**
 * domain 7 GET and POST /vote, mounted under /api/sportsbook/v2. Reading is public (a visitor
 * sees the crowd and whether it is open); predicting is a signed-in player's.
 */
export function predictionsRoutes(deps: PredictionsRoutesDeps): FastifyPluginAsyncZod {
  const playerId = async (request: FastifyRequest) => {
    const who = await deps.auth.currentPlayer(request);
    return who ? Number(who.id) : null;
  };
  return async (app) => {
    app.get(
      '/vote',
      {
        schema: {
          tags,
          summary: 'A match’s prediction state: the caller’s prediction, open or locked, the crowd',
          querystring: voteQuery,
          response: { 200: voteStateAnswer, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const matchId = Number(request.query.prediction_id);
        const state = await deps.predictions.state(matchId, await playerId(request));
        if (!state) throw new AppError(404, 'error.vote.not_found', 'No such match');
        return { data: state };
      },
    );
    app.post(
      '/vote',
      {
        schema: {
          tags,
          summary:
            'Predicts a match’s final score (prediction_id: the match id), once, before kick-off',
          body: voteRequest,
          response: {
            201: predictionAnswer,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const player = await playerId(request);
        if (player === null) throw unauthorized();
        const outcome = await deps.predictions.vote(
          player,
          Number(request.body.prediction_id),
          request.body.data,
        );
        if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.message);
        return reply.code(201).send({ data: outcome.value });
      },
    );
    app.get(
      '/vote/leaderboard',
      {
        schema: {
          tags,
          summary: 'The players with the most prediction points (e-mails masked)',
          response: { 200: leaderboardAnswer },
        },
      },
      async () => ({ data: await deps.predictions.leaderboard() }),
    );
  };
}
