// Fan-out of the push server against the floor this machine allows: a bare `ws` server
// broadcasting the same frames to the same clients, side by side in one run (issue 5).
//
//   npx tsx bench/realtime.bench.ts            (RUNS=3 by default; CLIENTS=5000; IDLE=19900)
//
// One file, several roles: the main process orchestrates; a server process (ours or bare) and
// client processes (raw `ws` sockets speaking just enough of the protocol) are children of it,
// all on loopback. Every loop is bounded and a watchdog ends the run, so it stops by itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { createRealtimeServer, memoryBroker } from '@sb/server';
import { Child as ChildOf } from './lib/child';
import { median } from './lib/stats';

type Mode = 'centrifuge' | 'bare';
const CHANNEL = 'public:en';
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- server role

interface RunRequest {
  type: 'run';
  rate: number;
  durationMs: number;
}

async function serverRole(mode: Mode): Promise<void> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  let publish: (data: unknown) => void;
  let connections: () => number;
  if (mode === 'centrifuge') {
    const broker = memoryBroker();
    const rt = createRealtimeServer({
      broker,
      secret: 'bench-secret',
      // Every bench client connects from this one machine.
      options: {
        maxConnections: 100_000,
        maxConnectionsPerAddress: Infinity,
        coalesceWrites: process.env.COALESCE !== '0',
      },
    });
    server.on('upgrade', (req, socket, head) => rt.handleUpgrade(req, socket, head));
    // The path other modules use: ctx.publisher.publish -> broker -> hub fan-out.
    publish = (data) => void broker.publish({ channel: CHANNEL, data });
    connections = () => rt.stats().subscriptions;
  } else {
    const wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
    });
    const clients = new Set<WebSocket>();
    server.on('upgrade', (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => {
        clients.add(ws);
        ws.on('close', () => clients.delete(ws));
        ws.on('error', () => {});
      }),
    );
    const text = { binary: false };
    // The floor: one frame encoded per message, one send per socket, nothing else.
    publish = (data) => {
      const frame = Buffer.from(JSON.stringify(data));
      for (const ws of clients) ws.send(frame, text);
    };
    connections = () => clients.size;
  }
  server.listen(0, '127.0.0.1', async () => {
    // The empty server's memory, for the per-connection figure.
    globalThis.gc?.();
    await sleep(200);
    globalThis.gc?.();
    process.send!({
      type: 'listening',
      port: (server.address() as AddressInfo).port,
      rss: process.memoryUsage().rss,
    });
  });

  let seq = 0;
  process.on('message', async (msg: { type: string; rate?: number; durationMs?: number }) => {
    if (msg.type === 'count') process.send!({ type: 'count', count: connections() });
    if (msg.type === 'mem') {
      globalThis.gc?.();
      await sleep(500);
      globalThis.gc?.();
      const m = process.memoryUsage();
      process.send!({ type: 'mem', rss: m.rss, heapUsed: m.heapUsed, external: m.external });
    }
    if (msg.type === 'run') {
      const { rate, durationMs } = msg as RunRequest;
      const firstSeq = seq + 1;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      let sent = 0;
      let iterations = 0;
      let maxGap = 0;
      let last = t0;
      // Publications due by now go out now: the offered rate holds even when a fan-out is slow.
      while (performance.now() - t0 < durationMs) {
        iterations++;
        maxGap = Math.max(maxGap, performance.now() - last);
        last = performance.now();
        const due = Math.floor(((performance.now() - t0) / 1000) * rate);
        while (sent < due) {
          sent++;
          publish({
            event_name: 'markets_changed',
            message: { t: now(), seq: ++seq, odds: [2350, 1610, 3400] },
          });
        }
        await sleep(Math.max(1, Math.min(20, 1000 / rate / 2)));
      }
      const wallMs = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      if (process.env.DEBUG_RUN)
        console.log(
          `  [server] rate ${rate} sent ${sent} in ${wallMs.toFixed(0)} ms, ${iterations} iterations, max gap ${maxGap.toFixed(0)} ms`,
        );
      process.send!({
        type: 'done',
        firstSeq,
        lastSeq: seq,
        cpuPct: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      });
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}

// ---------------------------------------------------------------- clients role

async function clientsRole(mode: Mode, port: number, count: number, group: number): Promise<void> {
  const url = `ws://127.0.0.1:${port}/connection/websocket`;
  const handshake = `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: CHANNEL } })}`;
  let ready = 0;
  let failed = 0;
  let recFrom = Infinity;
  let recTo = -Infinity;
  let samples = new Float64Array(1 << 20);
  let seqs = new Uint32Array(1 << 20);
  let n = 0;
  let delivered = 0;
  const sockets: WebSocket[] = [];

  const onMessage = (ws: WebSocket, text: string, state: { subscribed: boolean }) => {
    if (text === '{}') {
      ws.send('{}'); // pong
      return;
    }
    if (!state.subscribed) {
      if (text.includes('"id":2')) {
        state.subscribed = true;
        ready++;
      }
      return;
    }
    // Cheap field extraction, the same for both servers: `"t":<ms>,"seq":<n>`.
    const i = text.indexOf('"t":');
    if (i < 0) return;
    const j = text.indexOf(',"seq":', i);
    const seq = parseInt(text.slice(j + 7), 10);
    if (seq < recFrom || seq > recTo) return;
    delivered++;
    if (n === samples.length) {
      const grownS = new Float64Array(n * 2);
      grownS.set(samples);
      samples = grownS;
      const grownQ = new Uint32Array(n * 2);
      grownQ.set(seqs);
      seqs = grownQ;
    }
    samples[n] = now() - parseFloat(text.slice(i + 4, j));
    seqs[n++] = seq;
  };

  const open = (k: number) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url, {
        perMessageDeflate: false,
        // Many source addresses: no ephemeral-port exhaustion, whatever ran before.
        localAddress: `127.${10 + group}.${1 + Math.floor(k / 200)}.${1 + (k % 200)}`,
      });
      const state = { subscribed: mode === 'bare' };
      ws.on('open', () => {
        if (mode === 'centrifuge') ws.send(handshake);
        else ready++;
        resolve();
      });
      ws.on('message', (data) => onMessage(ws, data.toString(), state));
      ws.on('error', () => {
        failed++;
        resolve();
      });
      sockets.push(ws);
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
      delivered = 0;
      process.send!({ type: 'recording' });
    }
    if (msg.type === 'report') {
      const lat = samples.slice(0, n);
      const mid = (recFrom + Math.min(recTo, maxSeq())) / 2;
      const firstHalf: number[] = [];
      const secondHalf: number[] = [];
      for (let k = 0; k < n; k += 7) (seqs[k]! < mid ? firstHalf : secondHalf).push(samples[k]!);
      lat.sort();
      const pct = (p: number) => (n ? lat[Math.min(n - 1, Math.ceil((p / 100) * n) - 1)]! : NaN);
      process.send!({
        type: 'report',
        delivered,
        p50: pct(50),
        p99: pct(99),
        max: n ? lat[n - 1] : NaN,
        firstHalfP50: median(firstHalf),
        secondHalfP50: median(secondHalf),
      });
    }
  });
  const maxSeq = () => {
    let m = 0;
    for (let k = 0; k < n; k++) if (seqs[k]! > m) m = seqs[k]!;
    return m;
  };
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------- orchestration

const self = fileURLToPath(import.meta.url);
/** This file's roles as child processes. */
class Child extends ChildOf {
  constructor(args: string[]) {
    super(self, args);
  }
}

interface Report {
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  firstHalfP50: number;
  secondHalfP50: number;
}

interface StepResult extends Report {
  rate: number;
  expected: number;
  seconds: number;
  cpuPct: number;
  sustained: boolean;
  why: string;
}

async function step(
  server: Child,
  clients: Child[],
  clientCount: number,
  rate: number,
  durationMs: number,
  warmupMs: number,
): Promise<StepResult> {
  const runP = server.ask<{ firstSeq: number; lastSeq: number; cpuPct: number }>(
    { type: 'run', rate, durationMs },
    'done',
    durationMs + 120_000,
  );
  // Record only what is published after the warm-up. The server numbers publications from 1
  // for its whole life, so this step's numbers follow the last step's.
  const base = stepBase.get(server) ?? 0;
  const from = base + Math.ceil((rate * warmupMs) / 1000) + 1;
  const to = base + Math.floor((rate * durationMs) / 1000);
  await Promise.all(clients.map((c) => c.ask({ type: 'record', from, to }, 'recording')));
  const run = await runP;
  const offered = (rate * durationMs) / 1000;
  const published = run.lastSeq - base;
  stepBase.set(server, run.lastSeq);
  const top = Math.min(to, run.lastSeq);
  // Let the queues drain, then read the clients.
  await sleep(1500);
  const reports = await Promise.all(
    clients.map((c) => c.ask<Report>({ type: 'report' }, 'report')),
  );
  const delivered = reports.reduce((s, r) => s + r.delivered, 0);
  const expected = Math.max(0, top - from + 1) * clientCount;
  const worst = (f: (r: Report) => number) => Math.max(...reports.map(f));
  const r: Report = {
    delivered,
    p50: worst((x) => x.p50),
    p99: worst((x) => x.p99),
    max: worst((x) => x.max),
    firstHalfP50: worst((x) => x.firstHalfP50),
    secondHalfP50: worst((x) => x.secondHalfP50),
  };
  const seconds = (top - from + 1) / rate;
  // Sustained: everything arrived, latency bounded and not climbing through the step.
  // Sustained: the server kept the offered rate, everything arrived, and latency stayed bounded
  // and did not climb through the step (a backlog growing).
  const why = [
    published < offered * 0.97 - 2 ? `published ${published}/${Math.round(offered)}` : '',
    delivered < expected * 0.99 ? `delivered ${delivered}/${expected}` : '',
    r.p99 >= 1000 ? `p99 ${r.p99.toFixed(0)} ms` : '',
    r.secondHalfP50 >= r.firstHalfP50 * 2 + 50
      ? `p50 climbing ${r.firstHalfP50.toFixed(0)}->${r.secondHalfP50.toFixed(0)} ms`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { ...r, rate, expected, seconds, cpuPct: run.cpuPct, sustained: why === '', why };
}
const stepBase = new Map<Child, number>();

async function withServer<T>(
  mode: Mode,
  clientGroups: number[],
  fn: (server: Child, clients: Child[], emptyRss: number) => Promise<T>,
): Promise<T> {
  const server = new Child(['server', mode]);
  const children: Child[] = [server];
  try {
    const { port, rss } = await server.next<{ port: number; rss: number }>('listening');
    const clients = clientGroups.map((count, g) => {
      const c = new Child([
        'clients',
        mode,
        String(port),
        String(count),
        String(g + groupOffset++),
      ]);
      children.push(c);
      return c;
    });
    const readies = await Promise.all(
      clients.map((c) => c.next<{ ready: number; failed: number }>('ready')),
    );
    const failed = readies.reduce((s, r) => s + r.failed, 0);
    if (failed) console.log(`  (${mode}: ${failed} clients failed to connect)`);
    return await fn(server, clients, rss);
  } finally {
    for (const c of children) c.kill();
    await sleep(500);
  }
}
let groupOffset = 0;

const fmtMs = (v: number) => `${v.toFixed(1)} ms`;

async function latencyAndRamp(mode: Mode, clientCount: number) {
  return withServer(mode, [clientCount], async (server, clients) => {
    await sleep(1000);
    // 1. The issue's load: one public channel, 10 publications/s.
    const steady = await step(server, clients, clientCount, 10, 12_000, 2_000);
    if (process.env.STEADY_ONLY) return { steady, best: undefined, firstFailed: undefined };
    // 2. The highest rate it sustains: ×1.25 until it fails, then one step between.
    let good: StepResult | undefined;
    let bad: StepResult | undefined;
    for (let rate = 10; rate <= 400; rate = Math.round(rate * 1.25 * 10) / 10) {
      const s = await step(server, clients, clientCount, rate, 5_000, 1_000);
      await sleep(1500);
      if (s.sustained) good = s;
      else {
        bad = s;
        break;
      }
    }
    if (good && bad) {
      const s = await step(server, clients, clientCount, (good.rate + bad.rate) / 2, 5_000, 1_000);
      if (s.sustained) good = s;
    }
    return { steady, best: good, firstFailed: bad };
  });
}

async function idleMemory(mode: Mode, total: number) {
  // Two client processes past 10,000: each process may hold only `ulimit -n` descriptors.
  const groups = total > 10_000 ? [Math.ceil(total / 2), Math.floor(total / 2)] : [total];
  return withServer(mode, groups, async (srv, _clients, emptyRss) => {
    const count = (await srv.ask<{ count: number }>({ type: 'count' }, 'count')).count;
    await sleep(3000);
    const mem = await srv.ask<{ rss: number; heapUsed: number }>({ type: 'mem' }, 'mem');
    return { count, emptyRss, ...mem };
  });
}

async function main(): Promise<void> {
  const runs = Number(process.env.RUNS ?? 3);
  const clientCount = Number(process.env.CLIENTS ?? 5000);
  // One process may hold `ulimit -n` descriptors: the server needs one per socket plus its own.
  const idle = Number(process.env.IDLE ?? 19_900);
  const watchdog = setTimeout(() => {
    console.error('realtime bench: watchdog fired, stopping');
    process.exit(1);
  }, 40 * 60_000);
  watchdog.unref();

  console.log(
    `realtime fan-out: ${clientCount} clients on ${CHANNEL}, ${runs} run(s) per server, ` +
      `${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()}`,
  );
  const results: Record<Mode, Awaited<ReturnType<typeof latencyAndRamp>>[]> = {
    bare: [],
    centrifuge: [],
  };
  const modes = (process.env.MODES ?? 'bare,centrifuge').split(',') as Mode[];
  for (let r = 0; r < runs; r++)
    for (const mode of modes) {
      const res = await latencyAndRamp(mode, clientCount);
      results[mode].push(res);
      const best = res.best;
      console.log(
        `  run ${r + 1} ${mode.padEnd(10)} 10/s: p50 ${fmtMs(res.steady.p50)} p99 ${fmtMs(res.steady.p99)} ` +
          `cpu ${res.steady.cpuPct.toFixed(0)}% delivered ${res.steady.delivered}/${res.steady.expected}; ` +
          `sustained ${best ? `${best.rate} pub/s = ${Math.round(best.delivered / best.seconds)} deliveries/s (p99 ${fmtMs(best.p99)})` : 'none'}` +
          (res.firstFailed
            ? `; failed at ${res.firstFailed.rate} pub/s (${res.firstFailed.why})`
            : ''),
      );
    }

  const pick = (mode: Mode, f: (x: (typeof results)['bare'][number]) => number) =>
    median(results[mode].map(f));
  const summary = (mode: Mode) => ({
    p50: pick(mode, (x) => x.steady.p50),
    p99: pick(mode, (x) => x.steady.p99),
    cpu: pick(mode, (x) => x.steady.cpuPct),
    rate: pick(mode, (x) => (x.best ? x.best.delivered / x.best.seconds : 0)),
  });
  if (runs > 0 && modes.length === 2) {
    const bare = summary('bare');
    const ours = summary('centrifuge');
    console.log('\n  median of runs           bare ws        centrifuge server   ratio');
    console.log(
      `  p50 at 10 pub/s          ${fmtMs(bare.p50).padEnd(14)} ${fmtMs(ours.p50).padEnd(19)} ${(ours.p50 / bare.p50).toFixed(2)}x`,
    );
    console.log(
      `  p99 at 10 pub/s          ${fmtMs(bare.p99).padEnd(14)} ${fmtMs(ours.p99).padEnd(19)} ${(ours.p99 / bare.p99).toFixed(2)}x  (target <= 1.5x)`,
    );
    console.log(
      `  server CPU at 10 pub/s   ${`${bare.cpu.toFixed(0)}%`.padEnd(14)} ${`${ours.cpu.toFixed(0)}%`.padEnd(19)}`,
    );
    console.log(
      `  sustained deliveries/s   ${String(Math.round(bare.rate)).padEnd(14)} ${String(Math.round(ours.rate)).padEnd(19)} ${((ours.rate / bare.rate) * 100).toFixed(0)}%  (target >= 80%)`,
    );
  }

  if (idle > 0) {
    for (const mode of ['bare', 'centrifuge'] as const) {
      const m = await idleMemory(mode, idle);
      const perConn = (m.rss - m.emptyRss) / Math.max(1, m.count);
      console.log(
        `  ${mode.padEnd(10)} ${m.count} idle connections: RSS ${(m.rss / 2 ** 20).toFixed(0)} MiB ` +
          `(heap ${(m.heapUsed / 2 ** 20).toFixed(0)} MiB; empty process ${(m.emptyRss / 2 ** 20).toFixed(0)} MiB), ` +
          `${(perConn / 1024).toFixed(1)} KiB each -> 20,000 ≈ ${((m.emptyRss + perConn * 20_000) / 2 ** 20).toFixed(0)} MiB` +
          (mode === 'centrifuge' ? ' (target < 1 GiB)' : ''),
      );
    }
  }
  process.exit(0);
}

const [role, ...args] = process.argv.slice(2);
if (role === 'server') await serverRole(args[0] as Mode);
else if (role === 'clients')
  await clientsRole(args[0] as Mode, Number(args[1]), Number(args[2]), Number(args[3]));
else await main();
