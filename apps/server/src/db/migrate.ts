import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Lock key that serializes migrators when several processes start on one Postgres. */
const MIGRATION_LOCK = 7_100_001;

/**
 * Applies the committed SQL files in name order, each once, each in its own transaction.
 * The same files run on PGlite and Postgres. Module ranges: 00xx foundation, 01xx catalog,
 * 02xx platform, 03xx realtime, 04xx bets.
 */
export async function migrate(db: Db): Promise<string[]> {
  const lock = await waitForLock(db);
  try {
    await db.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of listMigrations()) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      await db.exec(
        `begin;\n${sql}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`,
      );
      applied.push(file);
    }
    return applied;
  } finally {
    await lock.release();
  }
}

export function listMigrations(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

async function waitForLock(db: Db) {
  for (;;) {
    const lock = await db.tryAdvisoryLock(MIGRATION_LOCK);
    if (lock) return lock;
    await new Promise((r) => setTimeout(r, 100));
  }
}
