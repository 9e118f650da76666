import { useSyncExternalStore } from 'react';

// The signed-in player's favourites (issue 27; domain 4 Favourite toggle), as the stars read
// them: a tiny external store on the first load; what loads and toggles them (favourites.ts)
// comes after hydration or on the first click.

export type FavouriteType = 'matches' | 'leagues' | 'sports';

const held: Record<FavouriteType, Set<string>> = {
  matches: new Set(),
  leagues: new Set(),
  sports: new Set(),
};
const listeners = new Set<() => void>();

export function setFavourites(type: FavouriteType, ids: Iterable<string>): void {
  held[type] = new Set(ids);
  for (const l of listeners) l();
}

export function setFavourite(type: FavouriteType, id: string, on: boolean): void {
  const next = new Set(held[type]);
  if (on) next.add(id);
  else next.delete(id);
  setFavourites(type, next);
}

export function isFavourite(type: FavouriteType, id: string): boolean {
  return held[type].has(id);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// The hooks render the snapshot itself, never the store read beside it: a star hydrating after
// the favourites loaded must render the server's value first (none), or React keeps the server
// HTML's unstarred attribute under a starred render and never updates it (the favourites e2e's
// star that read unstarred after some reloads).

/** Whether `id` is a favourite; re-renders when the player's favourites change. */
export function useFavourite(type: FavouriteType, id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => held[type].has(id),
    () => false,
  );
}

/** How many of a type the player keeps (the floating favourites button). */
export function useFavouriteCount(type: FavouriteType): number {
  return useSyncExternalStore(
    subscribe,
    () => held[type].size,
    () => 0,
  );
}
