// Placements per second through the proxy with 1 and with 2 server processes (issue 25), in one
// run on this machine: `npm run cluster` (nginx in front, Postgres, Redis) started with 1, then
// 2, then 1, then 2 processes (alternating, so a machine speeding up or slowing down favours
// neither), each on a throwaway database; the same load each time: 120 players over real HTTP,
// each placing singles one after another for 20 s after a 5 s warm-up.
// Run: DATABASE_URL=... REDIS_URL=... npm run bench -- cluster   (ROUNDS=2 by default;
// COMPARE=flags FLAGS="...": 1 process with and without those Node flags instead)
import { randomUUID } from 'node:crypto';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import {
  prematchMatches,
  signUpPlayer,
  singleBet,
  startCluster,
  type ClusterPlayer,
} from '../apps/server/test/cluster-kit';
import { median } from './lib/stats';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('the cluster bench needs DATABASE_URL and REDIS_URL');
const ROUNDS = Number(process.env.ROUNDS ?? 2);
// 120 players: one may place 300 a minute (http/quotas.ts), so 40 would cap the load at 200/s.
const PLAYERS = 120;
const WARM_MS = 5000;
const MEASURE_MS = 20_000;
const PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3363);

/**
 * One cluster of `workers` processes: placements per second and the p99 latency (ms). `env`
 * goes to the processes (SERVER_NODE_FLAGS: COMPARE=flags below).
 */
async function measure(
  workers: number,
  env: Record<string, string> = {},
): Promise<{ perSec: number; p99: number }> {
  const { url, drop } = await throwawayPostgres(DATABASE_URL!, 'sb_clbench', 2);
  const cluster = await startCluster({
    workers,
    port: PORT,
    databaseUrl: url,
    redisUrl: REDIS_URL!,
    env,
  });
  try {
    const picks = await prematchMatches(cluster.origin, 10);
    const players: ClusterPlayer[] = [];
    // 30 players per client address: an address may sign in 50 times in 10 minutes.
    for (let i = 0; i < PLAYERS; i += 12)
      players.push(
        ...(await Promise.all(
          Array.from({ length: 12 }, (_, k) =>
            signUpPlayer(cluster.origin, 2000, `127.0.0.${2 + Math.floor((i + k) / 30)}`),
          ),
        )),
      );
    const start = performance.now();
    let counted = 0;
    const latencies: number[] = [];
    await Promise.all(
      players.map(async (p, i) => {
        for (let n = i; performance.now() - start < WARM_MS + MEASURE_MS; n++) {
          const t0 = performance.now();
          const res = await p.request(
            'POST',
            '/api/sportsbook/v3/bets',
            singleBet(picks[n % picks.length]!, n, 100, 'cluster-bench'),
            {
              'idempotency-key': randomUUID(),
            },
          );
          if (res.status !== 200)
            throw new Error(`placement: ${res.status} ${JSON.stringify(res.json())}`);
          if (t0 - start >= WARM_MS) {
            counted++;
            latencies.push(performance.now() - t0);
          }
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      perSec: counted / (MEASURE_MS / 1000),
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    };
  } finally {
    await cluster.stop();
    await drop();
  }
}

// COMPARE=flags FLAGS="--optimize-for-size": one process with Node's own heap sizing against
// those Node flags (scripts/lib/prepare.mjs serverNodeFlags): what they cost in placements/s.
if (process.env.COMPARE === 'flags') {
  const variants: Record<string, Record<string, string>> = {
    'node defaults': { SERVER_NODE_FLAGS: '' },
    [`flags ${process.env.FLAGS ?? ''}`]: { SERVER_NODE_FLAGS: process.env.FLAGS ?? '' },
  };
  const got: Record<string, { perSec: number; p99: number }[]> = {};
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, env] of Object.entries(variants)) {
      const m = await measure(1, env);
      (got[name] ??= []).push(m);
      console.log(`round ${r + 1}, ${name}: ${m.perSec.toFixed(0)}/s, p99 ${m.p99.toFixed(0)} ms`);
    }
  const [plain, sized] = Object.keys(variants).map((n) => median(got[n]!.map((m) => m.perSec)));
  console.log(
    `\nmedians of ${ROUNDS}: node defaults ${plain!.toFixed(0)}/s, with the flags ${sized!.toFixed(0)}/s, ratio ${(sized! / plain!).toFixed(2)}`,
  );
  process.exit(0);
}

const runs: Record<number, { perSec: number; p99: number }[]> = { 1: [], 2: [] };
for (let r = 0; r < ROUNDS; r++)
  for (const workers of [1, 2]) {
    const m = await measure(workers);
    runs[workers]!.push(m);
    console.log(
      `round ${r + 1}, ${workers} process(es): ${m.perSec.toFixed(0)}/s, p99 ${m.p99.toFixed(0)} ms`,
    );
  }
const one = median(runs[1]!.map((m) => m.perSec));
const two = median(runs[2]!.map((m) => m.perSec));
console.log(
  `\nmedians of ${ROUNDS}: 1 process ${one.toFixed(0)}/s (p99 ${median(runs[1]!.map((m) => m.p99)).toFixed(0)} ms), ` +
    `2 processes ${two.toFixed(0)}/s (p99 ${median(runs[2]!.map((m) => m.p99)).toFixed(0)} ms), ratio ${(two / one).toFixed(2)}`,
);
