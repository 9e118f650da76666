import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, launchAnswer, launchRequest, verticalProvider } from '@sb/contract';
import type { Auth } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import { htmlRoute, type SecurityPolicy } from '../../http/security-headers';
import { expiredGamePage, sandboxGamePage } from './sandbox-games';
import type { Verticals } from './verticals';

const gameScript = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-game.js'),
  'utf8',
);

/** domain 7 `POST /{provider}/launch`, under /api/sportsbook/v2. */
export function verticalRoutes(deps: { verticals: Verticals; auth: Auth }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:provider/launch',
      {
        schema: {
          tags: ['sportsbook: verticals'],
          summary:
            "Launch a vertical's game (horse racing, lotto, premium cricket, the virtual gaming arena) for the signed-in player: the URL to show in a frame",
          params: z.object({ provider: verticalProvider }),
          body: launchRequest,
          response: { 200: launchAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const { provider } = request.params;
        if (!deps.verticals.enabled(provider))
          throw new AppError(404, 'error.vertical.not_enabled', `${provider} is not enabled here`);
        const who = await deps.auth.currentPlayer(request);
        if (!who) throw unauthorized();
        return { url: deps.verticals.launch(provider, Number(who.id)) };
      },
    );
  };
}

/** The sandbox provider's game pages and script, under /spi/games (as a provider's would be). */
export function sandboxGameRoutes(deps: {
  verticals: Verticals;
  policy: SecurityPolicy;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/spi/games/game.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(gameScript),
    );
    app.get(
      '/spi/games/:provider',
      {
        ...htmlRoute(deps.policy),
        schema: {
          hide: true,
          params: z.object({ provider: verticalProvider }),
          querystring: z.object({ session: z.string().max(300) }),
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const session = deps.verticals.session(provider, request.query.session);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!session || !deps.verticals.enabled(provider))
          return reply.status(403).send(expiredGamePage());
        return sandboxGamePage(provider, session.playerId);
      },
    );
  };
}
