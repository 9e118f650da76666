import type { BetLimitsSettings, MatchModel, OddsChangePolicy } from '@sb/domain';

// What the bets module needs of the catalog, as one small interface (DESIGN: modules meet only
// through service functions). `catalogPort()` in catalog-adapter.ts implements it over the
// catalog module's index.ts; tests may pass an in-memory one (testing.ts).

/** One outcome of one market of one match: the ids of a selection. */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** The slip's selection id (domain selectionKey): `{match}/{market}/{specifier}/{outcome}`. */
export function refKey(ref: SelectionRef): string {
  return `${ref.matchId}/${ref.marketId}/${ref.specifier}/${ref.outcomeId}`;
}

export interface CompetitorName {
  name: string;
  qualifier: string | null;
}

/** A selection as the book knows it now, with the names a bet shows. */
export interface SelectionView {
  /** Current odds x1000. */
  odds: number;
  /** Market open (status 1) and outcome active. */
  active: boolean;
  marketStatus: number;
  matchStatus: number;
  provider: string;
  providerActive: boolean;
  /** The outcome's result once its market settled, else null. */
  result: string | null;
  sportKey: string;
  /** The match's tournament and its category's country (a combo boost's conditions). */
  tournamentId?: number;
  countryCode?: string | null;
  matchUrnId: string;
  matchSlug: string;
  matchName: string;
  /** ISO-8601. */
  startTime: string;
  competitors: CompetitorName[];
  marketName: string;
  outcomeName: string;
}

export interface CustomBetMarketView {
  marketId: number;
  specifier: string;
  name: string;
  status: number;
  customBetGroups: string[];
  outcomes: { id: string; name: string; odds: number; active: boolean }[];
}

/** A match as the bet builder needs it: the pricing model and the markets it may combine. */
export interface CustomBetMatch {
  matchId: number;
  status: number;
  provider: string;
  providerActive: boolean;
  sportKey: string;
  /** The match's pricing model and state of play; null when it has none (no bet builder). */
  model: MatchModel | null;
  markets: CustomBetMarketView[];
}

export interface OutcomeResultRow {
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** null when the result was rolled back (or never set). */
  result: string | null;
}

/** The book's settings a placement is checked against (domain 3 Settings). */
export interface BettingSettings {
  betLimits: BetLimitsSettings | null;
  /** Limits are on (domain 5: settings and a feature flag). */
  betLimitsEnabled: boolean;
  /** multi_bet_settings.available_by_provider */
  availableByProvider: Record<string, boolean>;
  customBetEnabled: boolean;
  customBetAllowSingle: boolean;
  /** settings auto_accept_odds_change: the default for players without their own. */
  defaultOddsChangePolicy: OddsChangePolicy;
}

export interface BetsCatalog {
  /** The selections found, by refKey; unknown ones are absent. */
  selections(refs: readonly SelectionRef[], locale: string): Promise<Map<string, SelectionView>>;
  customBetMatch(matchId: number, locale: string): Promise<CustomBetMatch | null>;
  /** Every outcome result of a match as stored now (results, corrections, rollbacks, voids). */
  matchResults(matchId: number): Promise<OutcomeResultRow[]>;
  /** Of these matches, those with any stored result (for the settlement sweep). */
  resultedMatches(matchIds: readonly number[]): Promise<number[]>;
  settings(): Promise<BettingSettings>;
  /** Called with a match id when its results are stored, corrected, rolled back or voided. */
  onResults(listener: (matchId: number) => void): () => void;
  /** Called with match ids whose prices or statuses moved (live cash-out offers). */
  onPricesChanged(listener: (matchIds: number[]) => void): () => void;
}
