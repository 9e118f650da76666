// Custom bets (bet builder, domain 1 and issue 5): several selections of ONE match priced
// together from the match's model, so correlated legs (a home win and over 2.5) are priced from
// their joint chance, not the product of their prices.
import { type PricingOptions, defaultPricing, modelBook, type MatchModel } from './match-model';
import { MIN_PRICE, toLadder } from './price-ladder';
import type { Scenario } from './market-def';

export interface CustomBetSelection {
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export type CustomBetError =
  | 'error.custom_bet.too_few_selections'
  | 'error.custom_bet.market_not_found'
  | 'error.custom_bet.market_not_allowed'
  | 'error.custom_bet.same_market'
  | 'error.custom_bet.impossible';

export type CustomBetPrice =
  | { ok: true; odds: number; probability: number }
  | { ok: false; key: CustomBetError; selection?: number };

export interface CustomBetOptions extends PricingOptions {
  /** Margin on a custom bet; defaults to twice the market margin. */
  customBetMargin?: number;
}

/** Markets the bet builder may combine: those that settle only as win or lose. */
export function customBetMarkets(
  model: MatchModel,
): { marketId: number; specifier: string; outcomes: readonly string[] }[] {
  return modelBook(model)
    .defs.filter((d) => d.customBet)
    .map((d) => ({ marketId: d.marketId, specifier: d.specifier, outcomes: d.outcomes }));
}

export function priceCustomBet(
  model: MatchModel,
  selections: readonly CustomBetSelection[],
  options: CustomBetOptions = defaultPricing,
): CustomBetPrice {
  if (selections.length < 2) return { ok: false, key: 'error.custom_bet.too_few_selections' };
  const book = modelBook(model);
  const seen = new Set<string>();
  const legs: { settle: (f: unknown) => readonly string[]; index: number; scope: string }[] = [];
  for (const [i, s] of selections.entries()) {
    const def = book.defs.find((d) => d.marketId === s.marketId && d.specifier === s.specifier);
    const index = def ? def.outcomes.indexOf(s.outcomeId) : -1;
    if (!def || index < 0)
      return { ok: false, key: 'error.custom_bet.market_not_found', selection: i };
    if (!def.customBet)
      return { ok: false, key: 'error.custom_bet.market_not_allowed', selection: i };
    const key = `${def.marketId}|${def.specifier}`;
    if (seen.has(key)) return { ok: false, key: 'error.custom_bet.same_market', selection: i };
    seen.add(key);
    legs.push({ settle: def.settle, index, scope: def.scope });
  }
  const scopes = new Set(legs.map((l) => l.scope));
  let scenarios: readonly Scenario<unknown>[];
  if (scopes.size === 1) scenarios = book.scenarios()[legs[0]!.scope] ?? [];
  else scenarios = book.joint();
  let p = 0;
  let total = 0;
  for (const s of scenarios) {
    total += s.p;
    if (legs.every((l) => l.settle(s.facts)[l.index] === 'win_entire')) p += s.p;
  }
  if (total > 0) p /= total;
  if (p <= 1e-9) return { ok: false, key: 'error.custom_bet.impossible' };
  const margin = options.customBetMargin ?? options.margin * 2;
  return { ok: true, odds: Math.max(MIN_PRICE, toLadder(1 / (p * (1 + margin)))), probability: p };
}
