// The crash harness (issue 25): `npm run cluster` (2 server processes behind nginx, Postgres,
// Redis) under a steady load of placements and double-clicked cash-outs while matches are
// finished and settled, and one process SIGKILLed at a random moment, KILLS times over (the
// cluster restarts it; the next kill waits until both answer again). Clients retry as the slip
// does, with the same Idempotency-Key. Afterwards the book is audited (apps/server/test/
// book-audit.ts): no acknowledged bet lost, none paid twice, no stake without its bet, the
// ledger whole; and settlement went on after the last kill by itself.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//        npm run bench -- crash        (KILLS=50 by default; nginx from Debian's packages)
import type { BetWire, Match } from '@sb/contract';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { auditBook } from '../apps/server/test/book-audit';
import {
  prematchMatches,
  signUpPlayer,
  singleBet,
  startCluster,
  waitFor,
  type ClusterPlayer,
} from '../apps/server/test/cluster-kit';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('the crash harness needs DATABASE_URL and REDIS_URL');
const KILLS = Number(process.env.KILLS ?? 50);
const PORT = Number(process.env.CRASH_PORT ?? 3353);
const PLAYERS = 8;
const MATCHES = 30;
const STAKE = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Seeded, so two runs kill at the same moments of their own clocks.
let seed = 20_261_127;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const started = Date.now();
const { db, url, drop } = await throwawayPostgres(DATABASE_URL, 'sb_crash', 4);
const cluster = await startCluster({
  workers: 2,
  port: PORT,
  databaseUrl: url,
  redisUrl: REDIS_URL,
});
try {
  const picks = await prematchMatches(cluster.origin, MATCHES);
  const players: ClusterPlayer[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUpPlayer(cluster.origin, 5000));

  const acknowledged = new Set<string>();
  const finished = new Set<number>();
  const counts = { refused: 0, cashoutsAsked: 0, cashoutsPaid: 0 };
  /** Refused placements by their error key (a finished match, a suspended market, the quota). */
  const refusedBy = new Map<string, number>();
  let done = false;

  const placeOne = async (p: ClusterPlayer, n: number) => {
    const open = picks.filter((m) => !finished.has(m.id));
    const match = open[n % open.length];
    if (!match) return;
    const res = await p.retried(
      'POST',
      '/api/sportsbook/v3/bets',
      singleBet(match, n, STAKE, 'crash-harness'),
    );
    if (res.status === 200)
      for (const b of (res.json() as { data: BetWire[] }).data) acknowledged.add(b.id);
    else {
      counts.refused++;
      const key = (res.json() as { error?: { key?: string } }).error?.key ?? `status ${res.status}`;
      refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
    }
  };
  /** A double click on the cash-out of one open bet with an offer. */
  const cashOutOne = async (p: ClusterPlayer) => {
    const list = await p.retried('GET', '/api/sportsbook/v3/bets?limit=30', undefined);
    const bet = ((list.json() as { data?: BetWire[] }).data ?? []).find(
      (b) => b.to_cashout && b.to_cashout > 0,
    );
    if (!bet) return;
    counts.cashoutsAsked++;
    const answers = await Promise.all(
      [0, 1].map(() =>
        p.retried('POST', '/api/sportsbook/v2/bets/cashout', {
          bet_id: bet.id,
          to_cashout: bet.to_cashout,
        }),
      ),
    );
    counts.cashoutsPaid += answers.filter((a) => a.status === 200).length;
  };
  const load = players.map(async (p, i) => {
    for (let n = i; !done; n++) {
      await placeOne(p, n);
      if (n % 3 === 0) await cashOutOne(p);
    }
  });
  const finish = async (m: Match) => {
    finished.add(m.id);
    await waitFor(`match ${m.id} finished`, 120_000, async () => {
      const res = await fetch(`${cluster.origin}/api/admin/matches/${m.id}/finish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cluster.adminToken}` },
      }).catch(() => null);
      return res && res.status < 500 ? res : null;
    });
  };
  // Settlement during the run: a match finished every 8 s while the load goes on.
  const settler = (async () => {
    for (const m of picks.slice(0, MATCHES - 6)) {
      if (done) return;
      await sleep(8000);
      await finish(m);
    }
  })();

  const bothUp = () =>
    waitFor('both processes', 120_000, async () => {
      const { workers } = cluster.state();
      if (workers.length < 2) return false;
      const up = await Promise.all(
        workers.map((w) =>
          fetch(`http://127.0.0.1:${w.port}/api/health`)
            .then((r) => r.ok)
            .catch(() => false),
        ),
      );
      return up.every(Boolean);
    });
  let kills = 0;
  let leaderKills = 0;
  let lastKillAt = 0;
  for (; kills < KILLS; kills++) {
    await bothUp();
    await sleep(1000 + random() * 3000);
    const { workers } = cluster.state();
    const victim = workers[Math.floor(random() * workers.length)]!;
    const leads = await cluster
      .healthOf(victim.port)
      .then((h) => h.feed.leader)
      .catch(() => false);
    try {
      process.kill(victim.pid, 'SIGKILL');
    } catch {
      continue; // it died on its own meanwhile: not a kill of ours
    }
    if (leads) leaderKills++;
    lastKillAt = Date.now();
    process.stdout.write(`kill ${kills + 1}/${KILLS} :${victim.port}${leads ? ' (leader)' : ''}\n`);
  }
  await bothUp();
  done = true;
  await Promise.all([...load, settler]);
  for (const m of picks) if (!finished.has(m.id)) await finish(m);
  await waitFor('every bet settled', 300_000, async () => {
    const [open] = await db.query<{ n: string }>(
      "select count(*) as n from bets where status in ('waiting_results', 'submitted')",
    );
    return Number(open!.n) === 0;
  });
  const [after] = await db.query<{ n: string }>(
    "select count(*) as n from bets where status = 'done' and settled_at > $1",
    [new Date(lastKillAt)],
  );
  const audit = await auditBook(db, acknowledged);
  const retries = players.reduce((n, p) => n + p.retries, 0);
  console.log(
    [
      `kills: ${kills} (${leaderKills} of the feed leader)`,
      `bets acknowledged: ${acknowledged.size} (refused: ${counts.refused}: ${[...refusedBy].map(([k, n]) => `${k} ${n}`).join(', ')}), stored: ${audit.bets}`,
      `cash-outs: ${counts.cashoutsAsked} asked twice at once, ${counts.cashoutsPaid} answers paid, ${audit.cashedOut} bets cashed out`,
      `settled: ${audit.settled} (${after!.n} after the last kill), open: ${audit.open}`,
      `client retries: ${retries}`,
      `invariants: ${audit.problems.length ? `${audit.problems.length} BROKEN` : 'all held'}`,
      ...audit.problems.slice(0, 20).map((p) => `  ${p}`),
      `took ${((Date.now() - started) / 60_000).toFixed(1)} min`,
    ].join('\n'),
  );
  if (audit.problems.length) process.exitCode = 1;
} finally {
  await cluster.stop();
  await drop();
}
