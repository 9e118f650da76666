import { odds, type BetConditions } from '@sb/domain';
import type { CampaignRow } from './schema';

// The bet conditions of a freebet or hunting campaign (domain 3: min and max odds, match
// status, selection counts), as stored, as the domain checks them and as the wire shows them.

/** As stored from a campaign's input; null when the counts contradict. */
export function storedConditionsOf(input: {
  min_odds: number | null;
  max_odds: number | null;
  selection_count_from: number | null;
  selection_count_to: number | null;
}) {
  const { selection_count_from: from, selection_count_to: to } = input;
  if (from !== null && to !== null && to < from) return null;
  return {
    minOdds: input.min_odds ?? 1000,
    maxOdds: input.max_odds,
    selectionCountFrom: from,
    selectionCountTo: to,
  };
}

/** As the domain checks them (1.00 minimum odds means none). */
export function conditionsOf(campaign: CampaignRow): BetConditions {
  return {
    minOdds: campaign.minOdds > 1000 ? odds(campaign.minOdds) : null,
    maxOdds: campaign.maxOdds !== null ? odds(campaign.maxOdds) : null,
    matchStatus: campaign.matchStatus,
    selectionCountFrom: campaign.selectionCountFrom,
    selectionCountTo: campaign.selectionCountTo,
  };
}

/** The fields every campaign-with-conditions shows on the wire. */
export function conditionsWireOf(campaign: CampaignRow) {
  return {
    campaign_id: campaign.id,
    name: campaign.name,
    min_odds: campaign.minOdds > 1000 ? campaign.minOdds : null,
    max_odds: campaign.maxOdds,
    match_status: campaign.matchStatus,
    selection_count_from: campaign.selectionCountFrom,
    selection_count_to: campaign.selectionCountTo,
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    status: campaign.status,
  };
}
