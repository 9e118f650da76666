// What a batch of feed messages changes (issue 18: the applier's state changes as pure
// functions): from the applier's memo of the catalog and a batch, the rows to write and every
// touched match's markets after the batch. The applier (applier.ts) commits them to its memo
// and does the writes; nothing here reads or writes a table.
import { MARKET_STATUS, marketKey } from '@sb/domain';
import type {
  BetStop,
  FeedMessage,
  Fixture,
  MarketState,
  MatchStatusChange,
  OddsChange,
  ProviderStatus,
  ResultMessage,
  Rollback,
} from '../../feed';
import { marketName, outcomeName, type NameContext } from './market-names';
import { marketNames, type MarketNames } from './wire-market';

/** What the applier remembers of a match between batches (the leader's working set). */
export interface MatchMemo {
  urnId: string;
  provider: string;
  ctx: NameContext;
  markets: Map<string, MarketState>;
  /** Market and outcome names per `locale|market key`, built once. */
  names?: Map<string, MarketNames>;
}

/** A market's names in a locale, from the memo's cache. */
export function namesOf(mm: MatchMemo, locale: string, key: string, state: MarketState) {
  mm.names ??= new Map();
  const k = `${locale}|${key}`;
  let n = mm.names.get(k);
  if (!n || n.outcomes.length !== state.outcomes.length) {
    n = marketNames(
      state.marketId,
      state.specifier,
      state.outcomes.map((o) => o.id),
      mm.ctx,
      locale,
    );
    mm.names.set(k, n);
  }
  return n;
}

/** A match's memo from its fixture (the markets known so far stay). */
export function memoOf(f: Fixture, existing: MatchMemo | undefined): MatchMemo {
  const home = f.competitors.find((c) => c.qualifier === 'home');
  const away = f.competitors.find((c) => c.qualifier === 'away');
  return {
    urnId: f.urnId,
    provider: f.provider,
    ctx: {
      home: home?.name ?? 'Home',
      away: away?.name ?? 'Away',
      byUrn: new Map(f.competitors.map((c) => [c.urnId, c.name])),
    },
    markets: existing?.markets ?? new Map(),
  };
}

/** A batch sorted by kind; each kind is written set-based, in this order. */
export interface Batch {
  fixtures: Fixture[];
  odds: OddsChange[];
  stops: BetStop[];
  statuses: MatchStatusChange[];
  results: ResultMessage[];
  rollbacks: Rollback[];
  providers: ProviderStatus[];
}

export function sortBatch(messages: readonly FeedMessage[]): Batch {
  const b: Batch = {
    fixtures: [],
    odds: [],
    stops: [],
    statuses: [],
    results: [],
    rollbacks: [],
    providers: [],
  };
  for (const m of messages) {
    if (m.type === 'fixture_change') b.fixtures.push(m.fixture);
    else if (m.type === 'odds_change') b.odds.push(m);
    else if (m.type === 'bet_stop') b.stops.push(m);
    else if (m.type === 'match_status') b.statuses.push(m);
    else if (m.type === 'result') b.results.push(m);
    else if (m.type === 'rollback') b.rollbacks.push(m);
    else b.providers.push(m);
  }
  return b;
}

export type Row = Record<string, unknown>;

/** The market rows a batch writes. */
export interface MarketWrites {
  newMarkets: Row[];
  newOutcomes: Row[];
  marketUpdates: Row[];
  outcomeUpdates: Row[];
  models: { id: number; model: unknown }[];
  /** Matches whose every open market a bet stop suspends. */
  stoppedAll: number[];
  stoppedSome: Row[];
}

export interface BatchPlan {
  writes: MarketWrites;
  /** Markets to publish per match: their state after the batch, in the order they changed. */
  changed: Map<number, Map<string, MarketState>>;
  /** Every touched match's markets after the batch (the memo's next `markets`). */
  markets: Map<number, Map<string, MarketState>>;
}

/**
 * The writes and the markets after a batch, from the memo (what the catalog holds now). The
 * memo is not changed: touched matches' markets are copied.
 */
export function planBatch(memo: ReadonlyMap<number, MatchMemo>, batch: Batch): BatchPlan {
  const plan: BatchPlan = {
    writes: {
      newMarkets: [],
      newOutcomes: [],
      marketUpdates: [],
      outcomeUpdates: [],
      models: [],
      stoppedAll: [],
      stoppedSome: [],
    },
    changed: new Map(),
    markets: new Map(),
  };
  const marketsOf = (matchId: number): Map<string, MarketState> | null => {
    let m = plan.markets.get(matchId);
    if (!m) {
      const mm = memo.get(matchId);
      if (!mm) return null;
      m = new Map(mm.markets);
      plan.markets.set(matchId, m);
    }
    return m;
  };
  const touch = (matchId: number, key: string, state: MarketState) => {
    marketsOf(matchId)!.set(key, state);
    const m = plan.changed.get(matchId) ?? new Map<string, MarketState>();
    m.set(key, state);
    plan.changed.set(matchId, m);
  };
  for (const msg of batch.odds) {
    const mm = memo.get(msg.matchId);
    if (mm) planOdds(plan.writes, mm, marketsOf(msg.matchId)!, msg, touch);
  }
  for (const stop of batch.stops) {
    const markets = marketsOf(stop.matchId);
    if (!markets) continue;
    const keys = stop.markets
      ? new Set(stop.markets.map((r) => marketKey(r.marketId, r.specifier)))
      : null;
    if (!keys) plan.writes.stoppedAll.push(stop.matchId);
    for (const [key, state] of markets) {
      if (state.status !== MARKET_STATUS.allowed || (keys && !keys.has(key))) continue;
      touch(stop.matchId, key, { ...state, status: MARKET_STATUS.suspended });
      if (keys)
        plan.writes.stoppedSome.push({
          match_id: stop.matchId,
          market_id: state.marketId,
          specifier: state.specifier,
        });
    }
  }
  for (const r of batch.results) {
    const markets = marketsOf(r.matchId);
    if (!markets) continue;
    for (const sm of r.markets) {
      const key = marketKey(sm.marketId, sm.specifier);
      const state = markets.get(key);
      if (state) touch(r.matchId, key, { ...state, status: r.kind === 'void' ? -4 : -3 });
    }
  }
  return plan;
}

/** New markets are inserted whole; known ones write only what changed. */
function planOdds(
  w: MarketWrites,
  mm: MatchMemo,
  markets: Map<string, MarketState>,
  msg: OddsChange,
  touch: (matchId: number, key: string, state: MarketState) => void,
): void {
  const matchId = msg.matchId;
  if (msg.model) w.models.push({ id: matchId, model: msg.model });
  for (const market of msg.markets) {
    const key = marketKey(market.marketId, market.specifier);
    const ref = { match_id: matchId, market_id: market.marketId, specifier: market.specifier };
    const before = markets.get(key);
    if (!before) {
      w.newMarkets.push({
        ...ref,
        name: marketName(market.marketId, market.specifier, mm.ctx, 'en'),
        status: market.status,
        priority: market.priority,
        most_balanced: market.mostBalanced,
        role: market.role,
        market_groups: market.groups,
        custom_bet_groups: market.customBetGroups,
        provider: mm.provider,
      });
      market.outcomes.forEach((o, position) =>
        w.newOutcomes.push({
          ...ref,
          outcome_id: o.id,
          name: outcomeName(market.marketId, market.specifier, o.id, mm.ctx, 'en'),
          position,
          active: o.active,
          odds: o.odds,
        }),
      );
    } else {
      if (before.status !== market.status || before.mostBalanced !== market.mostBalanced)
        w.marketUpdates.push({ ...ref, status: market.status, most_balanced: market.mostBalanced });
      const prev = new Map(before.outcomes.map((o) => [o.id, o]));
      for (const o of market.outcomes) {
        const p = prev.get(o.id);
        if (!p || p.odds !== o.odds || p.active !== o.active)
          w.outcomeUpdates.push({ ...ref, outcome_id: o.id, odds: o.odds, active: o.active });
      }
    }
    touch(matchId, key, {
      ...market,
      groups: [...market.groups],
      customBetGroups: [...market.customBetGroups],
    });
  }
}

/** A rollback reopens settled and cancelled markets as suspended (until the feed states them). */
export function rolledBack(markets: ReadonlyMap<string, MarketState>): Map<string, MarketState> {
  const next = new Map(markets);
  for (const [key, state] of markets)
    if (state.status === MARKET_STATUS.settled || state.status === MARKET_STATUS.cancelled)
      next.set(key, { ...state, status: MARKET_STATUS.suspended });
  return next;
}
