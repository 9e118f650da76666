import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '@sb/contract';
import type { Db } from '../db';
import type { Broker } from '../realtime';

const version = process.env.npm_package_version ?? '0.1.0';

/** What the health check looks at: the database, the broker, and when the process started. */
export interface HealthDeps {
  db: Pick<Db, 'query' | 'kind' | 'describe'>;
  broker: Pick<Broker, 'kind' | 'ping'>;
  startedAt: number;
}

export function healthRoutes(ctx: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['ops'],
          summary: 'Liveness with the database and broker in use',
          response: { 200: health, 503: health },
        },
      },
      async (_request, reply) => {
        const [dbOk, brokerOk] = await Promise.all([
          ctx.db.query('select 1').then(
            () => true,
            () => false,
          ),
          ctx.broker.ping(),
        ]);
        const ok = dbOk && brokerOk;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          version,
          uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
          database: { kind: ctx.db.kind, target: ctx.db.describe(), ok: dbOk },
          broker: { kind: ctx.broker.kind, ok: brokerOk },
        });
      },
    );
  };
}
