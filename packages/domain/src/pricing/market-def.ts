// A market as the models see it: which outcomes it has and how each settles on the final facts
// of a match. Pricing and settlement use the same `settle`, so a price always means what the
// result will say (issue 4: "every market's result agrees with the final score").
import type { SettlementResult } from './settlement-result';

/** Main and secondary markets are what lists show next to a match (domain 3 Match). */
export type MarketRole = 'main' | 'secondary' | null;

export interface MarketDef<F> {
  /** Market type id (1 = 1x2, 18 = total...). */
  marketId: number;
  /** `total=2.5`, `hcp=-0.25`, or '' (domain 3 Market.specifier). */
  specifier: string;
  /** Outcome ids, in display order. */
  outcomes: readonly string[];
  /**
   * Which scenario list prices it: a model may price full-time markets from a full-time score
   * distribution and half-time markets from a half-time one.
   */
  scope: string;
  /** Market group keys (domain 3 Market.market_groups). */
  groups: readonly string[];
  role: MarketRole;
  /** Lines of one family ('total', 'hcp') compete for `most_balanced`. */
  family?: string;
  line?: number;
  /** Settles only win or lose, so the bet builder may combine it (custom bets). */
  customBet: boolean;
  priority: number;
  /** One result per outcome, in `outcomes` order. */
  settle(facts: F): readonly SettlementResult[];
  /**
   * A statistic the settlement depends on alone (total goals, goal margin...). Scenarios with
   * the same value settle alike, so pricing settles once per value. Share the function between
   * markets (all total lines use one) so the grouping is shared too.
   */
  key?: (facts: F) => number;
}

/** One way the rest of the match can go, with its probability. */
export interface Scenario<F> {
  facts: F;
  p: number;
}

export interface PricedOutcome {
  id: string;
  /** Odds x1000 with the margin, on the price ladder. */
  odds: number;
  /** Fair probability implied by the model (effective, for lines that can refund). */
  probability: number;
  /** False when it can no longer win. */
  active: boolean;
}

export interface PricedMarket {
  marketId: number;
  specifier: string;
  outcomes: PricedOutcome[];
  /** Every way the match can still go gives the same results: close the market. */
  decided: boolean;
  mostBalanced: boolean;
  role: MarketRole;
  groups: readonly string[];
  customBetGroups: readonly string[];
  priority: number;
}

export const marketKey = (marketId: number, specifier: string): string =>
  specifier ? `${marketId}|${specifier}` : String(marketId);
