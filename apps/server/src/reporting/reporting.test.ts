import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb, type TestDb } from '../db/test-backends';
import { signedInPlayer } from '../platform/testing';
import { testApp } from '../test/harness';
import { startServerReporting } from './server-reporting';
import { TUNNEL_PATH } from './routes';

// Issue 23, shell 7.3, 8, 9: Sentry's envelopes reach a local stand-in of the reporting service,
// through the tunnel for the configured DSN only, and from the server for its 500s; the filters
// of shell 8 keep the noise out. No network: the "service" listens on 127.0.0.1.

interface Received {
  url: string;
  body: string;
}

async function ingest(): Promise<{ server: http.Server; received: Received[]; dsn: string }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { server, received, dsn: `http://publickey123@127.0.0.1:${port}/42` };
}

const envelopeFor = (dsn: string) =>
  `${JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', dsn, sent_at: new Date().toISOString() })}\n` +
  `${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'Something broke on the match page' })}`;

describe('error-reporting tunnel and settings', () => {
  let test: TestDb;
  let service: Awaited<ReturnType<typeof ingest>>;
  let app: FastifyInstance;
  let off: FastifyInstance;
  let modules: Awaited<ReturnType<typeof testApp>>['ctx'];
  beforeAll(async () => {
    test = await createTestDb('pglite');
    service = await ingest();
    const env = { NODE_ENV: 'test', TRUST_PROXY: '1' };
    const on = await testApp(test.db, undefined, {
      config: loadConfig({
        ...env,
        SENTRY_DSN: service.dsn,
        SENTRY_TUNNEL: '1',
        SENTRY_RELEASE: 'r1',
      }),
    });
    app = on.app;
    modules = on.ctx;
    off = (await testApp(test.db, undefined, { config: loadConfig(env) })).app;
  });
  afterAll(async () => {
    await app.close();
    await off.close();
    await new Promise<void>((r) => service.server.close(() => r()));
    await test.close();
  });

  it('tells the browser nothing to load when no DSN is set', async () => {
    const res = await off.inject('/api/reporting/config');
    expect(res.json()).toMatchObject({ dsn: null, tunnel: null, environment: 'test' });
    const post = await off.inject({
      method: 'POST',
      url: TUNNEL_PATH,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelopeFor(service.dsn),
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.key).toBe('error.reporting.off');
  });

  it('gives the browser its DSN, the tunnel path, the environment and the release', async () => {
    expect((await app.inject('/api/reporting/config')).json()).toEqual({
      dsn: service.dsn,
      tunnel: TUNNEL_PATH,
      environment: 'test',
      release: 'r1',
    });
  });

  it("forwards a signed-in player's envelope to the DSN's ingest URL, no CSRF header needed", async () => {
    const { browser } = await signedInPlayer(app, modules);
    const before = service.received.length;
    const res = await app.inject({
      method: 'POST',
      url: TUNNEL_PATH,
      headers: { cookie: browser.cookieHeader(), 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelopeFor(service.dsn),
    });
    expect(res.statusCode).toBe(200);
    const got = service.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.url).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey123/);
    expect(got[0]!.body).toContain('Something broke on the match page');
  });

  it("serves Sentry's browser SDK as a script only when a DSN is set", async () => {
    expect((await off.inject('/api/reporting/sdk.js')).statusCode).toBe(404);
    const sdk = await app.inject('/api/reporting/sdk.js?release=r1');
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toContain('javascript');
    expect(sdk.headers['cache-control']).toContain('immutable');
    // The global the web's reporting/sentry.ts reads, with the three functions it calls.
    const sandbox: Record<string, unknown> = {};
    new Function('self', 'window', 'globalThis', `${sdk.body};globalThis.__sbSentry=__sbSentry`)(
      sandbox,
      sandbox,
      sandbox,
    );
    const sentry = sandbox.__sbSentry as Record<string, unknown>;
    expect(['init', 'captureException', 'captureMessage'].map((k) => typeof sentry[k])).toEqual([
      'function',
      'function',
      'function',
    ]);
  });

  it('refuses an envelope for another DSN and forwards nothing', async () => {
    const before = service.received.length;
    for (const other of [
      'https://publickey123@o1.ingest.sentry.io/42',
      service.dsn.replace('/42', '/43'),
      service.dsn.replace('publickey123', 'other'),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: TUNNEL_PATH,
        headers: { 'content-type': 'text/plain' },
        payload: envelopeFor(other),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.key).toBe('error.reporting.dsn_not_allowed');
    }
    const garbage = await app.inject({
      method: 'POST',
      url: TUNNEL_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'not an envelope',
    });
    expect(garbage.statusCode).toBe(403);
    expect(service.received.length).toBe(before);
  });
});

describe('server error reporting', () => {
  let service: Awaited<ReturnType<typeof ingest>>;
  beforeAll(async () => {
    service = await ingest();
  });
  afterAll(() => new Promise<void>((r) => service.server.close(() => r())));

  it('sends a 500 with release and environment, and not a 4xx nor a filtered error', async () => {
    const reporter = await startServerReporting({
      dsn: service.dsn,
      browserDsn: null,
      tunnel: false,
      environment: 'production',
      release: 'open-sportsbook@test',
    });
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test' }),
      async (a) => {
        a.get('/boom', async () => {
          throw new Error('settlement exploded');
        });
        a.get('/timeout', async () => {
          throw Object.assign(new Error('connect ETIMEDOUT 10.0.0.1:5432'), { code: 'ETIMEDOUT' });
        });
        a.get('/missing', async (_r, reply) => reply.status(404).send({}));
      },
      { reportError: (err, context) => reporter.capture(err, context) },
    );
    expect((await app.inject('/boom')).statusCode).toBe(500);
    expect((await app.inject('/timeout')).statusCode).toBe(500);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    await reporter.flush(5000);
    await app.close();
    const bodies = service.received.map((r) => r.body).join('\n');
    expect(bodies).toContain('settlement exploded');
    expect(bodies).toContain('"release":"open-sportsbook@test"');
    expect(bodies).toContain('"environment":"production"');
    expect(bodies).not.toContain('ETIMEDOUT');
  });
});
