// The multi-process test (issue 25), `npm run test:cluster`: the product as it runs at scale,
// `npm run cluster` (scripts/cluster.mjs) with 2 server processes behind nginx on a Postgres
// database of its own and Redis. Real players sign up, confirm, deposit and bet through the
// proxy over HTTP; the feed leader is killed with SIGKILL in the middle of a placement run and a
// cash-out storm (each cash-out asked twice at once, as a double click does). Clients do what
// the slip does: retry a failed request with the same Idempotency-Key.
//
// What it proves, after the matches are finished through the surviving process: no
// acknowledged bet is lost or placed twice, no stake is debited without its bet (nor a bet
// stored without its stake), no bet is paid or cashed out twice and each pays what its legs'
// results say, the ledger sums to zero and every balance is the fold of its postings, and
// settlement ran after the kill, on the survivor, which now leads the feed. ONE kill at one
// moment: it does not prove crash safety at every instant (the 50-kill harness would).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetWire, Match } from '@sb/contract';
import type { Db } from '../src/db';
import { throwawayPostgres } from '../src/db/throwaway';
import { ledgerAudit } from '../src/platform/testing';
import { betSelections, bets } from '../src/sportsbook/bets/schema';
import { settlementOf } from '../src/sportsbook/bets/settlement';
import type { BetRow, LegRow } from '../src/sportsbook/bets/view';
import {
  signUpPlayer,
  startCluster,
  waitFor,
  type ClusterPlayer,
  type RunningCluster,
} from './cluster-kit';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('the multi-process test needs DATABASE_URL and REDIS_URL (and nginx)');

/** Ports of issue 25's test: the proxy, then one per process. */
const PROXY_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3343);
const PLAYERS = 10;
const BETS_PER_PLAYER = 30;
const MATCHES = 6;
const STAKE = 200;

let db: Db;
let drop: () => Promise<void>;
let cluster: RunningCluster;

beforeAll(async () => {
  const created = await throwawayPostgres(DATABASE_URL, 'sb_cluster', 4);
  db = created.db;
  drop = created.drop;
  cluster = await startCluster({
    workers: 2,
    port: PROXY_PORT,
    databaseUrl: created.url,
    redisUrl: REDIS_URL,
    noRestart: true,
  });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  await drop?.();
}, 60_000);

describe('2 server processes behind nginx on Postgres and Redis, the feed leader killed mid-run', () => {
  it('loses no acknowledged bet, pays none twice, keeps the ledger whole, and settles on the survivor', async () => {
    // Prematch matches to bet on, as the list shows them (through the proxy).
    const picks = await waitFor('prematch matches', 60_000, async () => {
      const res = await fetch(
        `${cluster.origin}/api/sportsbook/v2/matches?match_status=0&type=match&limit=40`,
      );
      const list = ((await res.json()) as { data: Match[] }).data.filter((m) => m.main_market);
      return list.length >= MATCHES ? list.slice(0, MATCHES) : null;
    });
    const players: ClusterPlayer[] = [];
    for (let i = 0; i < PLAYERS; i += 2)
      players.push(
        ...(await Promise.all([
          signUpPlayer(cluster.origin, 500),
          signUpPlayer(cluster.origin, 500),
        ])),
      );

    const acknowledged = new Map<string, BetWire>();
    const ownerOf = new Map<string, ClusterPlayer>();
    const placeOne = async (p: ClusterPlayer, n: number) => {
      const match = picks[n % picks.length]!;
      const market = match.main_market!;
      const outcome = market.outcomes[n % market.outcomes.length]!;
      const body = {
        meta: { device_id: 'cluster-test', quick: false, type: 'single' },
        bets: [
          {
            bonus: null,
            stake: { value: STAKE, currency: 'EUR' },
            selections: [
              {
                match_id: match.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ],
          },
        ],
      };
      const res = await p.retried('POST', '/api/sportsbook/v3/bets', body, randomUUID());
      if (res.status === 200)
        for (const b of (res.json() as { data: BetWire[] }).data) {
          acknowledged.set(b.id, b);
          ownerOf.set(b.id, p);
        }
    };
    const placeRange = (from: number, to: number) =>
      Promise.all(
        players.map(async (p) => {
          for (let n = from; n < to; n++) await placeOne(p, n);
        }),
      );

    // Phase A: the first half of the placements, both processes up.
    await placeRange(0, BETS_PER_PLAYER / 2);
    const firstHalf = [...acknowledged.values()];
    expect(firstHalf.length).toBe((PLAYERS * BETS_PER_PLAYER) / 2);

    // Phase B: the second half and a cash-out storm over the first half's bets at once; the
    // feed leader dies with SIGKILL while both run.
    const workers = cluster.state().workers;
    const leaders = await Promise.all(
      workers.map(async (w) => (await cluster.healthOf(w.port)).feed.leader),
    );
    const leader = workers[leaders.indexOf(true)]!;
    const survivor = workers.find((w) => w !== leader)!;
    expect(leaders.filter(Boolean)).toHaveLength(1);

    const cashouts = new Map<string, number[]>();
    const tally = new Map<string, number>();
    // The offers a player sees in the bet list (the placement's answer has none yet).
    const offerOf = new Map<string, number | null>();
    for (const p of players) {
      const list = (await p.request('GET', '/api/sportsbook/v3/bets?limit=100')).json() as {
        data: BetWire[];
      };
      for (const b of list.data) offerOf.set(b.id, b.to_cashout);
    }
    const storm = firstHalf
      .filter((_, i) => i % 2 === 0)
      .map(async (b) => {
        const p = ownerOf.get(b.id)!;
        // A double click: the same cash-out twice at once, each with a key of its own.
        const answers = await Promise.all(
          [0, 1].map(() =>
            p.retried(
              'POST',
              '/api/sportsbook/v2/bets/cashout',
              { bet_id: b.id, to_cashout: offerOf.get(b.id) ?? 0 },
              randomUUID(),
            ),
          ),
        );
        cashouts.set(
          b.id,
          answers.map((a) => a.status),
        );
        for (const a of answers) {
          const key =
            a.status === 200
              ? 'paid'
              : String((a.json() as { error?: { key?: string } }).error?.key);
          tally.set(key, (tally.get(key) ?? 0) + 1);
        }
      });
    let killedAt = 0;
    const kill = new Promise<void>((resolve) =>
      setTimeout(() => {
        process.kill(leader.pid, 'SIGKILL');
        killedAt = Date.now();
        resolve();
      }, 400),
    );
    await Promise.all([placeRange(BETS_PER_PLAYER / 2, BETS_PER_PLAYER), ...storm, kill]);
    expect(killedAt).toBeGreaterThan(0);

    // Every placement was acknowledged in the end (the slip's retries got through).
    expect(acknowledged.size).toBe(PLAYERS * BETS_PER_PLAYER);
    // A cash-out asked twice paid once: one 200, the other refused (never two 200s).
    for (const [id, statuses] of cashouts)
      expect(
        statuses.filter((s) => s === 200).length,
        `bet ${id}: ${statuses}`,
      ).toBeLessThanOrEqual(1);

    // The survivor takes the feed's lead (it retries every 5 s).
    await waitFor(
      'the survivor to lead',
      30_000,
      async () => (await cluster.healthOf(survivor.port)).feed.leader,
    );

    // Finish the matches through the proxy: the survivor's engine plays them out and settles.
    for (const m of picks) {
      const finished = await waitFor(`match ${m.id} finished`, 30_000, async () => {
        const res = await fetch(`${cluster.origin}/api/admin/matches/${m.id}/finish`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cluster.adminToken}` },
        });
        return res.status < 500 ? res : null;
      });
      expect(finished.status).toBe(200);
    }
    await waitFor('every bet settled', 90_000, async () => {
      const [open] = await db.query<{ n: string }>(
        "select count(*) as n from bets where status in ('waiting_results', 'submitted')",
      );
      return Number(open!.n) === 0;
    });

    // --- The invariants, read from the database the processes share. ---
    const rows: BetRow[] = await db.orm.select().from(bets);
    const legs: LegRow[] = await db.orm.select().from(betSelections);

    // No acknowledged bet lost, none placed twice (a retried placement replayed its answer).
    expect(new Set(rows.map((r) => String(r.id)))).toEqual(new Set(acknowledged.keys()));

    // Each bet's stake debited exactly once, and no stake debited without its bet.
    const stakes = await db.query<{ reference: string; bets: string[]; amount: string }>(
      `select t.reference, t.metadata->'bets' as bets, sum(p.amount) as amount
         from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
        where t.reason = 'bet_stake' group by t.id`,
    );
    const byRef = new Map(rows.map((r) => [r.ref, r]));
    const staked = new Map<string, number>();
    for (const s of stakes) {
      const refs = s.bets;
      for (const ref of refs) {
        expect(byRef.has(ref), `stake ${s.reference} without its bet`).toBe(true);
        staked.set(ref, (staked.get(ref) ?? 0) + 1);
      }
      expect(Number(s.amount)).toBe(
        refs.reduce((sum, ref) => sum + (byRef.get(ref)!.initialStake ?? byRef.get(ref)!.stake), 0),
      );
    }
    for (const r of rows) expect(staked.get(r.ref), `bet ${r.ref}'s stake`).toBe(1);

    // No bet paid or cashed out twice: the ledger moved for each exactly what the bet records,
    // and what it records is what its legs' results pay.
    const moved = await db.query<{
      reason: string;
      reference: string;
      metadata: { bets?: unknown[]; bet?: string };
      amount: string;
    }>(
      `select t.reason, t.reference, t.metadata, sum(p.amount) as amount
         from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
        where t.reason in ('bet_payout', 'bet_payout_reversal', 'bet_cashout') group by t.id`,
    );
    const paidByRef = new Map<string, number>();
    const cashedByRef = new Map<string, number>();
    for (const m of moved) {
      if (m.reason === 'bet_payout')
        for (const [ref, , delta] of m.metadata.bets as [string, number, number][])
          paidByRef.set(ref, (paidByRef.get(ref) ?? 0) + delta);
      if (m.reason === 'bet_payout_reversal')
        paidByRef.set(m.metadata.bet!, (paidByRef.get(m.metadata.bet!) ?? 0) - Number(m.amount));
      if (m.reason === 'bet_cashout')
        cashedByRef.set(
          m.metadata.bet!,
          (cashedByRef.get(m.metadata.bet!) ?? 0) + Number(m.amount),
        );
    }
    const legsOf = new Map<number, LegRow[]>();
    for (const l of legs) legsOf.set(l.betId, [...(legsOf.get(l.betId) ?? []), l]);
    let cashedOut = 0;
    for (const r of rows) {
      const settled = paidByRef.get(r.ref) ?? 0;
      const cashed = cashedByRef.get(r.ref) ?? 0;
      // A full cash-out records its pay in `paid` (a partial one in `cashed_out`).
      expect(settled + cashed, `bet ${r.ref}: what the ledger paid`).toBe(r.paid + r.cashedOut);
      if (r.status === 'cashed_out') {
        cashedOut++;
        expect(settled, `cashed-out bet ${r.ref} settled too`).toBe(0);
      } else {
        expect(r.status).toBe('done');
        expect(settled, `bet ${r.ref} settled`).toBe(settlementOf(r, legsOf.get(r.id)!).payout);
      }
    }
    const [{ n: cashoutRows }] = (await db.query<{ n: string }>(
      'select count(*) as n from bet_cashouts',
    )) as [{ n: string }];
    expect(Number(cashoutRows)).toBe(cashedOut);
    expect(cashedOut, JSON.stringify([...tally])).toBeGreaterThan(0);

    // The ledger sums to zero, and every balance is the fold of its postings.
    const accounts = await ledgerAudit(db);
    const sums = new Map<string, number>();
    for (const a of accounts) {
      if (a.balance !== null) expect(a.balance, a.address).toBe(a.fold);
      sums.set(a.currency, (sums.get(a.currency) ?? 0) + (a.balance ?? a.fold));
    }
    for (const [currency, sum] of sums) expect(sum, currency).toBe(0);

    // Settlement ran after the kill: every settled bet was settled by the survivor.
    const [early] = await db.query<{ n: string }>(
      "select count(*) as n from bets where status = 'done' and settled_at < $1",
      [new Date(killedAt)],
    );
    expect(Number(early!.n)).toBe(0);
    expect((await cluster.healthOf(survivor.port)).feed).toMatchObject({ leader: true });

    console.log(
      `[cluster] ${acknowledged.size} bets acknowledged, ${cashedOut} cashed out (of ${cashouts.size} asked twice), ` +
        `${players.reduce((n, p) => n + p.retries, 0)} client retries, leader :${leader.port} killed, survivor :${survivor.port} settled`,
    );
  }, 300_000);
});
