// Bonuses as the slip and the placement check use them (domain 1, 3, 4, 5): which bonus a bet
// carries, the combo-boost range its suitable selections reach, and when a freebet applies.
import type { EntityId, MatchStatus, SelectionPlace } from './selection';
import { MATCH_STATUS } from './selection';
import type { MinorUnits } from './money';
import type { Odds } from './odds';
import type { FreebetKind } from './settlement';
import { betConditionsRefusal, type BetConditions } from './bet-conditions';
import type { HuntingBonus } from './hunting';
import type { LootboxBonus } from './lootbox';
import type { TournamentBonus } from './tournament';

/** domain 3 Bonus kinds. */
export const BONUS_KINDS = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export const FREEBET_KINDS: readonly FreebetKind[] = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
];

export function isFreebetKind(kind: string): kind is FreebetKind {
  return (FREEBET_KINDS as readonly string[]).includes(kind);
}

/** domain 4 Bonus status of an issued bonus. */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/**
 * An issued bonus's status now (domain 3 issued computed_status, domain 4 Bonus status): what
 * was stored, unless its campaign is still upcoming, its valid_to passed (by the clock: no job
 * has to run) or its uses are spent. Only an `active` bonus may be carried by a bet.
 */
export function issuedBonusStatus(
  issued: {
    status: BonusStatus;
    campaignStatus: 'active' | 'upcoming';
    validTo: number | null;
    timesUsed: number;
    usesCount: number | null;
  },
  now: number,
): BonusStatus {
  if (issued.status !== 'active' && issued.status !== 'available') return issued.status;
  if (issued.campaignStatus === 'upcoming') return 'not_available';
  if (issued.validTo !== null && now >= issued.validTo) return 'expired';
  if (issued.usesCount !== null && issued.timesUsed >= issued.usesCount) return 'bonus_over';
  return issued.status;
}

/** domain 3 Combo boost range: min_count..max_count suitable selections earn bonus_odds. */
export interface ComboBoostRange {
  minCount: number;
  maxCount: number;
  bonusOdds: Odds;
}

export interface ComboBoostBonus {
  id: string;
  type: 'comboboost';
  /** A selection counts as suitable from these odds up. */
  minOdds: Odds;
  ranges: readonly ComboBoostRange[];
  /** domain 5: combo boost may require a verified user. */
  onlyVerified: boolean;
  /** Only prematch or only live selections count toward it; absent or null for any. */
  matchStatus?: 'prematch' | 'live' | null;
  /** Only selections of matches in these countries count (domain 3 country_codes); empty: any. */
  countryCodes?: readonly string[];
  /** Only selections of these sports or tournaments count (domain 3 event_conditions). */
  eventConditions?: EventConditions;
}

/** A combo boost's event conditions: each list, when not empty, must hold the selection's. */
export interface EventConditions {
  sportKeys?: readonly string[];
  tournamentIds?: readonly EntityId[];
}

const holds = <T>(list: readonly T[] | undefined, value: T | null | undefined) =>
  !list?.length || (value !== undefined && value !== null && list.includes(value));

/** Whether a selection's match meets a combo boost's country codes and event conditions. */
export function inBoostPlace(boost: ComboBoostBonus, place: SelectionPlace): boolean {
  const events = boost.eventConditions;
  return (
    holds(boost.countryCodes, place.countryCode) &&
    holds(events?.sportKeys, place.sportKey) &&
    holds(events?.tournamentIds, place.tournamentId)
  );
}

/** domain 3 Freebet: conditions and the issued amount (in the issued currency's minor units). */
export interface FreebetBonus extends BetConditions {
  id: string;
  type: FreebetKind;
  amount: MinorUnits;
  currencyCode: string;
  isActive: boolean;
}

export interface OtherBonus {
  id: string;
  type: 'jackpot';
}

/** A bonus a slip bet can carry (domain 3 Slip bet availableBonuses / bonus). */
export type SlipBonus =
  ComboBoostBonus | FreebetBonus | HuntingBonus | TournamentBonus | LootboxBonus | OtherBonus;

export function isFreebet(bonus: SlipBonus | null): bonus is FreebetBonus {
  return bonus !== null && isFreebetKind(bonus.type);
}

/** domain 4: default bonus preference when none is chosen. Freebets are only ever chosen by the player. */
export const DEFAULT_BONUS_PREFERENCE = ['hunting', 'tournament', 'comboboost'] as const;

/**
 * domain 4 Bonus selection: when the list changes, keep the chosen bonus if it is still offered,
 * otherwise take the first of hunting, tournament, comboboost that is. A freebet that is no
 * longer offered is dropped (and the slip resets the stake to 0).
 */
export function reselectBonus(
  chosen: SlipBonus | null,
  available: readonly SlipBonus[],
): SlipBonus | null {
  if (chosen) {
    const same = available.find((b) => b.id === chosen.id && b.type === chosen.type);
    if (same) return same;
  }
  for (const kind of DEFAULT_BONUS_PREFERENCE) {
    const found = available.find((b) => b.type === kind);
    if (found) return found;
  }
  return null;
}

/**
 * Selections counting toward a combo boost: odds at or above its minimum, in its match status,
 * in its countries and events.
 */
export function suitableSelectionsCount(
  selections: readonly ({ odds: Odds; matchStatus?: MatchStatus } & SelectionPlace)[],
  boost: ComboBoostBonus,
): number {
  const want = boost.matchStatus
    ? boost.matchStatus === 'live'
      ? MATCH_STATUS.live
      : MATCH_STATUS.prematch
    : null;
  return selections.filter(
    (s) =>
      s.odds >= boost.minOdds &&
      (want === null || s.matchStatus === want) &&
      inBoostPlace(boost, s),
  ).length;
}

/** The range a count of suitable selections falls in (domain 3 activeRangeIndex), -1 for none. */
export function comboBoostRangeIndex(boost: ComboBoostBonus, suitableCount: number): number {
  return boost.ranges.findIndex((r) => suitableCount >= r.minCount && suitableCount <= r.maxCount);
}

export interface ComboBoostState {
  activeRangeIndex: number;
  suitableSelections: number;
  /** The boost's odds for this bet, null when no range applies. */
  bonusOdds: Odds | null;
}

/** Combo boost of a combo bet (domain 5): by its suitable selections; a verified user if required. */
export function comboBoostFor(
  boost: ComboBoostBonus,
  bet: {
    betType: string;
    selections: readonly ({ odds: Odds; matchStatus?: MatchStatus } & SelectionPlace)[];
    customOdds: Odds | null;
  },
  isVerified: boolean,
): ComboBoostState {
  const suitable = suitableSelectionsCount(bet.selections, boost);
  const applies = bet.betType === 'combo' && !bet.customOdds && (!boost.onlyVerified || isVerified);
  const index = applies ? comboBoostRangeIndex(boost, suitable) : -1;
  const range = index >= 0 ? boost.ranges[index] : undefined;
  return {
    activeRangeIndex: index,
    suitableSelections: suitable,
    bonusOdds: range?.bonusOdds ?? null,
  };
}

export type FreebetRefusal =
  'inactive' | 'currency' | 'min_odds' | 'max_odds' | 'match_status' | 'selection_count';

/** Translation keys of freebet refusals (not named by the spec; same family as its keys). */
export const FREEBET_REFUSAL_KEYS: Record<FreebetRefusal, string> = {
  inactive: 'error.validation.freebet.inactive',
  currency: 'error.validation.freebet.currency',
  min_odds: 'error.validation.freebet.min_odds',
  max_odds: 'error.validation.freebet.max_odds',
  match_status: 'error.validation.freebet.match_status',
  selection_count: 'error.validation.freebet.selection_count',
};

/** Why a freebet cannot be used on a bet (domain 3 Freebet conditions), or null when it can. */
export function freebetRefusal(
  freebet: FreebetBonus,
  bet: {
    selections: readonly { matchStatus: MatchStatus }[];
    odds: Odds;
    currencyCode: string;
  },
): FreebetRefusal | null {
  if (!freebet.isActive) return 'inactive';
  if (freebet.currencyCode !== bet.currencyCode) return 'currency';
  return betConditionsRefusal(freebet, bet);
}

/** domain 4: a bet with a freebet uses the freebet amount as its stake. */
export function freebetStake(freebet: FreebetBonus): MinorUnits {
  return freebet.amount;
}

/**
 * The part of a boosted bet's cash-out its combo boost pays for (issue 19). A cash-out offer is
 * linear in the bet's placed total odds (stake x placed / current odds, less the margin), so the
 * boost's part is what it adds: pay less pay / bonus_odds, the plain part rounded down.
 */
export function cashoutBoostShare(pay: MinorUnits, bonusOdds: Odds): MinorUnits {
  const plain = (BigInt(pay) * 1000n) / BigInt(bonusOdds);
  return (pay - Number(plain)) as MinorUnits;
}
