import {
  customBetMarkets,
  type BetLimitsSettings,
  type MatchModel,
  type SoccerModel,
} from '@sb/domain';
import {
  refKey,
  type BetsCatalog,
  type BettingSettings,
  type CustomBetMatch,
  type OutcomeResultRow,
  type SelectionRef,
  type SelectionView,
} from './catalog-port';

// An in-memory catalog behind the bets module's port: tests (and benchmarks) drive matches,
// prices, suspensions and results without the feed engine, and await the settlement that a
// result triggers.

export interface FakeOutcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
  result: string | null;
}
export interface FakeMarket {
  id: number;
  specifier: string;
  name: string;
  status: number;
  outcomes: FakeOutcome[];
}
export interface FakeMatch {
  id: number;
  sportKey: string;
  /** Its tournament and category's country (a combo boost's conditions). */
  tournamentId?: number;
  countryCode?: string | null;
  status: number;
  provider: string;
  name: string;
  startTime: string;
  model: MatchModel | null;
  markets: FakeMarket[];
}

export const defaultBettingSettings: BettingSettings = {
  betLimits: null,
  betLimitsEnabled: false,
  availableByProvider: { betradar: true },
  customBetEnabled: true,
  customBetAllowSingle: false,
  defaultOddsChangePolicy: 'none',
};

export const testLimits: BetLimitsSettings = {
  max_stake_limit: {
    fiat: [{ currency_code: 'EUR', amount: 100_000 as never, action: 'reject' }],
    crypto: [],
  },
  payout_limit: {
    fiat: [{ currency_code: 'EUR', amount: 1_000_000 as never, action: 'reject' }],
    crypto: [],
  },
  selection_limit: { value: 20 },
  odds_limit: { value: 1_000_000 as never, action: 'reject' },
};

export const soccerModel = (xgHome = 1.6, xgAway = 1.1): SoccerModel => ({
  sport: 'soccer',
  xgHome,
  xgAway,
  period: 'not_started',
  minuteInHalf: 0,
  stoppageAnnounced: null,
  score: { home: 0, away: 0 },
  htScore: null,
  redCards: { home: 0, away: 0 },
  hcpCentre: 0,
});

export class FakeCatalog implements BetsCatalog {
  readonly matches = new Map<number, FakeMatch>();
  settingsValue: BettingSettings = { ...defaultBettingSettings };
  providersDown = new Set<string>();
  private readonly resultListeners = new Set<(matchId: number) => unknown>();
  private readonly priceListeners = new Set<(ids: number[]) => unknown>();

  /**
   * A soccer match with 1x2 (market 1: outcomes 1, 2, 3 at 2.00 / 3.40 / 3.80) and total 2.5
   * (market 18, `total=2.5`: 12 over at 1.90, 13 under at 1.95), prematch unless told.
   */
  addMatch(id: number, over: Partial<FakeMatch> = {}): FakeMatch {
    const match: FakeMatch = {
      id,
      sportKey: 'soccer',
      status: 0,
      provider: 'betradar',
      name: `Home ${id} vs Away ${id}`,
      startTime: new Date(Date.UTC(2030, 0, 1, 12)).toISOString(),
      model: null,
      markets: [
        {
          id: 1,
          specifier: '',
          name: '1x2',
          status: 1,
          outcomes: [
            { id: '1', name: 'Home', odds: 2000, active: true, result: null },
            { id: '2', name: 'Draw', odds: 3400, active: true, result: null },
            { id: '3', name: 'Away', odds: 3800, active: true, result: null },
          ],
        },
        {
          id: 18,
          specifier: 'total=2.5',
          name: 'Total',
          status: 1,
          outcomes: [
            { id: '12', name: 'Over 2.5', odds: 1900, active: true, result: null },
            { id: '13', name: 'Under 2.5', odds: 1950, active: true, result: null },
          ],
        },
      ],
      ...over,
    };
    this.matches.set(id, match);
    return match;
  }

  outcome(ref: SelectionRef): { market: FakeMarket; outcome: FakeOutcome } {
    const market = this.matches
      .get(ref.matchId)
      ?.markets.find((m) => m.id === ref.marketId && m.specifier === ref.specifier);
    const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
    if (!market || !outcome) throw new Error(`no outcome ${refKey(ref)}`);
    return { market, outcome };
  }

  setOdds(ref: SelectionRef, odds: number): void {
    this.outcome(ref).outcome.odds = odds;
    this.pricesChanged([ref.matchId]);
  }

  setMarketStatus(matchId: number, marketId: number, specifier: string, status: number): void {
    const market = this.matches
      .get(matchId)
      ?.markets.find((m) => m.id === marketId && m.specifier === specifier);
    if (!market) throw new Error('no market');
    market.status = status;
    this.pricesChanged([matchId]);
  }

  setMatchStatus(matchId: number, status: number): void {
    this.matches.get(matchId)!.status = status;
    this.pricesChanged([matchId]);
  }

  /**
   * Results for a match: `winners` win, every other outcome of the markets named loses (or
   * `results` sets each one). Listeners (the settlement) are awaited.
   */
  async setResults(
    matchId: number,
    results: { marketId: number; specifier?: string; outcomeId: string; result: string | null }[],
  ): Promise<void> {
    for (const r of results) {
      this.outcome({
        matchId,
        marketId: r.marketId,
        specifier: r.specifier ?? '',
        outcomeId: r.outcomeId,
      }).outcome.result = r.result;
    }
    await this.resultsChanged(matchId);
  }

  /** Every outcome of a market settled: the winner wins, the others lose. */
  async settleMarket(
    matchId: number,
    marketId: number,
    specifier: string,
    winner: string,
  ): Promise<void> {
    const market = this.matches
      .get(matchId)!
      .markets.find((m) => m.id === marketId && m.specifier === specifier)!;
    market.status = -3;
    for (const o of market.outcomes) o.result = o.id === winner ? 'win_entire' : 'lose_entire';
    await this.resultsChanged(matchId);
  }

  /** A rollback: every result of the match is withdrawn. */
  async rollback(matchId: number): Promise<void> {
    for (const m of this.matches.get(matchId)!.markets) {
      m.status = 1;
      for (const o of m.outcomes) o.result = null;
    }
    await this.resultsChanged(matchId);
  }

  async resultsChanged(matchId: number): Promise<void> {
    for (const l of this.resultListeners) await l(matchId);
  }

  pricesChanged(ids: number[]): void {
    for (const l of this.priceListeners) void l(ids);
  }

  // --- BetsCatalog ---

  async selections(refs: readonly SelectionRef[]): Promise<Map<string, SelectionView>> {
    const out = new Map<string, SelectionView>();
    for (const ref of refs) {
      const match = this.matches.get(ref.matchId);
      const market = match?.markets.find(
        (m) => m.id === ref.marketId && m.specifier === ref.specifier,
      );
      const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
      if (!match || !market || !outcome) continue;
      out.set(refKey(ref), {
        odds: outcome.odds,
        active: market.status === 1 && outcome.active,
        marketStatus: market.status,
        matchStatus: match.status,
        provider: match.provider,
        providerActive: !this.providersDown.has(match.provider),
        result: outcome.result,
        sportKey: match.sportKey,
        tournamentId: match.tournamentId ?? 1,
        countryCode: match.countryCode ?? null,
        matchUrnId: `sr:match:${match.id}`,
        matchSlug: `match-${match.id}`,
        matchName: match.name,
        startTime: match.startTime,
        competitors: [
          { name: `Home ${match.id}`, qualifier: 'home' },
          { name: `Away ${match.id}`, qualifier: 'away' },
        ],
        marketName: market.name,
        outcomeName: outcome.name,
      });
    }
    return out;
  }

  async customBetMatch(matchId: number): Promise<CustomBetMatch | null> {
    const match = this.matches.get(matchId);
    if (!match) return null;
    const allowed = match.model ? customBetMarkets(match.model) : [];
    return {
      matchId,
      status: match.status,
      provider: match.provider,
      providerActive: !this.providersDown.has(match.provider),
      sportKey: match.sportKey,
      model: match.model,
      markets: match.markets
        .filter((m) => allowed.some((a) => a.marketId === m.id && a.specifier === m.specifier))
        .map((m) => ({
          marketId: m.id,
          specifier: m.specifier,
          name: m.name,
          status: m.status,
          customBetGroups: [],
          outcomes: m.outcomes.map((o) => ({
            id: o.id,
            name: o.name,
            odds: o.odds,
            active: o.active,
          })),
        })),
    };
  }

  async matchResults(matchId: number): Promise<OutcomeResultRow[]> {
    const match = this.matches.get(matchId);
    if (!match) return [];
    return match.markets.flatMap((m) =>
      m.outcomes.map((o) => ({
        marketId: m.id,
        specifier: m.specifier,
        outcomeId: o.id,
        result: o.result,
      })),
    );
  }

  async resultedMatches(matchIds: readonly number[]): Promise<number[]> {
    return matchIds.filter((id) =>
      this.matches.get(id)?.markets.some((m) => m.outcomes.some((o) => o.result !== null)),
    );
  }

  async settings(): Promise<BettingSettings> {
    return this.settingsValue;
  }

  onResults(listener: (matchId: number) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  onPricesChanged(listener: (matchIds: number[]) => void): () => void {
    this.priceListeners.add(listener);
    return () => this.priceListeners.delete(listener);
  }
}
