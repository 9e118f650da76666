// The wire Market (domain 3), built in one place (issue 18) for the read API (read-model.ts,
// queries.ts) and for the applier's `markets_changed` publications.
import type { Market, OutcomeResult } from '@sb/contract';
import { marketName, outcomeName, type NameContext } from './market-names';

/** What the catalog knows of a market: a `markets` row with its outcomes, or the applier's memo. */
export interface MarketFacts {
  match_id: number;
  market_id: number;
  specifier: string;
  status: number;
  priority: number;
  most_balanced: boolean;
  role: 'main' | 'secondary' | null;
  market_groups: readonly string[];
  custom_bet_groups: readonly string[];
  provider: string;
  next_bet_stop: Date | null;
  outcomes: readonly { id: string; active: boolean; odds: number; result?: OutcomeResult | null }[];
}

/** A market's name and its outcomes' names, in one locale (outcomes in the market's order). */
export interface MarketNames {
  market: string;
  outcomes: string[];
}

export function marketNames(
  marketId: number,
  specifier: string,
  outcomeIds: readonly string[],
  ctx: NameContext,
  locale: string,
): MarketNames {
  return {
    market: marketName(marketId, specifier, ctx, locale),
    outcomes: outcomeIds.map((id) => outcomeName(marketId, specifier, id, ctx, locale)),
  };
}

/** The wire Market of a market, with its names (see `marketNames`). */
export function wireMarket(urnId: string, m: MarketFacts, names: MarketNames): Market {
  return {
    match_id: m.match_id,
    match_urn_id: urnId,
    id: m.market_id,
    name: names.market,
    status: m.status,
    specifier: m.specifier,
    outcomes: m.outcomes.map((o, i) => ({
      id: o.id,
      name: names.outcomes[i]!,
      active: o.active,
      odds: o.odds,
      result: o.result ?? null,
    })),
    market_groups: m.market_groups as string[],
    priority: m.priority,
    most_balanced: m.most_balanced,
    role: m.role,
    next_bet_stop: m.next_bet_stop ? m.next_bet_stop.toISOString() : null,
    custom_bet_groups: m.custom_bet_groups as string[],
    provider: m.provider,
  };
}

/** The wire Market of a market named in a locale. */
export const namedWireMarket = (
  urnId: string,
  m: MarketFacts,
  ctx: NameContext,
  locale: string,
): Market =>
  wireMarket(
    urnId,
    m,
    marketNames(
      m.market_id,
      m.specifier,
      m.outcomes.map((o) => o.id),
      ctx,
      locale,
    ),
  );
