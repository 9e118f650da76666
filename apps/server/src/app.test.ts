import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDb } from './db/test-backends';
import { seedCatalog } from './sportsbook/catalog/seed';
import { testApp } from './test/harness';
import type { Modules } from './compose';

describeEachDb('api foundation', (db) => {
  let app: FastifyInstance;
  let ctx: Modules & { kind: string };
  beforeAll(async () => {
    await seedCatalog(db.db.orm);
    const built = await testApp(db.db);
    app = built.app;
    ctx = { ...built.ctx, kind: db.kind };
  });
  afterAll(() => app.close());

  it('serves the seeded sports in priority order', async () => {
    const res = await app.inject('/api/sportsbook/v2/sports');
    expect(res.statusCode).toBe(200);
    const keys = res.json<{ data: { key: string }[] }>().data.map((s) => s.key);
    expect(keys.slice(0, 3)).toEqual(['soccer', 'tennis', 'basketball']);
    expect(keys).toContain('counter-strike');
  });

  it('localizes sport names from the language header', async () => {
    const res = await app.inject({
      url: '/api/sportsbook/v2/sports',
      headers: { 'accept-language': 'de' },
    });
    expect(res.json<{ data: { key: string; name: string }[] }>().data[0]).toMatchObject({
      key: 'soccer',
      name: 'Fußball',
    });
  });

  it('filters by type', async () => {
    const res = await app.inject('/api/sportsbook/v2/sports?type=esport');
    expect(res.json<{ data: { provider: string }[] }>().data).toEqual([
      expect.objectContaining({ provider: 'oddin' }),
    ]);
  });

  it('answers a bad query with 400 and the error shape, never a stack', async () => {
    const res = await app.inject('/api/sportsbook/v2/sports?type=42');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: number; key: string; message: string } }>();
    expect(body.error).toMatchObject({ code: 400, key: 'error.validation.invalid_request' });
    expect(body.error.message).toContain('type');
    expect(res.body).not.toContain('at ');
  });

  it('refuses unknown query parameters', async () => {
    const res = await app.inject('/api/sportsbook/v2/sports?limit=abc');
    expect(res.statusCode).toBe(400);
  });

  it('answers unknown routes with 404 and the error shape', async () => {
    const res = await app.inject('/api/sportsbook/v2/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { key: 'error.not_found' } });
  });

  it('tells visitors only up or down in /api/health, and the operator the rest', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const admin = await app.inject({
      url: '/api/health',
      headers: { authorization: `Bearer ${ctx.config.adminToken}` },
    });
    expect(admin.json()).toMatchObject({
      status: 'ok',
      database: { kind: ctx.kind, ok: true },
      broker: { kind: 'memory', ok: true },
      limits: { bodyLimitBytes: 256 * 1024 },
    });
  });

  it('publishes an OpenAPI document with the routes', async () => {
    const res = await app.inject('/api/docs/json');
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/sportsbook/v2/sports');
  });
});
