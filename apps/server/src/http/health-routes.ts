import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health, healthDetails } from '@sb/contract';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db';
import type { FeedStats } from '../feed';
import type { Broker } from '../realtime';
import { isAdmin } from './auth';
import type { RuntimeMetrics } from './runtime-metrics';

const version = process.env.npm_package_version ?? '0.1.0';

/** What the health check looks at: the database, the broker, and when the process started. */
export interface HealthDeps {
  db: Pick<Db, 'query' | 'kind' | 'describe'>;
  broker: Pick<Broker, 'kind' | 'ping'>;
  startedAt: number;
  env: Config['env'];
  /** The operator's token: it alone sees versions, backends and limits. */
  adminToken: string;
  /** The limits in force (quotas, the push server's), for the operator. */
  limits?: () => Record<string, number>;
  /** Memory, sockets and event-loop delay of this process (issue 25). */
  runtime: Pick<RuntimeMetrics, 'read'>;
  /** The feed engine as this process sees it. */
  feed: () => Pick<FeedStats, 'enabled' | 'leader' | 'ticks' | 'lastTickMs' | 'lagMs'>;
}

/**
 * `/api/health`: up or down for anyone (a load balancer's probe); versions, backends, paths,
 * limits, and this process's memory, sockets, event-loop delay and feed lag (issue 25) only for
 * the operator's admin token (issue 17, finding 6: it told visitors the version and the
 * database path).
 */
export function healthRoutes(ctx: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const answer = z.union([healthDetails, health]);
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['ops'],
          summary:
            'Up or down; with Authorization: Bearer <ADMIN_TOKEN>, the versions, backends and limits',
          response: { 200: answer, 503: answer },
        },
      },
      async (request, reply) => {
        const [dbOk, brokerOk] = await Promise.all([
          ctx.db.query('select 1').then(
            () => true,
            () => false,
          ),
          ctx.broker.ping(),
        ]);
        const status: 'ok' | 'degraded' = dbOk && brokerOk ? 'ok' : 'degraded';
        reply.status(status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
        if (!isAdmin(request, ctx.adminToken)) return { status };
        const feed = ctx.feed();
        return {
          status,
          version,
          node: process.version,
          environment: ctx.env,
          uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
          database: { kind: ctx.db.kind, target: ctx.db.describe(), ok: dbOk },
          broker: { kind: ctx.broker.kind, ok: brokerOk },
          limits: { bodyLimitBytes: app.initialConfig.bodyLimit ?? 0, ...ctx.limits?.() },
          ...(await ctx.runtime.read()),
          feed: {
            enabled: feed.enabled,
            leader: feed.leader,
            ticks: feed.ticks,
            last_tick_ms: Math.round(feed.lastTickMs * 10) / 10,
            lag_ms: feed.lagMs === null ? null : Math.round(feed.lagMs),
          },
        };
      },
    );
  };
}
