import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../db/test-backends';
import { testApp } from '../test/harness';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every `$ref` in a document, with where it stands. */
function refs(node: unknown, at = '#', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => refs(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      else refs(v, `${at}/${k}`, out);
    }
  return out;
}

function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], doc);
}

// issue 17, finding 8: /api/docs had 35 `$ref`s into an empty components.schemas.
describeEachDb('the OpenAPI document', (db) => {
  let app: FastifyInstance;
  let doc: Doc;
  beforeAll(async () => {
    ({ app } = await testApp(db.db));
    doc = (await app.inject('/api/docs/json')).json<Doc>();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document (checked by an OpenAPI schema validator)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('resolves every $ref inside the document', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    const dangling = all.filter(([, ref]) => resolve(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('documents the bet and cash-out bodies in components.schemas', () => {
    const body = (path: string) => {
      const schema = (
        doc.paths[path]?.post?.requestBody as {
          content: { 'application/json': { schema: { $ref?: string } } };
        }
      ).content['application/json'].schema;
      return (schema.$ref ? resolve(doc, schema.$ref) : schema) as {
        properties: Record<string, unknown>;
      };
    };
    expect(Object.keys(body('/api/sportsbook/v3/bets').properties)).toContain('bets');
    expect(Object.keys(body('/api/sportsbook/v2/bets/cashout').properties)).toContain('bet_id');
    expect(Object.keys(doc.components?.schemas ?? {})).toContain('ErrorBody');
  });

  it('is browsable at /api/docs, with the JSON still at /api/docs/json', async () => {
    const ui = await app.inject('/api/docs');
    const page = ui.statusCode === 302 ? await app.inject(ui.headers.location!) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
