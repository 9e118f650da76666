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
let version = 0;

export function setFavourites(type: FavouriteType, ids: Iterable<string>): void {
  held[type] = new Set(ids);
  version++;
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

/** Whether `id` is a favourite; re-renders when the player's favourites change. */
export function useFavourite(type: FavouriteType, id: string): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return held[type].has(id);
}

/** How many of a type the player keeps (the floating favourites button). */
export function useFavouriteCount(type: FavouriteType): number {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return held[type].size;
}
