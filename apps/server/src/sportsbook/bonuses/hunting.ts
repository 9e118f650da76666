import type { HuntingWire } from '@sb/contract';
import { huntingFreebetAmount, minorUnits, type FreebetKind, type HuntingBonus } from '@sb/domain';
import { conditionsOf, conditionsWireOf } from './conditions';
import { statusOf, type Held } from './held';

// A hunt (domain 3 Hunting; issue 19) as the domain checks and farms it (hunting.ts of the
// domain) and as the wire shows it, from an issued row and its campaign. Its currency is the
// one chosen at activation; before, the campaign's first.

function currencyOf(held: Held): string {
  return held.issued.currency ?? Object.keys(held.campaign.maxFreebets)[0] ?? '';
}

export function huntingOf(held: Held, now: number): HuntingBonus {
  const { issued, campaign } = held;
  const currency = currencyOf(held);
  return {
    id: String(issued.id),
    type: 'hunting',
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

export function huntingWireOf(held: Held, now: number): HuntingWire {
  const { issued, campaign } = held;
  const status = statusOf(held, now);
  const hunt = huntingOf(held, now);
  return {
    id: String(issued.id),
    type: 'hunting',
    ...conditionsWireOf(campaign),
    points_target: hunt.pointsTarget,
    farm_once_per_event: campaign.farmOncePerEvent,
    farming_freebet_type: (held.rewardKind ?? 'freebet') as FreebetKind,
    show_in_promotion: campaign.showInPromotion,
    min_stakes: campaign.minStakes,
    max_freebets: campaign.maxFreebets,
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
    },
  };
}
