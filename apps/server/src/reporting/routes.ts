import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@sb/contract';
import { AppError } from '../http/errors';
import type { ReportingConfig } from './reporting-config';
import { sentryBrowserBundle } from './sdk-bundle';
import { forwardEnvelope, MAX_ENVELOPE_BYTES } from './tunnel';

export const TUNNEL_PATH = '/api/reporting/tunnel';

const browserReporting = z
  .object({
    dsn: z.string().nullable(),
    tunnel: z.string().nullable(),
    environment: z.string(),
    release: z.string(),
  })
  .meta({ id: 'BrowserReporting' });

/** The browser's error-reporting settings and the tunnel (shell 7.3, 8, 9). */
export function reportingRoutes(deps: {
  config: ReportingConfig;
  fetcher?: typeof fetch;
}): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (app) => {
    // The SDK posts envelopes as text/plain (or its own type): taken as text, bounded.
    app.addContentTypeParser(
      ['text/plain', 'application/x-sentry-envelope'],
      { parseAs: 'string', bodyLimit: MAX_ENVELOPE_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.get(
      '/reporting/config',
      {
        schema: {
          tags: ['reporting'],
          summary:
            'Whether and where the browser reports errors: the public DSN (null: off), the tunnel path, environment and release',
          response: { 200: browserReporting },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return {
          dsn: config.browserDsn,
          tunnel: config.browserDsn && config.tunnel ? TUNNEL_PATH : null,
          environment: config.environment,
          release: config.release,
        };
      },
    );
    app.get(
      '/reporting/sdk.js',
      {
        schema: {
          tags: ['reporting'],
          summary: "Sentry's browser SDK as one script (only when a browser DSN is set)",
          querystring: z.object({ release: z.string().max(200).optional() }).strict(),
          response: { 200: z.any(), 404: errorBody },
        },
      },
      async (request, reply) => {
        if (!config.browserDsn)
          throw new AppError(404, 'error.reporting.off', 'Error reporting is off');
        return reply
          .type('text/javascript; charset=utf-8')
          .header(
            'cache-control',
            // Asked for by the release it belongs to: kept until the next release.
            request.query.release === config.release
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
          )
          .serializer((p) => p as string)
          .send(await sentryBrowserBundle());
      },
    );
    app.post(
      '/reporting/tunnel',
      {
        schema: {
          tags: ['reporting'],
          summary:
            "Forwards a browser's Sentry envelope to the configured DSN only (SENTRY_TUNNEL=1); another DSN is refused",
          body: z.string().max(MAX_ENVELOPE_BYTES),
          response: {
            200: z.object({ status: z.number() }),
            400: errorBody,
            403: errorBody,
            404: errorBody,
          },
        },
      },
      async (request) => {
        const dsn = config.tunnel ? config.browserDsn : null;
        const outcome = await forwardEnvelope(request.body, dsn, deps.fetcher);
        if (!outcome.ok)
          throw outcome.key === 'error.reporting.off'
            ? new AppError(404, outcome.key, 'The error-reporting tunnel is off')
            : new AppError(403, outcome.key, 'Envelopes go to the configured DSN only');
        return { status: outcome.status };
      },
    );
  };
}
