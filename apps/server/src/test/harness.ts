import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../app';
import { composeApp, type ComposeOptions, type Modules } from '../compose';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { defaultBetsOptions } from '../sportsbook/bets';
import { memoryBroker, type Broker } from '../realtime';
import { testFeedSettings } from '../feed/test-support';

/**
 * An app over a given test database, composed as main.ts composes it (compose.ts), with the
 * in-process broker unless one is passed. `overrides` are the composition's options:
 * `{ auth: visitorsOnly }` for a test that wants no sessions, `{ platform: { site } }` for other
 * site settings, `{ publisher }` to record pushes, `{ bets: { catalog } }` for a fake catalog.
 */
export async function testApp(
  db: Db,
  broker: Broker = memoryBroker(),
  overrides: Partial<Omit<ComposeOptions, 'db' | 'broker'>> = {},
  /** The HTTP app's own options (`{ quotas }` for a test of the quotas). */
  appOptions: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; ctx: Modules }> {
  // Tests stand behind one simulated proxy, so a test can vary the client address.
  const config = overrides.config ?? loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
  const { app, modules } = await composeApp(
    {
      ...overrides,
      config,
      db,
      broker,
      // No response cache in tests: an answer reflects the last write. The feed is built, not started.
      catalog: { cacheTtlMs: 0, ...overrides.catalog },
      feed: { settings: testFeedSettings, ...overrides.feed },
      // Every test process announces cash-out offers (the feed is not started, so leads nothing).
      bets: { options: defaultBetsOptions, announcesOffers: () => true, ...overrides.bets },
    },
    appOptions,
  );
  await app.ready();
  return { app, ctx: modules };
}
