import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Match } from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import type { Modules } from '../../compose';
import type { Feed } from '../../feed';
import { testFeedSettings } from '../../feed/testing';
import { signedInPlayer } from '../../platform/testing';
import { memoryBroker } from '../../realtime';
import { testApp } from '../../test/harness';
import { seedCatalog } from '../catalog';

// The bets module on the real catalog and feed engine (no fake): a bet on a seeded match is
// validated against the catalog's prices, settled when the trader finishes the match, and
// reopened by a rollback, all through the catalog's results hook.
describeEachDb('bets on the real catalog', (db) => {
  let t: { app: Awaited<ReturnType<typeof testApp>>['app']; ctx: Modules; feed: Feed };
  beforeAll(async () => {
    await seedCatalog(db.db.orm);
    const broker = memoryBroker();
    const start = Date.UTC(2026, 5, 1, 12);
    const made = await testApp(db.db, broker, {
      feed: {
        settings: { ...testFeedSettings, liveTarget: 2, horizonDays: 1 },
        clock: () => start,
      },
    });
    t = { ...made, feed: made.ctx.feed };
    expect(await t.feed.lead()).toBe(true);
    t.ctx.bets.settlement.start();
  });
  afterAll(() => {
    t.ctx.bets.settlement.stop();
  });

  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };

  it('places on a catalog match at its price, settles on the result, reopens on rollback', async () => {
    const list = await t.app.inject({
      url: '/api/sportsbook/v2/matches?sport_key=soccer&match_status=0&type=match&limit=20',
    });
    expect(list.statusCode, list.body.slice(0, 500)).toBe(200);
    const match = (list.json().data as Match[]).find((m) => m.type === 'match' && m.main_market)!;
    expect(match, list.body.slice(0, 2000)).toBeDefined();
    const home = match.main_market!.outcomes[0]!;
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx, {
      funds: [{ currency: 'EUR', amount: 10_000 }],
    });
    const selection = {
      match_id: match.id,
      market_id: match.main_market!.id,
      specifier: match.main_market!.specifier,
      outcome_id: home.id,
    };
    const body = (odds: number) => ({
      meta: { device_id: 'd', quick: false, type: 'single' },
      bets: [{ stake: { value: 1_000, currency: 'EUR' }, selections: [{ ...selection, odds }] }],
    });
    const wrong = await browser.post('/api/sportsbook/v3/bets', body(home.odds + 10));
    expect(wrong.json().error).toMatchObject({ code: 101, key: 'error.place_bets.invalid_odds' });
    const unknown = await browser.post('/api/sportsbook/v3/bets', {
      ...body(home.odds),
      bets: [
        {
          stake: { value: 1_000, currency: 'EUR' },
          selections: [{ ...selection, outcome_id: 'nope', odds: home.odds }],
        },
      ],
    });
    expect(unknown.json().error.key).toBe('error.place_bets.selection_not_found');
    const res = await browser.post('/api/sportsbook/v3/bets', body(home.odds));
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json().data[0];
    expect(bet).toMatchObject({ status: 'waiting_results', odds: home.odds });
    expect(bet.selections[0].match.name).toBe(match.name);
    const balance = () => t.ctx.platform.wallet.balance(playerId, 'EUR');
    expect(await balance()).toBe(9_000);

    const suspended = await t.feed.control({
      kind: 'suspend_market',
      matchId: match.id,
      marketId: selection.market_id,
      specifier: selection.specifier,
    });
    expect(suspended.ok, JSON.stringify(suspended)).toBe(true);
    await t.feed.tick();
    const refused = await browser.post('/api/sportsbook/v3/bets', body(home.odds));
    expect(refused.json().error.key).toBe('error.place_bets.selection_suspended');
    expect(await balance()).toBe(9_000);

    const won = Math.floor((1_000 * home.odds) / 1000);
    const outcome = await t.feed.control({
      kind: 'set_result',
      matchId: match.id,
      markets: [
        {
          marketId: selection.market_id,
          specifier: selection.specifier,
          outcomes: match.main_market!.outcomes.map((o) => ({
            id: o.id,
            result: o.id === home.id ? 'win_entire' : 'lose_entire',
          })),
        },
      ],
    });
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    await t.feed.tick();
    await until(async () => (await balance()) === 9_000 + won);
    const settled = (await browser.get('/api/sportsbook/v3/bets')).json().data[0];
    expect(settled).toMatchObject({ status: 'done', result: 'win_entire', win_amount: won });

    const finished = await t.feed.control({ kind: 'finish_match', matchId: match.id });
    expect(finished.ok, JSON.stringify(finished)).toBe(true);
    await t.feed.tick();
    const rolled = await t.feed.control({ kind: 'rollback', matchId: match.id });
    expect(rolled.ok, JSON.stringify(rolled)).toBe(true);
    await t.feed.tick();
    await until(async () => (await balance()) === 9_000);
    const reopened = (await browser.get('/api/sportsbook/v3/bets')).json().data[0];
    expect(reopened).toMatchObject({ status: 'waiting_results', result: 'no_results' });
  });
});
