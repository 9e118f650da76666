// The freebet boost (domain 3, 7; issue 19): a hunt, a hunting tournament or a lootbox whose
// campaign has `freebets_to_boost` lets the player spend the points it farmed to raise one of
// their active, unused freebets (POST /bonuses/{id}/boost). The spec names the fields (Freebet
// `issued.boost_multiplier`, `issued.boost_data`; the farming bonuses' `freebets_to_boost`) and
// shows neither body nor answer; the rule is ours, written here once:
//
// - each point spent adds `perPoint` to the multiplier (x1000, as odds are), from x1.000, up to
//   `maxMultiplier`; points past the cap are not spent;
// - the boosted amount is the freebet's amount times the multiplier, rounded down to the minor
//   unit (never more than the multiplier promises);
// - a freebet is boosted once; a farming bonus boosts at most `freebets_to_boost` freebets, and
//   each farmed point is spent once (boosting takes nothing from the progress to the target).
import { mulDivFloor } from './exact';
import type { MinorUnits } from './money';

/** A multiplier's scale: 1000 is x1 (as odds are scaled). */
export const BOOST_SCALE = 1000;

/** A campaign's boost (its wire names: boost_per_point, max_boost_multiplier; both x1000). */
export interface BoostRule {
  /** What one point adds to the multiplier, x1000 (100: +0.10 a point). */
  perPoint: number;
  /** The most a freebet is multiplied by, x1000 (2000: x2); above BOOST_SCALE. */
  maxMultiplier: number;
}

/** A campaign's boost when its operator sets none: +0.10 a point, up to x2. */
export const DEFAULT_BOOST_RULE: BoostRule = { perPoint: 100, maxMultiplier: 2000 };

/** The bonus whose points pay for the boost, as it stands. */
export interface BoostSource {
  /** Activated and still running (active, or at its target: its points stay spendable). */
  isActive: boolean;
  /** How many more freebets it may boost (the wire's `freebets_to_boost`). */
  boostsLeft: number;
  /** Its farmed points not spent yet (the wire's `boost_points`). */
  points: number;
}

/** The freebet to boost, as it stands. */
export interface BoostTarget {
  /** Active and unused (not staked, expired or withdrawn). */
  isActive: boolean;
  /** Boosted already (a freebet is boosted once). */
  boosted: boolean;
  amount: MinorUnits;
}

export type BoostRefusal = 'not_boostable' | 'already_boosted' | 'no_boosts_left' | 'no_points';

export interface FreebetBoost {
  /** Points spent. */
  points: number;
  /** x1000. */
  multiplier: number;
  /** The freebet's amount before and after. */
  amountBefore: MinorUnits;
  amount: MinorUnits;
  /** What the boost adds (after less before): the house's money moved to the player's freebet. */
  extra: MinorUnits;
}

/** The multiplier `points` earn (x1000): one point adds `perPoint`, up to the cap. */
export function boostMultiplier(rule: BoostRule, points: number): number {
  return Math.min(rule.maxMultiplier, BOOST_SCALE + Math.max(0, points) * rule.perPoint);
}

/** The fewest points that reach the cap: spending more adds nothing. */
export function pointsToMaxBoost(rule: BoostRule): number {
  return Math.ceil((rule.maxMultiplier - BOOST_SCALE) / rule.perPoint);
}

/**
 * The points a farming bonus has farmed in all, its spendable points being these less those
 * spent: a hunt's or a lootbox's points; a tournament's rounds start from zero at each target,
 * so its rounds' points count too.
 */
export function farmedPoints(h: {
  points: number;
  pointsTarget: number;
  farmedFreebets?: number;
}): number {
  return (h.farmedFreebets ?? 0) * h.pointsTarget + h.points;
}

/**
 * The boost of a freebet of `target.amount` by a source's points: the points asked (all that
 * are useful when none are asked), or why it cannot be boosted. Nothing is boosted when the
 * multiplier would add less than a minor unit (the points would buy nothing).
 */
export function boostFreebet(
  rule: BoostRule,
  source: BoostSource,
  target: BoostTarget,
  asked?: number,
): FreebetBoost | { refusal: BoostRefusal } {
  if (target.boosted) return { refusal: 'already_boosted' };
  if (!target.isActive || !source.isActive) return { refusal: 'not_boostable' };
  if (source.boostsLeft <= 0) return { refusal: 'no_boosts_left' };
  if (source.points <= 0 || (asked !== undefined && (asked < 1 || asked > source.points)))
    return { refusal: 'no_points' };
  const points = Math.min(asked ?? source.points, pointsToMaxBoost(rule));
  const multiplier = boostMultiplier(rule, points);
  const amount = mulDivFloor(target.amount, multiplier, BOOST_SCALE) as MinorUnits;
  if (amount <= target.amount) return { refusal: 'not_boostable' };
  return {
    points,
    multiplier,
    amountBefore: target.amount,
    amount,
    extra: (amount - target.amount) as MinorUnits,
  };
}

export const isBoostRefusal = (
  b: FreebetBoost | { refusal: BoostRefusal },
): b is { refusal: BoostRefusal } => 'refusal' in b;
