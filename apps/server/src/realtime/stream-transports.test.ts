import { Centrifuge, type PublicationContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import { memoryBroker } from './create-broker';
import { privateChannel, publicChannel } from './channels';
import type { RealtimeOptions } from './options';
import {
  eventually,
  publishAny,
  startTestRealtime,
  TEST_PLAYER_HEADER,
  type TestRealtime,
} from './testing';

// The official `centrifuge` client over our HTTP-streaming and SSE transports (issue 25; spec
// "Transports: websocket, http_stream, sse, sockjs, webtransport"), as a browser behind a
// network that blocks websockets uses them.

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

async function start(options?: Partial<RealtimeOptions>): Promise<TestRealtime> {
  const rt = await startTestRealtime({ db, broker: memoryBroker(), options });
  cleanups.push(() => rt.close());
  return rt;
}

/**
 * Node has no EventSource and the `eventsource` package is not installed: the few members the
 * client uses, over fetch, parsing `data:` events as a browser does.
 */
class FetchEventSource {
  onopen: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  private readonly abort = new AbortController();

  constructor(url: string) {
    void this.run(url);
  }

  private async run(url: string): Promise<void> {
    try {
      const res = await fetch(url, {
        headers: { accept: 'text/event-stream' },
        signal: this.abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(`answered ${res.status}`);
      this.onopen?.();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).replace(/^ /, ''))
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) this.onmessage?.({ data });
        }
      }
      throw new Error('stream ended');
    } catch (e) {
      if (!this.abort.signal.aborted) this.onerror?.(e);
    }
  }

  close(): void {
    this.abort.abort();
  }
}

type Transport = 'http_stream' | 'sse';

function client(
  rt: TestRealtime,
  transports: Array<Transport | 'websocket'>,
  options: Partial<ConstructorParameters<typeof Centrifuge>[1]> = {},
) {
  const endpoints = transports.map((transport) => ({
    transport,
    endpoint:
      transport === 'websocket'
        ? // A websocket the network refuses: the server drops this upgrade.
          rt.wsUrl.replace('/connection/websocket', '/connection/refused')
        : `${rt.origin}/connection/${transport}`,
  }));
  const c = new Centrifuge(endpoints, {
    websocket: WebSocket,
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    readableStream: ReadableStream,
    eventsource: FetchEventSource,
    emulationEndpoint: `${rt.origin}/emulation`,
    ...options,
  });
  cleanups.push(() => c.disconnect());
  return c;
}

function collect(sub: { on(e: 'publication', f: (ctx: PublicationContext) => void): unknown }) {
  const got: unknown[] = [];
  sub.on('publication', (ctx) => got.push(ctx.data));
  return got;
}

async function subscriptionToken(rt: TestRealtime, player: string, channel: string) {
  const res = await fetch(`${rt.origin}/api/sportsbook/v2/websocket/authorize`, {
    method: 'POST',
    headers: { [TEST_PLAYER_HEADER]: player, 'content-type': 'application/json' },
    body: JSON.stringify({ channels: [channel] }),
  });
  const body = (await res.json()) as { channels: Array<{ channel: string; token: string }> };
  return body.channels.find((c) => c.channel === channel)!.token;
}

async function connectionToken(rt: TestRealtime, player: string) {
  const res = await fetch(`${rt.origin}/api/sportsbook/v2/websocket/token`, {
    method: 'POST',
    headers: { [TEST_PLAYER_HEADER]: player },
  });
  return ((await res.json()) as { token: string }).token;
}

describe.each<Transport>(['http_stream', 'sse'])('%s', (transport) => {
  it('connects, subscribes and receives publications in order', async () => {
    const rt = await start();
    const c = client(rt, [transport]);
    const seen: string[] = [];
    c.on('connected', (ctx) => seen.push(ctx.transport));
    const sub = c.newSubscription(publicChannel('en'));
    const got = collect(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    expect(seen).toEqual([transport]);
    for (let id = 1; id <= 5; id++)
      await publishAny(rt.ctx.publisher, 'public:en', {
        event_name: 'match_changed',
        message: { id },
      });
    await eventually(() => got.length === 5, 3000, 'five publications');
    expect(got.map((d) => (d as { message: { id: number } }).message.id)).toEqual([1, 2, 3, 4, 5]);

    // Unsubscribe goes up through /emulation: the hub forgets the subscription.
    sub.unsubscribe();
    await eventually(() => rt.realtime.stats().subscriptions === 0, 3000, 'unsubscribed');
    // The client's disconnect closes the response, which ends the session.
    c.disconnect();
    await eventually(() => rt.realtime.stats().connections === 0, 3000, 'session ended');
  });

  it('subscribes to a private channel with a token', async () => {
    const rt = await start();
    const c = client(rt, [transport], { getToken: () => connectionToken(rt, '42') });
    const own = c.newSubscription(privateChannel('en', 42), {
      getToken: (ctx) => subscriptionToken(rt, '42', ctx.channel),
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
  });

  it('keeps the session alive: pings go down the stream, pongs come by /emulation', async () => {
    const rt = await start({ pingIntervalS: 0.2, pongTimeoutMs: 600 });
    const c = client(rt, [transport]);
    let disconnects = 0;
    c.on('connecting', (ctx) => {
      if (ctx.code !== 0) disconnects++;
    });
    c.connect();
    await c.ready(3000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(disconnects).toBe(0);
    expect(rt.realtime.stats().connections).toBe(1);
  });

  it('ends the stream when the server ends the session, and the client reconnects', async () => {
    const rt = await start();
    const c = client(rt, [transport]);
    let reconnecting = 0;
    c.on('connecting', (ctx) => {
      if (ctx.code === 3001) reconnecting++;
    });
    c.connect();
    await c.ready(3000);
    rt.realtime.node.close();
    await eventually(() => reconnecting === 1, 3000, 'the shutdown disconnect push');
  });
});

describe('fallback', () => {
  it('a client whose websocket is refused falls back to http_stream', async () => {
    const rt = await start();
    const c = client(rt, ['websocket', 'http_stream', 'sse']);
    const used: string[] = [];
    c.on('connected', (ctx) => used.push(ctx.transport));
    const sub = c.newSubscription(publicChannel('en'));
    const got = collect(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(5000);
    expect(used).toEqual(['http_stream']);
    await publishAny(rt.ctx.publisher, 'public:en', { event_name: 'match_changed', message: {} });
    await eventually(() => got.length === 1, 3000, 'the publication');
  });
});

describe('bad input', () => {
  const post = (rt: TestRealtime, path: string, body: string, headers = {}) =>
    fetch(`${rt.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('an emulation request for an unknown session is 404 in the API error shape', async () => {
    const rt = await start();
    const res = await post(
      rt,
      '/emulation',
      JSON.stringify({ session: 'nope', node: rt.realtime.node.id, data: '{}' }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 404, key: 'error.not_found', message: 'No session' },
    });
    const malformed = await post(rt, '/emulation', 'not json');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { key: string } }).error.key).toBe(
      'error.validation.invalid_request',
    );
  });

  it('a malformed connect is refused 400, on both transports', async () => {
    const rt = await start();
    for (const body of ['', 'not json', '{"id":1,"subscribe":{"channel":"public:en"}}']) {
      const res = await post(rt, '/connection/http_stream', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { key: string } }).error.key).toBe(
        'error.validation.invalid_request',
      );
    }
    const sse = await fetch(`${rt.origin}/connection/sse?cf_connect=nope`);
    expect(sse.status).toBe(400);
    const none = await fetch(`${rt.origin}/connection/sse`);
    expect(none.status).toBe(400);
    expect(rt.realtime.stats().connections).toBe(0);
  });

  it('refuses a wrong method, a body over the frame limit and a plain GET of the websocket', async () => {
    const rt = await start({ maxMessageBytes: 1024 });
    const get = await fetch(`${rt.origin}/connection/http_stream`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const big = JSON.stringify({ session: 'x', node: 'y', data: 'z'.repeat(2000) });
    const tooLarge = await post(rt, '/emulation', big);
    expect(tooLarge.status).toBe(413);
    const ws = await fetch(`${rt.origin}/connection/websocket`);
    expect(ws.status).toBe(426);
  });

  it('counts streams against the per-address cap, as websockets are', async () => {
    const rt = await start({ maxConnectionsPerAddress: 1 });
    const ac = new AbortController();
    cleanups.push(() => ac.abort());
    const first = await fetch(`${rt.origin}/connection/http_stream`, {
      method: 'POST',
      body: '{"id":1,"connect":{}}',
      signal: ac.signal,
    });
    expect(first.status).toBe(200);
    const second = await post(rt, '/connection/http_stream', '{"id":1,"connect":{}}');
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { key: string } }).error.key).toBe(
      'error.too_many_requests',
    );
    // The first stream's end frees its place.
    ac.abort();
    await eventually(() => rt.realtime.stats().connections === 0, 3000, 'the first stream closed');
    const third = new AbortController();
    cleanups.push(() => third.abort());
    const again = await fetch(`${rt.origin}/connection/http_stream`, {
      method: 'POST',
      body: '{"id":1,"connect":{}}',
      signal: third.signal,
    });
    expect(again.status).toBe(200);
  });

  it('refuses another site’s page 403, as the websocket does', async () => {
    const rt = await start();
    const res = await post(rt, '/connection/http_stream', '{"id":1,"connect":{}}', {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { key: string } }).error.key).toBe(
      'error.websocket.origin_not_allowed',
    );
  });

  it('frames SSE as `data:` events carrying the connect reply with session and node', async () => {
    const rt = await start();
    const connect = encodeURIComponent('{"id":1,"connect":{}}');
    const ac = new AbortController();
    cleanups.push(() => ac.abort());
    const res = await fetch(`${rt.origin}/connection/sse?cf_connect=${connect}`, {
      signal: ac.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    expect(text).toMatch(/^data: \{"id":1,"connect":\{.*\}\}\n\n$/);
    const reply = JSON.parse(text.slice(6)) as { connect: { session: string; node: string } };
    expect(reply.connect.node).toBe(rt.realtime.node.id);
    expect(reply.connect.session).toMatch(/^[0-9a-f-]{36}$/);
  });
});
