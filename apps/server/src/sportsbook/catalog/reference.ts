// Sports, categories, tournaments and providers change rarely and are few (dozens of rows):
// read paths keep them in memory for a moment instead of joining them into every match query.
import type { Db } from '../../db';
import type { LocalizedNames } from './schema';

export interface SportRef {
  id: number;
  urn_id: string;
  key: string;
  name: string;
  names: LocalizedNames;
  priority: number;
  type: string;
  provider: string;
}
export interface CategoryRefRow {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  names: LocalizedNames;
  priority: number;
  country_code: string | null;
}
export interface TournamentRefRow {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  names: LocalizedNames;
  priority: number;
}

export interface Reference {
  sports: Map<number, SportRef>;
  categories: Map<number, CategoryRefRow>;
  tournaments: Map<number, TournamentRefRow>;
  /** Provider key -> status (`active`, `inactive`). */
  providers: Map<string, string>;
  loadedAt: number;
}

/** Provider statuses move with outages: they are trusted for a second only. */
const MAX_AGE_MS = 1000;
const cache = new WeakMap<Db, Reference>();

async function load(db: Db): Promise<Reference> {
  const [sports, categories, tournaments, providers] = await Promise.all([
    db.query<SportRef>('select id, urn_id, key, name, names, priority, type, provider from sports'),
    db.query<CategoryRefRow>(
      'select id, urn_id, slug, name, names, priority, country_code from categories',
    ),
    db.query<TournamentRefRow>('select id, urn_id, slug, name, names, priority from tournaments'),
    db.query<{ key: string; status: string }>('select key, status from providers'),
  ]);
  const ref: Reference = {
    sports: new Map(sports.map((s) => [s.id, s])),
    categories: new Map(categories.map((c) => [c.id, c])),
    tournaments: new Map(tournaments.map((t) => [t.id, t])),
    providers: new Map(providers.map((p) => [p.key, p.status])),
    loadedAt: Date.now(),
  };
  cache.set(db, ref);
  return ref;
}

/**
 * The reference data, at most a second old; reloaded at once when a row names an id it does
 * not know yet (a fixture of a new tournament).
 */
export async function reference(
  db: Db,
  need?: { sports: number[]; categories: number[]; tournaments: number[] },
): Promise<Reference> {
  const ref = cache.get(db);
  if (!ref || Date.now() - ref.loadedAt > MAX_AGE_MS) return load(db);
  if (
    need &&
    (need.sports.some((id) => !ref.sports.has(id)) ||
      need.categories.some((id) => !ref.categories.has(id)) ||
      need.tournaments.some((id) => !ref.tournaments.has(id)))
  )
    return load(db);
  return ref;
}

/** Forget the cached reference (after writes that change it, in the same process). */
export function invalidateReference(db: Db): void {
  cache.delete(db);
}
