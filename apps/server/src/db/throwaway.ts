import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from './connection';
import { migrate } from './migrate';

/**
 * A Postgres database of its own on the server `adminUrl` names, migrated, and dropped by
 * `drop()` (tests and benchmarks never write into the database the URL names).
 */
export async function throwawayPostgres(
  adminUrl: string,
  prefix: string,
  poolSize = 20,
): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), poolSize });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
