import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, chatUserIdAnswer } from '@sb/contract';
import type { Auth } from '../../http/auth';
import { unauthorized } from '../../http/errors';

/**
 * The id a live-chat widget knows the player by (domain 7 `GET /watchersio/userid`; shell 7.3;
 * issue 23): stable per player, and not their account id or e-mail, so the chat provider
 * learns nothing it could join with the book's records.
 */
export function chatUserId(secret: string, playerId: string): string {
  return createHmac('sha256', secret).update(`chat-user:${playerId}`).digest('hex').slice(0, 32);
}

/** Under /api/sportsbook/v2. */
export function chatRoutes(deps: { auth: Auth; secret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/watchersio/userid',
      {
        schema: {
          tags: ['sportsbook: chat'],
          summary:
            "The signed-in player's id for the live-chat widget: stable, and neither their account id nor their e-mail",
          response: { 200: chatUserIdAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const who = await deps.auth.currentPlayer(request);
        if (!who) throw unauthorized();
        return { id: chatUserId(deps.secret, String(who.id)) };
      },
    );
  };
}
