// The normalized feed messages (issue 4): what the built-in engine produces and what an adapter
// for an external feed would produce too. The catalog applies them (sportsbook/catalog/applier).
// README.md in this folder documents the shape for feed adapters.
import type { MatchStatistics, TimelineEvent } from '@sb/contract';
import type { MatchModel, SettledMarket } from '@sb/domain';

/** domain 3 Match status codes: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export type MatchStatusCode = 0 | 1 | 2 | 3 | 4 | 5;

export interface FixtureCompetitor {
  id: number;
  urnId: string;
  name: string;
  abbreviation: string;
  countryCode: string | null;
  /** Two colours for the generated logo. */
  colors: [string, string];
  qualifier: 'home' | 'away' | null;
}

export interface Fixture {
  matchId: number;
  urnId: string;
  type: 'match' | 'outright';
  name: string;
  slug: string;
  sport: { id: number; key: string };
  category: {
    id: number;
    urnId: string;
    slug: string;
    name: string;
    names: Record<string, string>;
    priority: number;
    countryCode: string | null;
  };
  tournament: {
    id: number;
    urnId: string;
    slug: string;
    name: string;
    names: Record<string, string>;
    priority: number;
    isTop: boolean;
  };
  competitors: FixtureCompetitor[];
  /** ISO-8601 UTC. */
  startTime: string;
  endDate: string | null;
  stage: string | null;
  stadium: string | null;
  city: string | null;
  provider: string;
  liveCoverage: boolean;
  priority: number;
}

/** A market as the feed states it: every outcome with its odds (x1000) and whether it is open. */
export interface MarketState {
  marketId: number;
  specifier: string;
  /** 1 active, -1 suspended, 0 closed (domain 4). */
  status: number;
  outcomes: { id: string; odds: number; active: boolean }[];
  mostBalanced: boolean;
  role: 'main' | 'secondary' | null;
  groups: readonly string[];
  customBetGroups: readonly string[];
  priority: number;
}

export interface MarketRef {
  marketId: number;
  specifier: string;
}

/** A new or changed fixture: the match with its sport, category, tournament and competitors. */
export interface FixtureChange {
  type: 'fixture_change';
  fixture: Fixture;
}

/** New prices or statuses for some markets of a match (only those listed change). */
export interface OddsChange {
  type: 'odds_change';
  matchId: number;
  markets: MarketState[];
  /** The pricing model with the state of play, when the feed has one (custom bets need it). */
  model?: MatchModel;
}

/** A dangerous moment: the listed markets (all open ones when absent) are suspended (-1). */
export interface BetStop {
  type: 'bet_stop';
  matchId: number;
  markets?: MarketRef[];
  reason: string;
}

/** The match's status, scoreboard and timeline. */
export interface MatchStatusChange {
  type: 'match_status';
  matchId: number;
  status: MatchStatusCode;
  statistics: MatchStatistics | null;
  timeline?: TimelineEvent[];
}

/** Results of markets (all of a finished match, or corrections): the bets module settles on them. */
export interface ResultMessage {
  type: 'result';
  matchId: number;
  /** result: first results; correction: changed results; void: the match is cancelled. */
  kind: 'result' | 'correction' | 'void';
  /** The match's new status: 4 finished, 3 closed (void); absent for markets settled during play. */
  status?: 3 | 4;
  score: { home: number; away: number } | null;
  markets: SettledMarket[];
}

/** Undo the results of a match (bets settled on them are reopened). */
export interface Rollback {
  type: 'rollback';
  matchId: number;
  reason: string;
}

/** A provider (producer) went down or came back. */
export interface ProviderStatus {
  type: 'provider_status';
  provider: string;
  status: 'active' | 'inactive';
}

export type FeedMessage =
  | FixtureChange
  | OddsChange
  | BetStop
  | MatchStatusChange
  | ResultMessage
  | Rollback
  | ProviderStatus;

/**
 * Where messages go: the catalog applies a batch in one transaction, then publishes. `fresh`:
 * the catalog's tables changed under its memo (a watchdog's bet stops), read them again.
 */
export type FeedSink = (
  messages: FeedMessage[],
  options?: { publish?: boolean; fresh?: boolean },
) => Promise<void>;
