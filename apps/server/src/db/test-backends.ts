import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, type Db, type DbKind } from './connection';
import { migrate } from './migrate';
import { throwawayPostgres } from './throwaway';

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
    const db = await openDb({});
    await migrate(db);
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
