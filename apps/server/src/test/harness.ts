import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { visitorsOnly } from '../http/auth';
import { createPublisher, memoryBroker, type Broker } from '../realtime';

/** An app over a given test database, with the in-process broker unless one is passed. */
export async function testApp(
  db: Db,
  broker: Broker = memoryBroker(),
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const ctx: AppContext = {
    config,
    db,
    broker,
    publisher: createPublisher(broker),
    auth: visitorsOnly,
    startedAt: Date.now(),
  };
  const app = await buildApp(ctx);
  await app.ready();
  return { app, ctx };
}
