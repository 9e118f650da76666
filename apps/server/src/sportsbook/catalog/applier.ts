// The applier (issue 4): turns a batch of normalized feed messages into catalog rows in ONE
// transaction with set-based statements (jsonb_to_recordset, the same SQL on PGlite and
// Postgres), then publishes what changed on the real-time channels (domain 4 event names) and
// tells the results listeners. Per-tick work stays small: only changed odds are written.
import type { Market, RealtimeEventName, RealtimeMessageInput } from '@sb/contract';
import { MARKET_STATUS, marketKey } from '@sb/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
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
import { matchChannel, publication, publicChannel, type Publisher } from '../../realtime';
import { CATALOG_LOCALES } from './locale';
import { marketName, outcomeName, type NameContext } from './market-names';
import {
  MATCH_COLUMNS,
  MATCH_FROM,
  selectMatches,
  loadBundle,
  loadMarkets,
  nameContext,
  wireMatch,
  type CompetitorRow,
  type MatchRow,
} from './read-model';
import { invalidateReference } from './reference';
import type { ResultsHub } from './results';
import { seedProviders, seedSports } from './seed';

/** What the applier remembers of a match between batches (the leader's working set). */
interface MatchMemo {
  urnId: string;
  provider: string;
  ctx: NameContext;
  markets: Map<string, MarketState>;
  /** Market and outcome names per `locale|market key`, built once. */
  names?: Map<string, { market: string; outcomes: string[] }>;
}

function namesOf(mm: MatchMemo, locale: string, key: string, state: MarketState) {
  mm.names ??= new Map();
  const k = `${locale}|${key}`;
  let n = mm.names.get(k);
  if (!n || n.outcomes.length !== state.outcomes.length) {
    n = {
      market: marketName(state.marketId, state.specifier, mm.ctx, locale),
      outcomes: state.outcomes.map((o) =>
        outcomeName(state.marketId, state.specifier, o.id, mm.ctx, locale),
      ),
    };
    mm.names.set(k, n);
  }
  return n;
}

export interface ApplyOptions {
  /** False while bootstrapping: nobody listens yet and the batch is large. */
  publish?: boolean;
}

export interface Applier {
  apply(messages: FeedMessage[], options?: ApplyOptions): Promise<void>;
  /** Forget cached market state (after a leader change). */
  reset(): void;
}

export interface ApplierDeps {
  db: Db;
  publisher: Publisher;
  results: ResultsHub;
  locales?: readonly string[];
  onError?: (err: unknown, what: string) => void;
}

const CHUNK = 4000;
const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

function searchText(f: Fixture): string {
  const parts = [
    f.name,
    ...f.competitors.map((c) => c.name),
    f.tournament.name,
    ...Object.values(f.tournament.names),
    f.category.name,
    ...Object.values(f.category.names),
  ];
  return parts.join(' | ').toLowerCase();
}

export function createApplier(deps: ApplierDeps): Applier {
  const { db } = deps;
  const locales = deps.locales ?? CATALOG_LOCALES;
  const memo = new Map<number, MatchMemo>();
  const onError = deps.onError ?? (() => {});

  /** Names and cached markets of matches the batch touches but the memo lacks. */
  async function remember(ids: number[]): Promise<void> {
    const missing = ids.filter((id) => !memo.has(id));
    if (!missing.length) return;
    const rows = await selectMatches<MatchRow>(
      db,
      `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = any($1::int[])`,
      [missing],
    );
    const competitorIds = [...new Set(rows.flatMap((r) => r.competitors.map((c) => c.id)))];
    const competitors = competitorIds.length
      ? await db.query<CompetitorRow>(
          'select id, urn_id, name, abbreviation, country_code from competitors where id = any($1::int[])',
          [competitorIds],
        )
      : [];
    const byId = new Map(competitors.map((c) => [c.id, c]));
    const markets = await loadMarkets(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows) {
      memo.set(r.id, {
        urnId: r.urn_id,
        provider: r.provider,
        ctx: nameContext(r, byId),
        markets: new Map(),
      });
    }
    for (const m of markets) {
      memo.get(m.match_id)?.markets.set(marketKey(m.market_id, m.specifier), {
        marketId: m.market_id,
        specifier: m.specifier,
        status: m.status,
        outcomes: m.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
        mostBalanced: m.most_balanced,
        role: m.role,
        groups: m.market_groups,
        customBetGroups: m.custom_bet_groups,
        priority: m.priority,
      });
    }
  }

  function memoFromFixture(f: Fixture): void {
    const home = f.competitors.find((c) => c.qualifier === 'home');
    const away = f.competitors.find((c) => c.qualifier === 'away');
    const existing = memo.get(f.matchId);
    memo.set(f.matchId, {
      urnId: f.urnId,
      provider: f.provider,
      ctx: {
        home: home?.name ?? 'Home',
        away: away?.name ?? 'Away',
        byUrn: new Map(f.competitors.map((c) => [c.urnId, c.name])),
      },
      markets: existing?.markets ?? new Map(),
    });
  }

  async function apply(messages: FeedMessage[], options: ApplyOptions = {}): Promise<void> {
    if (!messages.length) return;
    const publish = options.publish ?? true;
    const fixtures: Fixture[] = [];
    const odds: OddsChange[] = [];
    const stops: BetStop[] = [];
    const statuses: MatchStatusChange[] = [];
    const results: ResultMessage[] = [];
    const rollbacks: Rollback[] = [];
    const providers: ProviderStatus[] = [];
    for (const m of messages) {
      switch (m.type) {
        case 'fixture_change':
          fixtures.push(m.fixture);
          break;
        case 'odds_change':
          odds.push(m);
          break;
        case 'bet_stop':
          stops.push(m);
          break;
        case 'match_status':
          statuses.push(m);
          break;
        case 'result':
          results.push(m);
          break;
        case 'rollback':
          rollbacks.push(m);
          break;
        case 'provider_status':
          providers.push(m);
          break;
      }
    }
    for (const f of fixtures) memoFromFixture(f);
    await remember([
      ...new Set([...odds, ...stops, ...results, ...rollbacks].map((m) => m.matchId)),
    ]);

    // --- Plan the writes from the memo (what the catalog holds now) -----------------------
    const newMarkets: Record<string, unknown>[] = [];
    const newOutcomes: Record<string, unknown>[] = [];
    const marketUpdates: Record<string, unknown>[] = [];
    const outcomeUpdates: Record<string, unknown>[] = [];
    const models: { id: number; model: unknown }[] = [];
    /** Markets to publish per match (their state after this batch). */
    const changed = new Map<number, Map<string, MarketState>>();
    const touch = (matchId: number, key: string, state: MarketState) => {
      const m = changed.get(matchId) ?? new Map<string, MarketState>();
      m.set(key, state);
      changed.set(matchId, m);
    };

    for (const msg of odds) {
      const mm = memo.get(msg.matchId);
      if (!mm) continue;
      if (msg.model) models.push({ id: msg.matchId, model: msg.model });
      for (const market of msg.markets) {
        const key = marketKey(market.marketId, market.specifier);
        const before = mm.markets.get(key);
        if (!before) {
          newMarkets.push({
            match_id: msg.matchId,
            market_id: market.marketId,
            specifier: market.specifier,
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
            newOutcomes.push({
              match_id: msg.matchId,
              market_id: market.marketId,
              specifier: market.specifier,
              outcome_id: o.id,
              name: outcomeName(market.marketId, market.specifier, o.id, mm.ctx, 'en'),
              position,
              active: o.active,
              odds: o.odds,
            }),
          );
        } else {
          if (before.status !== market.status || before.mostBalanced !== market.mostBalanced) {
            marketUpdates.push({
              match_id: msg.matchId,
              market_id: market.marketId,
              specifier: market.specifier,
              status: market.status,
              most_balanced: market.mostBalanced,
            });
          }
          const prev = new Map(before.outcomes.map((o) => [o.id, o]));
          for (const o of market.outcomes) {
            const p = prev.get(o.id);
            if (!p || p.odds !== o.odds || p.active !== o.active) {
              outcomeUpdates.push({
                match_id: msg.matchId,
                market_id: market.marketId,
                specifier: market.specifier,
                outcome_id: o.id,
                odds: o.odds,
                active: o.active,
              });
            }
          }
        }
        const next: MarketState = {
          ...market,
          groups: [...market.groups],
          customBetGroups: [...market.customBetGroups],
        };
        mm.markets.set(key, next);
        touch(msg.matchId, key, next);
      }
    }

    const stoppedAll: number[] = [];
    const stoppedSome: Record<string, unknown>[] = [];
    for (const stop of stops) {
      const mm = memo.get(stop.matchId);
      if (!mm) continue;
      const keys = stop.markets
        ? new Set(stop.markets.map((r) => marketKey(r.marketId, r.specifier)))
        : null;
      if (!keys) stoppedAll.push(stop.matchId);
      for (const [key, state] of mm.markets) {
        if (state.status !== MARKET_STATUS.allowed || (keys && !keys.has(key))) continue;
        const next = { ...state, status: MARKET_STATUS.suspended };
        mm.markets.set(key, next);
        touch(stop.matchId, key, next);
        if (keys)
          stoppedSome.push({
            match_id: stop.matchId,
            market_id: state.marketId,
            specifier: state.specifier,
          });
      }
    }

    const settled = new Map<number, { msg: ResultMessage; version: number; status: number }>();
    for (const r of results) {
      const mm = memo.get(r.matchId);
      if (!mm) continue;
      for (const sm of r.markets) {
        const key = marketKey(sm.marketId, sm.specifier);
        const state = mm.markets.get(key);
        if (state) {
          const next = { ...state, status: r.kind === 'void' ? -4 : -3 };
          mm.markets.set(key, next);
          touch(r.matchId, key, next);
        }
      }
    }

    // --- Write, in one transaction ----------------------------------------------------------
    const previousStatus = new Map<number, number>();
    const statusIds = [
      ...new Set([...statuses.map((s) => s.matchId), ...results.map((r) => r.matchId)]),
    ];
    try {
      await db.orm.transaction(async (tx) => {
        // Feed batches are re-derivable: a crash may lose the last second rather than wait for
        // the WAL flush on every tick (the same trade-off a feed consumer makes with any broker).
        await tx.execute(sql`set local synchronous_commit to off`);
        const run: Run = (text, rows) => tx.execute(unnestStatement(text, rows));
        if (fixtures.length) await writeFixtures(run, fixtures);
        if (statusIds.length) {
          const rows = (await tx.execute(
            sql`select id, status from matches where id = any(${sqlArray(statusIds)}::int[])`,
          )) as unknown as
            { rows?: { id: number; status: number }[] } | { id: number; status: number }[];
          for (const r of rowsOf(rows)) previousStatus.set(r.id, r.status);
        }
        for (const part of chunks(newMarkets)) {
          await run(
            `insert into markets (match_id, market_id, specifier, name, status, priority, most_balanced, role,
               market_groups, custom_bet_groups, provider, updated_at)
             select v.match_id, v.market_id, v.specifier, v.name, v.status, v.priority, v.most_balanced, v.role,
               v.market_groups, v.custom_bet_groups, v.provider, now()
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, name text,
               status smallint, priority int, most_balanced boolean, role text, market_groups jsonb,
               custom_bet_groups jsonb, provider text)
             where exists (select 1 from matches m where m.id = v.match_id)
             on conflict (match_id, market_id, specifier) do update set name = excluded.name,
               status = excluded.status, priority = excluded.priority, most_balanced = excluded.most_balanced,
               role = excluded.role, market_groups = excluded.market_groups,
               custom_bet_groups = excluded.custom_bet_groups, updated_at = excluded.updated_at`,
            rowsArg(part),
          );
        }
        for (const part of chunks(newOutcomes)) {
          await run(
            `insert into outcomes (match_id, market_id, specifier, outcome_id, name, position, active, odds)
             select v.match_id, v.market_id, v.specifier, v.outcome_id, v.name, v.position, v.active, v.odds
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, outcome_id text,
               name text, position smallint, active boolean, odds int)
             where exists (select 1 from matches m where m.id = v.match_id)
             on conflict (match_id, market_id, specifier, outcome_id) do update set name = excluded.name,
               position = excluded.position, active = excluded.active, odds = excluded.odds`,
            rowsArg(part),
          );
        }
        for (const part of chunks(marketUpdates)) {
          await run(
            `update markets k set status = v.status, most_balanced = v.most_balanced, updated_at = now()
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, status smallint,
               most_balanced boolean)
             where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier`,
            rowsArg(part),
          );
        }
        for (const part of chunks(outcomeUpdates)) {
          await run(
            `update outcomes o set odds = v.odds, active = v.active
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, outcome_id text,
               odds int, active boolean)
             where o.match_id = v.match_id and o.market_id = v.market_id and o.specifier = v.specifier
               and o.outcome_id = v.outcome_id`,
            rowsArg(part),
          );
        }
        if (stoppedAll.length) {
          await tx.execute(
            sql`update markets set status = -1, updated_at = now() where match_id = any(${sqlArray(stoppedAll)}::int[]) and status = 1`,
          );
        }
        if (stoppedSome.length) {
          await run(
            `update markets k set status = -1, updated_at = now()
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text)
             where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier and k.status = 1`,
            rowsArg(stoppedSome),
          );
        }
        if (models.length) {
          await run(
            `update matches m set model = v.model from jsonb_to_recordset($1::jsonb) as v(id int, model jsonb)
             where m.id = v.id`,
            rowsArg(models),
          );
        }
        if (statuses.length) {
          await run(
            `update matches m set status = v.status, statistics = v.statistics,
               timeline = coalesce(v.timeline, m.timeline), updated_at = now()
             from jsonb_to_recordset($1::jsonb) as v(id int, status smallint, statistics jsonb, timeline jsonb)
             where m.id = v.id`,
            rowsArg(
              statuses.map((s) => ({
                id: s.matchId,
                status: s.status,
                statistics: s.statistics,
                timeline: s.timeline ?? null,
              })),
            ),
          );
        }
        for (const r of results) {
          const outcomeRows = r.markets.flatMap((m) =>
            m.outcomes.map((o) => ({
              match_id: r.matchId,
              market_id: m.marketId,
              specifier: m.specifier,
              outcome_id: o.id,
              result: o.result,
            })),
          );
          for (const part of chunks(outcomeRows)) {
            await run(
              `update outcomes o set result = v.result, resulted_at = now()
               from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, outcome_id text, result text)
               where o.match_id = v.match_id and o.market_id = v.market_id and o.specifier = v.specifier
                 and o.outcome_id = v.outcome_id`,
              rowsArg(part),
            );
          }
          const marketRows = r.markets.map((m) => ({
            match_id: r.matchId,
            market_id: m.marketId,
            specifier: m.specifier,
          }));
          await run(
            `update markets k set status = ${r.kind === 'void' ? -4 : -3}, updated_at = now()
             from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text)
             where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier`,
            rowsArg(marketRows),
          );
          const version = rowsOf(
            (await tx.execute(
              r.status === undefined
                ? sql`update matches set result_version = result_version + 1, updated_at = now()
                      where id = ${r.matchId} returning result_version, status`
                : sql`update matches set status = ${r.status}, result_version = result_version + 1,
                      finished_at = coalesce(finished_at, now()), updated_at = now()
                      where id = ${r.matchId} returning result_version, status`,
            )) as unknown as { rows?: { result_version: number; status: number }[] },
          )[0];
          if (!version) continue;
          await tx.execute(
            sql`insert into match_results (match_id, version, kind, score, results)
                values (${r.matchId}, ${version.result_version}, ${r.kind}, ${JSON.stringify(r.score)}::jsonb, ${JSON.stringify(r.markets)}::jsonb)`,
          );
          settled.set(r.matchId, {
            msg: r,
            version: version.result_version,
            status: version.status,
          });
        }
        for (const rb of rollbacks) {
          await tx.execute(
            sql`update outcomes set result = null, resulted_at = null where match_id = ${rb.matchId}`,
          );
          await tx.execute(
            sql`update markets set status = -1, updated_at = now() where match_id = ${rb.matchId} and status in (-3, -4)`,
          );
          const version = rowsOf(
            (await tx.execute(
              sql`update matches set result_version = result_version + 1, updated_at = now() where id = ${rb.matchId} returning result_version`,
            )) as unknown as { rows?: { result_version: number }[] },
          )[0]?.result_version;
          if (version === undefined) continue;
          await tx.execute(
            sql`insert into match_results (match_id, version, kind, score, results)
                values (${rb.matchId}, ${version}, 'rollback', null, '[]'::jsonb)`,
          );
          const mm = memo.get(rb.matchId);
          if (mm)
            for (const [key, state] of mm.markets)
              if (
                state.status === MARKET_STATUS.settled ||
                state.status === MARKET_STATUS.cancelled
              )
                mm.markets.set(key, { ...state, status: MARKET_STATUS.suspended });
          settled.set(rb.matchId, {
            msg: {
              type: 'result',
              matchId: rb.matchId,
              kind: 'correction',
              score: null,
              markets: [],
            },
            version,
            status: 4,
          });
        }
        for (const p of providers) {
          await tx.execute(
            sql`update providers set status = ${p.status}, updated_at = now() where key = ${p.provider}`,
          );
        }
      });
    } catch (err) {
      // The memo was planned ahead of the write: forget it, the next batch re-reads the tables.
      memo.clear();
      throw err;
    }

    // --- After the commit: results listeners, then publications ---------------------------
    if (fixtures.length || providers.length) invalidateReference(db);
    for (const r of results) {
      const s = settled.get(r.matchId);
      const mm = memo.get(r.matchId);
      if (!s || !mm) continue;
      deps.results.emit({
        kind: r.kind,
        matchId: r.matchId,
        matchUrnId: mm.urnId,
        version: s.version,
        status: s.status,
        score: r.score,
        markets: r.markets,
      });
    }
    for (const rb of rollbacks) {
      const s = settled.get(rb.matchId);
      const mm = memo.get(rb.matchId);
      if (!s || !mm) continue;
      deps.results.emit({
        kind: 'rollback',
        matchId: rb.matchId,
        matchUrnId: mm.urnId,
        version: s.version,
        status: 4,
        score: null,
        markets: [],
      });
    }
    for (const r of results) if (r.status !== undefined) forgetLater(r.matchId);

    if (!publish) return;
    try {
      await publishChanges({ changed, statuses, results, fixtures, providers, previousStatus });
    } catch (err) {
      onError(err, 'publish');
    }
  }

  /** Finished matches leave the working set once their publications are out. */
  const finishedIds: number[] = [];
  function forgetLater(id: number) {
    finishedIds.push(id);
    if (finishedIds.length > 200) for (const old of finishedIds.splice(0, 100)) memo.delete(old);
  }

  async function publishChanges(c: {
    changed: Map<number, Map<string, MarketState>>;
    statuses: MatchStatusChange[];
    results: ResultMessage[];
    fixtures: Fixture[];
    providers: ProviderStatus[];
    previousStatus: Map<number, number>;
  }): Promise<void> {
    const sends: Promise<unknown>[] = [];
    const send = <E extends RealtimeEventName>(
      channel: string,
      event: E,
      message: RealtimeMessageInput<E>,
    ) =>
      sends.push(
        deps.publisher
          .publish(channel, publication(event, message))
          .catch((err: unknown) => onError(err, 'publish')),
      );

    const resultsById = new Map(c.results.map((r) => [r.matchId, r]));
    for (const [matchId, markets] of c.changed) {
      const mm = memo.get(matchId);
      if (!mm) continue;
      const settledResults = resultsById.get(matchId);
      const resultOf = new Map<string, Map<string, string>>();
      if (settledResults)
        for (const sm of settledResults.markets)
          resultOf.set(
            marketKey(sm.marketId, sm.specifier),
            new Map(sm.outcomes.map((o) => [o.id, o.result])),
          );
      for (const locale of locales) {
        const all: Market[] = [];
        const headline: Market[] = [];
        for (const [key, state] of markets) {
          const results = resultOf.get(key);
          const names = namesOf(mm, locale, key, state);
          const wire: Market = {
            match_id: matchId,
            match_urn_id: mm.urnId,
            id: state.marketId,
            name: names.market,
            status: state.status,
            specifier: state.specifier,
            outcomes: state.outcomes.map((o, i) => ({
              id: o.id,
              name: names.outcomes[i]!,
              active: o.active,
              odds: o.odds,
              result: (results?.get(o.id) as Market['outcomes'][number]['result']) ?? null,
            })),
            market_groups: state.groups as string[],
            priority: state.priority,
            most_balanced: state.mostBalanced,
            role: state.role,
            next_bet_stop: null,
            custom_bet_groups: state.customBetGroups as string[],
            provider: mm.provider,
          };
          all.push(wire);
          if (state.role === 'main' || (state.role === 'secondary' && state.mostBalanced))
            headline.push(wire);
        }
        const message = { match_id: matchId, match_urn_id: mm.urnId, markets: all };
        send(matchChannel(locale, matchId), 'markets_changed', message);
        if (headline.length)
          send(publicChannel(locale), 'markets_changed', { ...message, markets: headline });
      }
    }

    // Whole matches: new fixtures, scoreboard and status changes, results.
    const matchIds = [
      ...new Set([
        ...c.fixtures.map((f) => f.matchId),
        ...c.statuses.map((s) => s.matchId),
        ...c.results.map((r) => r.matchId),
      ]),
    ];
    if (matchIds.length) {
      const rows = await selectMatches<MatchRow>(
        db,
        `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = any($1::int[])`,
        [matchIds],
      );
      const bundle = await loadBundle(db, rows);
      for (const row of rows) {
        const previous = c.previousStatus.get(row.id);
        for (const locale of locales) {
          const match = wireMatch(row, bundle, locale);
          send(matchChannel(locale, row.id), 'match_changed', match);
          send(publicChannel(locale), 'match_changed', match);
          if (previous !== undefined && previous !== row.status) {
            const message = {
              match_id: row.id,
              match_urn_id: row.urn_id,
              status: row.status,
              previous_status: previous,
              match,
            };
            send(matchChannel(locale, row.id), 'match_status_changed', message);
            send(publicChannel(locale), 'match_status_changed', message);
          }
        }
      }
    }
    for (const p of c.providers) {
      for (const locale of locales) {
        send(publicChannel(locale), 'provider_status_changed', {
          provider: p.provider,
          status: p.status,
          changed_at: new Date().toISOString(),
        });
      }
    }
    await Promise.all(sends);
  }

  return { apply, reset: () => memo.clear() };
}

type Row = Record<string, unknown>;
type Run = (text: string, rows: Row[]) => Promise<unknown>;
const rowsArg = (rows: Row[]): Row[] => rows;

/**
 * Statements are written as `... from jsonb_to_recordset($1::jsonb) as v(col type, ...)` for
 * readability and run as `unnest($1::type[], $2::type[], ...) as v(col, ...)`: one array
 * parameter per column, about twice as fast on PGlite and the same SQL on Postgres.
 */
function unnestStatement(text: string, rows: Row[]): SQL {
  const m = /jsonb_to_recordset\(\$1::jsonb\) as v\(([^)]*)\)/.exec(text);
  if (!m) throw new Error('statement without a record set');
  const columns = m[1]!.split(',').map((c) => c.trim().split(/\s+/) as [string, string]);
  const arrays = columns.map(([name, type]) => {
    const values = rows.map((r) => {
      const v = r[name];
      if (v === undefined || v === null) return null;
      return type === 'jsonb' ? JSON.stringify(v) : v;
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return sql`${sql.raw(text.slice(0, m.index))}unnest(${sql.join(arrays, sql`, `)}) as v(${sql.raw(
    columns.map((c) => c[0]).join(', '),
  )})${sql.raw(text.slice(m.index + m[0].length))}`;
}

async function writeFixtures(run: Run, fixtures: Fixture[]): Promise<void> {
  const categories = new Map<number, Fixture['category'] & { sportId: number }>();
  const tournaments = new Map<
    number,
    Fixture['tournament'] & { sportId: number; categoryId: number }
  >();
  const competitors = new Map<number, Fixture['competitors'][number] & { sportId: number }>();
  for (const f of fixtures) {
    categories.set(f.category.id, { ...f.category, sportId: f.sport.id });
    tournaments.set(f.tournament.id, {
      ...f.tournament,
      sportId: f.sport.id,
      categoryId: f.category.id,
    });
    for (const c of f.competitors) competitors.set(c.id, { ...c, sportId: f.sport.id });
  }
  // Sports and providers a fixture names exist before it (seeded ones keep their rows).
  const sportsNamed = [...new Map(fixtures.map((f) => [f.sport.id, f])).values()].map((f) => {
    const known = seedSports.find((s) => s.id === f.sport.id);
    return {
      id: f.sport.id,
      urn_id: `sr:sport:${f.sport.id}`,
      key: f.sport.key,
      name: known?.name ?? f.sport.key,
      names: known ? { ...known.names } : {},
      priority: known?.priority ?? 100,
      type: known && 'type' in known ? known.type : 'sport',
      provider: f.provider,
    };
  });
  await run(
    `insert into sports (id, urn_id, key, name, names, priority, type, provider)
     select v.id, v.urn_id, v.key, v.name, v.names, v.priority, v.type, v.provider
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, key text, name text, names jsonb, priority int,
       type text, provider text)
     on conflict do nothing`,
    sportsNamed,
  );
  const providersNamed = [...new Set(fixtures.map((f) => f.provider))].map((key) => {
    const known = seedProviders.find((p) => p.key === key);
    return {
      key,
      name: known?.name ?? key,
      sport_type: known?.sportType ?? 'sport',
      system_bets: known?.systemBets ?? true,
      custom_bets: known?.customBets ?? true,
    };
  });
  await run(
    `insert into providers (key, name, sport_type, system_bets, custom_bets)
     select v.key, v.name, v.sport_type, v.system_bets, v.custom_bets
     from jsonb_to_recordset($1::jsonb) as v(key text, name text, sport_type text, system_bets boolean, custom_bets boolean)
     on conflict do nothing`,
    providersNamed,
  );
  await run(
    `insert into categories (id, urn_id, sport_id, slug, name, names, priority, country_code)
     select v.id, v.urn_id, v.sport_id, v.slug, v.name, v.names, v.priority, v.country_code
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, slug text, name text, names jsonb,
       priority int, country_code text)
     on conflict (id) do update set name = excluded.name, names = excluded.names, priority = excluded.priority`,
    rowsArg(
      [...categories.values()].map((c) => ({
        id: c.id,
        urn_id: c.urnId,
        sport_id: c.sportId,
        slug: c.slug,
        name: c.name,
        names: c.names,
        priority: c.priority,
        country_code: c.countryCode,
      })),
    ),
  );
  await run(
    `insert into tournaments (id, urn_id, sport_id, category_id, slug, name, names, priority, is_top)
     select v.id, v.urn_id, v.sport_id, v.category_id, v.slug, v.name, v.names, v.priority, v.is_top
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, category_id int, slug text, name text,
       names jsonb, priority int, is_top boolean)
     on conflict (id) do update set name = excluded.name, names = excluded.names, priority = excluded.priority,
       is_top = excluded.is_top`,
    rowsArg(
      [...tournaments.values()].map((t) => ({
        id: t.id,
        urn_id: t.urnId,
        sport_id: t.sportId,
        category_id: t.categoryId,
        slug: t.slug,
        name: t.name,
        names: t.names,
        priority: t.priority,
        is_top: t.isTop,
      })),
    ),
  );
  for (const part of chunks([...competitors.values()])) {
    await run(
      `insert into competitors (id, urn_id, sport_id, name, abbreviation, country_code, colors)
       select v.id, v.urn_id, v.sport_id, v.name, v.abbreviation, v.country_code, v.colors
       from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, name text, abbreviation text,
         country_code text, colors jsonb)
       on conflict (id) do update set name = excluded.name, abbreviation = excluded.abbreviation,
         colors = excluded.colors`,
      rowsArg(
        part.map((c) => ({
          id: c.id,
          urn_id: c.urnId,
          sport_id: c.sportId,
          name: c.name,
          abbreviation: c.abbreviation,
          country_code: c.countryCode,
          colors: c.colors,
        })),
      ),
    );
  }
  for (const part of chunks(fixtures, 1000)) {
    await run(
      `insert into matches (id, urn_id, slug, type, name, sport_id, category_id, tournament_id, competitors, stadium,
         city, stage, start_time, end_date, provider, live_coverage, priority, search_text)
       select v.id, v.urn_id, v.slug, v.type, v.name, v.sport_id, v.category_id, v.tournament_id, v.competitors,
         v.stadium, v.city, v.stage, v.start_time, v.end_date, v.provider, v.live_coverage, v.priority, v.search_text
       from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, slug text, type text, name text, sport_id int,
         category_id int, tournament_id int, competitors jsonb, stadium text, city text, stage text,
         start_time timestamptz, end_date timestamptz, provider text, live_coverage boolean, priority int,
         search_text text)
       on conflict (id) do update set name = excluded.name, start_time = excluded.start_time,
         end_date = excluded.end_date, stage = excluded.stage, live_coverage = excluded.live_coverage,
         competitors = excluded.competitors, search_text = excluded.search_text, updated_at = now()`,
      rowsArg(
        part.map((f) => ({
          id: f.matchId,
          urn_id: f.urnId,
          slug: f.slug,
          type: f.type,
          name: f.name,
          sport_id: f.sport.id,
          category_id: f.category.id,
          tournament_id: f.tournament.id,
          competitors: f.competitors.map((c) => ({ id: c.id, qualifier: c.qualifier })),
          stadium: f.stadium,
          city: f.city,
          stage: f.stage,
          start_time: f.startTime,
          end_date: f.endDate,
          provider: f.provider,
          live_coverage: f.liveCoverage,
          priority: f.priority,
          search_text: searchText(f),
        })),
      ),
    );
  }
}

const sqlArray = (ids: number[]) => sql.raw(`'{${ids.map((i) => Math.trunc(i)).join(',')}}'`);

function rowsOf<T>(result: { rows?: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : (result.rows ?? []);
}
