import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDb } from '../../db/test-backends';
import { signedInPlayer, TestBrowser } from '../../platform/testing';
import { testApp } from '../../test/harness';
import type { Modules } from '../../compose';

// Issue 23 (domain 7 GET /watchersio/userid): the chat widget's id for the player.

describeEachDb('GET /watchersio/userid', (ctx) => {
  let app: FastifyInstance;
  let modules: Modules;
  beforeAll(async () => {
    ({ app, ctx: modules } = await testApp(ctx.db));
  });
  afterAll(() => app.close());

  it('is stable for a player and differs between players', async () => {
    const one = await signedInPlayer(app, modules);
    const two = await signedInPlayer(app, modules);
    const idOf = async (b: TestBrowser) => {
      const res = await b.get('/api/sportsbook/v2/watchersio/userid');
      expect(res.statusCode).toBe(200);
      return res.json<{ id: string }>().id;
    };
    const first = await idOf(one.browser);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await idOf(one.browser)).toBe(first);
    expect(await idOf(two.browser)).not.toBe(first);
  });

  it('asks a visitor to sign in', async () => {
    const res = await new TestBrowser(app).get('/api/sportsbook/v2/watchersio/userid');
    expect(res.statusCode).toBe(401);
  });
});
