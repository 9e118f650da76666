// The applier (issue 4): turns a batch of normalized feed messages into catalog rows in ONE
// transaction with set-based statements (jsonb_to_recordset, the same SQL on PGlite and
// Postgres), then publishes what changed on the real-time channels (domain 4 event names) and
// tells the results listeners. Per-tick work stays small: only changed odds are written.
// What a batch changes is decided by pure functions (applier-plan.ts, publications.ts); this
// file reads what the memo lacks, writes, and sends.
import { marketKey } from '@sb/domain';
import type { Db } from '../../db';
import type { FeedMessage } from '../../feed';
import type { Publisher } from '../../realtime';
import {
  memoOf,
  planBatch,
  rolledBack,
  sortBatch,
  type Batch,
  type BatchPlan,
  type MatchMemo,
} from './applier-plan';
import { writeBatch, type BatchWritten } from './applier-writes';
import { CATALOG_LOCALES } from './locale';
import {
  marketPublications,
  matchPublications,
  providerPublications,
  type Outgoing,
} from './publications';
import {
  MATCH_COLUMNS,
  MATCH_FROM,
  selectMatches,
  loadBundle,
  loadMarkets,
  nameContext,
  type CompetitorRow,
  type MatchRow,
} from './read-model';
import { invalidateReference } from './reference';
import type { ResultsHub } from './results';

export interface ApplyOptions {
  /** False while bootstrapping: nobody listens yet and the batch is large. */
  publish?: boolean;
  /** The tables changed under the memo (a feed watchdog, issue 25): read them again. */
  fresh?: boolean;
}

export interface Applier {
  apply(messages: FeedMessage[], options?: ApplyOptions): Promise<void>;
}

export interface ApplierDeps {
  db: Db;
  publisher: Publisher;
  results: ResultsHub;
  locales?: readonly string[];
  onError?: (err: unknown, what: string) => void;
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

  async function apply(messages: FeedMessage[], options: ApplyOptions = {}): Promise<void> {
    if (!messages.length) return;
    if (options.fresh) memo.clear();
    const batch = sortBatch(messages);
    for (const f of batch.fixtures) memo.set(f.matchId, memoOf(f, memo.get(f.matchId)));
    const { odds, stops, results, rollbacks } = batch;
    await remember([
      ...new Set([...odds, ...stops, ...results, ...rollbacks].map((m) => m.matchId)),
    ]);
    // The memo is planned ahead of the write; if the write fails it is forgotten and the next
    // batch re-reads the tables.
    const plan = planBatch(memo, batch);
    for (const [id, markets] of plan.markets) memo.get(id)!.markets = markets;
    let written: BatchWritten;
    try {
      written = await db.orm.transaction((tx) => writeBatch(tx, batch, plan.writes));
    } catch (err) {
      memo.clear();
      throw err;
    }
    for (const rb of rollbacks) {
      const mm = memo.get(rb.matchId);
      if (mm && written.settled.has(rb.matchId)) mm.markets = rolledBack(mm.markets);
    }
    if (batch.fixtures.length || batch.providers.length) invalidateReference(db);
    announce(batch, written);
    for (const r of results) if (r.status !== undefined) forgetLater(r.matchId);
    if (!(options.publish ?? true)) return;
    try {
      await publish(batch, plan, written);
    } catch (err) {
      onError(err, 'publish');
    }
  }

  /** After the commit: results, corrections, voids and rollbacks go to the listeners. */
  function announce(batch: Batch, written: BatchWritten): void {
    for (const r of batch.results) {
      const s = written.settled.get(r.matchId);
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
    for (const rb of batch.rollbacks) {
      const s = written.settled.get(rb.matchId);
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
  }

  /** Finished matches leave the working set once their publications are out. */
  const finishedIds: number[] = [];
  function forgetLater(id: number) {
    finishedIds.push(id);
    if (finishedIds.length > 200) for (const old of finishedIds.splice(0, 100)) memo.delete(old);
  }

  async function publish(batch: Batch, plan: BatchPlan, written: BatchWritten): Promise<void> {
    const sends: Promise<unknown>[] = [];
    const send = (out: Outgoing[]) => {
      for (const { channel, publication } of out)
        sends.push(
          deps.publisher
            .publish(channel, publication)
            .catch((err: unknown) => onError(err, 'publish')),
        );
    };
    send(marketPublications(plan.changed, memo, batch.results, locales));
    // Whole matches: new fixtures, scoreboard and status changes, results.
    const matchIds = [
      ...new Set([
        ...batch.fixtures.map((f) => f.matchId),
        ...batch.statuses.map((s) => s.matchId),
        ...batch.results.map((r) => r.matchId),
      ]),
    ];
    if (matchIds.length) {
      const rows = await selectMatches<MatchRow>(
        db,
        `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = any($1::int[])`,
        [matchIds],
      );
      const bundle = await loadBundle(db, rows);
      send(matchPublications(rows, bundle, written.previousStatus, locales));
    }
    send(providerPublications(batch.providers, locales, new Date().toISOString()));
    await Promise.all(sends);
  }

  return { apply };
}
