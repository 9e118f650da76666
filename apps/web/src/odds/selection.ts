import type { Market, Match, Outcome } from '@sb/contract';
import { parseOdds, type MatchStatus, type SelectionInput } from '@sb/domain';

/** What a selection says of its match, whichever market it comes from. */
export function matchFields(
  match: Match,
): Pick<
  SelectionInput,
  | 'type'
  | 'matchId'
  | 'matchUrnId'
  | 'matchSlug'
  | 'matchStatus'
  | 'sportKey'
  | 'tournamentId'
  | 'countryCode'
  | 'nameA'
  | 'nameB'
  | 'categoryName'
> {
  const home = match.competitors.find((c) => c.qualifier === 'home');
  const away = match.competitors.find((c) => c.qualifier === 'away');
  return {
    type: match.type,
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: match.status as MatchStatus,
    sportKey: match.sport.key,
    tournamentId: match.tournament.id,
    countryCode: match.category.country_code,
    nameA: home?.name ?? match.name,
    nameB: away?.name ?? '',
    categoryName: match.category.name,
  };
}

/**
 * What clicking an odd hands to the slip (domain 3 Slip selection without the slip's flags):
 * null when the odd cannot be picked (market not allowed, outcome off, odds not valid).
 */
export function selectionInput(
  match: Match,
  market: Market,
  outcome: Outcome,
): SelectionInput | null {
  const value = parseOdds(outcome.odds);
  if (!value) return null;
  return {
    ...matchFields(match),
    marketGroup: market.market_groups[0] ?? 'main',
    provider: market.provider || match.provider,
    marketId: market.id,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    active: market.status === 1 && outcome.active && match.bettable,
    odds: value,
  };
}

/** Whether an odd can be picked now: an allowed market, an active outcome, a bettable match. */
export const isPickable = (match: Match, market: Market, outcome: Outcome) =>
  match.bettable && market.status === 1 && outcome.active;
