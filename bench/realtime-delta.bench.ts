// Fossil delta compression of publications (issue 25): WebSocket bytes per minute a browser on a
// live match page receives, with and without delta, side by side in one run.
//
//   npx tsx bench/realtime-delta.bench.ts    (LIVE=24 MINUTES=1 RUNS=2)
//
// The payloads are real: the feed engine runs on a fake clock (default settings, PGlite in this
// process) for a warm-up and then MINUTES minutes, and its publications of the busiest live match
// channel (`public:en:match:{id}`) and of `public:en` are recorded. They are replayed into our
// realtime server, where two official `centrifuge` clients listen to both channels, one asking
// for fossil deltas; the bytes of the WebSocket messages each receives are counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Centrifuge, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import { migrate, openDb } from '../apps/server/src/db';
import { createFeed, defaultFeedSettings } from '../apps/server/src/feed';
import {
  createBroker,
  createPublisher,
  createRealtimeServer,
  memoryBroker,
} from '../apps/server/src/realtime';
import { createCatalog, seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { median } from './lib/stats';

const LIVE = Number(process.env.LIVE ?? defaultFeedSettings.liveTarget);
const MINUTES = Number(process.env.MINUTES ?? 1);
const RUNS = Number(process.env.RUNS ?? 2);

interface Recorded {
  channel: string;
  data: unknown;
}

/** A minute (or MINUTES) of the feed's publications for one live match page. */
async function record(): Promise<{ pubs: Recorded[]; matchChannel: string }> {
  const db = await openDb({});
  await migrate(db);
  await seedCatalog(db.orm);
  const broker = createBroker(undefined);
  const all: Array<{ channel: string; data: string }> = [];
  broker.on('publication', (p) => void all.push({ channel: p.channel, data: p.data }));
  const catalog = createCatalog({ db, publisher: createPublisher(broker) });
  let now = Date.UTC(2026, 5, 1, 12);
  const feed = createFeed({
    db,
    sink: catalog.apply,
    settings: { ...defaultFeedSettings, liveTarget: LIVE },
    clock: () => now,
  });
  await feed.lead();
  for (let i = 0; i < 30; i++) {
    now += 1000;
    await feed.tick();
  }
  all.length = 0;
  for (let i = 0; i < MINUTES * 60; i++) {
    now += 1000;
    await feed.tick();
  }
  await feed.stop();
  await broker.close();
  await db.close();
  const counts = new Map<string, number>();
  for (const p of all)
    if (p.channel.startsWith('public:en:match:'))
      counts.set(p.channel, (counts.get(p.channel) ?? 0) + 1);
  const matchChannel = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!matchChannel) throw new Error('the feed published to no live match channel');
  const pubs = all
    .filter((p) => p.channel === matchChannel || p.channel === 'public:en')
    .map((p) => ({ channel: p.channel, data: JSON.parse(p.data) as unknown }));
  return { pubs, matchChannel };
}

/** A `ws` client that counts the bytes of every message it receives. */
function countingWebSocket(counter: { bytes: number }) {
  return class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => void (counter.bytes += data.length));
    }
  };
}

interface ModeResult {
  bytes: number;
  received: unknown[];
  subs: Subscription[];
}

async function replay(
  pubs: Recorded[],
  channels: string[],
): Promise<{ plain: ModeResult; delta: ModeResult }> {
  const broker = memoryBroker();
  const realtime = createRealtimeServer({ broker, secret: 'bench-delta-secret-0123456789abcdef' });
  const server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/connection/websocket`;

  const open = async (delta: boolean) => {
    const counter = { bytes: 0 };
    const client = new Centrifuge(url, { websocket: countingWebSocket(counter) });
    const received: unknown[] = [];
    const subs = channels.map((channel) => {
      const sub = client.newSubscription(channel, {
        recoverable: true,
        positioned: true,
        ...(delta ? { delta: 'fossil' as const } : {}),
      });
      sub.on('publication', (ctx) => received.push(ctx.data));
      sub.subscribe();
      return sub;
    });
    client.connect();
    await Promise.all(subs.map((s) => s.ready(5000)));
    counter.bytes = 0; // the handshake and subscribe replies are the same either way
    return { client, counter, received, subs };
  };
  const plain = await open(false);
  const delta = await open(true);

  for (const p of pubs) await broker.publish({ channel: p.channel, data: p.data });
  const deadline = Date.now() + 60_000;
  while (plain.received.length < pubs.length || delta.received.length < pubs.length) {
    if (Date.now() > deadline) throw new Error('publications did not all arrive');
    await new Promise((r) => setTimeout(r, 20));
  }
  if (JSON.stringify(delta.received) !== JSON.stringify(plain.received))
    throw new Error('the delta client decoded other data than the plain one');

  plain.client.disconnect();
  delta.client.disconnect();
  realtime.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await broker.close();
  return {
    plain: { bytes: plain.counter.bytes, received: plain.received, subs: plain.subs },
    delta: { bytes: delta.counter.bytes, received: delta.received, subs: delta.subs },
  };
}

const { pubs, matchChannel } = await record();
const channels = [matchChannel, 'public:en'];
const perMinute = (bytes: number) => bytes / MINUTES;
const plainRuns: number[] = [];
const deltaRuns: number[] = [];
let stats = '';
for (let i = 0; i < RUNS; i++) {
  const { plain, delta } = await replay(pubs, channels);
  plainRuns.push(perMinute(plain.bytes));
  deltaRuns.push(perMinute(delta.bytes));
  stats = delta.subs
    .map((s) => {
      const d = s.deltaStats();
      return `${s.channel}: ${d.numDeltaPayloads} delta + ${d.numFullPayloads} full payloads`;
    })
    .join('; ');
}
const counts = channels.map((c) => `${pubs.filter((p) => p.channel === c).length} on ${c}`);
const p = median(plainRuns);
const d = median(deltaRuns);
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
console.log(
  `realtime delta [${LIVE} live matches, ${MINUTES} min of feed on a fake clock; ${counts.join(', ')} per ${MINUTES} min]\n` +
    `  without delta: ${kib(p)}/min (${Math.round(p)} B; runs ${plainRuns.map(Math.round).join(' / ')})\n` +
    `  with delta:    ${kib(d)}/min (${Math.round(d)} B; runs ${deltaRuns.map(Math.round).join(' / ')})\n` +
    `  saving ${((1 - d / p) * 100).toFixed(1)}% (ratio ${(d / p).toFixed(3)}); ${stats}`,
);
process.exit(0);
