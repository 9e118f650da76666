import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '../db/test-backends';
import { signCallback, SIGNATURE_HEADER } from '../platform/deposits/signature';
import { platformTestApp, type PlatformTestApp } from '../platform/test-app';
import { TestBrowser } from '../platform/testing';
import { memoryBroker } from '../realtime';
import { startTestRealtime, type TestRealtime } from '../realtime/testing';
import { signConnectionToken, tokenKey, verifyConnectionToken } from '../realtime/tokens';
import { answerProblem, productionApp } from '../test/probe';

// issue 17: each finding of the probe, as a test that fails without its fix. Finding 1's
// start-up halves (production refuses without secrets; development writes random ones) are in
// src/secrets.test.ts, finding 8's validator in src/http/openapi.test.ts, and findings 2, 9 and
// 10 in depth in platform/accounts/accounts.test.ts.

/** The values a fresh `npm start` used to run with, written in the code. */
const OLD_DEFAULTS = {
  callback: 'dev-sandbox-callback-secret',
  admin: 'dev-admin-token',
  realtime: 'dev-realtime-secret-change-me-0123456789',
  apiKey: 'dev-realtime-api-key',
};

const PASSWORD = 'Tr0ub4dor&3-horse';

describe('the findings of the probe', () => {
  let testDb: TestDb;
  let t: PlatformTestApp;
  let prod: { app: FastifyInstance };
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    t = await platformTestApp(testDb.db);
    prod = await productionApp(testDb.db, { allowedHostOrigins: ['https://casino.example'] });
  });
  afterAll(async () => {
    await t?.app.close();
    await prod?.app.close();
    await testDb?.close();
  });

  async function confirmedAccount(email: string): Promise<void> {
    const browser = t.browser();
    const res = await browser.post('/api/platform/users', {
      email,
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
    });
    expect(res.statusCode).toBe(201);
    const link = await t.lastLink(email);
    await browser.get(`/api/platform/users/confirmation?${new URL(link).searchParams}`);
  }

  it('1. accepts none of the secrets once written in the code; production serves no dev route', async () => {
    const browser = t.browser();
    const admin = await browser.post('/api/admin/matches/1/suspend', undefined, {
      authorization: `Bearer ${OLD_DEFAULTS.admin}`,
    });
    expect(admin.statusCode).toBe(401);
    const body = JSON.stringify({ eventId: 'evt_1', type: 'payment.succeeded', paymentId: 'x' });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/platform/payments/sandbox/callback',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(OLD_DEFAULTS.callback, body, Date.now()),
      },
    });
    expect(callback.json()).toMatchObject({ error: { key: 'error.payment.invalid_signature' } });
    const publish = await t.app.inject({
      method: 'POST',
      url: '/realtime/api/publish',
      payload: { channel: 'public:en', data: {} },
      headers: { 'x-api-key': OLD_DEFAULTS.apiKey },
    });
    expect(publish.statusCode).toBe(401);
    const forged = await signConnectionToken(tokenKey(OLD_DEFAULTS.realtime), '1', 60);
    expect(await verifyConnectionToken(tokenKey(t.ctx.config.realtimeSecret), forged)).toEqual({
      ok: false,
      reason: 'invalid',
    });

    for (const url of ['/api/dev/mailbox', '/dev/mailbox', '/api/dev/realtime/protocol']) {
      const res = await prod.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
    const site = (await prod.app.inject('/api/platform/site-config')).json<{
      deposit: { testCards: unknown[] };
    }>();
    expect(site.deposit.testCards).toEqual([]);
  });

  it('2. never lets failed sign-ins by strangers keep the owner out', async () => {
    const email = `owner-${Date.now()}@example.com`;
    await confirmedAccount(email);
    const platform = t.ctx.platform;
    const realNow = platform.now;
    let clock = Date.now();
    platform.now = () => clock;
    try {
      for (let i = 0; i < 5; i++)
        await t
          .browser()
          .post('/api/platform/users/sign_in', { email, password: `guess-${i}-guess` });
      // Slowed (Retry-After), not locked: the owner is in as soon as the wait is over.
      const owner = t.browser();
      const slowed = await owner.post('/api/platform/users/sign_in', { email, password: PASSWORD });
      expect(slowed.statusCode).toBe(429);
      clock += Number(slowed.headers['retry-after']) * 1000;
      const signedIn = await owner.post('/api/platform/users/sign_in', {
        email,
        password: PASSWORD,
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      platform.now = realNow;
    }
  });

  it('3. counts clients behind a trusted proxy apart, and says when to come back', async () => {
    const email = `proxied-${Date.now()}@example.com`;
    const attempt = (from: string) =>
      new TestBrowser(t.app).post(
        '/api/platform/users/sign_in',
        { email: `${from}-${email}`, password: 'wrong password 1' },
        { 'x-forwarded-for': from },
      );
    for (let i = 0; i < 5; i++) await attempt('203.0.113.50');
    const limited = await attempt('203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client of the same proxy is not limited by the first one's failures.
    expect((await attempt('203.0.113.51')).statusCode).toBe(400);
  });

  it('4. puts security headers on the API, the deposit page and the pages it frames', async () => {
    for (const url of ['/api/platform/site-config', '/profile/wallet/deposit', '/spi/iframe']) {
      const res = await prod.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      const h = res.headers;
      expect(h['content-security-policy'], url).toMatch(/object-src 'none'|default-src 'none'/);
      expect(h['content-security-policy'], url).toMatch(/base-uri 'none'/);
      expect(h['content-security-policy'], url).toMatch(/frame-ancestors/);
      expect(h['strict-transport-security'], url).toMatch(/max-age=\d{8}/);
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBeDefined();
      expect(h['permissions-policy'], url).toContain('camera=()');
    }
    const page = await prod.app.inject('/profile/wallet/deposit');
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://casino.example",
    );
    expect(
      (await prod.app.inject('/api/platform/site-config')).headers['content-security-policy'],
    ).toContain("frame-ancestors 'none'");
  });

  describe('5. websockets', () => {
    let rt: TestRealtime;
    beforeAll(async () => {
      rt = await startTestRealtime({
        db: testDb.db,
        broker: memoryBroker(),
        options: { maxConnectionsPerAddress: 5 },
      });
    });
    afterAll(() => rt?.close());

    const open = (headers: Record<string, string> = {}) =>
      new Promise<{ ws: WebSocket | null; status: number }>((resolve) => {
        const ws = new WebSocket(rt.wsUrl, { headers });
        ws.once('open', () => resolve({ ws, status: 101 }));
        ws.once('unexpected-response', (_req, res) =>
          resolve({ ws: null, status: res.statusCode ?? 0 }),
        );
        ws.once('error', () => resolve({ ws: null, status: 0 }));
      });

    it('caps the sockets of one address and frees the place when one closes', async () => {
      const opened = await Promise.all(Array.from({ length: 5 }, () => open()));
      expect(opened.map((o) => o.status)).toEqual([101, 101, 101, 101, 101]);
      expect((await open()).status).toBe(429);
      // Another address behind the trusted proxy has places of its own.
      const elsewhere = await open({ 'x-forwarded-for': '203.0.113.60' });
      expect(elsewhere.status).toBe(101);
      const closed = opened[0]!.ws!;
      await new Promise((r) => {
        closed.once('close', r);
        closed.close();
      });
      await new Promise((r) => setTimeout(r, 50));
      const again = await open();
      expect(again.status).toBe(101);
      for (const o of [...opened, elsewhere, again]) o.ws?.terminate();
    });

    it('refuses a handshake from a page of another origin', async () => {
      expect((await open({ origin: 'https://evil.example' })).status).toBe(403);
      const own = await open({ origin: rt.ctx.config.publicOrigin });
      expect(own.status).toBe(101);
      own.ws?.terminate();
    });
  });

  it('6. tells visitors only whether it is up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toMatch(/pglite|postgres|version|\d+\.\d+\.\d+/);
  });

  it('7. answers framework refusals in the error shape, without echoing the request', async () => {
    const long = `${'x'.repeat(300)}<script>`;
    for (const url of [
      `/api/sportsbook/v2/matches/${encodeURIComponent(long)}`,
      '/api/sportsbook/v2/sp%orts',
      `/api/nothing/${encodeURIComponent('<script>alert(1)</script>')}`,
    ]) {
      const res = await t.app.inject(url);
      expect(answerProblem(res, 'script'), url).toBeNull();
      expect(res.body).not.toContain('xxxxxxxxxx');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await t.app.inject(`/api/sportsbook/v2/matches/${'1'.repeat(300)}`)).statusCode).toBe(
      414,
    );
    const json = await new TestBrowser(t.app).post('/api/platform/users/sign_in', '{"email":', {
      'content-type': 'application/json',
    });
    expect(answerProblem(json)).toBeNull();
  });

  it('8. documents every schema its $refs name', async () => {
    const doc = await t.app.inject('/api/docs/json');
    const names = [...doc.body.matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map((m) => m[1]!);
    const schemas = Object.keys(doc.json<{ components: { schemas: object } }>().components.schemas);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !schemas.includes(n))).toEqual([]);
  });

  it('9. answers a sign-up the same whether or not the e-mail is registered', async () => {
    const email = `taken-${Date.now()}@example.com`;
    await confirmedAccount(email);
    const body = (address: string) => ({
      email: address,
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
    });
    const taken = await t.browser().post('/api/platform/users', body(email));
    const fresh = await t.browser().post('/api/platform/users', body(`new-${email}`));
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);
  });

  it('10. counts A@x.io and a@x.io as one account', async () => {
    const email = `Mixed.Case-${Date.now()}@Example.com`;
    for (let i = 0; i < 5; i++)
      await t.browser().post('/api/platform/users/sign_in', {
        email: i % 2 ? email.toUpperCase() : email,
        password: 'wrong password 1',
      });
    const lower = await t
      .browser()
      .post('/api/platform/users/sign_in', { email: email.toLowerCase(), password: 'x' });
    expect(lower.statusCode).toBe(429);
  });
});
