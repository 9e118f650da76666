// The vocabulary every betting rule shares: bet types, match and market statuses, the selection
// and bet shapes the rules read, and the placement payload of domain 3.
import { potentialWin, type Currency, type MinorUnits } from './money';
import { totalOdds, type Odds } from './odds';
import { systemId, systemOdds, systemPotentialWin, type SystemType } from './system';

/** domain 3 Slip bet betType. A custom bet is a single or combo with customOdds. */
export type BetType = 'single' | 'combo' | 'system';
export const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system'];

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

/** domain 4: statuses 2 to 5 are non-bettable. */
export function isBettableMatchStatus(status: MatchStatus): boolean {
  return status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
}

/** domain 4 Market status: 1 allowed, -1 suspended, 0 not allowed (dropped); -2..-4 unknown, not bettable. */
export const MARKET_STATUS = { allowed: 1, suspended: -1, notAllowed: 0 } as const;
export type MarketStatus = number;

/** domain 5: a selection from this provider may not be part of a system bet. */
export const ODDIN_PROVIDER = 'oddin';

/** What every rule needs to know of a selection (a Slip selection has all of it and more). */
export interface BetSelection {
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

/** domain 3 placement bonus: id, type, odds. */
export interface BetBonusRef {
  id: string;
  type: string;
  odds: Odds | null;
}

/**
 * A bet as the rules see it: what the slip would place and what the server re-checks.
 * `stake` is the total stake (a system's is shared by its lines).
 */
export interface BetDraft {
  betType: BetType;
  selections: readonly BetSelection[];
  stake: MinorUnits;
  currency: Currency;
  systemType: SystemType | null;
  /** Set only for a custom bet. */
  customOdds: Odds | null;
  bonus: BetBonusRef | null;
}

export function isCustomBet(bet: { customOdds: Odds | null }): boolean {
  return bet.customOdds !== null;
}

export interface BetPrice {
  /** Total odds: custom odds, the product with bonus odds, or a system's average line odds. */
  odds: Odds;
  potentialWin: MinorUnits;
  profit: MinorUnits;
}

/**
 * Price a bet (domain 9): a custom bet at its custom odds; a single or combo at the product of
 * its odds and bonus odds; a system as the sum over its lines, its odds being the average line
 * odds (what the stake returns if every selection wins).
 */
export function priceBet(bet: {
  betType: BetType;
  selections: readonly { odds: Odds }[];
  stake: MinorUnits;
  systemType: SystemType | null;
  customOdds: Odds | null;
  bonusOdds: Odds | null;
}): BetPrice {
  const legOdds = bet.selections.map((s) => s.odds);
  if (bet.customOdds) return priced(bet.stake, bet.customOdds);
  if (bet.betType === 'system' && bet.systemType && bet.systemType.totalCount === legOdds.length) {
    const win = systemPotentialWin(bet.stake, bet.systemType, legOdds);
    return {
      odds: systemOdds(bet.systemType, legOdds),
      potentialWin: win,
      profit: (win - bet.stake) as MinorUnits,
    };
  }
  return priced(bet.stake, totalOdds(legOdds, bet.bonusOdds));
}

function priced(stake: MinorUnits, o: Odds): BetPrice {
  const win = potentialWin(stake, o);
  return { odds: o, potentialWin: win, profit: (win - stake) as MinorUnits };
}

/** domain 3 Bet placement payload, field names as on the wire. */
export interface PlacementPayload {
  bonus: BetBonusRef | null;
  stake: { value: MinorUnits; currency: string };
  selections: {
    match_id: EntityId;
    market_id: EntityId;
    specifier: string;
    outcome_id: EntityId;
    odds: Odds;
  }[];
  /** System bets only (domain 5). */
  system_id?: string;
  /** Custom bets only (domain 5). */
  custom_odds?: Odds;
}

/** domain 3 placement meta and the bets of one POST /bets. */
export interface PlaceBetsRequest {
  meta: { device_id: string; quick: boolean; type: string };
  bets: PlacementPayload[];
}

/** The payload of one bet; only custom and system bets carry custom_odds or system_id (domain 5). */
export function placementPayload(bet: BetDraft): PlacementPayload {
  const payload: PlacementPayload = {
    bonus: bet.bonus,
    stake: { value: bet.stake, currency: bet.currency.code },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  };
  if (bet.customOdds) payload.custom_odds = bet.customOdds;
  else if (bet.betType === 'system' && bet.systemType) payload.system_id = systemId(bet.systemType);
  return payload;
}

/** The meta type of a placement: the history type of its first bet (domain 3). */
export function placementType(bets: readonly BetDraft[]): string {
  const first = bets[0];
  if (!first) return 'single';
  return first.customOdds ? 'custom_bet' : first.betType;
}
