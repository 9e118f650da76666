import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { favourites } from './schema';

// Favourites (domain 3, 4, 6, 7; issue 27): the matches, leagues and sports a signed-in player
// keeps. Only what the catalog knows can be a favourite; each player keeps at most
// MAX_FAVOURITES of a type. A match's favourites list can be narrowed by its status and
// whether it can be bet on now (GET /favourites/matches?matchStatus&isBettable).

export const FAVOURITE_TYPES = ['matches', 'leagues', 'sports'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];
export const MAX_FAVOURITES = 500;

/** What the favourites ask of the catalog (composition root: the catalog module). */
export interface FavouritesCatalog {
  /** Which of `ids` exist: match and league ids, sport keys. */
  known(type: FavouriteType, ids: string[]): Promise<Set<string>>;
  /** Status and bettability of matches, for the list's filters. */
  matchStates(ids: number[]): Promise<Map<number, { status: number; bettable: boolean }>>;
}

export interface FavouritesDeps {
  db: Db;
  catalog: FavouritesCatalog;
}

export interface FavouriteView {
  type: FavouriteType;
  id: string;
  created_at: string;
}

export type FavouriteOutcome =
  { ok: true; value: FavouriteView } | { ok: false; status: number; key: string; message: string };

export class Favourites {
  constructor(private readonly deps: FavouritesDeps) {}

  async list(
    playerId: number,
    type: FavouriteType,
    filter: { matchStatus?: number; isBettable?: boolean } = {},
  ): Promise<FavouriteView[]> {
    const rows = await this.deps.db.orm
      .select()
      .from(favourites)
      .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)))
      .orderBy(asc(favourites.createdAt), asc(favourites.objectId));
    let kept = rows;
    if (
      type === 'matches' &&
      (filter.matchStatus !== undefined || filter.isBettable !== undefined)
    ) {
      const states = await this.deps.catalog.matchStates(rows.map((r) => Number(r.objectId)));
      kept = rows.filter((r) => {
        const state = states.get(Number(r.objectId));
        if (!state) return false;
        if (filter.matchStatus !== undefined && state.status !== filter.matchStatus) return false;
        if (filter.isBettable !== undefined && state.bettable !== filter.isBettable) return false;
        return true;
      });
    }
    return kept.map((r) => ({
      type,
      id: r.objectId,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** The player's favourite match ids (GET /matches?favourite=true). */
  async matchIds(playerId: number): Promise<number[]> {
    return (await this.list(playerId, 'matches')).map((f) => Number(f.id));
  }

  async add(playerId: number, type: FavouriteType, id: string): Promise<FavouriteOutcome> {
    const known = await this.deps.catalog.known(type, [id]);
    if (!known.has(id))
      return { ok: false, status: 404, key: 'error.favourites.not_found', message: 'No such item' };
    return this.deps.db.orm.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(favourites)
        .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)));
      if ((held?.n ?? 0) >= MAX_FAVOURITES)
        return {
          ok: false as const,
          status: 400,
          key: 'error.favourites.too_many',
          message: `At most ${MAX_FAVOURITES} favourites of a kind`,
        };
      await tx.insert(favourites).values({ playerId, type, objectId: id }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(favourites)
        .where(
          and(
            eq(favourites.playerId, playerId),
            eq(favourites.type, type),
            eq(favourites.objectId, id),
          ),
        );
      return {
        ok: true as const,
        value: { type, id, created_at: row!.createdAt.toISOString() },
      };
    });
  }

  /** Removing what is not a favourite changes nothing and is not an error (idempotent). */
  async remove(playerId: number, type: FavouriteType, id: string): Promise<void> {
    await this.deps.db.orm
      .delete(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.objectId, id),
        ),
      );
  }
}
