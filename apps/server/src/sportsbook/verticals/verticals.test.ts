import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDb } from '../../db/test-backends';
import { signedInPlayer, TestBrowser } from '../../platform/testing';
import { testApp } from '../../test/harness';
import type { Modules } from '../../compose';
import { loadVerticalFlags } from './verticals';

// Issue 23: the verticals (domain 1, 3, 7): enabled by additional_providers, launched by POST
// /{provider}/launch for a signed-in player, the sandbox's game served to that session only.

const api = '/api/sportsbook/v2';
const on = { enabled: true };
const off = { enabled: false };

describe('loadVerticalFlags', () => {
  const write = (json: unknown) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verticals-')), 'v.json');
    fs.writeFileSync(file, JSON.stringify(json));
    return file;
  };
  it('reads the file; a provider not named is off, and no file turns them all off', () => {
    expect(loadVerticalFlags(write({ lotto: on }))).toEqual({
      horse_racing: off,
      lotto: on,
      premium_cricket: off,
      virtual_gaming_arena: off,
    });
    expect(loadVerticalFlags('/nonexistent/verticals.json').lotto).toEqual(off);
  });
  it('stops the start on a provider it does not know, naming it', () => {
    expect(() => loadVerticalFlags(write({ greyhounds: on }))).toThrow(/greyhounds/);
  });
  it('the committed config/verticals.json turns the four sandbox verticals on', () => {
    expect(Object.values(loadVerticalFlags())).toEqual([on, on, on, on]);
  });
});

describeEachDb('verticals', (ctx) => {
  let app: FastifyInstance;
  let modules: Modules;
  beforeAll(async () => {
    const t = await testApp(ctx.db, undefined, {
      verticals: { horse_racing: on, lotto: on, premium_cricket: on, virtual_gaming_arena: off },
    });
    app = t.app;
    modules = t.ctx;
  });
  afterAll(() => app.close());

  it("says which run in the settings' additional_providers", async () => {
    const res = await app.inject(`${api}/settings`);
    expect(res.json().data.additional_providers).toEqual({
      horse_racing: on,
      lotto: on,
      premium_cricket: on,
      virtual_gaming_arena: off,
    });
  });

  it("launches a signed-in player's game, whose page opens for that session only", async () => {
    const { browser } = await signedInPlayer(app, modules);
    const res = await browser.post(`${api}/horse_racing/launch`, { app: 'web' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/spi\/games\/horse_racing\?session=/);
    const page = await app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox Downs');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    // Another game's page, a changed player, an unsigned session: refused.
    const session = new URL(url, 'http://x').searchParams.get('session')!;
    const [, player, expires, mac] = session.split('.');
    for (const bad of [
      `/spi/games/lotto?session=${encodeURIComponent(session)}`,
      `/spi/games/horse_racing?session=horse_racing.${Number(player) + 1}.${expires}.${mac}`,
      `/spi/games/horse_racing?session=horse_racing.${player}.${expires}.x`,
    ])
      expect((await app.inject(bad)).statusCode).toBe(403);
  });

  it('refuses a visitor, a vertical that is off, and one that does not exist', async () => {
    const visitor = new TestBrowser(app);
    const anonymous = await visitor.post(`${api}/lotto/launch`, {});
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await signedInPlayer(app, modules);
    const disabled = await browser.post(`${api}/virtual_gaming_arena/launch`, {});
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().error.key).toBe('error.vertical.not_enabled');
    expect((await browser.post(`${api}/greyhounds/launch`, {})).statusCode).toBe(400);
  });
});
