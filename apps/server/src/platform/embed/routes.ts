import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, hostSessionRequest, signedInAnswer } from '@sb/contract';
import type { Platform } from '../platform';
import { profileAnswer } from '../player/profile';
import { hostSession } from './host-session';

const embedScript = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'embed.js'),
  'utf8',
);

/**
 * GET /embed.js (issue 23): the host page's script, loaded from another origin, so it is the
 * one answer here whose Cross-Origin-Resource-Policy lets any site load it.
 */
export function embedScriptRoute(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(embedScript),
    );
  };
}

/** The embedding's server side (issue 23): the host's player signs in by the host's token. */
export function embedRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/embed/session',
      {
        schema: {
          tags: ['platform: embedding'],
          summary:
            "Sign in the host page's player by its signed, short-lived token (once per token); rotates the session cookie and the CSRF token",
          body: hostSessionRequest,
          response: {
            200: signedInAnswer,
            400: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const player = await hostSession(platform, request, reply, request.body.token);
        return { player: await profileAnswer(platform, player) };
      },
    );
  };
}
