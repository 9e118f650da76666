import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import type { Broker } from './broker';
import { memoryBroker } from './create-broker';
import { startTestRealtime, type TestRealtime, publishAny } from './testing';
import { signConnectionToken, signSubscriptionToken, tokenKey } from './tokens';

// The protocol seen from a raw socket: every bad input gets the protocol's error or disconnect,
// and the server goes on serving everyone else.

type Reply = Record<string, unknown> & {
  id?: number;
  error?: { code: number; message: string; temporary?: boolean };
  push?: Record<string, unknown>;
};

interface Raw {
  ws: WebSocket;
  send(frame: string | object): void;
  /** The next reply or push (pings are skipped). */
  next(ms?: number): Promise<Reply>;
  closed: Promise<{ code: number; reason: string }>;
}

let db: Db;
let broker: Broker;
let rt: TestRealtime;
let key: ReturnType<typeof tokenKey>;

beforeAll(async () => {
  db = await migratedPglite();
  broker = memoryBroker();
  rt = await startTestRealtime({
    db,
    broker,
    options: { maxSubscriptionsPerClient: 3, maxConnectionsPerUser: 2, maxMessageBytes: 4096 },
  });
  key = tokenKey(rt.ctx.config.realtimeSecret);
});
afterAll(async () => {
  await rt.close();
  await broker.close();
  await db.close();
});

async function raw(): Promise<Raw> {
  const ws = new WebSocket(rt.wsUrl);
  const queue: Reply[] = [];
  const waiters: Array<(r: Reply) => void> = [];
  ws.on('message', (data) => {
    for (const line of data.toString().split('\n')) {
      if (!line.trim()) continue;
      const reply = JSON.parse(line) as Reply;
      if (Object.keys(reply).length === 0) continue; // ping
      const w = waiters.shift();
      if (w) w(reply);
      else queue.push(reply);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (ms = 2000) =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : new Promise<Reply>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no reply')), ms);
            waiters.push((r) => {
              clearTimeout(timer);
              resolve(r);
            });
          }),
  };
}

async function connected(user?: string): Promise<Raw> {
  const c = await raw();
  const token = user === undefined ? undefined : await signConnectionToken(key, user, 60);
  c.send({ id: 1, connect: token ? { token } : {} });
  // What the client sees: its id on this server, the protocol version and the ping interval.
  expect(await c.next()).toMatchObject({
    id: 1,
    connect: { client: expect.any(String), version: expect.any(String), ping: expect.any(Number) },
  });
  return c;
}

/** The reply a client gets when its subscription starts: a position it can recover from. */
const subscribedReply = (id: number) => ({
  id,
  subscribe: {
    recoverable: true,
    positioned: true,
    epoch: expect.any(String),
    offset: expect.any(Number),
  },
});

describe('bad input', () => {
  it('closes the socket on malformed JSON (bad request, no reconnect) and serves the others', async () => {
    const bystander = await connected();
    bystander.send({ id: 2, subscribe: { channel: 'public:en' } });
    expect(await bystander.next()).toMatchObject(subscribedReply(2));

    const bad = await connected();
    bad.send('{"id":2,"subscribe":{');
    expect((await bad.closed).code).toBe(3501);

    await publishAny(rt.ctx.publisher, 'public:en', { event_name: 'match_changed', message: {} });
    const push = await bystander.next();
    expect(push.push).toMatchObject({ channel: 'public:en', pub: { offset: 1 } });
    bystander.ws.close();
  });

  it('refuses commands before connect', async () => {
    const c = await raw();
    c.send({ id: 1, subscribe: { channel: 'public:en' } });
    expect((await c.closed).code).toBe(3501);
  });

  it('answers an unknown command with method not found, and keeps the connection', async () => {
    const c = await connected();
    c.send({ id: 2, teleport: {} });
    expect((await c.next()).error).toMatchObject({ code: 104 });
    c.send({ id: 3, ping: {} });
    expect(await c.next()).toMatchObject({ id: 3 });
    c.ws.close();
  });

  it('handles several commands of one frame in order', async () => {
    const c = await raw();
    c.send(
      [
        JSON.stringify({ id: 1, connect: {} }),
        JSON.stringify({ id: 2, subscribe: { channel: 'public:de' } }),
        JSON.stringify({ id: 3, subscribe: { channel: 'public:de:match:5' } }),
        JSON.stringify({ id: 4, unsubscribe: { channel: 'public:de' } }),
      ].join('\n'),
    );
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await c.next()).id);
    expect(ids).toEqual([1, 2, 3, 4]);
    c.ws.close();
  });

  it('refuses subscribing twice, and more subscriptions than the limit', async () => {
    const c = await connected();
    c.send({ id: 2, subscribe: { channel: 'public:en' } });
    expect(await c.next()).toMatchObject(subscribedReply(2));
    c.send({ id: 3, subscribe: { channel: 'public:en' } });
    expect((await c.next()).error).toMatchObject({ code: 105 });
    c.send({ id: 8, subscribe: { channel: 'nowhere:en' } });
    expect((await c.next()).error).toMatchObject({ code: 102 });
    c.send({ id: 4, subscribe: { channel: 'public:fr' } });
    c.send({ id: 5, subscribe: { channel: 'public:es' } });
    c.send({ id: 6, subscribe: { channel: 'public:it' } });
    expect(await c.next()).toMatchObject(subscribedReply(4));
    expect(await c.next()).toMatchObject(subscribedReply(5));
    expect(await c.next()).toMatchObject({ id: 6, error: { code: 106 } });
    c.ws.close();
  });

  it('refuses a private channel without a token, and a visitor holding someone’s token', async () => {
    const player = await connected('5');
    player.send({ id: 2, subscribe: { channel: '$private:en:5' } });
    expect((await player.next()).error).toMatchObject({ code: 103 });
    player.ws.close();

    const visitor = await connected();
    const token = await signSubscriptionToken(key, '5', '$private:en:5', 60);
    visitor.send({ id: 2, subscribe: { channel: '$private:en:5', token } });
    expect((await visitor.next()).error).toMatchObject({ code: 103 });
    visitor.ws.close();
  });

  it('disconnects a forged connection token for good (3500)', async () => {
    const c = await raw();
    const forged = await signConnectionToken(tokenKey('not-the-secret'), '1', 60);
    c.send({ id: 1, connect: { token: forged } });
    expect((await c.closed).code).toBe(3500);

    const garbage = await raw();
    garbage.send({ id: 1, connect: { token: 'not.a.jwt' } });
    expect((await garbage.closed).code).toBe(3500);
  });

  it('disconnects a forged subscription token (3500)', async () => {
    const c = await connected('5');
    const forged = await signSubscriptionToken(tokenKey('nope'), '5', '$private:en:5', 60);
    c.send({ id: 2, subscribe: { channel: '$private:en:5', token: forged } });
    expect((await c.closed).code).toBe(3500);
  });

  it('answers an expired connection token with 109 so the client fetches another', async () => {
    const c = await raw();
    const expired = await signConnectionToken(key, '1', 10, Date.now() - 60_000);
    c.send({ id: 1, connect: { token: expired } });
    expect((await c.next()).error).toMatchObject({ code: 109 });
    c.ws.close();
  });

  it('answers an expired subscription token with 109', async () => {
    const c = await connected('6');
    const expired = await signSubscriptionToken(key, '6', '$private:en:6', 10, Date.now() - 60_000);
    c.send({ id: 2, subscribe: { channel: '$private:en:6', token: expired } });
    expect((await c.next()).error).toMatchObject({ code: 109 });
    c.ws.close();
  });

  it('closes an oversized frame with 1009', async () => {
    const c = await connected();
    c.send({ id: 2, subscribe: { channel: 'public:en', data: 'x'.repeat(10_000) } });
    expect((await c.closed).code).toBe(1009);
  });

  it('bounds connections per user', async () => {
    const a = await connected('77');
    const b = await connected('77');
    const third = await raw();
    third.send({ id: 1, connect: { token: await signConnectionToken(key, '77', 60) } });
    expect((await third.closed).code).toBe(3504);
    a.ws.close();
    b.ws.close();
  });

  it('refuses binary frames and id-less commands', async () => {
    const a = await connected();
    a.ws.send(Buffer.from('{}'), { binary: true });
    expect((await a.closed).code).toBe(3501);
    const b = await connected();
    b.send({ subscribe: { channel: 'public:en' } });
    expect((await b.closed).code).toBe(3501);
  });

  it('lets clients read but not publish, and has no presence', async () => {
    const c = await connected();
    c.send({ id: 2, publish: { channel: 'public:en', data: {} } });
    expect((await c.next()).error).toMatchObject({ code: 103 });
    c.send({ id: 3, presence: { channel: 'public:en' } });
    expect((await c.next()).error).toMatchObject({ code: 108 });
    c.send({ id: 4, rpc: { method: 'x' } });
    expect((await c.next()).error).toMatchObject({ code: 104 });
    c.ws.close();
  });
});

describe('fan-out', () => {
  it('delivers a burst in order, each publication once', async () => {
    const c = await connected();
    c.send({ id: 2, subscribe: { channel: 'public:en:match:77' } });
    const start = ((await c.next()).subscribe as { offset: number }).offset;
    await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        publishAny(rt.ctx.publisher, 'public:en:match:77', {
          event_name: 'markets_changed',
          message: { n },
        }),
      ),
    );
    const offsets: number[] = [];
    for (let i = 0; i < 200; i++) {
      const push = (await c.next()).push as {
        pub: { offset: number; data: { message: { n: number } } };
      };
      expect(push.pub.data.message.n).toBe(i);
      offsets.push(push.pub.offset);
    }
    expect(offsets).toEqual(Array.from({ length: 200 }, (_, i) => start + i + 1));
    c.ws.close();
  });
});

describe('history and recovery over the raw protocol', () => {
  it('returns recent publications and recovers from an offset', async () => {
    const channel = 'public:en:match:900';
    for (let n = 1; n <= 5; n++)
      await publishAny(rt.ctx.publisher, channel, {
        event_name: 'markets_changed',
        message: { n },
      });
    const c = await connected();
    c.send({ id: 2, history: { channel, limit: 2 } });
    const history = (await c.next()).history as {
      publications: Array<{ offset: number }>;
      epoch: string;
      offset: number;
    };
    expect(history.offset).toBe(5);
    expect(history.publications.map((p) => p.offset)).toEqual([4, 5]);

    c.send({ id: 3, subscribe: { channel, recover: true, offset: 2, epoch: history.epoch } });
    const sub = (await c.next()).subscribe as Record<string, unknown>;
    expect(sub).toMatchObject({ recovered: true, was_recovering: true, offset: 2 });
    expect((sub.publications as Array<{ offset: number }>).map((p) => p.offset)).toEqual([3, 4, 5]);

    // A wrong epoch can't be recovered; with the reject flag it is an error instead.
    c.send({ id: 4, unsubscribe: { channel } });
    await c.next();
    c.send({ id: 5, subscribe: { channel, recover: true, offset: 2, epoch: 'other' } });
    expect((await c.next()).subscribe).toMatchObject({ recovered: false, offset: 5 });
    c.send({ id: 6, unsubscribe: { channel } });
    await c.next();
    c.send({ id: 7, subscribe: { channel, recover: true, offset: 2, epoch: 'other', flag: 2 } });
    expect((await c.next()).error).toMatchObject({ code: 112 });
    c.ws.close();
  });
});
