import fc from 'fast-check';
import { applyDelta } from 'fossil-delta';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Centrifuge, type Subscription } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Broker } from './broker';
import { memoryBroker } from './create-broker';
import { asciiJson, fossilDelta } from './delta';
import { Hub, Subscriber } from './hub';
import { eventually } from './testing';
import { createRealtimeServer, type RealtimeServer } from './server';

// Fossil delta compression (domain 7, issue 25) as the official `centrifuge` client decodes it:
// a delta subscriber must see exactly what a plain one sees.

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const CHANNEL = 'public:en:match:7';

async function start(): Promise<{ broker: Broker; realtime: RealtimeServer; wsUrl: string }> {
  const broker = memoryBroker();
  const realtime = createRealtimeServer({ broker, secret: 'delta-test-secret-0123456789abcdef' });
  const server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    realtime.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await broker.close();
  });
  return { broker, realtime, wsUrl: `ws://127.0.0.1:${port}/connection/websocket` };
}

function client(wsUrl: string): Centrifuge {
  const c = new Centrifuge(wsUrl, { websocket: WebSocket, minReconnectDelay: 50 });
  cleanups.push(() => c.disconnect());
  return c;
}

function listen(c: Centrifuge, delta: boolean): { sub: Subscription; got: unknown[] } {
  const sub = c.newSubscription(CHANNEL, {
    recoverable: true,
    positioned: true,
    ...(delta ? { delta: 'fossil' as const } : {}),
  });
  const got: unknown[] = [];
  sub.on('publication', (ctx) => got.push(ctx.data));
  sub.subscribe();
  return { sub, got };
}

/** A live match's odds moving a little each time, with Arabic and Greek names. */
function payload(i: number) {
  return {
    event_name: 'markets_changed',
    message: {
      id: 7,
      home: 'الأهلي',
      away: 'Ολυμπιακός',
      score: [Math.floor(i / 10), 1],
      minute: 30 + i,
      markets: [1, 2, 3].map((m) => ({
        id: m,
        name: m === 2 ? 'Ισοπαλία — تعادل' : `Market ${m}`,
        odds: [1.5 + ((i * m) % 7) / 100, 3.2, 4.75 - (i % 3) / 10],
        suspended: i % 11 === m,
      })),
    },
  };
}

async function publish(broker: Broker, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) await broker.publish({ channel: CHANNEL, data: payload(i) });
}

const expected = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => payload(from + k));

describe('fossil delta with the official client', () => {
  it('delivers the same publications to a delta subscriber as to a plain one, in fewer bytes', async () => {
    const { broker, wsUrl } = await start();
    const plainClient = client(wsUrl);
    const deltaClient = client(wsUrl);
    const plain = listen(plainClient, false);
    const delta = listen(deltaClient, true);
    plainClient.connect();
    deltaClient.connect();
    await Promise.all([plain.sub.ready(3000), delta.sub.ready(3000)]);

    await publish(broker, 0, 40);
    await eventually(() => delta.got.length === 40 && plain.got.length === 40);
    expect(plain.got).toEqual(expected(0, 40));
    expect(delta.got).toEqual(plain.got);
    const stats = delta.sub.deltaStats();
    expect(stats.numFullPayloads).toBe(1);
    expect(stats.numDeltaPayloads).toBe(39);
    expect(stats.bytesReceived).toBeLessThan(stats.bytesDecoded / 3);
  });

  it('starts a subscriber joining mid-stream with a full payload, then deltas', async () => {
    const { broker, wsUrl } = await start();
    const earlyClient = client(wsUrl);
    const early = listen(earlyClient, true);
    earlyClient.connect();
    await early.sub.ready(3000);
    await publish(broker, 0, 10);

    const lateClient = client(wsUrl);
    const late = listen(lateClient, true);
    lateClient.connect();
    await late.sub.ready(3000);
    await publish(broker, 10, 25);
    await eventually(() => early.got.length === 25 && late.got.length === 15);
    expect(early.got).toEqual(expected(0, 25));
    expect(late.got).toEqual(expected(10, 25));
    expect(late.sub.deltaStats()).toMatchObject({ numFullPayloads: 1, numDeltaPayloads: 14 });
  });

  it('decodes what it recovers after a reconnect, and the deltas after it', async () => {
    const { broker, wsUrl } = await start();
    const c = client(wsUrl);
    const { sub, got } = listen(c, true);
    const recovered: boolean[] = [];
    sub.on('subscribed', (ctx) => recovered.push(ctx.recovered));
    c.connect();
    await sub.ready(3000);
    await publish(broker, 0, 10);
    await eventually(() => got.length === 10);

    c.disconnect();
    await publish(broker, 10, 20); // missed while away: recovered from history
    c.connect();
    await eventually(() => recovered.length === 2);
    expect(recovered).toEqual([false, true]);
    await publish(broker, 20, 30);
    await eventually(() => got.length === 30);
    expect(got).toEqual(expected(0, 30));
    // Full: the first one and each recovered one (the server sends those full).
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThanOrEqual(18);
  });

  it('decodes after the server tells it to resubscribe (2500), its old base notwithstanding', async () => {
    const { broker, realtime, wsUrl } = await start();
    const c = client(wsUrl);
    const { sub, got } = listen(c, true);
    let subscribed = 0;
    sub.on('subscribed', () => subscribed++);
    c.connect();
    await sub.ready(3000);
    await publish(broker, 0, 5);
    await eventually(() => got.length === 5);
    realtime.node.hub.resyncAll();
    await eventually(() => subscribed === 2);
    await publish(broker, 5, 12);
    await eventually(() => got.length === 12);
    expect(got).toEqual(expected(0, 12));
    expect(sub.deltaStats()).toMatchObject({ numFullPayloads: 2, numDeltaPayloads: 10 });
  });

  it('subscribes without delta on another format, and forgets a channel base with its last delta subscriber', async () => {
    const { broker, realtime, wsUrl } = await start();
    const ws = new WebSocket(wsUrl);
    const frames: Array<Record<string, unknown>> = [];
    ws.on('message', (d) => {
      for (const line of d.toString().split('\n')) if (line) frames.push(JSON.parse(line));
    });
    await new Promise((r) => ws.once('open', r));
    ws.send(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}","delta":"zstd"}}`);
    await eventually(() => frames.some((f) => f.id === 2));
    const reply = frames.find((f) => f.id === 2) as { subscribe: Record<string, unknown> };
    expect(reply.subscribe.delta).toBeUndefined();
    await publish(broker, 0, 1);
    await eventually(() => frames.some((f) => f.push));
    expect(frames.find((f) => f.push)).toMatchObject({ push: { pub: { data: payload(0) } } });
    expect(realtime.node.hub.deltaChannelCount).toBe(0);

    const c = client(wsUrl);
    const { sub } = listen(c, true);
    c.connect();
    await sub.ready(3000);
    expect(realtime.node.hub.deltaChannelCount).toBe(1);
    sub.unsubscribe();
    await eventually(() => realtime.node.hub.deltaChannelCount === 0);
    ws.close();
  });
});

describe('hub', () => {
  it('computes one delta per publication and pushes the same frame to every subscriber with its base', () => {
    const hub = new Hub();
    const subscriber = (delta: boolean) => {
      const frames: Buffer[] = [];
      const sub = new Subscriber(
        { push: (f) => frames.push(f), lostPosition: () => {} },
        CHANNEL,
        delta,
      );
      sub.buffer = null;
      sub.epoch = 'e';
      hub.add(sub);
      return { sub, frames };
    };
    const pub = (offset: number) => ({
      channel: CHANNEL,
      epoch: 'e',
      offset,
      data: JSON.stringify(payload(offset)),
    });
    const a = subscriber(true);
    const b = subscriber(true);
    const plain = subscriber(false);
    hub.deliver(pub(1));
    const late = subscriber(true);
    late.sub.offset = 1;
    hub.deliver(pub(2));
    expect(a.frames[0]).toBe(b.frames[0]);
    expect(a.frames[1]).toBe(b.frames[1]);
    expect(JSON.parse(a.frames[1]!.toString()).push.pub.delta).toBe(true);
    // Joined after the first one: it has no base, so the full payload.
    expect(JSON.parse(late.frames[0]!.toString()).push.pub).toEqual({
      data: asciiJson(pub(2).data),
      offset: 2,
    });
    expect(JSON.parse(plain.frames[1]!.toString()).push.pub).toEqual({
      data: payload(2),
      offset: 2,
    });
  });
});

describe('encoding', () => {
  const utf8 = new TextEncoder();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('returns every payload of any sequence through the client-side decoding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ stringUnit: 'binary' }), { minLength: 1, maxLength: 8 }),
        (values) => {
          // As the client: the base is the UTF-8 of the full `data`, the delta string is
          // TextEncoder'd, the result is TextDecoder'd and parsed.
          let base = utf8.encode(asciiJson(JSON.stringify(values[0])));
          let prevText = asciiJson(JSON.stringify(values[0]));
          expect(JSON.parse(decode(base))).toEqual(JSON.parse(JSON.stringify(values[0])));
          for (const value of values.slice(1)) {
            const text = asciiJson(JSON.stringify(value));
            expect(text).not.toMatch(/[\u007f-\uffff]/);
            const delta = fossilDelta(prevText, text);
            expect(delta).not.toMatch(/[\u007f-\uffff]/);
            base = applyDelta(base, utf8.encode(delta));
            expect(JSON.parse(decode(base))).toEqual(JSON.parse(JSON.stringify(value)));
            prevText = text;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
