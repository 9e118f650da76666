import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import type { Broker } from './broker';
import { redisBroker } from './create-broker';
import { eventually, startTestRealtime, type TestRealtime, publishAny } from './testing';

// Several server processes over Redis (DESIGN: at scale). CI sets REDIS_URL and REQUIRE_REDIS:
// there this suite must run, never pass silently by skipping.
const redisUrl = process.env.REDIS_URL;
if (process.env.REQUIRE_REDIS && !redisUrl)
  throw new Error('REQUIRE_REDIS is set but REDIS_URL is not');

const here = path.dirname(fileURLToPath(import.meta.url));
const unique = () => randomBytes(6).toString('hex');

describe.runIf(redisUrl)('two server processes over Redis', () => {
  let db: Db;
  const cleanups: Array<() => Promise<void> | void> = [];
  beforeAll(async () => {
    db = await migratedPglite();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  afterAll(async () => {
    await db.close();
  });

  async function node(port?: number): Promise<TestRealtime & { broker: Broker }> {
    const broker = redisBroker(redisUrl!);
    const rt = await startTestRealtime({ db, broker, port });
    const stop = async () => {
      await rt.close();
      await broker.close();
    };
    cleanups.push(stop);
    return { ...rt, broker, close: stop };
  }

  function subscribe(rt: { wsUrl: string }, channel: string, options = {}) {
    const c = new Centrifuge(rt.wsUrl, { websocket: WebSocket, ...options });
    cleanups.push(() => c.disconnect());
    const sub = c.newSubscription(channel);
    const got: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => got.push(ctx.data));
    const subscribed: SubscribedContext[] = [];
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    return { c, sub, got, subscribed };
  }

  it('delivers a publication made on one server to a client of the other', async () => {
    const a = await node();
    const b = await node();
    const channel = `public:en:match:${unique()}`;
    const { sub, got } = subscribe(b, channel);
    await sub.ready(3000);
    await publishAny(a.ctx.publisher, channel, {
      event_name: 'match_changed',
      message: { from: 'a' },
    });
    await eventually(() => got.length === 1, 3000, 'the publication from the other server');
    expect(got[0]).toEqual({ event_name: 'match_changed', message: { from: 'a' } });
  });

  it('delivers a publication made by a separate OS process', async () => {
    const b = await node();
    const channel = `public:en:match:${unique()}`;
    const { sub, got } = subscribe(b, channel);
    await sub.ready(3000);
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/publish-once.ts'), channel],
      { env: { ...process.env, REDIS_URL: redisUrl }, timeout: 20_000 },
    );
    await eventually(() => got.length === 1, 5000, 'the publication from the other process');
    expect(got[0]).toMatchObject({ event_name: 'match_changed' });
  }, 30_000);

  it('keeps offsets and history in Redis, so a restarted server lets clients recover', async () => {
    const channel = `public:en:match:${unique()}`;
    const a = await node();
    const { sub, got, subscribed } = subscribe(a, channel, {
      minReconnectDelay: 1500,
      maxReconnectDelay: 2000,
    });
    await sub.ready(3000);
    await publishAny(a.ctx.publisher, channel, { event_name: 'match_changed', message: { n: 1 } });
    await eventually(() => got.length === 1, 3000, 'the first publication');

    const port = a.port;
    await a.close();
    // Another server publishes while the tab is away; then the first one comes back.
    const b = await node();
    await publishAny(b.ctx.publisher, channel, { event_name: 'match_changed', message: { n: 2 } });
    await publishAny(b.ctx.publisher, channel, { event_name: 'match_changed', message: { n: 3 } });
    await node(port);
    await eventually(() => subscribed.length === 2, 8000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    await eventually(() => got.length === 3, 3000, 'the missed publications');
    expect(got.map((d) => (d as { message: { n: number } }).message.n)).toEqual([1, 2, 3]);
  }, 20_000);

  it('agrees with the memory broker on positions and recovery', async () => {
    const broker = redisBroker(redisUrl!, { history: { size: 3 } });
    cleanups.push(() => broker.close());
    const channel = `public:en:match:${unique()}`;
    const start = await broker.read(channel);
    expect(start.position.offset).toBe(0);
    for (let n = 1; n <= 5; n++) {
      const pos = await broker.publish({ channel, data: { n } });
      expect(pos).toEqual({ offset: n, epoch: start.position.epoch });
    }
    const recent = await broker.read(channel, { offset: 3, epoch: start.position.epoch });
    expect(recent.complete).toBe(true);
    expect(recent.publications.map((p) => p.offset)).toEqual([4, 5]);
    // Offset 1 fell out of a history of 3.
    const old = await broker.read(channel, { offset: 1, epoch: start.position.epoch });
    expect(old.complete).toBe(false);
    const latest = await broker.latest(channel, 2);
    expect(latest.publications.map((p) => JSON.parse(p.data))).toEqual([{ n: 4 }, { n: 5 }]);
  });
});
