import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import type { Broker } from './broker';
import { memoryBroker } from './create-broker';
import { matchChannel, privateChannel, publicChannel } from './channels';
import {
  startTestRealtime,
  TEST_PLAYER_HEADER,
  eventually,
  type TestRealtime,
  publishAny,
} from './testing';
import { signConnectionToken, signSubscriptionToken, tokenKey } from './tokens';

// The real `centrifuge` client in Node against our server: what a browser tab lives through.

let db: Db;
beforeAll(async () => {
  db = await migratedPglite();
});
afterAll(async () => {
  await db.close();
});

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(
  opts: {
    broker?: Broker;
    port?: number;
    options?: Parameters<typeof startTestRealtime>[0]['options'];
  } = {},
): Promise<TestRealtime & { broker: Broker }> {
  const broker = opts.broker ?? memoryBroker();
  const rt = await startTestRealtime({ db, broker, port: opts.port, options: opts.options });
  return { ...rt, broker };
}

/** The browser adapter's calls, with a header standing in for the session cookie. */
function tokenFetchers(origin: string, player?: string) {
  const headers: Record<string, string> = player ? { [TEST_PLAYER_HEADER]: player } : {};
  return {
    getToken: async () => {
      const res = await fetch(`${origin}/api/sportsbook/v2/websocket/token`, {
        method: 'POST',
        headers,
      });
      return ((await res.json()) as { token: string }).token;
    },
    getSubscriptionToken: async (channel: string) => {
      const res = await fetch(`${origin}/api/sportsbook/v2/websocket/authorize`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ channels: [channel] }),
      });
      if (!res.ok) throw new Error(`authorize answered ${res.status}`);
      const body = (await res.json()) as { channels: Array<{ channel: string; token: string }> };
      return body.channels.find((c) => c.channel === channel)!.token;
    },
  };
}

function client(
  rt: { wsUrl: string },
  options: Partial<ConstructorParameters<typeof Centrifuge>[1]> = {},
) {
  const c = new Centrifuge(rt.wsUrl, { websocket: WebSocket, ...options });
  cleanups.push(() => c.disconnect());
  return c;
}

/** Counts reconnects (a `connecting` for any reason other than connect() itself). */
function reconnects(c: Centrifuge): { count: number } {
  const counter = { count: 0 };
  c.on('connecting', (ctx) => {
    if (ctx.code !== 0) counter.count++;
  });
  return counter;
}

function collect(sub: { on(e: 'publication', f: (ctx: PublicationContext) => void): unknown }) {
  const got: unknown[] = [];
  sub.on('publication', (ctx) => got.push(ctx.data));
  return got;
}

describe('visitor', () => {
  it('subscribes to a public channel and receives publications as they happen', async () => {
    const rt = await start();
    cleanups.push(() => rt.close());
    const { getToken } = tokenFetchers(rt.origin);
    const c = client(rt, { getToken });
    const dropped = reconnects(c);
    const sub = c.newSubscription(publicChannel('br'));
    const got = collect(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    expect(sub.channel).toBe('public:pt');

    await publishAny(rt.ctx.publisher, 'public:pt', {
      event_name: 'match_changed',
      message: { id: 1 },
    });
    await publishAny(rt.ctx.publisher, 'public:pt', {
      event_name: 'markets_changed',
      message: { id: 1 },
    });
    // Another channel's publication does not reach this subscription.
    await publishAny(rt.ctx.publisher, matchChannel('pt', 1), {
      event_name: 'match_changed',
      message: {},
    });
    await eventually(() => got.length === 2, 3000, 'two publications');
    expect(got).toEqual([
      { event_name: 'match_changed', message: { id: 1 } },
      { event_name: 'markets_changed', message: { id: 1 } },
    ]);
    expect(dropped.count).toBe(0);
  });

  it('receives what the backend publishes through the server HTTP API', async () => {
    const rt = await start();
    cleanups.push(() => rt.close());
    const c = client(rt);
    const sub = c.newSubscription('public:en:match:7');
    const got = collect(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    const res = await fetch(`${rt.origin}/realtime/api/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': rt.ctx.config.realtimeApiKey },
      body: JSON.stringify({
        channel: 'public:en:match:7',
        data: { event_name: 'match_status_changed', message: { status: 1 } },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { offset: number; epoch: string } };
    expect(body.result.offset).toBe(1);
    await eventually(() => got.length === 1, 3000, 'the publication');
  });
});

describe('player', () => {
  it('gets its private channel, and is refused another player’s', async () => {
    const rt = await start();
    cleanups.push(() => rt.close());
    const { getToken, getSubscriptionToken } = tokenFetchers(rt.origin, '42');
    const c = client(rt, { getToken });
    const dropped = reconnects(c);
    const own = c.newSubscription(privateChannel('en', 42), {
      getToken: (ctx) => getSubscriptionToken(ctx.channel),
    });
    const got = collect(own);
    own.subscribe();
    c.connect();
    await own.ready(3000);
    await publishAny(rt.ctx.publisher, '$private:en:42', {
      event_name: 'balance_changed',
      message: { currency: 'EUR', balance: 1000 },
    });
    await eventually(() => got.length === 1, 3000, 'the balance update');

    // The authorize endpoint refuses another player's channel with a key...
    const refused = await fetch(`${rt.origin}/api/sportsbook/v2/websocket/authorize`, {
      method: 'POST',
      headers: { [TEST_PLAYER_HEADER]: '42', 'content-type': 'application/json' },
      body: JSON.stringify({ channels: ['$private:en:43'] }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { key: string } }).error.key).toBe(
      'error.websocket.channel_forbidden',
    );

    // ...and a token for that channel made with the right secret for this user is refused by the
    // socket: the channel's owner is someone else.
    const key = tokenKey(rt.ctx.config.realtimeSecret);
    const other = c.newSubscription('$private:en:43', {
      getToken: () => signSubscriptionToken(key, '42', '$private:en:43', 60),
    });
    const unsubscribed = new Promise<{ code: number }>((resolve) =>
      other.on('unsubscribed', resolve),
    );
    other.subscribe();
    expect((await unsubscribed).code).toBe(103);
    // The connection and its own subscription are untouched.
    expect(own.state).toBe('subscribed');
    expect(dropped.count).toBe(0);
  });

  it('refreshes expiring connection and subscription tokens without losing the subscription', async () => {
    const rt = await start({ options: { expiredCloseDelayMs: 1500 } });
    cleanups.push(() => rt.close());
    const key = tokenKey(rt.ctx.config.realtimeSecret);
    let connectionTokens = 0;
    let subscriptionTokens = 0;
    const c = client(rt, {
      getToken: () => {
        connectionTokens++;
        return signConnectionToken(key, '7', 2);
      },
    });
    const sub = c.newSubscription('$private:en:7', {
      getToken: ({ channel }) => {
        subscriptionTokens++;
        return signSubscriptionToken(key, '7', channel, 2);
      },
    });
    const got = collect(sub);
    let unsubscribes = 0;
    sub.on('unsubscribed', () => unsubscribes++);
    const dropped = reconnects(c);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);

    // Well past both tokens' first expiry plus the server's grace.
    await new Promise((r) => setTimeout(r, 4500));
    expect(connectionTokens).toBeGreaterThanOrEqual(2);
    expect(subscriptionTokens).toBeGreaterThanOrEqual(2);
    expect(c.state).toBe('connected');
    expect(sub.state).toBe('subscribed');
    expect(dropped.count).toBe(0);
    expect(unsubscribes).toBe(0);
    await publishAny(rt.ctx.publisher, '$private:en:7', {
      event_name: 'notification',
      message: {},
    });
    await eventually(() => got.length === 1, 3000, 'a publication after the refresh');
  }, 15_000);

  it('reconnects with a new token when the visitor signs in, then reaches the private channel', async () => {
    const rt = await start();
    cleanups.push(() => rt.close());
    const session: { player?: string } = {};
    const c = client(rt, { getToken: () => tokenFetchers(rt.origin, session.player).getToken() });
    const connections: string[] = [];
    c.on('connected', (ctx) => connections.push(ctx.client));
    c.connect();
    await c.ready(3000);

    // shell 4.5: to logged in from not logged in, reconnect with a token reset.
    session.player = '55';
    c.setToken('');
    c.disconnect();
    c.connect();
    await c.ready(3000);
    expect(connections).toHaveLength(2);
    const own = c.newSubscription('$private:en:55', {
      getToken: (ctx) => tokenFetchers(rt.origin, session.player).getSubscriptionToken(ctx.channel),
    });
    own.subscribe();
    await own.ready(3000);
  });

  it('is asked for a new token when connecting with an expired one (error 109)', async () => {
    const rt = await start();
    cleanups.push(() => rt.close());
    const key = tokenKey(rt.ctx.config.realtimeSecret);
    const expired = await signConnectionToken(key, '9', 10, Date.now() - 60_000);
    let asked = 0;
    const c = client(rt, {
      token: expired,
      getToken: () => {
        asked++;
        return signConnectionToken(key, '9', 60);
      },
    });
    c.connect();
    await c.ready(5000);
    expect(asked).toBe(1);
  });
});

describe('server restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-rt-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function runRestart(keepHistory: boolean) {
    const snapshotFile = path.join(dir, `history-${keepHistory}.json`);
    const first = await start({ broker: memoryBroker({ snapshotFile }) });
    const port = first.port;
    const c = client(first, { minReconnectDelay: 1500, maxReconnectDelay: 2000 });
    const sub = c.newSubscription('public:en');
    const got = collect(sub);
    const subscribed: SubscribedContext[] = [];
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    for (const n of [1, 2])
      await publishAny(first.ctx.publisher, 'public:en', {
        event_name: 'match_changed',
        message: { n },
      });
    await eventually(() => got.length === 2, 3000, 'publications before the restart');

    await first.close();
    await first.broker.close();
    if (!keepHistory) fs.rmSync(snapshotFile, { force: true });

    // The new process publishes before the tab has reconnected.
    const second = await start({ broker: memoryBroker({ snapshotFile }), port });
    cleanups.push(async () => {
      await second.close();
      await second.broker.close();
    });
    for (const n of [3, 4])
      await publishAny(second.ctx.publisher, 'public:en', {
        event_name: 'match_changed',
        message: { n },
      });
    await eventually(() => subscribed.length === 2, 8000, 'the resubscribe');
    return { got, resubscribed: subscribed[1]!, second };
  }

  it('lets a client recover the publications it missed while the server restarted', async () => {
    const { got, resubscribed, second } = await runRestart(true);
    expect(resubscribed.wasRecovering).toBe(true);
    expect(resubscribed.recovered).toBe(true);
    await eventually(() => got.length === 4, 3000, 'the missed publications');
    expect(got.map((d) => (d as { message: { n: number } }).message.n)).toEqual([1, 2, 3, 4]);
    // And it goes on live.
    await publishAny(second.ctx.publisher, 'public:en', {
      event_name: 'match_changed',
      message: { n: 5 },
    });
    await eventually(() => got.length === 5, 3000, 'the next publication');
  }, 20_000);

  it('tells the client recovery failed when the history is gone, so it refetches', async () => {
    const { got, resubscribed } = await runRestart(false);
    expect(resubscribed.wasRecovering).toBe(true);
    expect(resubscribed.recovered).toBe(false);
    // Nothing is replayed out of a stream the client can't place itself in.
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toHaveLength(2);
  }, 20_000);
});
