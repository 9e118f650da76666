// The open bets of each match, folded into per-market outcome tables (issue 24). Two ways to get
// one: `liabilityBook` folds every bet in one pass (the full recomputation), `addBet` folds one
// more bet into a book already made (the incremental update: it reads only the bet's own
// markets, never the other bets). Both give the same book; a property test holds them equal.
import type { EntityId } from '../selection';
import { marketContribution, openMarketsByMatch, type OpenMarket } from './bet-exposure';
import { coupledBets, mergeCoupled, type CoupledBets } from './coupled-bet';
import { stakeTaken, type LiabilityBet } from './liability-bet';
import {
  addToOutcomeTable,
  addToOutcomeTableInPlace,
  EMPTY_OUTCOME_TABLE,
  outcomeTableWorst,
  type OutcomeContribution,
  type OutcomeTable,
} from './outcome-table';

export interface MarketBook {
  readonly key: string;
  readonly matchId: EntityId;
  readonly marketId: EntityId;
  readonly specifier: string;
  /** Every bet with an open leg here, its open legs elsewhere taken as won (market liability). */
  readonly all: OutcomeTable;
  /** Only the bets whose one open market in this match is this one (the match's sum). */
  readonly solo: OutcomeTable;
  /** Stakes taken by the bets with an open leg here. */
  readonly turnover: number;
  readonly bets: number;
}

export interface MatchBook {
  readonly matchId: string;
  readonly markets: ReadonlyMap<string, MarketBook>;
  /** Bets with open legs on two or more of its markets, by the outcomes they back together. */
  readonly coupled: ReadonlyMap<string, CoupledBets>;
  /** How many such bets came in (numbers the ones kept alone). */
  readonly coupledBets: number;
  /** Σ over markets of the solo table's worst case, kept as bets come in. */
  readonly soloWorst: number;
  /** Stakes taken by the bets with an open leg on this match. */
  readonly turnover: number;
  readonly bets: number;
}

/** The book: one MatchBook per match (keyed String(matchId)) with open bets on it. */
export type LiabilityBook = ReadonlyMap<string, MatchBook>;

export const EMPTY_LIABILITY_BOOK: LiabilityBook = new Map();

function emptyMarket(m: OpenMarket): MarketBook {
  return {
    key: m.key,
    matchId: m.matchId,
    marketId: m.marketId,
    specifier: m.specifier,
    all: EMPTY_OUTCOME_TABLE,
    solo: EMPTY_OUTCOME_TABLE,
    turnover: 0,
    bets: 0,
  };
}

function emptyMatch(matchId: string): MatchBook {
  return {
    matchId,
    markets: new Map(),
    coupled: new Map(),
    coupledBets: 0,
    soloWorst: 0,
    turnover: 0,
    bets: 0,
  };
}

/**
 * The incremental update: the book with one more open bet (the book given is left as it was).
 * Copies the book's index of matches; a caller keeping many matches takes `addBetToMatches`.
 */
export function addBet(book: LiabilityBook, bet: LiabilityBet): LiabilityBook {
  const changed = addBetToMatches(book, bet);
  if (changed.size === 0) return book;
  const next = new Map(book);
  for (const [matchId, match] of changed) next.set(matchId, match);
  return next;
}

/**
 * The matches a new bet changes, each as it is with the bet: the work of one new bet, in the
 * bet's own matches and markets only (the caller stores them where it keeps its book).
 */
export function addBetToMatches(book: LiabilityBook, bet: LiabilityBet): Map<string, MatchBook> {
  const changed = new Map<string, MatchBook>();
  for (const [matchId, opens] of openMarketsByMatch(bet)) {
    changed.set(matchId, addBetToMatch(book.get(matchId), matchId, bet, opens));
  }
  return changed;
}

/** One match (undefined: no open bet yet) with a bet whose open markets there are `opens`. */
export function addBetToMatch(
  match: MatchBook | undefined,
  matchId: string,
  bet: LiabilityBet,
  opens: readonly OpenMarket[],
): MatchBook {
  return addToMatch(match ?? emptyMatch(matchId), bet, opens);
}

function addToMatch(match: MatchBook, bet: LiabilityBet, opens: readonly OpenMarket[]): MatchBook {
  const stake = stakeTaken(bet);
  const markets = new Map(match.markets);
  const solo = opens.length === 1;
  let soloWorst = match.soloWorst;
  for (const open of opens) {
    const c = marketContribution(bet, open);
    const m = markets.get(open.key) ?? emptyMarket(open);
    const updated: MarketBook = {
      ...m,
      all: addToOutcomeTable(m.all, c),
      solo: solo ? addToOutcomeTable(m.solo, c) : m.solo,
      turnover: m.turnover + stake,
      bets: m.bets + 1,
    };
    soloWorst += outcomeTableWorst(updated.solo) - outcomeTableWorst(m.solo);
    markets.set(open.key, updated);
  }
  return {
    matchId: match.matchId,
    markets,
    coupled: solo
      ? match.coupled
      : withCoupled(match.coupled, coupledBets(bet, opens, match.coupledBets)),
    coupledBets: match.coupledBets + (solo ? 0 : 1),
    soloWorst,
    turnover: match.turnover + stake,
    bets: match.bets + 1,
  };
}

function withCoupled(
  coupled: ReadonlyMap<string, CoupledBets>,
  entry: CoupledBets,
): ReadonlyMap<string, CoupledBets> {
  const next = new Map(coupled);
  const known = next.get(entry.signature);
  next.set(entry.signature, known ? mergeCoupled(known, entry) : entry);
  return next;
}

type MutableTable = {
  base: number;
  extra: Map<string, number>;
  topExtra: number;
  topOutcome: string | null;
};

/**
 * The full recomputation: every open bet folded in one pass, each table written in place; with
 * `matchIds`, only those matches' books are made.
 */
export function liabilityBook(
  bets: Iterable<LiabilityBet>,
  matchIds?: ReadonlySet<string>,
): LiabilityBook {
  type Draft = Omit<MarketBook, 'all' | 'solo' | 'turnover' | 'bets'> & {
    all: MutableTable;
    solo: MutableTable;
    turnover: number;
    bets: number;
  };
  const matches = new Map<
    string,
    {
      markets: Map<string, Draft>;
      coupled: Map<string, CoupledBets>;
      coupledBets: number;
      turnover: number;
      bets: number;
    }
  >();
  const table = (): MutableTable => ({ base: 0, extra: new Map(), topExtra: 0, topOutcome: null });
  for (const bet of bets) {
    const stake = stakeTaken(bet);
    for (const [matchId, opens] of openMarketsByMatch(bet)) {
      if (matchIds && !matchIds.has(matchId)) continue;
      let match = matches.get(matchId);
      if (!match)
        matches.set(
          matchId,
          (match = {
            markets: new Map(),
            coupled: new Map(),
            coupledBets: 0,
            turnover: 0,
            bets: 0,
          }),
        );
      match.turnover += stake;
      match.bets += 1;
      if (opens.length > 1) {
        const entry = coupledBets(bet, opens, match.coupledBets++);
        const known = match.coupled.get(entry.signature);
        match.coupled.set(entry.signature, known ? mergeCoupled(known, entry) : entry);
      }
      for (const open of opens) {
        let m = match.markets.get(open.key);
        if (!m) {
          m = { ...emptyMarket(open), all: table(), solo: table() };
          match.markets.set(open.key, m);
        }
        const c: OutcomeContribution = marketContribution(bet, open);
        addToOutcomeTableInPlace(m.all, c);
        if (opens.length === 1) addToOutcomeTableInPlace(m.solo, c);
        m.turnover += stake;
        m.bets += 1;
      }
    }
  }
  const book = new Map<string, MatchBook>();
  for (const [matchId, match] of matches) {
    let soloWorst = 0;
    for (const m of match.markets.values()) soloWorst += outcomeTableWorst(m.solo);
    book.set(matchId, { matchId, ...match, soloWorst });
  }
  return book;
}
