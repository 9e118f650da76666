// A batch's writes (issue 4), inside the applier's one transaction: markets and outcomes as
// planned (applier-plan.ts), bet stops, models, statuses, results with their versions,
// rollbacks, provider statuses.
import { sql } from 'drizzle-orm';
import type { ResultMessage, Rollback } from '../../feed';
import type { Batch, MarketWrites } from './applier-plan';
import { writeFixtures } from './fixture-writes';
import { chunks, rowsOf, sqlArray, unnestStatement, type Run, type Tx } from './sql-batch';

/** A result as committed: its version in match_results and the match's status after it. */
export interface Committed {
  msg: ResultMessage;
  version: number;
  status: number;
}

export interface BatchWritten {
  /** Status of each match a status or result message named, before the batch. */
  previousStatus: Map<number, number>;
  /** Results and rollbacks committed, by match. */
  settled: Map<number, Committed>;
}

export async function writeBatch(tx: Tx, batch: Batch, w: MarketWrites): Promise<BatchWritten> {
  // Feed batches are re-derivable: a crash may lose the last second rather than wait for
  // the WAL flush on every tick (the same trade-off a feed consumer makes with any broker).
  await tx.execute(sql`set local synchronous_commit to off`);
  const run: Run = (text, rows) => tx.execute(unnestStatement(text, rows));
  if (batch.fixtures.length) await writeFixtures(run, batch.fixtures);
  const previousStatus = await readStatuses(tx, [
    ...new Set([...batch.statuses.map((s) => s.matchId), ...batch.results.map((r) => r.matchId)]),
  ]);
  await writeMarkets(tx, run, w);
  if (batch.statuses.length) {
    await run(
      `update matches m set status = v.status, statistics = v.statistics,
         timeline = coalesce(v.timeline, m.timeline), updated_at = now()
       from jsonb_to_recordset($1::jsonb) as v(id int, status smallint, statistics jsonb, timeline jsonb)
       where m.id = v.id`,
      batch.statuses.map((s) => ({
        id: s.matchId,
        status: s.status,
        statistics: s.statistics,
        timeline: s.timeline ?? null,
      })),
    );
  }
  const settled = new Map<number, Committed>();
  for (const r of batch.results) {
    const committed = await writeResult(tx, run, r);
    if (committed) settled.set(r.matchId, committed);
  }
  for (const rb of batch.rollbacks) {
    const committed = await writeRollback(tx, rb);
    if (committed) settled.set(rb.matchId, committed);
  }
  for (const p of batch.providers) {
    await tx.execute(
      sql`update providers set status = ${p.status}, updated_at = now() where key = ${p.provider}`,
    );
  }
  return { previousStatus, settled };
}

async function readStatuses(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  const previous = new Map<number, number>();
  if (!ids.length) return previous;
  const rows = (await tx.execute(
    sql`select id, status from matches where id = any(${sqlArray(ids)}::int[])`,
  )) as unknown as { rows?: { id: number; status: number }[] } | { id: number; status: number }[];
  for (const r of rowsOf(rows)) previous.set(r.id, r.status);
  return previous;
}

async function writeMarkets(tx: Tx, run: Run, w: MarketWrites): Promise<void> {
  for (const part of chunks(w.newMarkets)) {
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
      part,
    );
  }
  for (const part of chunks(w.newOutcomes)) {
    await run(
      `insert into outcomes (match_id, market_id, specifier, outcome_id, name, position, active, odds)
       select v.match_id, v.market_id, v.specifier, v.outcome_id, v.name, v.position, v.active, v.odds
       from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, outcome_id text,
         name text, position smallint, active boolean, odds int)
       where exists (select 1 from matches m where m.id = v.match_id)
       on conflict (match_id, market_id, specifier, outcome_id) do update set name = excluded.name,
         position = excluded.position, active = excluded.active, odds = excluded.odds`,
      part,
    );
  }
  for (const part of chunks(w.marketUpdates)) {
    await run(
      `update markets k set status = v.status, most_balanced = v.most_balanced, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, status smallint,
         most_balanced boolean)
       where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier`,
      part,
    );
  }
  for (const part of chunks(w.outcomeUpdates)) {
    await run(
      `update outcomes o set odds = v.odds, active = v.active
       from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text, outcome_id text,
         odds int, active boolean)
       where o.match_id = v.match_id and o.market_id = v.market_id and o.specifier = v.specifier
         and o.outcome_id = v.outcome_id`,
      part,
    );
  }
  if (w.stoppedAll.length) {
    await tx.execute(
      sql`update markets set status = -1, updated_at = now() where match_id = any(${sqlArray(w.stoppedAll)}::int[]) and status = 1`,
    );
  }
  if (w.stoppedSome.length) {
    await run(
      `update markets k set status = -1, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text)
       where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier and k.status = 1`,
      w.stoppedSome,
    );
  }
  if (w.models.length) {
    await run(
      `update matches m set model = v.model from jsonb_to_recordset($1::jsonb) as v(id int, model jsonb)
       where m.id = v.id`,
      w.models,
    );
  }
}

/** Results of markets: outcomes resulted, markets settled (-3) or cancelled (-4), a new version. */
async function writeResult(tx: Tx, run: Run, r: ResultMessage): Promise<Committed | null> {
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
      part,
    );
  }
  await run(
    `update markets k set status = ${r.kind === 'void' ? -4 : -3}, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as v(match_id int, market_id int, specifier text)
     where k.match_id = v.match_id and k.market_id = v.market_id and k.specifier = v.specifier`,
    r.markets.map((m) => ({ match_id: r.matchId, market_id: m.marketId, specifier: m.specifier })),
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
  if (!version) return null;
  await tx.execute(
    sql`insert into match_results (match_id, version, kind, score, results)
        values (${r.matchId}, ${version.result_version}, ${r.kind}, ${JSON.stringify(r.score)}::jsonb, ${JSON.stringify(r.markets)}::jsonb)`,
  );
  return { msg: r, version: version.result_version, status: version.status };
}

/** Results withdrawn: outcomes unresulted, settled markets suspended, a new version. */
async function writeRollback(tx: Tx, rb: Rollback): Promise<Committed | null> {
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
  if (version === undefined) return null;
  await tx.execute(
    sql`insert into match_results (match_id, version, kind, score, results)
        values (${rb.matchId}, ${version}, 'rollback', null, '[]'::jsonb)`,
  );
  return {
    msg: { type: 'result', matchId: rb.matchId, kind: 'correction', score: null, markets: [] },
    version,
    status: 4,
  };
}
