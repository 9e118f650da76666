// Test support: an app whose feed runs on a fake clock, with the publications it made.
// A test entry point: production code cannot import it (lint).
import type { FastifyInstance } from 'fastify';
import type { Modules } from '../compose';
import type { Db } from '../db';
import { memoryBroker, type Publication } from '../realtime';
import { testApp } from '../test/harness';
import type { Feed } from './engine';
import type { FeedSettings } from './settings';
import { testFeedSettings } from './test-support';

export { testFeedSettings };

export interface FakeClock {
  now: number;
  advance(ms: number): void;
}

export interface FeedTestApp {
  app: FastifyInstance;
  ctx: Modules;
  feed: Feed;
  clock: FakeClock;
  publications: { channel: string; publication: Publication }[];
}

/** A fixed, round start time so runs are comparable: 2026-06-01 12:00 UTC. */
export const TEST_EPOCH = Date.UTC(2026, 5, 1, 12, 0, 0);

export async function feedTestApp(
  db: Db,
  settings: Partial<FeedSettings> = {},
  start = TEST_EPOCH,
): Promise<FeedTestApp> {
  const broker = memoryBroker();
  const publications: FeedTestApp['publications'] = [];
  broker.on('publication', (p) =>
    publications.push({ channel: p.channel, publication: JSON.parse(p.data) as Publication }),
  );
  const clock: FakeClock = {
    now: start,
    advance(ms) {
      this.now += ms;
    },
  };
  const { app, ctx } = await testApp(db, broker, {
    feed: { settings: { ...testFeedSettings, ...settings }, clock: () => clock.now },
  });
  return { app, ctx, feed: ctx.feed, clock, publications };
}
