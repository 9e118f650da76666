import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../db/test-backends';
import { cspHash } from '../http/page-scripts';
import { applyHeaders, pageHeaders, securityPolicyOf } from '../http/security-headers';
import { TestBrowser } from '../platform/testing';
import { observe, type ObservedResponse } from '../test/observatory';
import { productionApp } from '../test/probe';

// issue 17: Mozilla Observatory's header rules (re-stated in test/observatory.ts: its package
// does not install here) pass for the API, the server's own pages and the player's pages, on
// the app as production runs it behind its TLS proxy. The e2e journey e2e/security.e2e.ts runs
// the same rules against the started product's real Next pages.

const failures = (r: ObservedResponse) =>
  observe(r)
    .filter((v) => !v.pass)
    .map((v) => `${v.rule}: ${v.result}`);

const observed = (res: LightMyRequestResponse): ObservedResponse => ({
  protocol: 'https:',
  headers: res.headers as ObservedResponse['headers'],
  body: res.body,
});

/** A page as Next renders the home page: chunk scripts, one inline bootstrap, data blocks. */
const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});';
const NEXT_PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/a.css"></head><body>
<div id="__next"><main style="color:red">Live</main></div>
<script src="/_next/static/chunks/main.js" defer=""></script>
<script>${BOOTSTRAP}</script>
<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body></html>`;

describe('Mozilla Observatory header rules', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    ({ app } = await productionApp(testDb.db));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  const https = { 'x-forwarded-proto': 'https' };

  it('pass for API answers, refusals included', async () => {
    for (const url of [
      '/api/platform/site-config',
      '/api/sportsbook/v2/sports',
      '/api/health',
      '/api/nothing-here',
      `/api/sportsbook/v2/matches/${'1'.repeat(300)}`,
    ]) {
      const res = await app.inject({ url, headers: https });
      expect(failures(observed(res)), url).toEqual([]);
    }
  });

  it('pass for the deposit pages, the docs and their cookies', async () => {
    for (const url of ['/profile/wallet/deposit', '/spi/iframe?currency=EUR', '/api/docs/']) {
      const res = await app.inject({ url, headers: https });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(failures(observed(res)), url).toEqual([]);
    }
  });

  it('pass for the session and CSRF cookies of a sign-in', async () => {
    const browser = new TestBrowser(app);
    browser.headers = { ...browser.headers, ...https };
    const csrf = await browser.get('/api/platform/csrf');
    expect(failures(observed(csrf))).toEqual([]);
    const res = await browser.post('/api/platform/users/sign_in', {
      email: 'nobody@example.com',
      password: 'wrong password 1',
    });
    expect(failures(observed(res))).toEqual([]);
  });

  it('pass for a player page served with the page headers (Next writes the HTML)', async () => {
    const { ctx } = {
      ctx: { config: { env: 'production', publicOrigin: 'https://sportsbook.example' } },
    };
    const headers = pageHeaders(securityPolicyOf(ctx.config, { allowedHostOrigins: [] }), {
      dev: false,
      hashes: [cspHash(BOOTSTRAP)],
    });
    const server = http.createServer((req, res) => {
      applyHeaders(headers, req, res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(NEXT_PAGE);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const page: ObservedResponse = {
        protocol: 'https:',
        headers: Object.fromEntries(res.headers),
        body: await res.text(),
      };
      expect(failures(page)).toEqual([]);
      expect(page.headers['content-security-policy']).toContain(cspHash(BOOTSTRAP));
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('fail where they should: the rules are not a rubber stamp', () => {
    const bare: ObservedResponse = { protocol: 'https:', headers: {}, body: '' };
    expect(failures(bare)).toEqual([
      'content-security-policy: csp-not-implemented',
      'x-frame-options: x-frame-options-not-implemented',
      'x-content-type-options: x-content-type-options-not-implemented',
      'strict-transport-security: hsts-not-implemented',
    ]);
    const unsafe = failures({
      protocol: 'https:',
      headers: {
        'content-security-policy': "script-src 'self' 'unsafe-inline'",
        'set-cookie': 'sb_session=1; Path=/',
      },
      body: '<script src="https://cdn.example/x.js"></script>',
    });
    expect(unsafe).toEqual(
      expect.arrayContaining([
        'content-security-policy: csp-implemented-with-unsafe-inline',
        'cookies: cookies-session-without-secure-flag',
        'subresource-integrity: sri-not-implemented-but-external-scripts-loaded-securely',
      ]),
    );
  });
});
