// Set-based writes of the catalog (issue 4): many rows in one statement, the same SQL on PGlite
// and Postgres.
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db';

export type Row = Record<string, unknown>;
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** Runs a statement over a record set of rows (see unnestStatement). */
export type Run = (text: string, rows: Row[]) => Promise<unknown>;

const CHUNK = 4000;
export const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * Statements are written as `... from jsonb_to_recordset($1::jsonb) as v(col type, ...)` for
 * readability and run as `unnest($1::type[], $2::type[], ...) as v(col, ...)`: one array
 * parameter per column, about twice as fast on PGlite and the same SQL on Postgres.
 */
export function unnestStatement(text: string, rows: Row[]): SQL {
  const m = /jsonb_to_recordset\(\$1::jsonb\) as v\(([^)]*)\)/.exec(text);
  if (!m) throw new Error('statement without a record set');
  const columns = m[1]!.split(',').map((c) => c.trim().split(/\s+/) as [string, string]);
  const arrays = columns.map(([name, type]) => {
    const values = rows.map((r) => {
      const v = r[name];
      if (v === undefined || v === null) return null;
      return type === 'jsonb' ? JSON.stringify(v) : v;
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return sql`${sql.raw(text.slice(0, m.index))}unnest(${sql.join(arrays, sql`, `)}) as v(${sql.raw(
    columns.map((c) => c[0]).join(', '),
  )})${sql.raw(text.slice(m.index + m[0].length))}`;
}

export const sqlArray = (ids: number[]) =>
  sql.raw(`'{${ids.map((i) => Math.trunc(i)).join(',')}}'`);

export function rowsOf<T>(result: { rows?: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : (result.rows ?? []);
}
