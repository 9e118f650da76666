import { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HealthDetails } from '@sb/contract';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import { memoryBroker } from '../realtime';
import { eventually, startTestRealtime, type TestRealtime } from '../realtime/testing';
import { testApp } from '../test/harness';

// issue 25: what an operator reads of one process in /api/health (behind the admin token).

let db: Db;
let rt: TestRealtime;
const broker = memoryBroker();
beforeAll(async () => {
  db = await migratedPglite();
  rt = await startTestRealtime({ db, broker });
});
afterAll(async () => {
  await rt.close();
  await broker.close();
  await db.close();
});

const health = async (admin = true) => {
  const res = await fetch(`${rt.origin}/api/health`, {
    headers: admin ? { authorization: `Bearer ${rt.ctx.config.adminToken}` } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as HealthDetails;
};

describe('/api/health for operators', () => {
  it('tells a visitor nothing of the process', async () => {
    expect(await health(false)).toEqual({ status: 'ok' });
  });

  it("reports the process's memory as Node measures it", async () => {
    const { memory } = await health();
    const now = process.memoryUsage();
    // The same process answered: its resident memory is within a few MB of ours now.
    expect(Math.abs(memory.rss_bytes - now.rss)).toBeLessThan(64 * 2 ** 20);
    expect(memory.heap_used_bytes).toBeGreaterThan(0);
    expect(memory.heap_used_bytes).toBeLessThanOrEqual(memory.heap_total_bytes);
  });

  it('counts open HTTP connections and websocket clients', async () => {
    const before = await health();
    expect(before.connections.websocket_clients).toBe(0);
    // The request asking holds one connection itself.
    expect(before.connections.http).toBeGreaterThanOrEqual(1);
    const clients = [0, 1, 2].map(
      () => new Centrifuge(rt.wsUrl, { websocket: WebSocket, minReconnectDelay: 60_000 }),
    );
    for (const c of clients) c.connect();
    await eventually(() => rt.realtime.stats().connections === 3, 5000, 'three clients');
    const open = await health();
    expect(open.connections.websocket_clients).toBe(3);
    expect(open.connections.http).toBeGreaterThanOrEqual(before.connections.http! + 3);
    for (const c of clients) c.disconnect();
    await eventually(() => rt.realtime.stats().connections === 0, 5000, 'clients gone');
    expect((await health()).connections.websocket_clients).toBe(0);
  });

  it('shows a blocked event loop in the delay figures', async () => {
    const until = performance.now() + 250;
    while (performance.now() < until) {
      // Busy: nothing else runs, as when a request does heavy synchronous work.
    }
    await new Promise((r) => setTimeout(r, 50));
    const { event_loop_delay_ms: delay } = await health();
    expect(delay.max).toBeGreaterThanOrEqual(200);
    expect(delay.p50).toBeLessThanOrEqual(delay.p99);
    expect(delay.p99).toBeLessThanOrEqual(delay.max);
  });

  it("reports the feed's lag on the leader, and none where the process does not lead", async () => {
    let now = Date.parse('2026-06-01T12:00:00Z');
    const feedDb = await migratedPglite();
    const { app, ctx } = await testApp(feedDb, memoryBroker(), { feed: { clock: () => now } });
    try {
      const ask = async () =>
        (
          await app.inject({
            url: '/api/health',
            headers: { authorization: `Bearer ${ctx.config.adminToken}` },
          })
        ).json<HealthDetails>().feed;
      expect(await ask()).toMatchObject({ enabled: true, leader: false, ticks: 0, lag_ms: null });
      expect(await ctx.feed.lead()).toBe(true);
      await ctx.feed.tick();
      now += 1500;
      const led = await ask();
      expect(led).toMatchObject({ leader: true, lag_ms: 1500 });
      expect(led.ticks).toBeGreaterThanOrEqual(1);
      await ctx.feed.tick();
      now += 200;
      expect((await ask()).lag_ms).toBe(200);
    } finally {
      await ctx.feed.stop();
      await app.close();
      await feedDb.close();
    }
  }, 60_000);
});
