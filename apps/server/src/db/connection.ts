import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over either driver; module code never knows which one it has. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface AdvisoryLock {
  release(): Promise<void>;
  /**
   * Whether the lock is still this process's: false once its connection broke or the server
   * ended its session (issue 25: a leader that lost the lock without dying stops leading).
   */
  held(): Promise<boolean>;
}

/** A lock check that has not answered in this long counts as lost (a half-open connection). */
const LOCK_CHECK_TIMEOUT_MS = 2000;

export interface Db {
  kind: DbKind;
  orm: Orm;
  /** Runs SQL text that may hold several statements (migrations). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A session-level advisory lock held on its own connection until released or the process
   * dies; used to elect the one feed leader among server processes (issue 4).
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | null>;
  /** What /api/health reports, without credentials. */
  describe(): string;
  /** PGlite only: the data directory as a tarball, to start another database from (tests). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** Postgres URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite in memory: start from this dumped data directory instead of a fresh initdb. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 20)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // issue 25, bounded memory: Postgres's default 128 MB of shared buffers lives in the process's
  // WebAssembly memory, which never shrinks; 16 MB holds the hot tables of a laptop's book (the
  // rest is read through the OS's file cache) and keeps 80 MB of resident memory off one process.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const client = dataDir
    ? new PGlite(dataDir, { startParams })
    : new PGlite(loadDataDir ? { loadDataDir, startParams } : { startParams });
  await client.waitReady;
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    // One embedded database belongs to one process: that process is always the leader.
    tryAdvisoryLock: async () => ({ release: async () => {}, held: async () => true }),
    describe: () => (dataDir ? `pglite:${dataDir}` : 'pglite:memory'),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropping (server restart) must not crash the process.
  pool.on('error', () => {});
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  const safeUrl = new URL(url);
  return {
    kind: 'postgres',
    orm,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    tryAdvisoryLock: async (key) => {
      const client = new pg.Client({ connectionString: url });
      let lost = false;
      client.on('error', () => (lost = true));
      client.on('end', () => (lost = true));
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      if (!rows[0]?.locked) {
        await client.end();
        return null;
      }
      return {
        release: async () => {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          await client.end().catch(() => {});
        },
        held: async () => {
          if (lost) return false;
          const check = client
            .query<{ held: boolean }>(
              `select exists (select 1 from pg_locks where locktype = 'advisory' and granted
                 and pid = pg_backend_pid() and objid = $1) as held`,
              [key],
            )
            .then((r) => r.rows[0]?.held === true);
          const timeout = new Promise<false>((r) =>
            setTimeout(() => r(false), LOCK_CHECK_TIMEOUT_MS).unref(),
          );
          const held = await Promise.race([check.catch(() => false), timeout]);
          // Not sure it is ours: the connection is closed, so it is surely not held any more.
          if (!held) await client.end().catch(() => {});
          return held;
        },
      };
    },
    describe: () => `postgres:${safeUrl.hostname}:${safeUrl.port || 5432}${safeUrl.pathname}`,
    close: () => pool.end(),
  };
}
