import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Auth } from './auth';
import { addressKey } from './client-address';
import { AppError } from './errors';

export interface Quota {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Quotas of the costly routes (issue 17), per player when signed in, else per address (IPv6 by
 * its /64). Far above what a person does, low enough that a script cannot make the server
 * price, store or search without end. Sign-in, sign-up and mails have their own limits
 * (platform/accounts: back-off and windows kept in the database).
 */
export const QUOTAS: Record<string, Quota> = {
  // A slip's bursts (a player retrying, several tabs) stay far under it.
  'POST /api/sportsbook/v3/bets': { max: 300, windowMs: MINUTE },
  'POST /api/platform/deposits': { max: 20, windowMs: MINUTE },
  'GET /api/sportsbook/v2/search': { max: 120, windowMs: MINUTE },
  'POST /api/sportsbook/v2/bets/share-code': { max: 30, windowMs: MINUTE },
  'GET /api/sportsbook/v2/bets/share-code': { max: 120, windowMs: MINUTE },
  // Guessing promo codes (issue 19): a player types a few; a script gets 10 a minute.
  'POST /api/sportsbook/v2/bonuses/promo-code': { max: 10, windowMs: MINUTE },
};

/** Who a quota counts: the player, else the address. */
async function quotaKey(auth: Auth | undefined, request: FastifyRequest): Promise<string> {
  const player = await auth?.currentPlayer(request);
  return player ? `player:${player.id}` : `address:${addressKey(request.ip)}`;
}

/** The quotas as the operator's /api/health lists them. */
export const quotaLimits = (quotas: Record<string, Quota> = QUOTAS): Record<string, number> =>
  Object.fromEntries(
    Object.entries(quotas).map(([route, q]) => [
      `quota ${route} per ${q.windowMs / 1000} s`,
      q.max,
    ]),
  );

export interface QuotaOptions {
  auth: Auth | undefined;
  redisUrl: string | undefined;
  /** Tests share one Redis between unrelated apps: each gets counters of its own. */
  isolate: boolean;
  /** The Redis keys' prefix, over `isolate`: tests give it to apps that share counters. */
  nameSpace?: string;
  quotas?: Record<string, Quota>;
}

/**
 * @fastify/rate-limit on the routes of `quotas`, attached by route address from one table (so
 * the modules' route files need not know). With REDIS_URL the counters live in Redis and hold
 * across every server process; else in the process. Call before the routes are registered.
 */
export async function registerQuotas(app: FastifyInstance, options: QuotaOptions): Promise<void> {
  const quotas = options.quotas ?? QUOTAS;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const quota = methods.map((m) => quotas[`${m} ${route.url}`]).find(Boolean);
    if (!quota) return;
    route.config = {
      ...route.config,
      rateLimit: { max: quota.max, timeWindow: quota.windowMs },
    } as typeof route.config;
  });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace:
            options.nameSpace ?? (options.isolate ? `sb:quota:${randomUUID()}:` : 'sb:quota:'),
        }
      : {}),
    // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
    skipOnError: true,
    keyGenerator: (request) => quotaKey(options.auth, request),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'error.too_many_requests',
        'Too many requests: wait a moment and try again',
        {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        },
      ),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
}
