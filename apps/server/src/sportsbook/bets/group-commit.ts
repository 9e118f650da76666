import { sql } from 'drizzle-orm';
import { isFreebetKind } from '@sb/domain';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { subunitsOf, type BetsDeps } from './deps';
import {
  firstSelectionId,
  placementView,
  refusal,
  storeBets,
  type JobOutcome,
  type PlacementJob,
  type PlacementSubmitter,
} from './placement';
import type { ParticipantRefusal } from './participants';
import { retryConflicts } from './settlement';
import { betView } from './view';

interface Waiting {
  job: PlacementJob;
  resolve(outcome: JobOutcome): void;
  reject(err: unknown): void;
}

/**
 * Group commit (issue 7: placements must not queue behind each other). Placements that arrive
 * while earlier ones are committing are committed together in ONE transaction: every stake is
 * its own ledger transfer (a refused one refuses only its placement), the bets of the whole group
 * are one insert, and begin/commit are paid once per group instead of once per bet. Nothing
 * waits on a timer: a group is whatever queued meanwhile. Groups take player rows in player-id
 * order, so groups in flight together never deadlock on each other; should a group fail
 * anyway, each placement is retried on its own.
 */
export class PlacementCommitter implements PlacementSubmitter {
  private readonly pending: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly deps: BetsDeps,
    private readonly maxGroup = 64,
    /** PGlite runs one transaction at a time; Postgres takes a few side by side. */
    private readonly maxInFlight = deps.db.kind === 'pglite' ? 1 : 4,
  ) {}

  submit(job: PlacementJob): Promise<JobOutcome> {
    return new Promise((resolve, reject) => {
      this.pending.push({ job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.pending.length > 0) {
      const group = this.pending.splice(0, this.maxGroup);
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(group: Waiting[]): Promise<void> {
    try {
      const outcomes = await retryConflicts(
        () =>
          commitGroup(
            this.deps,
            group.map((w) => w.job),
          ),
        2,
      );
      group.forEach((w, i) => w.resolve(outcomes[i]!));
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      for (const w of group) {
        try {
          w.resolve((await commitGroup(this.deps, [w.job]))[0]!);
        } catch (one) {
          w.reject(one);
        }
      }
    }
  }
}

const keyOf = (job: PlacementJob) => `${job.playerId}\u0000${job.key}`;

/** A refusal of every bet of a placement under one key (per-bet keys by first selection). */
function allBets(job: PlacementJob, status: number, key: string, only?: number[]) {
  const body = job.body;
  const indexes = only ?? body.bets.map((_, i) => i);
  return refusal(
    status,
    key,
    Object.fromEntries(indexes.map((i) => [firstSelectionId(body, i) ?? '', key])),
  );
}

function participantRefusal(job: PlacementJob, r: ParticipantRefusal) {
  const answer = allBets(job, r.status ?? 400, r.key, r.betIndexes);
  (answer.body as { error: { message: string } }).error.message = r.message;
  return answer;
}

/** One transaction for a group of placements; outcomes in the jobs' order. */
export async function commitGroup(deps: BetsDeps, jobs: PlacementJob[]): Promise<JobOutcome[]> {
  const order = jobs.map((job, i) => ({ job, i })).sort((a, b) => a.job.playerId - b.job.playerId);
  let bound = null as WalletTx | null;
  const outcomes = await deps.wallet.run(async (w) => {
    bound = w;
    const out: (JobOutcome | undefined)[] = new Array(jobs.length);

    // Keys first: a key held by a request committed or in flight elsewhere makes this one
    // wait for it, then answer as it did; twice in the group, the second defers to the first.
    const claims: typeof order = [];
    const claimed = new Set<string>();
    for (const o of order) {
      if (!o.job.key) continue;
      if (claimed.has(keyOf(o.job))) out[o.i] = { kind: 'key_taken' };
      else {
        claimed.add(keyOf(o.job));
        claims.push(o);
      }
    }
    if (claims.length) {
      const json = JSON.stringify(
        claims.map((o) => ({ player_id: o.job.playerId, key: o.job.key, hash: o.job.hash })),
      );
      const got = (await w.tx.execute(sql`
        insert into bet_idempotency_keys (player_id, key, request_hash, status_code, answer)
        select player_id, key, hash, 0, '{}'::jsonb
        from jsonb_to_recordset(${json}::jsonb) as x(player_id bigint, key text, hash text)
        on conflict do nothing
        returning player_id, key`)) as unknown as {
        rows: { player_id: string | number; key: string }[];
      };
      const mine = new Set(got.rows.map((r) => `${Number(r.player_id)}\u0000${r.key}`));
      for (const o of claims) if (!mine.has(keyOf(o.job))) out[o.i] = { kind: 'key_taken' };
    }

    // Per placement, in player order: the participants' checks, the stake (one ledger
    // transfer), then what the participants record (participants.ts).
    const placing: typeof order = [];
    const views = new Map(
      deps.participants.any
        ? order
            .filter((o) => !out[o.i])
            .map((o) => [o.i, placementView(o.job.playerId, o.job.prepared)])
        : [],
    );
    if (views.size) await deps.participants.prepare(w, [...views.values()]);
    for (const o of order) {
      if (out[o.i]) continue;
      const { rows, currency } = o.job.prepared;
      const view = views.get(o.i) ?? null;
      const refused = view ? await deps.participants.check(w, view) : null;
      if (refused) {
        out[o.i] = { kind: 'done', answer: participantRefusal(o.job, refused), placed: [] };
        continue;
      }
      // A freebet's stake is not cash: the bonuses participant moves it (`staked`).
      const cash = rows.filter((r) => !isFreebetKind(r.bonus?.type ?? ''));
      const debit = !cash.length
        ? ({ ok: true } as const)
        : await w.transfer({
            postings: cash.map((r) => ({
              from: { player: o.job.playerId },
              to: { system: SYSTEM_ACCOUNTS.house },
              amount: r.stake,
              currency,
            })),
            reason: 'bet_stake',
            reference: `bet:${rows[0]!.ref}:stake`,
            metadata: { bets: rows.map((r) => r.ref) },
          });
      if (!debit.ok) {
        out[o.i] = { kind: 'done', answer: allBets(o.job, 400, debit.key), placed: [] };
        continue;
      }
      if (view) {
        const notes = await deps.participants.staked(w, view);
        for (const r of rows) if (notes.get(r.ref)?.usedInJackpot) r.usedInJackpot = true;
      }
      placing.push(o);
    }

    // What the group adds up to (jackpot pools: shared rows, locked last), then the bets of
    // every placement that paid, in one statement.
    if (placing.length && views.size)
      await deps.participants.finish(
        w,
        placing.map((o) => views.get(o.i)!),
      );
    if (placing.length) {
      const ids = await storeBets(
        w.tx,
        placing.flatMap((o) => o.job.prepared.rows),
        placing.flatMap((o) => o.job.prepared.legs),
      );
      for (const o of placing) {
        const { rows, legs, currency } = o.job.prepared;
        const subunits = subunitsOf(deps, currency);
        const placed = rows.map((r, i) => {
          const id = ids.get(r.ref)!;
          return { row: { ...r, id }, legs: (legs[i] ?? []).map((l) => ({ ...l, betId: id })) };
        });
        out[o.i] = {
          kind: 'done',
          answer: {
            statusCode: 200,
            body: { data: placed.map((p) => betView(p.row, p.legs, { subunits })) },
          },
          placed,
        };
      }
    }

    // Each claimed key keeps its answer, in the same transaction as the bets.
    const answered = claims.filter((o) => out[o.i]?.kind === 'done');
    if (answered.length) {
      const json = JSON.stringify(
        answered.map((o) => {
          const done = out[o.i] as Extract<JobOutcome, { kind: 'done' }>;
          return {
            player_id: o.job.playerId,
            key: o.job.key,
            status_code: done.answer.statusCode,
            answer: done.answer.body,
          };
        }),
      );
      // The keys again as a list: the planner counts a record set as 100 rows, and below some
      // 10,000 keys scanned the whole table for each group; a list it counts, and takes the key.
      await w.tx.execute(sql`
        update bet_idempotency_keys k set status_code = x.status_code, answer = x.answer
        from jsonb_to_recordset(${json}::jsonb)
          as x(player_id bigint, key text, status_code smallint, answer jsonb)
        where k.player_id = x.player_id and k.key = x.key
          and k.key in (${sql.join(
            answered.map((o) => sql`${o.job.key}`),
            sql`, `,
          )})`);
    }
    return out as JobOutcome[];
  });
  // Committed: the participants may tell what the group did (a rolled-back one threw above).
  if (bound && deps.participants.any) deps.participants.committed(bound);
  return outcomes;
}
