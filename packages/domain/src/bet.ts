// The vocabulary of bets every betting rule shares: bet types, the bet shapes the rules read and
// their price, and the placement payload of domain 3 (selections: selection.ts).
import { potentialWin, type Currency, type MinorUnits } from './money';
import { totalOdds, type Odds } from './odds';
import { systemId, systemOdds, systemPotentialWin, type SystemType } from './system';
import type { BetSelection, EntityId } from './selection';
import { freebetKeepsStake, type FreebetKind } from './settlement';

/** domain 3 Slip bet betType. A custom bet is a single or combo with customOdds. */
export type BetType = 'single' | 'combo' | 'system';
export const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system'];

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
  /** The freebet staked, if any: a stake-not-returned one's win leaves its stake out. */
  freebet?: FreebetKind | null;
}): BetPrice {
  const price = grossPrice(bet);
  if (!freebetKeepsStake(bet.freebet)) return price;
  const win = Math.max(0, price.potentialWin - bet.stake) as MinorUnits;
  return { odds: price.odds, potentialWin: win, profit: (win - bet.stake) as MinorUnits };
}

function grossPrice(bet: Parameters<typeof priceBet>[0]): BetPrice {
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
