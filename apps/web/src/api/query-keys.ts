import type { MatchListSpec } from './catalog';

/** One place for query keys, so prefetch on the server and reads in the browser agree. */
export const queryKeys = {
  sports: (locale: string) => ['sports', locale] as const,
  counters: (locale: string) => ['counters', locale] as const,
  settings: (locale: string) => ['settings', locale] as const,
  /** Every match list of a locale starts with this (the live merge walks them all). */
  matchLists: (locale: string) => ['matches', locale] as const,
  matches: (locale: string, spec: MatchListSpec) => ['matches', locale, spec] as const,
  match: (locale: string, id: number) => ['match', locale, id] as const,
  markets: (locale: string, id: number) => ['markets', locale, id] as const,
  statistics: (locale: string, id: number) => ['statistics', locale, id] as const,
  tournaments: (locale: string, params: Record<string, string>) =>
    ['tournaments', locale, params] as const,
  categories: (locale: string, params: Record<string, string>) =>
    ['categories', locale, params] as const,
  search: (locale: string, q: string) => ['search', locale, q] as const,
  /** Jackpots (issue 21); the keys only their own chunk reads are in jackpots/jackpots-api.ts. */
  jackpots: (locale: string) => ['jackpots', locale] as const,
};
