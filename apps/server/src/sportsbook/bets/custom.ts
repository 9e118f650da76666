import type { CustomMarketsAnswer } from '@sb/contract';
import { priceCustomBet } from '@sb/domain';
import { AppError } from '../../http/errors';
import { refKey, type SelectionRef } from './catalog-port';
import type { BetsDeps } from './deps';

/**
 * GET /bets/custom/markets/{matchId}: the markets of a match the bet builder may combine (those
 * its model prices together), with their current prices.
 */
export async function customMarkets(
  deps: BetsDeps,
  matchId: number,
  locale: string,
): Promise<CustomMarketsAnswer> {
  const match = await deps.catalog.customBetMatch(matchId, locale);
  if (!match) throw new AppError(404, 'error.not_found', 'No such match');
  const settings = await deps.catalog.settings();
  const open = settings.customBetEnabled && match.model !== null && match.providerActive;
  return {
    data: {
      match_id: matchId,
      markets: open
        ? match.markets.map((m) => ({
            id: m.marketId,
            specifier: m.specifier,
            name: m.name,
            status: m.status,
            custom_bet_groups: m.customBetGroups,
            outcomes: m.outcomes,
          }))
        : [],
    },
  };
}

/**
 * POST /bets/custom/odds: the price of several selections of ONE match together, from the
 * match's model (correlated legs priced from their joint chance, not the product of their odds).
 */
export async function customOdds(
  deps: BetsDeps,
  selections: readonly SelectionRef[],
  locale: string,
): Promise<{ match_id: number; odds: number }> {
  const settings = await deps.catalog.settings();
  if (!settings.customBetEnabled) {
    throw new AppError(400, 'error.place_bets.custom_bet_disabled', 'Custom bets are not offered');
  }
  const matchIds = new Set(selections.map((s) => s.matchId));
  if (matchIds.size !== 1) {
    throw new AppError(400, 'error.custom_bet.one_match', 'A custom bet is made of one match');
  }
  const matchId = selections[0]!.matchId;
  const [match, views] = await Promise.all([
    deps.catalog.customBetMatch(matchId, locale),
    deps.catalog.selections(selections, locale),
  ]);
  if (!match) throw new AppError(404, 'error.not_found', 'No such match');
  for (const s of selections) {
    const view = views.get(refKey(s));
    if (!view) {
      throw new AppError(400, 'error.custom_bet.market_not_found', 'A selection is not offered', {
        [refKey(s)]: 'error.custom_bet.market_not_found',
      });
    }
    if (
      !view.active ||
      !view.providerActive ||
      (view.matchStatus !== 0 && view.matchStatus !== 1)
    ) {
      throw new AppError(400, 'error.place_bets.selection_suspended', 'A selection is suspended', {
        [refKey(s)]: 'error.place_bets.selection_suspended',
      });
    }
  }
  if (!match.model) {
    throw new AppError(400, 'error.custom_bet.market_not_allowed', 'This match has no bet builder');
  }
  const price = priceCustomBet(match.model, selections);
  if (!price.ok) {
    const at = price.selection !== undefined ? selections[price.selection] : undefined;
    throw new AppError(
      400,
      price.key,
      'These selections cannot be combined',
      at ? { [refKey(at)]: price.key } : undefined,
    );
  }
  return { match_id: matchId, odds: price.odds };
}
