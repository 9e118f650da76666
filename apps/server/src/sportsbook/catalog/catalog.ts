// The catalog as a service (created by the composition root, compose.ts): the feed's sink, the
// results hook for the bets module, and fresh reads of matches, markets and odds for bet
// validation and custom bets (the betting view the bets module's catalog port stands on).
import type { SportsbookSettings } from '@sb/contract';
import {
  customBetMarkets as modelCustomBetMarkets,
  isBettableMatch,
  priceCustomBet as modelPriceCustomBet,
  type CustomBetPrice,
  type CustomBetSelection,
  type MarketOutcomeResult,
  type MatchModel,
  type SettledMarket,
} from '@sb/domain';
import type { Db } from '../../db';
import type { FeedSink } from '../../feed';
import type { Publisher } from '../../realtime';
import { createApplier } from './applier';
import {
  bettingSelections,
  type BettingSelection,
  type BettingSelectionKey,
} from './betting-selections';
import { marketName, outcomeName } from './market-names';
import {
  loadMarkets,
  nameContext,
  type CompetitorRow,
  type MatchRow,
  MATCH_COLUMNS,
  MATCH_FROM,
  selectMatches,
} from './read-model';
import { createResponseCache, type ResponseCache } from './response-cache';
import { createResultsHub, type ResultListener, type ResultEvent } from './results';
import { loadSettings } from './settings';

export interface BettingOutcome {
  id: string;
  name: string;
  /** Odds x1000. */
  odds: number;
  active: boolean;
  result: MarketOutcomeResult | null;
}

export interface BettingMarket {
  marketId: number;
  specifier: string;
  name: string;
  /** 1 open, -1 suspended, 0 closed, -3 settled, -4 cancelled. */
  status: number;
  provider: string;
  /** The bet builder may combine it. */
  customBet: boolean;
  outcomes: BettingOutcome[];
}

/** A match as bet validation needs it: live from the tables, no cache. */
export interface BettingMatch {
  id: number;
  urnId: string;
  slug: string;
  type: 'match' | 'outright';
  name: string;
  status: number;
  sportKey: string;
  sportType: string;
  categoryName: string;
  tournamentName: string;
  provider: string;
  providerActive: boolean;
  /** Status 0 or 1 with the provider up. */
  bettable: boolean;
  startTime: Date;
  competitors: { id: number; name: string; qualifier: 'home' | 'away' | null }[];
  markets: BettingMarket[];
  /** Pricing model and state of play (custom bets); null where the feed gives none. */
  model: MatchModel | null;
  resultVersion: number;
}

export interface StoredResults {
  matchId: number;
  status: number;
  version: number;
  markets: SettledMarket[];
}

export interface Catalog {
  /** The feed's sink: applies normalized messages in one transaction, then publishes. */
  apply: FeedSink;
  /** Results, corrections, voids and rollbacks as they are committed (in-process hook). */
  onResults(listener: ResultListener): () => void;
  getBettingMatch(matchId: number): Promise<BettingMatch | null>;
  getBettingMatches(matchIds: number[]): Promise<Map<number, BettingMatch>>;
  /** Exactly the outcomes named (unknown ones left out), fresh, in one query, named in `locale`. */
  bettingSelections(
    keys: readonly BettingSelectionKey[],
    locale: string,
  ): Promise<BettingSelection[]>;
  /** Several selections of ONE match priced together from its model (custom bets). */
  priceCustomBet(
    matchId: number,
    selections: CustomBetSelection[],
  ): Promise<CustomBetPrice | { ok: false; key: 'error.not_found' }>;
  /** The markets the bet builder may combine for a match, named in a locale. */
  customBetMarkets(
    matchId: number,
    locale?: string,
  ): Promise<
    | {
        marketId: number;
        specifier: string;
        name: string;
        outcomes: { id: string; name: string }[];
      }[]
    | null
  >;
  /** The stored results of a match (what onResults announced last). */
  getResults(matchId: number): Promise<StoredResults | null>;
  providerStatuses(): Promise<Record<string, 'active' | 'inactive'>>;
  settings(locale: string): Promise<SportsbookSettings>;
  /** Which of `ids` exist: match ids, league (tournament) ids, sport keys (favourites). */
  known(type: 'matches' | 'leagues' | 'sports', ids: string[]): Promise<Set<string>>;
  /** Counts placed bets per match (domain 9 sort key bets_count). */
  incrementBetsCount(matchIds: number[]): Promise<void>;
  /** Removes finished matches older than `before` (retention). */
  prune(before: Date): Promise<void>;
  /** Short-lived cache of public read answers. */
  cache: ResponseCache;
}

export interface CatalogDeps {
  db: Db;
  publisher: Publisher;
  onError?: (err: unknown, what: string) => void;
  /** Milliseconds a public read answer may be reused (default 1000; 0 disables). */
  cacheTtlMs?: number;
  /** The settings' `additional_providers` (the verticals module's flags); default all off. */
  additionalProviders?: () => SportsbookSettings['additional_providers'];
}

/** Market ids the bet builder may combine, from the model where there is one. */
function customBetKeys(model: MatchModel | null): Set<string> {
  if (!model) return new Set();
  return new Set(modelCustomBetMarkets(model).map((m) => `${m.marketId}|${m.specifier}`));
}

export function createCatalog(deps: CatalogDeps): Catalog {
  const { db } = deps;
  const onError = deps.onError ?? (() => {});
  const results = createResultsHub((err) => onError(err, 'results listener'));
  const applier = createApplier({ db, publisher: deps.publisher, results, onError });
  const cache = createResponseCache(deps.cacheTtlMs ?? 1000);

  async function bettingMatches(ids: number[]): Promise<Map<number, BettingMatch>> {
    const out = new Map<number, BettingMatch>();
    if (!ids.length) return out;
    const rows = await selectMatches<
      MatchRow & { model: MatchModel | null; result_version: number }
    >(
      db,
      `select ${MATCH_COLUMNS}, m.model, m.result_version ${MATCH_FROM} where m.id = any($1::int[])`,
      [ids],
    );
    if (!rows.length) return out;
    const competitorIds = [...new Set(rows.flatMap((r) => r.competitors.map((c) => c.id)))];
    const [competitors, markets] = await Promise.all([
      db.query<CompetitorRow>(
        'select id, urn_id, name, abbreviation, country_code from competitors where id = any($1::int[])',
        [competitorIds],
      ),
      loadMarkets(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const byId = new Map(competitors.map((c) => [c.id, c]));
    for (const r of rows) {
      const ctx = nameContext(r, byId);
      const custom = customBetKeys(r.model);
      out.set(r.id, {
        id: r.id,
        urnId: r.urn_id,
        slug: r.slug,
        type: r.type,
        name: r.type === 'match' ? `${ctx.home} vs ${ctx.away}` : r.name,
        status: r.status,
        sportKey: r.s_key,
        sportType: r.s_type,
        categoryName: r.c_name,
        tournamentName: r.t_name,
        provider: r.provider,
        providerActive: r.p_status === 'active',
        bettable: isBettableMatch({ status: r.status, providerActive: r.p_status === 'active' }),
        startTime: r.start_time,
        competitors: r.competitors.map((c) => ({
          id: c.id,
          name: byId.get(c.id)?.name ?? '',
          qualifier: c.qualifier,
        })),
        markets: markets
          .filter((m) => m.match_id === r.id)
          .map((m) => ({
            marketId: m.market_id,
            specifier: m.specifier,
            name: marketName(m.market_id, m.specifier, ctx, 'en'),
            status: m.status,
            provider: m.provider,
            customBet: custom.has(`${m.market_id}|${m.specifier}`),
            outcomes: m.outcomes.map((o) => ({
              id: o.id,
              name: outcomeName(m.market_id, m.specifier, o.id, ctx, 'en'),
              odds: o.odds,
              active: o.active,
              result: o.result,
            })),
          })),
        model: r.model,
        resultVersion: r.result_version,
      });
    }
    return out;
  }

  return {
    apply: (messages, options) => applier.apply(messages, options),
    onResults: (listener) => results.on(listener),
    getBettingMatch: async (id) => (await bettingMatches([id])).get(id) ?? null,
    getBettingMatches: bettingMatches,
    known: async (type, ids) => {
      if (type === 'sports') {
        const rows = await db.query<{ key: string }>(
          'select key from sports where key = any($1::text[])',
          [ids],
        );
        return new Set(rows.map((r) => r.key));
      }
      const numeric = ids.filter((id) => /^[1-9][0-9]{0,9}$/.test(id)).map(Number);
      const table = type === 'matches' ? 'matches' : 'tournaments';
      const rows = await db.query<{ id: number }>(
        `select id from ${table} where id = any($1::int[])`,
        [numeric],
      );
      return new Set(rows.map((r) => String(r.id)));
    },
    bettingSelections: (keys, locale) => bettingSelections(db, keys, locale),
    priceCustomBet: async (matchId, selections) => {
      const rows = await db.query<{ model: MatchModel | null }>(
        'select model from matches where id = $1',
        [matchId],
      );
      const model = rows[0]?.model;
      if (!model) return { ok: false, key: 'error.not_found' };
      return modelPriceCustomBet(model, selections, { margin: 0.05 });
    },
    customBetMarkets: async (matchId, locale = 'en') => {
      const match = (await bettingMatches([matchId])).get(matchId);
      if (!match?.model) return null;
      const rows = await selectMatches<MatchRow>(
        db,
        `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = $1`,
        [matchId],
      );
      const competitors = await db.query<CompetitorRow>(
        'select id, urn_id, name, abbreviation, country_code from competitors where id = any($1::int[])',
        [match.competitors.map((c) => c.id)],
      );
      const ctx = nameContext(rows[0]!, new Map(competitors.map((c) => [c.id, c])));
      const open = new Set(
        match.markets.filter((m) => m.status === 1).map((m) => `${m.marketId}|${m.specifier}`),
      );
      return modelCustomBetMarkets(match.model)
        .filter((m) => open.has(`${m.marketId}|${m.specifier}`))
        .map((m) => ({
          marketId: m.marketId,
          specifier: m.specifier,
          name: marketName(m.marketId, m.specifier, ctx, locale),
          outcomes: m.outcomes.map((id) => ({
            id,
            name: outcomeName(m.marketId, m.specifier, id, ctx, locale),
          })),
        }));
    },
    getResults: async (matchId) => {
      const rows = await db.query<{ status: number; result_version: number }>(
        'select status, result_version from matches where id = $1',
        [matchId],
      );
      const row = rows[0];
      if (!row) return null;
      const markets = await loadMarkets(db, [matchId], { where: 'and mk.status in (-3, -4)' });
      return {
        matchId,
        status: row.status,
        version: row.result_version,
        markets: markets.map((m) => ({
          marketId: m.market_id,
          specifier: m.specifier,
          outcomes: m.outcomes.map((o) => ({
            id: o.id,
            result: (o.result ?? 'canceled') as MarketOutcomeResult,
          })),
        })),
      };
    },
    providerStatuses: async () => {
      const rows = await db.query<{ key: string; status: string }>(
        'select key, status from providers',
      );
      return Object.fromEntries(
        rows.map((r) => [r.key, r.status === 'active' ? 'active' : 'inactive']),
      );
    },
    settings: (locale) => loadSettings(db, locale, deps.additionalProviders?.()),
    incrementBetsCount: async (matchIds) => {
      if (!matchIds.length) return;
      await db.query('update matches set bets_count = bets_count + 1 where id = any($1::int[])', [
        matchIds,
      ]);
    },
    prune: async (before) => {
      const old =
        'select id from matches where status in (3, 4) and coalesce(finished_at, updated_at) < $1';
      await db.query(`delete from outcomes where match_id in (${old})`, [before]);
      await db.query(`delete from matches where id in (${old})`, [before]);
    },
    cache,
  };
}

export type { ResultEvent, ResultListener };
