import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorBody } from '@sb/contract';
import type { Modules } from '../compose';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { TEST_SCRYPT } from '../platform';
import type { SiteConfigOverride } from '../platform/site-config';
import { signedInPlayer, TestBrowser } from '../platform/testing';
import { seedCatalog } from '../sportsbook/catalog/seed';
import { testApp } from './harness';

// The probe of issue 17 as a test kit: the app with two players and an operator, the routes
// as the OpenAPI document lists them, and the checks every answer must pass.

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path template: `/api/platform/deposits/{id}`. */
  path: string;
  query: string[];
  pathParams: string[];
  hasBody: boolean;
}

/** Routes the document hides (pages and a script), probed all the same. */
export const HIDDEN_OPERATIONS: Operation[] = [
  { method: 'GET', path: '/spi/main.js', query: [], pathParams: [], hasBody: false },
  {
    method: 'GET',
    path: '/spi/iframe',
    query: ['currency', 'locale', 'amount', 'successUrl', 'failureUrl', 'pendingUrl'],
    pathParams: [],
    hasBody: false,
  },
  { method: 'GET', path: '/profile/wallet/withdraw', query: [], pathParams: [], hasBody: false },
  {
    method: 'GET',
    path: '/profile/wallet/transactions',
    query: ['kind', 'from', 'to', 'currency', 'limit', 'format'],
    pathParams: [],
    hasBody: false,
  },
  {
    method: 'GET',
    path: '/profile/wallet/deposit',
    query: ['quick-deposit-status', 'currency'],
    pathParams: [],
    hasBody: false,
  },
  { method: 'GET', path: '/dev/mailbox', query: ['to'], pathParams: [], hasBody: false },
  { method: 'GET', path: '/api/docs', query: [], pathParams: [], hasBody: false },
  { method: 'GET', path: '/api/docs/json', query: [], pathParams: [], hasBody: false },
];

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        hasBody: op.requestBody !== undefined,
      });
    }
  return out;
}

export const routeId = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export interface Probe {
  app: FastifyInstance;
  ctx: Modules;
  operations: Operation[];
  /** A signed-in player with funds, a deposit and its client secret. */
  player: TestBrowser;
  /** Another signed-in player. */
  other: TestBrowser;
  visitor: TestBrowser;
  admin: { authorization: string };
  apiKey: { 'x-api-key': string };
  ids: {
    matchId: number;
    depositId: string;
    withdrawalId: string;
    clientSecret: string;
    playerId: string;
  };
  /** A concrete URL of an operation: path parameters filled with the probe's own ids. */
  urlOf(op: Operation): string;
}

export async function startProbe(db: Db): Promise<Probe> {
  await seedCatalog(db.orm);
  const { app, ctx } = await testApp(db);
  // The engine is built, not started, in tests: a trading command would wait 10 s for a leader.
  // The probe is about the HTTP layer, so the engine answers at once, as for an unknown match.
  ctx.feed.control = async () => ({
    ok: false,
    status: 404,
    key: 'error.not_found',
    message: 'Match was not found',
  });
  const doc = (await app.inject('/api/docs/json')).json<OpenApiDoc>();
  const { browser: player, playerId } = await signedInPlayer(app, ctx, {
    funds: [{ currency: 'EUR', amount: 100_000 }],
  });
  const { browser: other } = await signedInPlayer(app, ctx, {
    funds: [{ currency: 'EUR', amount: 100_000 }],
  });
  const deposit = await player.post('/api/platform/deposits', { amount: 2500, currency: 'EUR' });
  const { id: depositId, clientSecret } = deposit.json<{ id: string; clientSecret: string }>();
  const withdrawal = await player.post('/api/platform/withdrawals', {
    amount: 1000,
    currency: 'EUR',
    card: '4242424242424242',
  });
  const { id: withdrawalId } = withdrawal.json<{ id: string }>();
  const [match] = await db.query<{ id: number }>('select id from matches order by id limit 1');
  const ids = { matchId: match?.id ?? 1, depositId, withdrawalId, clientSecret, playerId };
  const urlOf = (op: Operation) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (op.path.includes('deposits') || op.path.includes('payments')) return depositId;
      if (op.path.includes('withdrawals')) return withdrawalId;
      if (name === 'type') return op.path.includes('favourites') ? 'matches' : 'lineups';
      if (name === 'provider') return 'horse_racing';
      return String(ids.matchId);
    });
  return {
    app,
    ctx,
    operations: [...operationsOf(doc), ...HIDDEN_OPERATIONS],
    player,
    other,
    visitor: new TestBrowser(app),
    admin: { authorization: `Bearer ${ctx.config.adminToken}` },
    apiKey: { 'x-api-key': ctx.config.realtimeApiKey },
    ids,
    urlOf,
  };
}

/** What is wrong with an answer, or null: no 5xx, and every 4xx in the one error shape. */
export function answerProblem(res: LightMyRequestResponse, marker?: string): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} answered a body that is not JSON: ${res.body.slice(0, 120)}`;
  }
  const parsed = errorBody.strict().safeParse(body);
  if (!parsed.success)
    return `${res.statusCode} outside the error shape: ${res.body.slice(0, 200)}`;
  if (!String(res.headers['content-type']).startsWith('application/json'))
    return `${res.statusCode} as ${String(res.headers['content-type'])}`;
  if (marker && res.body.includes(marker)) return `${res.statusCode} echoes the input`;
  return null;
}

/** Secrets of the right length for a production app in tests (none of them a real one). */
export const TEST_PRODUCTION_SECRETS = Object.fromEntries(
  [
    'SESSION_SECRET',
    'PAYMENT_CALLBACK_SECRET',
    'REALTIME_SECRET',
    'REALTIME_API_KEY',
    'ADMIN_TOKEN',
  ].map((name) => [name, `${name.toLowerCase()}-${randomBytes(24).toString('hex')}`]),
);

/**
 * The app as `APP_ENV=production` builds it (secrets given, behind one trusted proxy that
 * terminates TLS), with site config overrides.
 */
export async function productionApp(
  db: Db,
  site: SiteConfigOverride = {},
): Promise<{ app: FastifyInstance; ctx: Modules }> {
  const config = loadConfig({
    APP_ENV: 'production',
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'https://sportsbook.example',
    LOG_LEVEL: 'silent',
    ...TEST_PRODUCTION_SECRETS,
  });
  return testApp(db, undefined, {
    config,
    platform: { site, options: { passwordCost: TEST_SCRYPT } },
  });
}
