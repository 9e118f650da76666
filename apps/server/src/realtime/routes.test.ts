import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Modules } from '../compose';
import type { Db } from '../db';
import { migratedPglite } from '../db/test-backends';
import { testApp } from '../test/harness';
import { memoryBroker } from './create-broker';
import { headerAuth, TEST_PLAYER_HEADER } from './testing';
import { tokenKey, verifyConnectionToken, verifySubscriptionToken } from './tokens';

let db: Db;
let app: FastifyInstance;
let ctx: Modules;
const broker = memoryBroker();

beforeAll(async () => {
  db = await migratedPglite();
  ({ app, ctx } = await testApp(db, broker, { auth: headerAuth }));
});
afterAll(async () => {
  await app.close();
  await broker.close();
  await db.close();
});

const as = (player?: string) => (player ? { [TEST_PLAYER_HEADER]: player } : {});

describe('POST /api/sportsbook/v2/websocket/token', () => {
  it('gives a visitor a connection token with an empty sub', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sportsbook/v2/websocket/token' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const verified = await verifyConnectionToken(tokenKey(ctx.config.realtimeSecret), token);
    expect(verified).toMatchObject({ ok: true, claims: { sub: '' } });
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('gives a player a token whose sub is the player id', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/v2/websocket/token',
      headers: as('31'),
    });
    expect(decodeJwt(res.json<{ token: string }>().token).sub).toBe('31');
  });
});

describe('POST /api/sportsbook/v2/websocket/authorize', () => {
  const authorize = (channels: unknown, player?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sportsbook/v2/websocket/authorize',
      headers: as(player),
      payload: { channels },
    });

  it("signs the caller's own private channel", async () => {
    const res = await authorize(['$private:pt:31'], '31');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ channels: Array<{ channel: string; token: string }> }>();
    expect(body.channels).toHaveLength(1);
    expect(body.channels[0]!.channel).toBe('$private:pt:31');
    const verified = await verifySubscriptionToken(
      tokenKey(ctx.config.realtimeSecret),
      body.channels[0]!.token,
    );
    expect(verified).toMatchObject({ ok: true, claims: { sub: '31', channel: '$private:pt:31' } });
  });

  it("refuses another player's channel, and channels that need no token", async () => {
    for (const channel of ['$private:pt:32', 'public:pt', '$private:pt:31:x']) {
      const res = await authorize([channel], '31');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { key: 'error.websocket.channel_forbidden' } });
    }
  });

  it('asks a visitor to sign in', async () => {
    const res = await authorize(['$private:pt:31']);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a malformed body with 400', async () => {
    for (const channels of [
      [],
      'x',
      [1],
      Array.from({ length: 17 }, (_, i) => `$private:en:${i}`),
    ]) {
      const res = await authorize(channels, '31');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { key: 'error.validation.invalid_request' } });
    }
  });
});

describe('Centrifugo server API at /realtime/api', () => {
  const call = (path: string, payload: unknown, key: string | null = ctx.config.realtimeApiKey) =>
    app.inject({
      method: 'POST',
      url: `/realtime/api/${path}`,
      headers: key === null ? {} : { 'x-api-key': key },
      payload: payload as Record<string, unknown>,
    });

  it('refuses a missing or wrong key with 401', async () => {
    expect((await call('publish', { channel: 'public:en', data: {} }, null)).statusCode).toBe(401);
    expect((await call('publish', { channel: 'public:en', data: {} }, 'wrong')).statusCode).toBe(
      401,
    );
    expect((await call('batch', { commands: [] }, 'wrong')).statusCode).toBe(401);
  });

  it('also takes the key as `Authorization: apikey`', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/realtime/api/publish',
      headers: { authorization: `apikey ${ctx.config.realtimeApiKey}` },
      payload: { channel: 'public:it', data: { event_name: 'match_changed', message: {} } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('publishes and answers with the stream position', async () => {
    const first = (await call('publish', { channel: 'public:en:match:1', data: { a: 1 } })).json<{
      result: { offset: number; epoch: string };
    }>();
    const second = (await call('publish', { channel: 'public:en:match:1', data: { a: 2 } })).json<{
      result: { offset: number; epoch: string };
    }>();
    expect(second.result.offset).toBe(first.result.offset + 1);
    expect(second.result.epoch).toBe(first.result.epoch);
    const history = await broker.latest('public:en:match:1', 10);
    expect(history.publications.map((p) => JSON.parse(p.data))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('refuses an unknown channel with Centrifugo code 102', async () => {
    const res = await call('publish', { channel: 'elsewhere', data: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 102 } });
  });

  it('broadcasts, with an error per channel it could not publish to', async () => {
    const res = await call('broadcast', { channels: ['public:en', 'bogus'], data: { b: 1 } });
    expect(res.statusCode).toBe(200);
    const { result } = res.json<{ result: { responses: Array<Record<string, unknown>> } }>();
    expect(result.responses[0]).toHaveProperty('result.offset');
    expect(result.responses[1]).toMatchObject({ error: { code: 102 } });
  });

  it('runs a batch in order', async () => {
    const res = await call('batch', {
      commands: [
        { publish: { channel: 'public:fr', data: { n: 1 } } },
        { broadcast: { channels: ['public:fr', 'public:de'], data: { n: 2 } } },
        { publish: { channel: '???', data: {} } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { replies } = res.json<{ replies: Array<Record<string, unknown>> }>();
    expect(replies[0]).toMatchObject({ publish: { offset: 1 } });
    expect(replies[1]).toMatchObject({ broadcast: { responses: [{ result: { offset: 2 } }, {}] } });
    expect(replies[2]).toMatchObject({ error: { code: 102 } });
  });

  it('refuses a malformed body with 400', async () => {
    expect((await call('publish', { data: {} })).statusCode).toBe(400);
    expect((await call('batch', { commands: [{ nope: {} }] })).statusCode).toBe(400);
  });
});
