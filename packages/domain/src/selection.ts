// What identifies a selection and whether its match and market take bets (domain 3, domain 4):
// the part of the betting vocabulary that a page showing odds needs before any bet exists.
import type { Odds } from './odds';

/** Ids arrive as numbers or strings from feeds; they are compared, never computed on. */
export type EntityId = number | string;

/** domain 3 Match status codes. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/** domain 4: statuses 2 to 5 are non-bettable; prematch and live take bets. */
export const BETTABLE_MATCH_STATUSES: readonly MatchStatus[] = [
  MATCH_STATUS.prematch,
  MATCH_STATUS.live,
];

/** domain 4: statuses 2 to 5 are non-bettable. */
export function isBettableMatchStatus(status: number): boolean {
  return (BETTABLE_MATCH_STATUSES as readonly number[]).includes(status);
}

/**
 * domain 4 "bettable": the match is in a bettable status and its provider is up (a provider
 * status change makes its selections unavailable). The one definition of the catalog's
 * `bettable` flag, its `bettable` list filter and cash-out's open legs.
 */
export function isBettableMatch(match: { status: number; providerActive: boolean }): boolean {
  return match.providerActive && isBettableMatchStatus(match.status);
}

/**
 * domain 4 Market status: 1 allowed, -1 suspended, 0 not allowed (closed: decided or withdrawn;
 * dropped by clients on update). The spec leaves -2..-4 open; we use -3 settled (results in) and
 * -4 cancelled (void match), never -2. Only allowed takes bets.
 */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = number;

/** domain 5: a selection from this provider may not be part of a system bet. */
export const ODDIN_PROVIDER = 'oddin';

/**
 * Where a selection's match is played (its sport, tournament and category's country, domain 3):
 * what a combo boost's country codes and event conditions read.
 */
export interface SelectionPlace {
  sportKey?: string;
  tournamentId?: EntityId;
  countryCode?: string | null;
}

/** What every rule needs to know of a selection (a Slip selection has all of it and more). */
export interface BetSelection extends SelectionPlace {
  id: string;
  matchId: EntityId;
  matchStatus: MatchStatus;
  provider: string;
  marketId: EntityId;
  specifier: string;
  outcomeId: EntityId;
  /** The odds the player sees and sends. */
  odds: Odds;
}

/** The one key of an outcome in a slip: outcome ids are unique only within their market. */
export function selectionKey(s: {
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
  outcomeId: EntityId;
}): string {
  return `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;
}
