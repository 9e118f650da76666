import type { ComboBoostWire } from '@sb/contract';
import { odds, type ComboBoostBonus } from '@sb/domain';
import { statusOf, type Held } from './held';

// A combo boost (domain 3 Combo boost; issue 19) as the domain checks it and as the wire shows
// it, from an issued row and its campaign.

/** The domain's combo boost (domain 3) from a campaign, carried by the issued bonus's id. */
export function comboBoostOf(held: Held): ComboBoostBonus {
  const { issued, campaign } = held;
  return {
    id: String(issued.id),
    type: 'comboboost',
    minOdds: odds(campaign.minOdds),
    ranges: campaign.ranges.map((r) => ({
      minCount: r.min_count,
      maxCount: r.max_count,
      bonusOdds: odds(r.bonus_odds),
    })),
    onlyVerified: campaign.onlyVerified,
    matchStatus: campaign.matchStatus,
    countryCodes: campaign.countryCodes,
    eventConditions: {
      sportKeys: campaign.eventConditions.sport_keys,
      tournamentIds: campaign.eventConditions.tournament_ids,
    },
  };
}

export function comboBoostWireOf(held: Held, now: number): ComboBoostWire {
  const { issued, campaign } = held;
  const status = statusOf(held, now);
  return {
    id: String(issued.id),
    type: 'comboboost',
    campaign_id: campaign.id,
    name: campaign.name,
    min_odds: campaign.minOdds,
    uses_count: campaign.usesCount,
    ranges: campaign.ranges,
    country_codes: campaign.countryCodes,
    event_conditions: campaign.eventConditions,
    banners: campaign.banners,
    trigger_key: campaign.issueOn === 'promo_code' ? campaign.promoCode : null,
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    status: campaign.status,
    issued: {
      times_used: issued.timesUsed,
      activated_at: issued.activatedAt.toISOString(),
      expired_at: status === 'expired' ? (campaign.validTo?.toISOString() ?? null) : null,
      seen: issued.seen,
      computed_status: status,
      is_active: status === 'active',
    },
  };
}
