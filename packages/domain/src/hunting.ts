// Hunting (domain 1, 3; issue 19): a bonus the player activates, then farms with the bets that
// carry it, a point per bet; at the campaign's target the hunt pays a freebet worth the average
// stake of the bets that farmed it, up to the campaign's cap. The spec names the farming stats
// (domain 3: avg_stake, bets_count, points, available_points, potential_points,
// potential_freebet_amount, farm_once_per_event, farmed_event_ids); the rule they imply is
// written here once, for the slip's preview, the placement's check and the farming itself.
import { betConditionsRefusal, type BetConditions } from './bet-conditions';
import type { MinorUnits } from './money';
import type { Odds } from './odds';
import type { EntityId, MatchStatus } from './selection';

/**
 * A bonus that farms (hunting, the hunting tournament that repeats it: tournament.ts, and the
 * lootbox whose target opens a chest: lootbox.ts): the same conditions and points; only what
 * happens at the target differs.
 */
export interface FarmingBonus extends BetConditions {
  id: string;
  type: 'hunting' | 'tournament' | 'lootbox';
  /** The currency the hunt farms and pays in (the player's, chosen at activation). */
  currencyCode: string;
  /** The least stake that farms, minor units. */
  minStake: MinorUnits;
  /** Points that earn the freebet. */
  pointsTarget: number;
  /** A match farms once: a bet whose every match has farmed already farms nothing. */
  farmOncePerEvent: boolean;
  /** The most the earned freebet pays, minor units. */
  maxFreebet: MinorUnits;
  /** Farmed so far. */
  points: number;
  farmedStake: MinorUnits;
  /** The matches that farmed (farm_once_per_event), as ids of the catalog. */
  farmedEventIds: readonly EntityId[];
  isActive: boolean;
}

export interface HuntingBonus extends FarmingBonus {
  type: 'hunting';
}

/** The bonus kinds that farm points with the bets carrying them. */
export const FARMING_KINDS = ['hunting', 'tournament', 'lootbox'] as const;

export const isFarming = (bonus: { type: string } | null | undefined): bonus is FarmingBonus =>
  (FARMING_KINDS as readonly string[]).includes(bonus?.type ?? '');

/** A bet as the hunt sees it: its matches, total odds (before any bonus), stake, currency. */
export interface HuntingBet {
  selections: readonly { matchId: EntityId; matchStatus: MatchStatus }[];
  odds: Odds;
  stake: MinorUnits;
  currencyCode: string;
}

export type HuntingRefusal =
  | 'inactive'
  | 'currency'
  | 'min_stake'
  | 'min_odds'
  | 'max_odds'
  | 'match_status'
  | 'selection_count'
  | 'event_farmed';

/** Why a bet cannot farm this hunt, or null when it farms a point. */
export function huntingRefusal(h: FarmingBonus, bet: HuntingBet): HuntingRefusal | null {
  if (!h.isActive || h.points >= h.pointsTarget) return 'inactive';
  if (h.currencyCode !== bet.currencyCode) return 'currency';
  if (bet.stake < h.minStake) return 'min_stake';
  const unmet = betConditionsRefusal(h, bet);
  if (unmet) return unmet;
  if (h.farmOncePerEvent && bet.selections.every((s) => farmedAlready(h, s.matchId)))
    return 'event_farmed';
  return null;
}

const farmedAlready = (h: FarmingBonus, matchId: EntityId) =>
  h.farmedEventIds.some((id) => String(id) === String(matchId));

/** The freebet a hunt pays at its target: the average farming stake, rounded down, capped. */
export function huntingFreebetAmount(
  h: Pick<FarmingBonus, 'maxFreebet'>,
  farmedStake: number,
  bets: number,
): MinorUnits {
  if (bets <= 0) return 0 as MinorUnits;
  return Math.min(h.maxFreebet, Math.floor(farmedStake / bets)) as MinorUnits;
}

export interface Farmed {
  points: number;
  farmedStake: MinorUnits;
  farmedEventIds: EntityId[];
  /** The freebet the hunt pays now (its target reached by this bet), or null. */
  freebet: MinorUnits | null;
}

/**
 * What a bet that may farm (huntingRefusal null) makes of the hunt: a point, its stake and its
 * matches counted; at the target, the freebet. Placement stores exactly this, under the hunt's
 * row lock, so two concurrent bets never both reach the target.
 */
export function farm(h: FarmingBonus, bet: HuntingBet): Farmed {
  const points = h.points + 1;
  const farmedStake = (h.farmedStake + bet.stake) as MinorUnits;
  const farmedEventIds = [
    ...h.farmedEventIds,
    ...new Set(bet.selections.map((s) => s.matchId).filter((id) => !h.farmedEventIds.includes(id))),
  ];
  const freebet = points >= h.pointsTarget ? huntingFreebetAmount(h, farmedStake, points) : null;
  return { points, farmedStake, farmedEventIds, freebet };
}

/** The slip's preview of a hunt for one bet (domain 3: points, availablePoints, potentialPoints). */
export function huntingPreview(
  h: FarmingBonus,
  bet: HuntingBet,
): {
  points: number;
  availablePoints: number;
  potentialPoints: number;
  potentialFreebetAmount: MinorUnits;
} {
  const farms = huntingRefusal(h, bet) === null;
  const potentialPoints = h.points + (farms ? 1 : 0);
  return {
    points: h.points,
    availablePoints: Math.max(0, h.pointsTarget - h.points),
    potentialPoints,
    potentialFreebetAmount: huntingFreebetAmount(
      h,
      h.farmedStake + (farms ? bet.stake : 0),
      potentialPoints,
    ),
  };
}
