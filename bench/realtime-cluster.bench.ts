// Push delivery across processes (issue 25): the same clients and the same publication rate on
// ONE server process with the Redis broker, on TWO server processes with the Redis broker (the
// clients split half and half, connecting alternately; publications go out on process 1 only,
// so process 2's half gets them through Redis), and, for reference, on one process with the
// memory broker. All in one run, side by side.
//
//   REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/realtime-cluster.bench.ts
//     CLIENTS=5000 (total, whatever the configuration)  RUNS=3  RATE=10 (publications/s)
//     SECONDS=12 (publishing per configuration, of which WARMUP=2 s are not recorded)
//     CONFIGS=memory,redis-1,redis-2 (pick some)
//   Small check: CLIENTS=300 RUNS=1 SECONDS=5 npx tsx bench/realtime-cluster.bench.ts
//   DATABASE_URL is not needed. REDIS_URL defaults to redis://127.0.0.1:6379; without a database
//   number in it, db 6 is used. Every configuration of every run publishes on a channel of its
//   own (`public:en:match:rtc-<pid>-<n>`), so nothing collides with another user of that Redis
//   (pub/sub ignores database numbers; channels it has no subscriber for are dropped by the hub).
//
// Reading the figures: latency is publish call (on process 1) -> receipt by a client, all on
// loopback and one clock. p50/p99/max are over every (client, publication) pair of the recorded
// window; for two processes, the p99 of each process's half is shown too. "delivered" counts
// receipts in order (each publication once per client; latency is taken on these) against
// clients × publications. Every client checks the `seq` it receives: "missing" is publications it
// never got, "dup/reorder" ones it got twice or after a later one; both must be 0, or the
// bench exits 1. The configurations alternate their order run after run (a machine speeding up
// or slowing down favours none); the summary gives medians of the runs and the ratio of the
// 2-process p99 to the 1-process (Redis) p99, as the median of each run's own ratio. Both Redis
// configurations deliver through Redis pub/sub, process 1's own clients too, so that ratio is
// what a second process changes (the fan-out split over two processes, which then compete for
// the cores with each other, the clients and Redis), not the cost of Redis itself: memory vs
// redis-1 is that.
//
// Roles: the main process orchestrates; server processes and one client process (raw `ws`
// sockets speaking just enough of the protocol) are its children. Every loop is bounded and a
// watchdog ends the run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createBroker, createRealtimeServer, memoryBroker, type Broker } from '@sb/server';
import { Child } from './lib/child';
import { median } from './lib/stats';

type Config = 'memory' | 'redis-1' | 'redis-2';
const ALL: Config[] = ['memory', 'redis-1', 'redis-2'];
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function redisUrl(): string {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/6';
  return url.toString();
}

// ---------------------------------------------------------------- server role

async function serverRole(kind: 'memory' | 'redis', channel: string): Promise<void> {
  const broker: Broker = kind === 'redis' ? createBroker(redisUrl()) : memoryBroker();
  if (!(await broker.ping())) {
    console.error(`realtime-cluster bench: Redis at ${redisUrl()} does not answer`);
    process.exit(1);
  }
  const rt = createRealtimeServer({
    broker,
    secret: 'bench-secret',
    // Every bench client connects from this one machine.
    options: { maxConnections: 100_000, maxConnectionsPerAddress: Infinity },
  });
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => rt.handleUpgrade(req, socket, head));
  server.listen(0, '127.0.0.1', () =>
    process.send!({ type: 'listening', port: (server.address() as AddressInfo).port }),
  );

  let seq = 0;
  process.on('message', async (msg: { type: string; rate?: number; durationMs?: number }) => {
    if (msg.type !== 'run') return;
    const rate = msg.rate!;
    const durationMs = msg.durationMs!;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let sent = 0;
    let failed = 0;
    // Publications due by now go out now: the offered rate holds even when a fan-out is slow.
    // The path other modules use: publisher -> broker (Redis: one Lua call, PUBLISH) -> hubs.
    while (performance.now() - t0 < durationMs) {
      const due = Math.floor(((performance.now() - t0) / 1000) * rate);
      while (sent < due) {
        sent++;
        broker
          .publish({
            channel,
            data: {
              event_name: 'markets_changed',
              message: { t: now(), seq: ++seq, odds: [2350, 1610, 3400] },
            },
          })
          .catch(() => failed++);
      }
      await sleep(Math.max(1, Math.min(20, 1000 / rate / 2)));
    }
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    await sleep(500); // the last publications' replies (failures) come back
    process.send!({
      type: 'done',
      lastSeq: seq,
      failed,
      cpuPct: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
    });
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}

// ---------------------------------------------------------------- clients role

interface Report {
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 of the clients of each server process, in the order of the ports. */
  p99ByServer: number[];
  missing: number;
  dupOrReorder: number;
  badClients: number;
}

async function clientsRole(
  ports: number[],
  count: number,
  group: number,
  channel: string,
): Promise<void> {
  const handshake = `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`;
  let ready = 0;
  let failed = 0;
  let recFrom = Infinity;
  let recTo = -Infinity;
  let samples = new Float64Array(1 << 20);
  let origin = new Uint8Array(1 << 20);
  let n = 0;
  // Per client: the next `seq` it should get, what it missed, what came twice or out of order.
  const next = new Float64Array(count).fill(Infinity);
  const missing = new Uint32Array(count);
  const dups = new Uint32Array(count);

  const receive = (k: number, text: string) => {
    // Cheap field extraction: `"t":<ms>,"seq":<n>`, every publication in the frame.
    for (let i = text.indexOf('"t":'); i >= 0; i = text.indexOf('"t":', i + 4)) {
      const j = text.indexOf(',"seq":', i);
      if (j < 0) return;
      const seq = parseInt(text.slice(j + 7), 10);
      if (seq < recFrom || seq > recTo) continue;
      const want = next[k]!;
      if (seq === want) next[k] = seq + 1;
      else if (seq > want) {
        missing[k] = missing[k]! + seq - want;
        next[k] = seq + 1;
      } else {
        dups[k] = dups[k]! + 1;
        continue;
      }
      if (n === samples.length) {
        const s = new Float64Array(n * 2);
        s.set(samples);
        samples = s;
        const o = new Uint8Array(n * 2);
        o.set(origin);
        origin = o;
      }
      origin[n] = k % ports.length;
      samples[n++] = now() - parseFloat(text.slice(i + 4, j));
    }
  };

  const open = (k: number) =>
    new Promise<void>((resolve) => {
      // Alternately: client k on server k mod the number of servers.
      const ws = new WebSocket(`ws://127.0.0.1:${ports[k % ports.length]}/connection/websocket`, {
        perMessageDeflate: false,
        // Many source addresses: no ephemeral-port exhaustion, whatever ran before.
        localAddress: `127.${10 + group}.${1 + Math.floor(k / 200)}.${1 + (k % 200)}`,
      });
      let subscribed = false;
      ws.on('open', () => {
        ws.send(handshake);
        resolve();
      });
      ws.on('message', (data) => {
        const text = data.toString();
        if (text === '{}') return void ws.send('{}'); // pong
        if (!subscribed) {
          if (text.includes('"id":2')) {
            subscribed = true;
            ready++;
          }
          return;
        }
        receive(k, text);
      });
      ws.on('error', () => {
        failed++;
        resolve();
      });
    });

  for (let k = 0; k < count; k += 250) {
    const batch: Promise<void>[] = [];
    for (let m = k; m < Math.min(count, k + 250); m++) batch.push(open(m));
    await Promise.all(batch);
  }
  const deadline = Date.now() + 60_000;
  while (ready + failed < count && Date.now() < deadline) await sleep(50);
  process.send!({ type: 'ready', ready, failed });

  process.on('message', (msg: { type: string; from?: number; to?: number }) => {
    if (msg.type === 'record') {
      recFrom = msg.from!;
      recTo = msg.to!;
      n = 0;
      next.fill(recFrom);
      missing.fill(0);
      dups.fill(0);
      process.send!({ type: 'recording' });
    }
    if (msg.type === 'report') {
      // `to` is now the last publication actually made: what a client lacks at the end is missing.
      const top = msg.to!;
      let missed = 0;
      let dup = 0;
      let bad = 0;
      for (let k = 0; k < count; k++) {
        const tail = Math.max(0, top + 1 - next[k]!);
        missed += missing[k]! + tail;
        dup += dups[k]!;
        if (missing[k]! + tail + dups[k]! > 0) bad++;
      }
      const pct = (lat: Float64Array, p: number) =>
        lat.length ? lat[Math.min(lat.length - 1, Math.ceil((p / 100) * lat.length) - 1)]! : NaN;
      const all = samples.slice(0, n).sort();
      const p99ByServer = ports.map((_, s) => {
        const mine = new Float64Array(n);
        let m = 0;
        for (let q = 0; q < n; q++) if (origin[q] === s) mine[m++] = samples[q]!;
        return pct(mine.subarray(0, m).sort(), 99);
      });
      process.send!({
        type: 'report',
        delivered: n,
        p50: pct(all, 50),
        p99: pct(all, 99),
        max: n ? all[n - 1]! : NaN,
        p99ByServer,
        missing: missed,
        dupOrReorder: dup,
        badClients: bad,
      } satisfies Report & { type: string });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------- orchestration

const self = fileURLToPath(import.meta.url);

interface Result extends Report {
  config: Config;
  expected: number;
  cpuPct: number;
  publishFailed: number;
  connectFailed: number;
}

let groupOffset = 0;
let channelCount = 0;

async function measure(
  config: Config,
  clientCount: number,
  rate: number,
  durationMs: number,
  warmupMs: number,
): Promise<Result> {
  const channel = `public:en:match:rtc-${process.pid}-${++channelCount}`;
  const kind = config === 'memory' ? 'memory' : 'redis';
  const servers = Array.from(
    { length: config === 'redis-2' ? 2 : 1 },
    () => new Child(self, ['server', kind, channel]),
  );
  const children = [...servers];
  try {
    const ports = await Promise.all(
      servers.map(async (s) => (await s.next<{ port: number }>('listening', 60_000)).port),
    );
    // Fresh source addresses per configuration (a previous one's sockets may linger).
    const group = groupOffset++ % 200;
    const clients = new Child(self, [
      'clients',
      ports.join(','),
      String(clientCount),
      String(group),
      channel,
    ]);
    children.push(clients);
    const { failed: connectFailed } = await clients.next<{ ready: number; failed: number }>(
      'ready',
      120_000,
    );
    await sleep(1000);

    // Record what is published after the warm-up; seq counts from 1 on a fresh server.
    const from = Math.ceil((rate * warmupMs) / 1000) + 1;
    const to = Math.floor((rate * durationMs) / 1000);
    await clients.ask({ type: 'record', from, to }, 'recording');
    const run = await servers[0]!.ask<{ lastSeq: number; failed: number; cpuPct: number }>(
      { type: 'run', rate, durationMs },
      'done',
      durationMs + 60_000,
    );
    const top = Math.min(to, run.lastSeq);
    await sleep(1500); // let the queues drain
    const report = await clients.ask<Report>({ type: 'report', to: top }, 'report', 60_000);
    return {
      ...report,
      config,
      expected: Math.max(0, top - from + 1) * clientCount,
      cpuPct: run.cpuPct,
      publishFailed: run.failed,
      connectFailed,
    };
  } finally {
    for (const c of children) c.kill();
    await sleep(500);
  }
}

const fmtMs = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  const runs = Number(process.env.RUNS ?? 3);
  const clientCount = Number(process.env.CLIENTS ?? 5000);
  const rate = Number(process.env.RATE ?? 10);
  const durationMs = Number(process.env.SECONDS ?? 12) * 1000;
  const warmupMs = Math.min(durationMs / 2, Number(process.env.WARMUP ?? 2) * 1000);
  const configs = (process.env.CONFIGS ?? ALL.join(','))
    .split(',')
    .filter((c): c is Config => (ALL as string[]).includes(c));
  if (clientCount > 19_000) throw new Error('one client process holds at most ~19,000 sockets');
  // Every configuration: at most 2 min to connect, the publishing, ~1 min to drain and report.
  const budget = runs * configs.length * (durationMs + 4 * 60_000) + 60_000;
  const watchdog = setTimeout(() => {
    console.error('realtime-cluster bench: watchdog fired, stopping');
    process.exit(1);
  }, budget);
  watchdog.unref();

  console.log(
    `realtime across processes: ${clientCount} clients, ${rate} publications/s for ${durationMs / 1000} s ` +
      `(first ${warmupMs / 1000} s not recorded), ${runs} run(s), configurations ${configs.join(', ')}; ` +
      `Redis ${redisUrl()}; ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, node ${process.version}, ${new Date().toISOString()}`,
  );
  const results = new Map<Config, Result[]>(configs.map((c) => [c, []]));
  const ratios: number[] = [];
  let problems = 0;
  for (let r = 0; r < runs; r++) {
    // Alternate the order: forwards on even runs, backwards on odd ones.
    const order = r % 2 === 0 ? configs : [...configs].reverse();
    const thisRun = new Map<Config, Result>();
    for (const config of order) {
      const res = await measure(config, clientCount, rate, durationMs, warmupMs);
      results.get(config)!.push(res);
      thisRun.set(config, res);
      const bad =
        res.missing + res.dupOrReorder + res.publishFailed + res.connectFailed > 0 ||
        res.delivered !== res.expected;
      if (bad) problems++;
      console.log(
        `  run ${r + 1} ${config.padEnd(8)} p50 ${fmtMs(res.p50)} p99 ${fmtMs(res.p99)} max ${fmtMs(res.max)}` +
          (res.p99ByServer.length > 1
            ? ` (p99 on process 1 / 2: ${res.p99ByServer.map(fmtMs).join(' / ')})`
            : '') +
          ` delivered ${res.delivered}/${res.expected}, missing ${res.missing}, dup/reorder ${res.dupOrReorder}` +
          (res.badClients ? ` (${res.badClients} clients affected)` : '') +
          (res.connectFailed ? `, ${res.connectFailed} failed to connect` : '') +
          (res.publishFailed ? `, ${res.publishFailed} publishes failed` : '') +
          `, publisher CPU ${res.cpuPct.toFixed(0)}%`,
      );
    }
    const one = thisRun.get('redis-1');
    const two = thisRun.get('redis-2');
    if (one && two) ratios.push(two.p99 / one.p99);
  }

  if (runs > 0) {
    console.log(
      `\n  median of ${runs} run(s)   p50         p99         max         delivered/expected`,
    );
    for (const config of configs) {
      const rs = results.get(config)!;
      const m = (f: (x: Result) => number) => median(rs.map(f));
      const delivered = rs.reduce((s, x) => s + x.delivered, 0);
      const expected = rs.reduce((s, x) => s + x.expected, 0);
      console.log(
        `  ${config.padEnd(20)} ${fmtMs(m((x) => x.p50)).padEnd(11)} ${fmtMs(m((x) => x.p99)).padEnd(11)} ` +
          `${fmtMs(m((x) => x.max)).padEnd(11)} ${delivered}/${expected} ` +
          `(missing ${rs.reduce((s, x) => s + x.missing, 0)}, dup/reorder ${rs.reduce((s, x) => s + x.dupOrReorder, 0)})`,
      );
    }
    if (ratios.length)
      console.log(
        `  p99 2 processes / 1 process (Redis): ${median(ratios).toFixed(2)}x ` +
          `(median of the runs' ratios; runs ${ratios.map((x) => x.toFixed(2)).join(', ')})`,
      );
    console.log(
      problems
        ? `  ${problems} measurement(s) lost, duplicated or reordered publications: see above`
        : '  every client got every publication once and in order',
    );
  }
  process.exit(problems ? 1 : 0);
}

const [role, ...args] = process.argv.slice(2);
if (role === 'server') await serverRole(args[0] as 'memory' | 'redis', args[1]!);
else if (role === 'clients')
  await clientsRole(args[0]!.split(',').map(Number), Number(args[1]), Number(args[2]), args[3]!);
else await main();
