// Test support: an app whose feed runs on a fake clock, with the publications it made.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { memoryBroker, type Publication } from '../realtime';
import { testApp } from '../test/harness';
import { createFeed, type Feed } from './engine';
import { testFeedSettings, type FeedSettings } from './settings';

export interface FakeClock {
  now: number;
  advance(ms: number): void;
}

export interface FeedTestApp {
  app: FastifyInstance;
  ctx: AppContext;
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
  // The app's catalog (harness) is the feed's sink; the feed exists once the app does.
  let feed: Feed | null = null;
  const late = (): Feed => feed!;
  const proxy: Feed = {
    start: () => late().start(),
    stop: () => late().stop(),
    lead: () => late().lead(),
    tick: () => late().tick(),
    control: (c) => late().control(c),
    isLeader: () => late().isLeader(),
    stats: () => late().stats(),
    snapshot: (id) => late().snapshot(id),
    list: () => late().list(),
  };
  const { app, ctx } = await testApp(db, broker, { feed: proxy });
  feed = createFeed({
    db,
    sink: ctx.catalog.apply,
    settings: { ...testFeedSettings, ...settings },
    clock: () => clock.now,
  });
  return { app, ctx, feed, clock, publications };
}
