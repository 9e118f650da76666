import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@sb/contract';
import { repoRoot } from '../config';
import { registerErrorHandler } from './error-handler';
import { AppError } from './errors';

async function appWith(refuseUndeclaredKeys: boolean) {
  const app = Fastify();
  registerErrorHandler(app, { refuseUndeclaredKeys });
  app.get('/declared', async () => {
    throw new AppError(409, 'error.cashout.unavailable', 'No offer now');
  });
  app.get('/undeclared', async () => {
    throw new AppError(409, 'error.cashout.gone_fishing', 'No offer now');
  });
  app.get('/answered', async (_request, reply) =>
    reply.status(400).send({ error: { code: 400, key: 'error.made_up', message: 'x' } }),
  );
  await app.ready();
  return app;
}

describe('error keys (issue 18)', () => {
  it('in tests, refuses an error key the contract does not declare', async () => {
    const app = await appWith(true);
    const ok = await app.inject('/declared');
    expect(ok.statusCode).toBe(409);
    expect(ok.json().error.key).toBe('error.cashout.unavailable');
    expect((await app.inject('/undeclared')).statusCode).toBe(500);
    expect((await app.inject('/answered')).statusCode).toBe(500);
    await app.close();
  });

  it('outside tests, answers whatever key was thrown', async () => {
    const app = await appWith(false);
    const res = await app.inject('/undeclared');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('error.cashout.gone_fishing');
    await app.close();
  });

  it('declares every error key written in the server and the domain', () => {
    const declared = new Set<string>(ERROR_KEYS);
    const found = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        // The slip's own alert keys are the web app's, never an answer of the server.
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && file !== path.join(domainSrc, 'slip')) walk(file);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/'(error\.[a-z0-9_.]+)'/g))
            found.set(m[1]!, path.relative(repoRoot, file));
        }
      }
    };
    const domainSrc = path.join(repoRoot, 'packages/domain/src');
    walk(path.join(repoRoot, 'apps/server/src'));
    walk(domainSrc);
    expect(found.size).toBeGreaterThan(50);
    const undeclared = [...found].filter(([key]) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });
});
