import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp } from './test-app';

// issue 7 / domain 3: GET /api/sportsbook/v3/bets, newest first, a status list, limit <= 500.
describeEachDb('bets: history', (db) => {
  let t: BetsTestApp;
  let nextMatch = 9000;
  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  it('lists the bets newest first with pagination, filtered by a status list', async () => {
    const p = await t.player(100_000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const m = t.catalog.addMatch(++nextMatch).id;
      t.clock.now += 1000;
      const res = await p.place(slip([{ stake: 100 + i, selections: [[m, 1, '', '1', 2000]] }]));
      ids.push(res.json().data[0].id);
    }
    await t.catalog.settleMarket(nextMatch, 1, '', '1');
    await t.bets.settleMatch(nextMatch);

    const page1 = (await p.browser.get('/api/sportsbook/v3/bets?limit=2')).json();
    expect(page1.data.map((b: { id: string }) => b.id)).toEqual([ids[4], ids[3]]);
    expect(page1.pagination).toEqual({ total: 5, page: 1, limit: 2, last_page: 3 });
    const page3 = (await p.browser.get('/api/sportsbook/v3/bets?limit=2&page=3')).json();
    expect(page3.data.map((b: { id: string }) => b.id)).toEqual([ids[0]]);

    const done = (await p.browser.get('/api/sportsbook/v3/bets?status=done')).json();
    expect(done.data).toHaveLength(1);
    expect(done.data[0]).toMatchObject({ status: 'done', result: 'win_entire', win_amount: 208 });
    const open = (
      await p.browser.get('/api/sportsbook/v3/bets?status=waiting_results,submitted&locale=de')
    ).json();
    expect(open.pagination.total).toBe(4);
    const repeated = (
      await p.browser.get('/api/sportsbook/v3/bets?status=waiting_results&status=done')
    ).json();
    expect(repeated.pagination.total).toBe(5);
  });

  it('only the player’s own bets', async () => {
    const p = await t.player(10_000);
    const q = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
    expect((await q.browser.get('/api/sportsbook/v3/bets')).json().data).toEqual([]);
  });

  it('refuses a bad query with a key, and visitors with 401', async () => {
    const p = await t.player(0);
    for (const q of ['limit=501', 'limit=0', 'page=0', 'status=nope', 'unknown=1']) {
      const res = await p.browser.get(`/api/sportsbook/v3/bets?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.key).toBe('error.validation.invalid_request');
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v3/bets' });
    expect(visitor.statusCode).toBe(401);
  });
});
