import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, type Db, type DbKind } from './connection';
import { listMigrations, migrate } from './migrate';
import { throwawayPostgres } from './throwaway';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A fresh PGlite with every migration applied. A PGlite's initdb is most of its start (seconds
 * on the busy 2-core CI machine, times some 150 test files), so the first one migrated is dumped
 * to a file named after the migrations' text and the others load it (a fraction of the time).
 */
export async function migratedPglite(): Promise<Db> {
  const hash = createHash('sha1');
  for (const f of listMigrations())
    hash.update(f).update(fs.readFileSync(path.join(migrationsDir, f)));
  const file = path.join(os.tmpdir(), `sb-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return openDb({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  const db = await openDb({});
  await migrate(db);
  const dump = Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
  // Another worker may be writing the same file: rename is atomic.
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, dump);
  fs.renameSync(tmp, file);
  return db;
}

/**
 * The backends a database test runs on: PGlite always, Postgres when DATABASE_URL is set
 * (DESIGN: one suite, run once per driver). CI sets REQUIRE_POSTGRES so a missing Postgres
 * fails loudly instead of passing on PGlite alone.
 */
export const dbBackends: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (process.env.REQUIRE_POSTGRES && !process.env.DATABASE_URL) {
  throw new Error('REQUIRE_POSTGRES is set but DATABASE_URL is not');
}

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a throwaway Postgres database. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await migratedPglite();
    return { db, close: () => db.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const { db, drop } = await throwawayPostgres(adminUrl, 'sbtest', 30);
  return { db, close: drop };
}

/**
 * `describe` once per backend with a migrated database shared by the block's tests.
 * Usage: describeEachDb('wallet', (ctx) => { it('...', async () => { ctx.db ... }) }).
 */
export function describeEachDb(title: string, body: (ctx: { db: Db; kind: DbKind }) => void): void {
  describe.each(dbBackends)(`${title} [%s]`, (kind) => {
    const ctx = { kind } as { db: Db; kind: DbKind };
    let handle: TestDb | undefined;
    beforeAll(async () => {
      handle = await createTestDb(kind);
      ctx.db = handle.db;
    });
    afterAll(async () => {
      await handle?.close();
    });
    body(ctx);
  });
}
