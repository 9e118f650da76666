import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeEachDb } from './test-backends';
import * as schema from './schema';

// The Drizzle schema and the committed SQL migrations must describe the same tables.
describeEachDb('schema matches migrations', (ctx) => {
  it('every Drizzle column exists in the migrated database with its nullability', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable =>
      is(t, PgTableClass),
    );
    expect(tables.length).toBeGreaterThan(0);
    const rows = await ctx.db.query<{
      table_name: string;
      column_name: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    const actual = new Map(
      rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'YES']),
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(actual.has(key), `${key} missing from migrations`).toBe(true);
        expect(actual.get(key), `${key} nullability`).toBe(!column.notNull);
      }
    }
  });
});
