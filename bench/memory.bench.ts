// Resident memory of one server process (issue 25, bounded memory): the process `npm start`
// runs (API, push, web pages, the live feed) on a fresh database, under moderate load for
// WARM_MIN minutes of warm-up and MINUTES more; /api/health is read every 30 s. With SNAPSHOTS=1,
// heap snapshots at the end of the warm-up and at the end say what grew in between.
// The load: PLAYERS players each placing a single every 3 s and reading their bets every 10 s,
// VIEWERS push clients (the official client) on the home and one live match channel, a tenth
// of them reconnecting every minute, and a visitor loading a page every second.
// Run (after `npm run build`): npm run bench -- memory
//   BACKEND=pglite (default) or BACKEND=postgres with DATABASE_URL; MINUTES=30, WARM_MIN=10 (the history's 10 minutes);
//   SERVER_NODE_FLAGS='--optimize-for-size' to try Node flags (scripts/lib/prepare.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import {
  prematchMatches,
  signUpPlayer,
  singleBet,
  waitFor,
  type ClusterPlayer,
} from '../apps/server/test/cluster-kit';
import { heapGrowth, summarizeHeap, totalBytes } from './lib/heap-summary';
import { ensureBuilt, serverBundle, serverEnv, serverNodeFlags } from '../scripts/lib/prepare.mjs';
import { median } from './lib/stats';

const BACKEND = process.env.BACKEND ?? 'pglite';
const MINUTES = Number(process.env.MINUTES ?? 30);
const WARM_MIN = Number(process.env.WARM_MIN ?? 10);
const PLAYERS = Number(process.env.PLAYERS ?? 20);
// 100: one client address may hold 100 push connections (REALTIME_MAX_CONNECTIONS_PER_ADDRESS).
const VIEWERS = Number(process.env.VIEWERS ?? 100);
const PORT = Number(process.env.MEMORY_BENCH_PORT ?? (BACKEND === 'pglite' ? 3381 : 3382));
const ADMIN_TOKEN = `memory-bench-${randomUUID()}`;
const SNAPSHOTS = process.env.SNAPSHOTS === '1';
const SAMPLE_MS = 30_000;
const root = path.resolve(import.meta.dirname, '..');
const origin = `http://127.0.0.1:${PORT}`;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

// The process `npm start` runs: the server's bundle and the web build, rebuilt when stale.
ensureBuilt((msg) => console.log(msg));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-memory-'));
const pg =
  BACKEND === 'postgres'
    ? await throwawayPostgres(
        process.env.DATABASE_URL ??
          (() => {
            throw new Error('BACKEND=postgres needs DATABASE_URL');
          })(),
        'sb_membench',
        2,
      )
    : null;

const server = spawn(
  process.execPath,
  [
    // As npm start runs it: with SERVER_NODE_FLAGS when set.
    ...serverNodeFlags(process.env),
    '--heapsnapshot-signal=SIGUSR2',
    `--diagnostic-dir=${work}`,
    serverBundle,
  ],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // As `npm start` runs it (scripts/lib/prepare.mjs serverEnv: MALLOC_ARENA_MAX unless set).
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      ADMIN_TOKEN,
      DATABASE_URL: pg?.url ?? '',
      REDIS_URL: '',
    }),
  },
);
const started = Date.now();

interface Sample {
  minute: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  connections: number;
}
async function sample(): Promise<Sample> {
  const res = await fetch(`${origin}/api/health`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const h = (await res.json()) as {
    memory: {
      rss_bytes: number;
      heap_total_bytes: number;
      heap_used_bytes: number;
      external_bytes: number;
    };
    connections: { websocket_clients: number | null };
  };
  return {
    minute: (Date.now() - started) / 60_000,
    rss: h.memory.rss_bytes,
    heapTotal: h.memory.heap_total_bytes,
    heapUsed: h.memory.heap_used_bytes,
    external: h.memory.external_bytes,
    connections: h.connections.websocket_clients ?? 0,
  };
}

/** Writes a heap snapshot and waits until the file is complete. */
async function snapshot(): Promise<string> {
  const before = new Set(fs.readdirSync(work));
  server.kill('SIGUSR2');
  const file = await waitFor('the heap snapshot', 120_000, async () => {
    const f = fs.readdirSync(work).find((n) => n.endsWith('.heapsnapshot') && !before.has(n));
    if (!f) return null;
    const size = fs.statSync(path.join(work, f)).size;
    await new Promise((r) => setTimeout(r, 2000));
    return size > 0 && fs.statSync(path.join(work, f)).size === size ? f : null;
  });
  return path.join(work, file);
}

let running = true;
const errors: string[] = [];
const note = (what: string) => (err: unknown) => {
  if (errors.length < 20) errors.push(`${what}: ${String(err)}`);
};

try {
  await waitFor('the server', 300_000, async () =>
    (await fetch(`${origin}/api/health`).catch(() => null))?.ok ? true : null,
  );
  const picks = await prematchMatches(origin, 10);
  const live = await waitFor('live matches', 60_000, async () => {
    const res = await fetch(`${origin}/api/sportsbook/v2/matches?match_status=1&type=match`);
    const list = ((await res.json()) as { data: { id: number }[] }).data;
    return list.length ? list : null;
  });
  const players: ClusterPlayer[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUpPlayer(origin, 1000));

  const bettors = players.map(async (p, i) => {
    for (let n = i; running; n++) {
      await p
        .request('POST', '/api/sportsbook/v3/bets', singleBet(picks[n % picks.length]!, n, 10), {
          'idempotency-key': randomUUID(),
        })
        .catch(note('placement'));
      if (n % 3 === 0)
        await p.request('GET', '/api/sportsbook/v3/bets?limit=20').catch(note('bets'));
      await new Promise((r) => setTimeout(r, 3000));
    }
  });
  const pages = ['/', '/live', '/soccer', '/ar', '/schedule', '/results', '/de/live'];
  const visitor = (async () => {
    for (let n = 0; running; n++) {
      await fetch(`${origin}${pages[n % pages.length]}`)
        .then((r) => r.text())
        .catch(note('page'));
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const wsUrl = `ws://127.0.0.1:${PORT}/connection/websocket`;
  const viewer = (i: number) => {
    const client = new Centrifuge(wsUrl, { websocket: WebSocket });
    client.newSubscription('public:en').subscribe();
    client.newSubscription(`public:en:match:${live[i % live.length]!.id}`).subscribe();
    client.connect();
    return client;
  };
  const viewers = Array.from({ length: VIEWERS }, (_, i) => viewer(i));
  const churn = setInterval(() => {
    for (let k = 0; k < VIEWERS / 10; k++) {
      const i = Math.floor(Math.random() * VIEWERS);
      viewers[i]!.disconnect();
      viewers[i] = viewer(i);
    }
  }, 60_000);

  const samples: Sample[] = [];
  const warmEnd = Date.now() + WARM_MIN * 60_000;
  while (Date.now() < warmEnd) {
    samples.push(await sample());
    await new Promise((r) => setTimeout(r, SAMPLE_MS));
  }
  const warm = await sample();
  // A snapshot costs the process hundreds of MB it keeps: only when asked, and then the RSS
  // figures are not the ones to record.
  const warmHeap = SNAPSHOTS ? summarizeHeap(await snapshot()) : null;
  const end = Date.now() + MINUTES * 60_000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, SAMPLE_MS));
    const s = await sample();
    samples.push(s);
    console.log(
      `${s.minute.toFixed(1)} min: rss ${mb(s.rss)} MB, heap ${mb(s.heapUsed)} of ${mb(s.heapTotal)} MB, external ${mb(s.external)} MB, ${s.connections} sockets`,
    );
  }
  const last = samples.slice(-4);
  const endRss = median(last.map((s) => s.rss));
  const warmRss = median(
    [...samples.filter((s) => s.minute <= warm.minute).slice(-3), warm].map((s) => s.rss),
  );
  const endHeap = warmHeap ? summarizeHeap(await snapshot()) : null;
  running = false;
  clearInterval(churn);
  for (const v of viewers) v.disconnect();
  await Promise.all([...bettors, visitor]);

  console.log(
    `\nbackend ${BACKEND}, MALLOC_ARENA_MAX=${serverEnv(process.env).MALLOC_ARENA_MAX}, node flags '${serverNodeFlags(process.env).join(' ')}', ${PLAYERS} players, ${VIEWERS} push clients, ${MINUTES} min after ${WARM_MIN} min of warm-up`,
  );
  console.log(
    `rss after warm-up ${mb(warmRss)} MB, after ${MINUTES} min ${mb(endRss)} MB (median of the last samples): growth ${(((endRss - warmRss) / warmRss) * 100).toFixed(1)} %, peak ${mb(Math.max(...samples.map((s) => s.rss)))} MB`,
  );
  if (warmHeap && endHeap) {
    console.log(
      `live heap (snapshots) ${mb(totalBytes(warmHeap))} MB -> ${mb(totalBytes(endHeap))} MB; grew most:`,
    );
    for (const g of heapGrowth(warmHeap, endHeap))
      console.log(
        `  ${(g.bytes / 1024).toFixed(0).padStart(8)} KiB ${String(g.count).padStart(7)} objects  ${g.kind} (now ${mb(g.total)} MB)`,
      );
  }
  if (errors.length)
    console.log(`errors during the load (first ${errors.length}):\n  ${errors.join('\n  ')}`);
} finally {
  running = false;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await pg?.drop();
  if (process.env.KEEP) console.log(`snapshots kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exit(0);
