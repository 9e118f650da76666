import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSecrets, loadVapidKeys, type VapidPair } from './secrets';
import { loadReportingConfig, type ReportingConfig } from './reporting/reporting-config';

/** Repository root, so `.data/` and `apps/web` resolve the same from any cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Postgres connection string; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Redis for pub/sub between processes; absent means in-process. */
  redisUrl: string | undefined;
  dataDir: string;
  /** HS256 secret for the real-time JWTs (same as a Centrifugo node's token_hmac_secret_key). */
  realtimeSecret: string;
  /** Key of the internal Centrifugo-style server API. */
  realtimeApiKey: string;
  adminToken: string;
  /** HMAC key of the CSRF tokens. */
  sessionSecret: string;
  /** Shared secret of the payment provider's signed callbacks. */
  paymentCallbackSecret: string;
  publicOrigin: string;
  /** Web Push's VAPID keys (issue 27); `requireVapidKeys` when the site config turns push on. */
  vapid: VapidPair;
  /** The VAPID `sub`: how a push service reaches the operator (an https: URL or mailto:). */
  vapidSubject: string;
  logLevel: string;
  /** Proxy hops whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
  /** Error reporting (Sentry): off unless SENTRY_DSN is set (reporting/reporting-config.ts). */
  reporting: ReportingConfig;
}

export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  // APP_ENV is the product's environment; NODE_ENV only says how React and Next are built
  // (`npm start` runs them optimized on a laptop that is still a development install).
  const appEnv = env.APP_ENV ?? env.NODE_ENV;
  const nodeEnv =
    appEnv === 'production' ? 'production' : appEnv === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  // secrets.ts: from the environment; random ones kept in DATA_DIR in development; none in code.
  const secrets = loadSecrets(env, nodeEnv, dataDir);
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    env: nodeEnv,
    port,
    // A laptop's server is not the network's: development listens on loopback unless told.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir,
    realtimeSecret: secrets.REALTIME_SECRET,
    realtimeApiKey: secrets.REALTIME_API_KEY,
    adminToken: secrets.ADMIN_TOKEN,
    sessionSecret: secrets.SESSION_SECRET,
    paymentCallbackSecret: secrets.PAYMENT_CALLBACK_SECRET,
    publicOrigin,
    vapid: loadVapidKeys(env, nodeEnv, dataDir),
    // RFC 8292 2.1: a contact; the public https origin is one, a laptop's http origin is not.
    vapidSubject:
      env.VAPID_SUBJECT ||
      (publicOrigin.startsWith('https://') ? publicOrigin : 'mailto:push@localhost'),
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    reporting: loadReportingConfig(env, nodeEnv, path.join(repoRoot, 'apps/web')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
