import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketsAnswer, matchAnswer, type Market, type Match } from '@sb/contract';
import { describeEachDb } from '../db/test-backends';
import { createFeed } from './engine';
import { testFeedSettings } from './test-support';
import { feedTestApp, type FeedTestApp } from './testing';

type ResultEvent = Parameters<Parameters<FeedTestApp['ctx']['catalog']['onResults']>[0]>[0];

// issue 4: "a test drives a whole soccer and a whole tennis match through the engine with a fake
// clock and checks the statuses, scores, suspensions and results on the way".
describeEachDb('feed engine on a fake clock', (ctx) => {
  let t: FeedTestApp;
  const results: ResultEvent[] = [];
  beforeAll(async () => {
    t = await feedTestApp(ctx.db);
    t.ctx.catalog.onResults((e) => void results.push(e));
    expect(await t.feed.lead()).toBe(true);
  });
  afterAll(() => t.app.close());

  const admin = (matchId: number, action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${matchId}/${action}`,
      headers: { authorization: `Bearer ${t.ctx.config.adminToken}` },
      ...(payload ? { payload } : {}),
    });
  const match = async (id: number): Promise<Match> =>
    matchAnswer.parse((await t.app.inject(`/api/sportsbook/v2/matches/${id}`)).json()).data;
  const markets = async (id: number): Promise<Market[]> =>
    marketsAnswer.parse((await t.app.inject(`/api/sportsbook/v2/matches/${id}/markets`)).json())
      .data;
  const pick = (sport: string) =>
    t.feed.list().find((m) => m.sport === sport && m.type === 'match' && m.status === 0)!;

  /** Plays on in steps of real time until the match is over; what was seen on the way. */
  async function playOut(id: number, stepMs = 5000) {
    const statuses: number[] = [];
    const totals: number[] = [];
    let servers = 0;
    for (let i = 0; i < 2000; i++) {
      t.clock.advance(stepMs);
      await t.feed.tick();
      const m = await match(id);
      if (statuses[statuses.length - 1] !== m.status) statuses.push(m.status);
      const score = m.statistics?.total_score;
      if (score) totals.push(score.home + score.away);
      if (m.statistics?.current_server) servers++;
      if (m.status === 4) return { statuses, totals, servers, final: m };
    }
    throw new Error('the match never ended');
  }

  const published = (id: number, event: string) =>
    t.publications.filter(
      (p) => p.channel === `public:en:match:${id}` && p.publication.event_name === event,
    );

  it('plays a soccer match: live, bet stops around goals, full time, every market settled', async () => {
    const { id } = pick('soccer');
    expect((await match(id)).status).toBe(0);
    expect((await admin(id, 'start')).statusCode).toBe(200);
    const kickedOff = await match(id);
    expect(kickedOff.status).toBe(1);
    expect(kickedOff.statistics?.clock?.match_time).toBe('00:00');
    expect(Date.parse(kickedOff.start_time)).toBe(t.clock.now);

    const { statuses, totals, final } = await playOut(id);
    expect(statuses).toEqual([1, 4]);
    // Scores only go up, and the final score is the sum of the halves.
    for (let i = 1; i < totals.length; i++)
      expect(totals[i]!).toBeGreaterThanOrEqual(totals[i - 1]!);
    const halves = final.statistics!.period_score;
    expect(halves.map((p) => p.period_key)).toEqual(['1h', '2h']);
    const score = final.statistics!.total_score!;
    expect(halves.reduce((s, p) => s + p.home, 0)).toBe(score.home);
    expect(halves.reduce((s, p) => s + p.away, 0)).toBe(score.away);

    // Dangerous moments suspended the markets (status -1) and they reopened (status 1).
    const updates = published(id, 'markets_changed').map(
      (p) => p.publication.message as { markets: Market[] },
    );
    expect(updates.some((u) => u.markets.some((m) => m.status === -1))).toBe(true);
    const reopened = updates.findIndex(
      (u, i) =>
        i > 0 &&
        u.markets.some((m) => m.status === 1) &&
        updates.slice(0, i).some((v) => v.markets.some((m) => m.status === -1)),
    );
    expect(reopened).toBeGreaterThan(0);
    expect(
      published(id, 'match_status_changed').map(
        (p) => (p.publication.message as { status: number }).status,
      ),
    ).toEqual([1, 4]);

    // Every market is settled, consistently with the final score.
    const settled = await markets(id);
    expect(settled.length).toBeGreaterThan(20);
    for (const m of settled) {
      expect(m.status).toBe(-3);
      for (const o of m.outcomes) expect(o.result).not.toBeNull();
    }
    const result = (marketId: number, specifier: string, outcome: string) =>
      settled
        .find((m) => m.id === marketId && m.specifier === specifier)!
        .outcomes.find((o) => o.id === outcome)!.result;
    expect(result(1, '', '1')).toBe(score.home > score.away ? 'win_entire' : 'lose_entire');
    expect(result(1, '', '2')).toBe(score.home === score.away ? 'win_entire' : 'lose_entire');
    expect(result(18, 'total=2.5', '12')).toBe(
      score.home + score.away > 2.5 ? 'win_entire' : 'lose_entire',
    );
    expect(result(29, '', '74')).toBe(
      score.home > 0 && score.away > 0 ? 'win_entire' : 'lose_entire',
    );

    const announced = results.filter((r) => r.matchId === id);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ kind: 'result', status: 4, score });
    expect(announced[0]!.markets.length).toBe(settled.length);
  });

  it('plays a tennis match: the server changes, sets add up, the winner is paid', async () => {
    const { id } = pick('tennis');
    expect((await admin(id, 'start')).statusCode).toBe(200);
    const seenServers = new Set<string>();
    t.clock.advance(60_000);
    await t.feed.tick();
    const early = await match(id);
    expect(early.statistics?.current_server).toMatch(/home|away/);
    expect(early.statistics?.game_score).not.toBeNull();
    seenServers.add(early.statistics!.current_server!);

    const { statuses, servers, final } = await playOut(id, 10_000);
    expect(statuses[0]).toBe(1);
    expect(statuses[statuses.length - 1]).toBe(4);
    expect(servers).toBeGreaterThan(10);
    const sets = final.statistics!.period_score;
    const won = {
      home: sets.filter((s) => s.home > s.away).length,
      away: sets.filter((s) => s.away > s.home).length,
    };
    expect(final.statistics!.total_score).toEqual(won);
    expect(Math.max(won.home, won.away)).toBe(2);
    for (const s of sets) {
      const [w, l] = [Math.max(s.home, s.away), Math.min(s.home, s.away)];
      expect(w === 6 ? l <= 4 : w === 7 && (l === 5 || l === 6)).toBe(true);
    }
    const settled = await markets(id);
    const winner = settled.find((m) => m.id === 186)!;
    expect(winner.outcomes.find((o) => o.id === (won.home === 2 ? '4' : '5'))!.result).toBe(
      'win_entire',
    );
    const setBetting = settled.find((m) => m.id === 199)!;
    expect(setBetting.outcomes.find((o) => o.id === `${won.home}:${won.away}`)!.result).toBe(
      'win_entire',
    );
    const games = sets.reduce((s, x) => s + x.home + x.away, 0);
    for (const m of settled.filter((x) => x.id === 189)) {
      const line = Number(m.specifier.split('=')[1]);
      expect(m.outcomes[0]!.result).toBe(games > line ? 'win_entire' : 'lose_entire');
    }
    expect(results.filter((r) => r.matchId === id)).toHaveLength(1);
  });
});

describeEachDb('feed engine when the catalog write fails', (ctx) => {
  it('sends the lost fixtures and statuses again and re-states prices in full', async () => {
    const t = await feedTestApp(ctx.db, { liveTarget: 2 });
    let failNext = false;
    const feed = createFeed({
      db: ctx.db,
      settings: { ...testFeedSettings, liveTarget: 2 },
      clock: () => t.clock.now,
      sink: async (messages, options) => {
        if (failNext) {
          failNext = false;
          throw new Error('database unavailable');
        }
        await t.ctx.catalog.apply(messages, options);
      },
    });
    expect(await feed.lead()).toBe(true);
    // A tick whose batch is lost, with a new match kicking off in it.
    const next = feed.list().find((m) => m.type === 'match' && m.status === 0)!;
    failNext = true;
    await expect(feed.control({ kind: 'start_match', matchId: next.id })).rejects.toThrow(
      'database unavailable',
    );
    t.clock.advance(5000);
    await feed.tick();
    const res = await t.app.inject(`/api/sportsbook/v2/matches/${next.id}`);
    expect(res.json<{ data: { status: number } }>().data.status).toBe(1);
    await t.app.close();
  });
});
