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
// settlement ran after the kill, on the survivor, which now leads the feed; push clients of the
// killed process reconnect through the proxy to the survivor and recover what they missed from
// the Redis history, with no gap. ONE kill at one moment: the 50-kill harness is
// bench/crash.bench.ts.
import { randomUUID } from 'node:crypto';
import { Centrifuge, type SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BetWire } from '@sb/contract';
import type { Db } from '../src/db';
import { throwawayPostgres } from '../src/db/throwaway';
import { auditBook } from './book-audit';
import {
  prematchMatches,
  signUpPlayer,
  singleBet,
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
    const picks = await prematchMatches(cluster.origin, MATCHES);
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
      const body = singleBet(picks[n % picks.length]!, n, STAKE);
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

    // Push clients through the proxy on the live list's channel (the leader publishes on it
    // every few seconds); nginx spreads them over both processes.
    const watchers = Array.from({ length: 6 }, () => {
      const client = new Centrifuge(`ws://127.0.0.1:${PROXY_PORT}/connection/websocket`, {
        websocket: WebSocket,
        minReconnectDelay: 200,
        maxReconnectDelay: 1000,
      });
      const sub = client.newSubscription('public:en');
      const w = {
        client,
        offsets: [] as number[],
        subscribed: [] as SubscribedContext[],
        drops: 0,
      };
      sub.on('publication', (ctx) => w.offsets.push(ctx.offset ?? -1));
      sub.on('subscribed', (ctx) => w.subscribed.push(ctx));
      client.on('disconnected', () => w.drops++);
      client.on('connecting', (ctx) => {
        if (ctx.code !== 0) w.drops++; // 0: the first connect
      });
      sub.subscribe();
      client.connect();
      return w;
    });
    await waitFor('the push clients', 20_000, async () =>
      watchers.every((w) => w.subscribed.length === 1) ? true : null,
    );

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
    const offsetAtKill = new Map<(typeof watchers)[number], number>();
    const lastBefore = (w: (typeof watchers)[number]) => offsetAtKill.get(w) ?? 0;
    const kill = new Promise<void>((resolve) =>
      setTimeout(() => {
        for (const w of watchers) offsetAtKill.set(w, w.offsets.at(-1) ?? 0);
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

    // The killed process's push clients came back through the proxy to the survivor and
    // recovered what was published meanwhile: every offset once, in order, none missing.
    const dropped = watchers.filter((w) => w.drops > 0);
    expect(dropped.length).toBeGreaterThan(0);
    await waitFor('the dropped clients to resubscribe and hear the new leader', 60_000, async () =>
      dropped.every(
        (w) =>
          w.subscribed.length >= 2 && w.offsets.length > 0 && w.offsets.at(-1)! > lastBefore(w),
      )
        ? true
        : null,
    );
    for (const w of watchers) {
      for (const s of w.subscribed.slice(1))
        expect(s).toMatchObject({ wasRecovering: true, recovered: true });
      const first = w.offsets[0]!;
      expect(w.offsets).toEqual(w.offsets.map((_, i) => first + i));
      w.client.disconnect();
    }

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

    // --- The invariants, read from the database the processes share (book-audit.ts). ---
    const audit = await auditBook(db, new Set(acknowledged.keys()));
    expect(audit.problems).toEqual([]);
    expect(audit.bets).toBe(PLAYERS * BETS_PER_PLAYER);
    expect(audit.open).toBe(0);
    const cashedOut = audit.cashedOut;
    expect(cashedOut, JSON.stringify([...tally])).toBeGreaterThan(0);

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

  it('restarts every process one at a time under load and loses no request', async () => {
    const picks = await prematchMatches(cluster.origin, 6);
    const players = await Promise.all([0, 1, 2, 3].map(() => signUpPlayer(cluster.origin, 1000)));
    const before = cluster.state().workers.map((w) => w.pid);
    // Players bet and read their bets throughout, with no retry: a lost request is a failure.
    const failures: string[] = [];
    let placed = 0;
    let restarting = true;
    const load = players.map(async (p, i) => {
      for (let n = i; restarting; n++) {
        const bet = await p
          .request(
            'POST',
            '/api/sportsbook/v3/bets',
            singleBet(picks[n % picks.length]!, n, STAKE),
            {
              'idempotency-key': randomUUID(),
            },
          )
          .catch((err: unknown) => ({ status: 0, json: () => String(err) }));
        if (bet.status === 200) placed++;
        else failures.push(`placement: ${bet.status} ${JSON.stringify(bet.json())}`);
        const list = await p
          .request('GET', '/api/sportsbook/v3/bets?limit=5')
          .catch((err: unknown) => ({ status: 0, json: () => String(err) }));
        if (list.status !== 200)
          failures.push(`bet list: ${list.status} ${JSON.stringify(list.json())} at ${Date.now()}`);
        // A player's pace: within the 300 placements a minute one may make (http/quotas.ts).
        await new Promise((r) => setTimeout(r, 250));
      }
    });
    await cluster.rollingRestart();
    restarting = false;
    await Promise.all(load);
    const after = cluster.state().workers.map((w) => w.pid);
    expect(after).toHaveLength(2);
    for (const pid of after) expect(before).not.toContain(pid);
    expect(failures).toEqual([]);
    expect(placed).toBeGreaterThan(40);
    console.log(`[cluster] rolling restart: ${placed} bets placed meanwhile, none lost`);
  }, 300_000);
});
