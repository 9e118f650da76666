// A market's liability (issue 24): for each outcome, what the book pays if it wins, given the
// open bets with a leg on the market, their open legs elsewhere taken as won.
import { minorUnits, type MinorUnits } from '../money';
import type { EntityId } from '../selection';
import { bookMargin, type BookMargin } from './book-margin';
import type { MarketBook } from './match-book';
import { outcomePayout, outcomeTableWorst } from './outcome-table';

export interface OutcomeLiability {
  outcomeId: string;
  payout: MinorUnits;
}

export interface MarketLiability extends BookMargin {
  key: string;
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
  /** Each outcome some open bet backs, in the order first backed. */
  outcomes: OutcomeLiability[];
  /** What an outcome nobody backed would pay (systems' other lines, void markets aside). */
  unbacked: MinorUnits;
  worstCase: MinorUnits;
  /** The outcome that costs the most; null when no outcome costs more than an unbacked one. */
  worstOutcome: string | null;
  bets: number;
}

export function marketLiability(market: MarketBook): MarketLiability {
  const t = market.all;
  const worstCase = outcomeTableWorst(t);
  return {
    key: market.key,
    matchId: market.matchId,
    marketId: market.marketId,
    specifier: market.specifier,
    outcomes: [...t.extra.keys()].map((outcomeId) => ({
      outcomeId,
      payout: minorUnits(outcomePayout(t, outcomeId)),
    })),
    unbacked: minorUnits(t.base),
    worstCase: minorUnits(worstCase),
    worstOutcome: t.topExtra > 0 ? t.topOutcome : null,
    bets: market.bets,
    ...bookMargin(market.turnover, worstCase),
  };
}

/** What the market pays when `outcomeId` wins (one nobody backed pays the unbacked figure). */
export function marketPayout(market: MarketBook, outcomeId: EntityId): MinorUnits {
  return minorUnits(outcomePayout(market.all, String(outcomeId)));
}
