import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { createPlatform } from '../platform';
import { createPublisher, memoryBroker, type Broker } from '../realtime';
import { betsCatalogFor, createBets, defaultBetsOptions } from '../sportsbook/bets';
import { createCatalog } from '../sportsbook/catalog';
import { createFeed, testFeedSettings } from '../feed';

/**
 * An app over a given test database, with the in-process broker unless one is passed.
 * `overrides` replaces context fields: `{ auth: visitorsOnly }` for a test that wants no
 * sessions, or a platform built with other site settings (`createPlatform({ ..., site })`).
 */
export async function testApp(
  db: Db,
  broker: Broker = memoryBroker(),
  overrides: Partial<AppContext> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  // Tests stand behind one simulated proxy, so a test can vary the client address.
  const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
  const publisher = createPublisher(broker);
  const platform = overrides.platform ?? createPlatform({ config, db, publisher });
  // No response cache in tests: an answer reflects the last write. The feed is built, not started.
  const catalog = overrides.catalog ?? createCatalog({ db, publisher, cacheTtlMs: 0 });
  const feed =
    overrides.feed ?? createFeed({ db, sink: catalog.apply, settings: testFeedSettings });
  const ctx: AppContext = {
    config,
    db,
    broker,
    publisher,
    auth: platform.auth,
    platform,
    bets:
      overrides.bets ??
      createBets({
        db,
        wallet: platform.wallet,
        publisher,
        catalog: betsCatalogFor(catalog, broker, db),
        options: defaultBetsOptions,
        multiSingleBets: () => platform.site.featureFlags.multi_single_bets ?? true,
      }),
    catalog,
    feed,
    startedAt: Date.now(),
    ...overrides,
  };
  const app = await buildApp(ctx);
  await app.ready();
  return { app, ctx };
}
