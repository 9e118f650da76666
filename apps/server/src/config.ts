import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  publicOrigin: string;
  logLevel: string;
  /** Proxy hops whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // APP_ENV is the product's environment; NODE_ENV only says how React and Next are built
  // (`npm start` runs them optimized on a laptop that is still a development install).
  const appEnv = env.APP_ENV ?? env.NODE_ENV;
  const nodeEnv =
    appEnv === 'production' ? 'production' : appEnv === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const production = nodeEnv === 'production';
  const secret = (name: string, fallback: string): string => {
    const value = env[name];
    if (value) return value;
    // Development defaults keep `npm start` one command; production must set its own.
    if (production) throw new Error(`${name} must be set in production`);
    return fallback;
  };
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    realtimeSecret: secret('REALTIME_SECRET', 'dev-realtime-secret-change-me-0123456789'),
    realtimeApiKey: secret('REALTIME_API_KEY', 'dev-realtime-api-key'),
    adminToken: secret('ADMIN_TOKEN', 'dev-admin-token'),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
