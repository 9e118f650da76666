import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDb, type Db } from '../../apps/server/src/db';

// A Postgres database of the bench's own, migrated, dropped afterwards (DATABASE_URL names the
// server; the bench never writes into the database it names).

export async function throwawayPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), poolSize: 20 });
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
