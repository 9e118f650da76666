import { asc, eq } from 'drizzle-orm';
import type { Sport, SportsQuery } from '@sb/contract';
import type { Orm } from '../../db';
import { localizedName } from './locale';
import { sports } from './schema';

export async function listSports(orm: Orm, query: SportsQuery, locale: string): Promise<Sport[]> {
  const rows = await orm
    .select()
    .from(sports)
    .where(query.type ? eq(sports.type, query.type) : undefined)
    .orderBy(asc(sports.priority), asc(sports.id));
  return rows.map((row) => ({
    id: row.id,
    urn_id: row.urnId,
    key: row.key,
    name: localizedName(row.name, row.names, locale),
    priority: row.priority,
    type: row.type,
    provider: row.provider,
  }));
}
