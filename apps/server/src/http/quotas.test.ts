import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Modules } from '../compose';
import { loadConfig } from '../config';
import { createTestDb, type TestDb } from '../db/test-backends';
import { signedInPlayer, TestBrowser } from '../platform/testing';
import { memoryBroker } from '../realtime';
import { testApp } from '../test/harness';
import { QUOTAS, type Quota } from './quotas';

// issue 17: the quotas of the costly routes (http/quotas.ts), here with a quota of 2 on search.
// CI sets REDIS_URL and REQUIRE_REDIS: there the Redis half must run, never skip.
const redisUrl = process.env.REDIS_URL;
if (process.env.REQUIRE_REDIS && !redisUrl)
  throw new Error('REQUIRE_REDIS is set but REDIS_URL is not');

const SEARCH = '/api/sportsbook/v2/search?q=abc';
const small: Record<string, Quota> = {
  'GET /api/sportsbook/v2/search': { max: 2, windowMs: 60_000 },
};

/** A visitor of the test apps (they believe one proxy hop) at an address. */
const visitor = (app: FastifyInstance, address: string) => {
  const browser = new TestBrowser(app);
  browser.headers = { 'x-forwarded-for': address };
  return browser;
};

/** The refusal of a spent quota: 429 in the error shape, and when to come back. */
function expectRefused(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    error: {
      code: 429,
      key: 'error.too_many_requests',
      message: 'Too many requests: wait a moment and try again',
      details: { retryAfterSeconds: expect.any(Number) },
    },
  });
  const wait = Number(res.headers['retry-after']);
  expect(Number.isInteger(wait) && wait >= 1 && wait <= 60, `Retry-After ${wait}`).toBe(true);
  expect(res.json().error.details.retryAfterSeconds).toBe(wait);
}

describe('quotas', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });
  afterAll(async () => {
    await testDb?.close();
  });

  describe('in the process', () => {
    let app: FastifyInstance;
    let ctx: Modules;
    beforeAll(async () => {
      ({ app, ctx } = await testApp(testDb.db, memoryBroker(), {}, { quotas: { quotas: small } }));
    });
    afterAll(async () => {
      await app?.close();
    });

    it('names only routes the app has', () => {
      for (const route of Object.keys(QUOTAS)) {
        const [method, url] = route.split(' ') as ['GET' | 'POST', string];
        expect(app.hasRoute({ method, url }), route).toBe(true);
      }
    });

    it('answers 429 with Retry-After in the error shape, counted per address', async () => {
      const a = visitor(app, '203.0.113.7');
      expect((await a.get(SEARCH)).statusCode).toBe(200);
      expect((await a.get(SEARCH)).statusCode).toBe(200);
      expectRefused(await a.get(SEARCH));
      // Another address has its own count.
      expect((await visitor(app, '203.0.113.8').get(SEARCH)).statusCode).toBe(200);
      // An IPv6 address counts by its /64: a host can take any address inside it.
      expect((await visitor(app, '2001:db8:7:7::1').get(SEARCH)).statusCode).toBe(200);
      expect((await visitor(app, '2001:db8:7:7::2').get(SEARCH)).statusCode).toBe(200);
      expectRefused(await visitor(app, '2001:db8:7:7:abcd::3').get(SEARCH));
      expect((await visitor(app, '2001:db8:7:8::1').get(SEARCH)).statusCode).toBe(200);
    });

    it('counts a signed-in player per player, wherever they come from', async () => {
      const { browser } = await signedInPlayer(app, ctx);
      browser.headers = { 'x-forwarded-for': '198.51.100.1' };
      expect((await browser.get(SEARCH)).statusCode).toBe(200);
      browser.headers = { 'x-forwarded-for': '198.51.100.2' };
      expect((await browser.get(SEARCH)).statusCode).toBe(200);
      browser.headers = { 'x-forwarded-for': '198.51.100.3' };
      expectRefused(await browser.get(SEARCH));
      // Another player, and a visitor, at the same address as the first: counts of their own.
      const other = await signedInPlayer(app, ctx);
      other.browser.headers = { 'x-forwarded-for': '198.51.100.3' };
      expect((await other.browser.get(SEARCH)).statusCode).toBe(200);
      expect((await visitor(app, '198.51.100.3').get(SEARCH)).statusCode).toBe(200);
    });

    it('leaves the routes without a quota alone', async () => {
      const a = visitor(app, '203.0.113.9');
      for (let i = 0; i < 4; i++)
        expect((await a.get('/api/sportsbook/v2/sports')).statusCode).not.toBe(429);
    });
  });

  describe.runIf(redisUrl)('in Redis', () => {
    const nameSpace = `sb:quota:test:${randomUUID()}:`;
    // One configuration (so one session secret) for both: two processes of one install.
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', REDIS_URL: redisUrl });
    let a: { app: FastifyInstance; ctx: Modules };
    let b: { app: FastifyInstance; ctx: Modules };
    beforeAll(async () => {
      const options = { quotas: { quotas: small, nameSpace } };
      a = await testApp(testDb.db, memoryBroker(), { config }, options);
      b = await testApp(testDb.db, memoryBroker(), { config }, options);
    });
    afterAll(async () => {
      await a?.app.close();
      await b?.app.close();
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${nameSpace}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('shares the count of an address between two app instances', async () => {
      const address = '203.0.113.20';
      expect((await visitor(a.app, address).get(SEARCH)).statusCode).toBe(200);
      expect((await visitor(b.app, address).get(SEARCH)).statusCode).toBe(200);
      expectRefused(await visitor(a.app, address).get(SEARCH));
      expectRefused(await visitor(b.app, address).get(SEARCH));
      expect((await visitor(b.app, '203.0.113.21').get(SEARCH)).statusCode).toBe(200);
    });

    it('shares the count of a player between two app instances', async () => {
      const { browser } = await signedInPlayer(a.app, a.ctx);
      const onB = new TestBrowser(b.app);
      for (const [k, v] of browser.cookies) onB.cookies.set(k, v);
      onB.headers = { 'x-forwarded-for': '198.51.100.30' };
      expect((await browser.get(SEARCH)).statusCode).toBe(200);
      expect((await onB.get(SEARCH)).statusCode).toBe(200);
      expectRefused(await browser.get(SEARCH));
      expectRefused(await onB.get(SEARCH));
    });
  });
});
