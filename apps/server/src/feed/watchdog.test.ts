import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketsAnswer, type Market } from '@sb/contract';
import { describeEachDb } from '../db/test-backends';
import { createFeed, FEED_LEADER_LOCK, type Feed } from './engine';
import { testFeedSettings } from './test-support';
import { feedTestApp, type FeedTestApp } from './testing';

// issue 25 "Feed watchdog": when the engine leader stops publishing, every live market is
// suspended (silence noticed within 5 s, markets suspended within 2 s of that) and reopened when
// a leader ticks again; the players see it on the match channels.
describeEachDb('feed watchdog', (ctx) => {
  let t: FeedTestApp;
  /** Another process's view of the same database: it only watches. */
  let other: Feed;
  beforeAll(async () => {
    t = await feedTestApp(ctx.db, { liveTarget: 3 });
    other = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: { ...testFeedSettings, liveTarget: 3 },
      clock: () => t.clock.now,
    });
    expect(await t.feed.lead()).toBe(true);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await t.feed.tick();
    }
  });
  afterAll(() => t.app.close());

  const live = () => t.feed.list().filter((m) => m.status === 1);
  const markets = async (id: number): Promise<Market[]> =>
    marketsAnswer.parse((await t.app.inject(`/api/sportsbook/v2/matches/${id}/markets`)).json())
      .data;
  const statusesOf = async (ids: number[]) =>
    (await Promise.all(ids.map(markets))).flat().map((m) => m.status);

  const openCount = async (ids: number[]) => (await statusesOf(ids)).filter((s) => s === 1).length;
  let openBefore = 0;

  it('suspends every live market once the leader is silent, once, and publishes it', async () => {
    const ids = live().map((m) => m.id);
    expect(ids.length).toBe(3);
    openBefore = await openCount(ids);
    expect(openBefore).toBeGreaterThan(10);

    // 3 s without a beat is not yet silence (ticks may be a second late).
    t.clock.advance(3000);
    expect(await other.watch()).toBe(false);
    expect(await statusesOf(ids)).toContain(1);

    // Past the silence (4 s): the first watchdog to look suspends, and only one does.
    t.clock.advance(1500);
    const seen = t.publications.length;
    const started = performance.now();
    expect(await other.watch()).toBe(true);
    const suspendedInMs = performance.now() - started;
    expect(suspendedInMs).toBeLessThan(2000);
    expect(await t.feed.watch()).toBe(false);
    expect(new Set(await statusesOf(ids))).not.toContain(1);

    const pushed = t.publications
      .slice(seen)
      .filter((p) => p.publication.event_name === 'markets_changed');
    for (const id of ids) {
      const onMatch = pushed.filter((p) => p.channel === `public:en:match:${id}`);
      expect(onMatch.length).toBeGreaterThan(0);
      const statuses = onMatch.flatMap(
        (p) => (p.publication.message as { markets: { status: number }[] }).markets,
      );
      expect(statuses.every((m) => m.status !== 1)).toBe(true);
    }
  });

  it('reopens the markets when the leader ticks again, by re-stating them all', async () => {
    const ids = live().map((m) => m.id);
    t.clock.advance(1000);
    await t.feed.tick(); // the beat hears of the silence
    t.clock.advance(1000);
    await t.feed.tick(); // every market re-stated
    // Play went on meanwhile (a bet stop may hold a few), but the book is open as before.
    const openAfter = await openCount(ids);
    expect(openAfter).toBeGreaterThan(openBefore * 0.8);
    const [row] = await ctx.db.query<{ silenced_at: string | null }>(
      'select silenced_at from feed_heartbeat',
    );
    expect(row?.silenced_at).toBeNull();
    // The feed is alive: the watchdog stays quiet.
    t.clock.advance(1000);
    expect(await other.watch()).toBe(false);
  });
});

describeEachDb('feed leadership lost without the process dying', (ctx) => {
  it('is noticed by the leader, which stops leading; another process takes over', async () => {
    if (ctx.kind === 'pglite') return; // one embedded database, one process: always the leader
    const t = await feedTestApp(ctx.db);
    const other = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: testFeedSettings,
      clock: () => t.clock.now,
    });
    try {
      expect(await t.feed.lead()).toBe(true);
      expect(await other.lead()).toBe(false);
      expect(await t.feed.verifyLeadership()).toBe(true);
      // The lock's session ends under it (a network cut, a DBA, a failover).
      await ctx.db.query(
        `select pg_terminate_backend(pid) from pg_locks
         where locktype = 'advisory' and objid = $1 and pid <> pg_backend_pid()`,
        [FEED_LEADER_LOCK],
      );
      expect(await t.feed.verifyLeadership()).toBe(false);
      expect(t.feed.isLeader()).toBe(false);
      expect(await other.lead()).toBe(true);
    } finally {
      await t.feed.stop();
      await other.stop();
      await t.app.close();
    }
  });
});
