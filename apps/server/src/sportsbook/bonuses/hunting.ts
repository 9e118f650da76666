import type { HuntingWire } from '@sb/contract';
import {
  farmedPoints,
  huntingFreebetAmount,
  minorUnits,
  type FarmingBonus,
  type FreebetKind,
  type HuntingBonus,
} from '@sb/domain';
import { conditionsOf, conditionsWireOf } from './conditions';
import { statusOf, type Held } from './held';

// A hunt (domain 3 Hunting; issue 19), and what a tournament farms like one (tournament.ts), as
// the domain checks and farms it (hunting.ts of the domain) and as the wire shows it, from an
// issued row and its campaign. Its currency is the one chosen at activation; before, the
// campaign's first.

export function currencyOf(held: Held): string {
  return held.issued.currency ?? Object.keys(held.campaign.maxFreebets)[0] ?? '';
}

/** A hunt's or a tournament's farming state (the tournament's current round). */
export function farmingOf(held: Held, now: number): Omit<FarmingBonus, 'type'> {
  const { issued, campaign } = held;
  const currency = currencyOf(held);
  return {
    id: String(issued.id),
    currencyCode: currency,
    ...conditionsOf(campaign),
    minStake: minorUnits(campaign.minStakes[currency] ?? 0),
    pointsTarget: campaign.pointsTarget ?? 1,
    farmOncePerEvent: campaign.farmOncePerEvent,
    maxFreebet: minorUnits(campaign.maxFreebets[currency] ?? 0),
    points: issued.points,
    farmedStake: minorUnits(issued.farmedStake),
    farmedEventIds: issued.farmedEventIds,
    isActive: issued.currency !== null && statusOf(held, now) === 'active',
  };
}

export function huntingOf(held: Held, now: number): HuntingBonus {
  return { ...farmingOf(held, now), type: 'hunting' };
}

/** The wire's farming conditions and stats (domain 3), a hunt's or a tournament's round. */
export function farmingWireOf(held: Held, now: number) {
  const { issued, campaign } = held;
  const status = statusOf(held, now);
  const hunt = farmingOf(held, now);
  return {
    id: String(issued.id),
    ...conditionsWireOf(campaign),
    points_target: hunt.pointsTarget,
    farm_once_per_event: campaign.farmOncePerEvent,
    farming_freebet_type: (held.rewardKind ?? 'freebet') as FreebetKind,
    show_in_promotion: campaign.showInPromotion,
    min_stakes: campaign.minStakes,
    max_freebets: campaign.maxFreebets,
    boost_per_point: campaign.boostPerPoint,
    max_boost_multiplier: campaign.maxBoostMultiplier,
    issued: {
      is_active: hunt.isActive,
      currency: issued.currency,
      times_used: issued.timesUsed,
      activated_at: issued.activatedAt.toISOString(),
      expired_at: status === 'expired' ? (campaign.validTo?.toISOString() ?? null) : null,
      seen: issued.seen,
      computed_status: status,
      avg_stake: issued.points > 0 ? Math.floor(issued.farmedStake / issued.points) : 0,
      farmed_stake: issued.farmedStake,
      bets_count: issued.points,
      points: issued.points,
      available_points: Math.max(0, hunt.pointsTarget - issued.points),
      potential_freebet_amount: huntingFreebetAmount(hunt, issued.farmedStake, issued.points),
      farmed_event_ids: issued.farmedEventIds.map(String),
      used_in_bets: issued.timesUsed,
      freebets_to_boost: freebetsToBoostOf(held),
      boost_points: boostPointsOf(held),
    },
  };
}

/** How many more freebets a farming bonus may boost (domain 3 freebets_to_boost). */
export function freebetsToBoostOf(held: Held): number {
  return Math.max(0, held.campaign.freebetsToBoost - held.issued.freebetsBoosted);
}

/** A farming bonus's farmed points not yet spent on a boost (freebet-boost.ts of the domain). */
export function boostPointsOf(held: Held): number {
  const { issued, campaign } = held;
  const farmed = farmedPoints({
    points: issued.points,
    pointsTarget: campaign.pointsTarget ?? 1,
    farmedFreebets: issued.farmedFreebets,
  });
  return Math.max(0, farmed - issued.boostPointsSpent);
}

export function huntingWireOf(held: Held, now: number): HuntingWire {
  return { ...farmingWireOf(held, now), type: 'hunting' };
}
