import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketsAnswer, matchAnswer, type Market } from '@sb/contract';
import { createTestDb, describeEachDb } from '../db/test-backends';
import { createFeed } from './engine';
import { testFeedSettings } from './test-support';
import { feedTestApp, type FeedTestApp } from './testing';

type ResultEvent = Parameters<Parameters<FeedTestApp['ctx']['catalog']['onResults']>[0]>[0];

// issue 4 trading controls: suspend or reopen a market or a match, set a result, void a match,
// finish a match now; behind the admin token.
describeEachDb('trading controls', (ctx) => {
  let t: FeedTestApp;
  const results: ResultEvent[] = [];
  beforeAll(async () => {
    t = await feedTestApp(ctx.db);
    t.ctx.catalog.onResults((e) => void results.push(e));
    await t.feed.lead();
  });
  afterAll(() => t.app.close());

  const admin = (
    matchId: number | string,
    action: string,
    payload?: object,
    token = t.ctx.config.adminToken,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${matchId}/${action}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const markets = async (id: number): Promise<Market[]> =>
    marketsAnswer.parse((await t.app.inject(`/api/sportsbook/v2/matches/${id}/markets`)).json())
      .data;
  const status = async (id: number) =>
    matchAnswer.parse((await t.app.inject(`/api/sportsbook/v2/matches/${id}`)).json()).data.status;
  const soccer = () => {
    const m = t.feed
      .list()
      .find((x) => x.sport === 'soccer' && x.type === 'match' && x.status === 0);
    if (!m) throw new Error('no prematch soccer match');
    return m.id;
  };

  it('refuses callers without the admin token', async () => {
    const id = soccer();
    expect((await admin(id, 'suspend', undefined, 'wrong')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/matches/${id}/suspend` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { key: 'error.unauthorized' } });
  });

  it('suspends and reopens a match, and one market', async () => {
    const id = soccer();
    expect((await admin(id, 'suspend')).statusCode).toBe(200);
    expect((await markets(id)).every((m) => m.status === -1)).toBe(true);
    expect((await admin(id, 'reopen')).statusCode).toBe(200);
    expect((await markets(id)).every((m) => m.status === 1)).toBe(true);

    const market = { market_id: 18, specifier: 'total=2.5' };
    expect((await admin(id, 'markets/suspend', market)).statusCode).toBe(200);
    const after = await markets(id);
    expect(after.find((m) => m.id === 18 && m.specifier === 'total=2.5')!.status).toBe(-1);
    expect(after.filter((m) => m.status === 1).length).toBe(after.length - 1);
    expect((await admin(id, 'markets/reopen', market)).statusCode).toBe(200);
    expect((await markets(id)).every((m) => m.status === 1)).toBe(true);
    expect(
      (await admin(id, 'markets/suspend', { market_id: 18, specifier: 'total=9.5' })).statusCode,
    ).toBe(404);
  });

  it('finishes a match now and settles it', async () => {
    const id = soccer();
    const res = await admin(id, 'finish');
    expect(res.statusCode).toBe(200);
    expect(await status(id)).toBe(4);
    const settled = await markets(id);
    expect(
      settled.every((m) => m.status === -3 && m.outcomes.every((o) => o.result !== null)),
    ).toBe(true);
    expect(results.filter((r) => r.matchId === id).map((r) => r.kind)).toEqual(['result']);
    expect((await admin(id, 'finish')).statusCode).toBe(409);
  });

  it('sets a result from a score, corrects it, rolls it back', async () => {
    const id = soccer();
    expect((await admin(id, 'start')).statusCode).toBe(200);
    expect(
      (await admin(id, 'result', { score: { home: 2, away: 1 }, ht_score: { home: 0, away: 1 } }))
        .statusCode,
    ).toBe(200);
    const first = await markets(id);
    const result = (ms: Market[], marketId: number, specifier: string, outcome: string) =>
      ms
        .find((m) => m.id === marketId && m.specifier === specifier)!
        .outcomes.find((o) => o.id === outcome)!.result;
    expect(result(first, 1, '', '1')).toBe('win_entire');
    expect(result(first, 60, '', '3')).toBe('win_entire');
    expect(
      result(first, 16, 'hcp=-1', '1714') ?? result(first, 16, 'hcp=-1', '1714'),
    ).toBeDefined();

    // A correction: the trader got the score wrong.
    expect((await admin(id, 'result', { score: { home: 1, away: 1 } })).statusCode).toBe(200);
    const corrected = await markets(id);
    expect(result(corrected, 1, '', '2')).toBe('win_entire');
    const events = results.filter((r) => r.matchId === id);
    expect(events.map((e) => e.kind)).toEqual(['result', 'correction']);
    expect(events[1]!.version).toBeGreaterThan(events[0]!.version);

    // Market by market, with an Asian quarter line split in halves.
    expect(
      (
        await admin(id, 'result', {
          markets: [
            {
              market_id: 29,
              specifier: '',
              outcomes: [
                { id: '74', result: 'win_entire' },
                { id: '76', result: 'lose_entire' },
              ],
            },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(results.filter((r) => r.matchId === id).map((r) => r.kind)).toEqual([
      'result',
      'correction',
      'correction',
    ]);

    expect((await admin(id, 'rollback')).statusCode).toBe(200);
    const rolled = await markets(id);
    expect(rolled.every((m) => m.outcomes.every((o) => o.result === null))).toBe(true);
    expect(results.filter((r) => r.matchId === id).at(-1)!.kind).toBe('rollback');
  });

  it('voids a match: status 3 and every outcome canceled', async () => {
    const id = soccer();
    expect((await admin(id, 'void')).statusCode).toBe(200);
    expect(await status(id)).toBe(3);
    const voided = await markets(id);
    expect(
      voided.every((m) => m.status === -4 && m.outcomes.every((o) => o.result === 'canceled')),
    ).toBe(true);
    expect(results.filter((r) => r.matchId === id).map((r) => r.kind)).toEqual(['void']);
  });

  it('answers bad input with 400 and unknown matches with 404', async () => {
    const id = soccer();
    expect((await admin(id, 'result', {})).statusCode).toBe(400);
    expect((await admin(id, 'result', { score: { home: -1, away: 0 } })).statusCode).toBe(400);
    expect((await admin(id, 'markets/suspend', { market_id: 'x' })).statusCode).toBe(400);
    expect(
      (
        await admin(id, 'result', {
          markets: [{ market_id: 1, specifier: '', outcomes: [{ id: '9', result: 'win_entire' }] }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin(999_999, 'suspend')).statusCode).toBe(404);
    expect((await admin('abc', 'suspend')).statusCode).toBe(400);
  });

  it('reports the engine state', async () => {
    const res = await t.app.inject({
      url: '/api/admin/feed',
      headers: { authorization: `Bearer ${t.ctx.config.adminToken}` },
    });
    expect(res.json()).toMatchObject({ data: { leader: true } });
  });
});

// One leader per database: a second process waits; when the leader goes, it takes over and
// resumes the schedule (PGlite belongs to one process, so this runs on Postgres only).
describeEachDb('feed leader election', (ctx) => {
  it('elects one leader and hands over when it stops', async () => {
    if (ctx.kind !== 'postgres') return;
    const other = await createTestDb('postgres');
    try {
      const noop = async () => {};
      const settings = { ...testFeedSettings, enabled: true };
      const a = createFeed({ db: other.db, sink: noop, settings });
      const b = createFeed({ db: other.db, sink: noop, settings });
      expect(await a.lead()).toBe(true);
      expect(await b.lead()).toBe(false);
      const running = a.list().length;
      expect(running).toBeGreaterThan(10);
      await a.stop();
      expect(await b.lead()).toBe(true);
      expect(b.list().length).toBe(running);
      await b.stop();
    } finally {
      await other.close();
    }
  });
});
