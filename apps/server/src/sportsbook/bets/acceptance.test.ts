import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp } from './test-app';

// issue 7: live bets wait out an acceptance delay per sport (prematch none), are `submitted`
// meanwhile, then accepted or rejected with the reason and the stake refunded; bet_changed
// tells the owner. The clock is the test's.
describeEachDb('bets: live acceptance delay', (db) => {
  let t: BetsTestApp;
  let nextMatch = 5000;
  const live = (sportKey = 'soccer') => t.catalog.addMatch(++nextMatch, { status: 1, sportKey }).id;
  const home = (m: number) => ({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' });
  const betChanges = (playerId: string) =>
    t.sent
      .filter(
        (s) => s.channel.endsWith(`:${playerId}`) && s.publication.event_name === 'bet_changed',
      )
      .map((s) => s.publication.message as { status: string; reason: string | null });

  beforeAll(async () => {
    t = await betsTestApp(db.db, {
      delays: { liveDefaultMs: 5_000, liveBySportMs: { tennis: 3_000 }, vipMs: 5_000 },
      vipStake: { EUR: 50_000 },
    });
  });

  it('a prematch bet is accepted at once; a live one is submitted until its delay is over', async () => {
    const p = await t.player(10_000);
    const pre = t.catalog.addMatch(++nextMatch).id;
    const prematch = await p.place(slip([{ selections: [[pre, 1, '', '1', 2000]] }]));
    expect(prematch.json().data[0].status).toBe('waiting_results');

    const m = live();
    const res = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json().data[0];
    expect(bet.status).toBe('submitted');
    // issue 22: the countdown the player sees runs to when the book decides.
    expect(bet.accept_at).toBe(new Date(t.clock.now + 5_000).toISOString());
    expect(prematch.json().data[0].accept_at).toBeNull();
    expect(await p.balance()).toBe(8_000);

    expect(await t.bets.acceptance.processDue(t.clock.now + 4_999)).toEqual({
      accepted: 0,
      rejected: 0,
    });
    expect(await t.bets.acceptance.processDue(t.clock.now + 5_000)).toEqual({
      accepted: 1,
      rejected: 0,
    });
    const list = await p.browser.get('/api/sportsbook/v3/bets');
    expect(list.json().data.find((b: { id: string }) => b.id === bet.id).status).toBe(
      'waiting_results',
    );
    expect(betChanges(p.playerId).at(-1)).toMatchObject({
      status: 'waiting_results',
      reason: null,
    });
    expect(await p.balance()).toBe(8_000);
  });

  it('the delay is per sport', async () => {
    const p = await t.player(10_000);
    const m = live('tennis');
    await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
    expect(await t.bets.acceptance.processDue(t.clock.now + 3_000)).toEqual({
      accepted: 1,
      rejected: 0,
    });
  });

  it('a live bet whose odds move during the delay is rejected and its stake refunded', async () => {
    const p = await t.player(10_000);
    const m = live();
    const res = await p.place(slip([{ stake: 2_500, selections: [[m, 1, '', '1', 2000]] }]));
    const bet = res.json().data[0];
    expect(bet.status).toBe('submitted');
    expect(await p.balance()).toBe(7_500);
    t.catalog.setOdds(home(m), 1_800);
    expect(await t.bets.acceptance.processDue(t.clock.now + 5_000)).toEqual({
      accepted: 0,
      rejected: 1,
    });
    expect(await p.balance()).toBe(10_000);
    const list = await p.browser.get('/api/sportsbook/v3/bets');
    expect(list.json().data[0]).toMatchObject({
      id: bet.id,
      status: 'rejected',
      reason: 'error.place_bets.invalid_odds',
      win_amount: null,
    });
    expect(betChanges(p.playerId).at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'error.place_bets.invalid_odds',
    });
    // Deciding again changes nothing (the refund is applied once).
    expect(await t.bets.acceptance.processDue(t.clock.now + 60_000)).toEqual({
      accepted: 0,
      rejected: 0,
    });
    expect(await p.balance()).toBe(10_000);
  });

  it('under the higher policy a rise during the delay is accepted, a suspension rejects', async () => {
    const p = await t.player(10_000);
    await t.bets.saveSettings(p.playerId, { oddsChangePolicy: 'higher' });
    const [a, b] = [live(), live()];
    await p.place(slip([{ selections: [[a, 1, '', '1', 2000]] }]));
    await p.place(slip([{ selections: [[b, 1, '', '1', 2000]] }]));
    t.catalog.setOdds(home(a), 2_300);
    t.catalog.setMarketStatus(b, 1, '', -1);
    expect(await t.bets.acceptance.processDue(t.clock.now + 5_000)).toEqual({
      accepted: 1,
      rejected: 1,
    });
    expect(betChanges(p.playerId).at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'error.place_bets.selection_suspended',
    });
    expect(await p.balance()).toBe(9_000);
  });

  it('a VIP bet waits even prematch, and once rejected disappears from the list', async () => {
    const p = await t.player(200_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    const res = await p.place(slip([{ stake: 60_000, selections: [[m, 1, '', '1', 2000]] }]));
    expect(res.json().data[0]).toMatchObject({ status: 'submitted', is_vip: true });
    expect((await p.browser.get('/api/sportsbook/v3/bets')).json().data).toHaveLength(1);
    t.catalog.setOdds(home(m), 1_500);
    await t.bets.acceptance.processDue(t.clock.now + 5_000);
    expect((await p.browser.get('/api/sportsbook/v3/bets')).json().data).toHaveLength(0);
    expect(await p.balance()).toBe(200_000);
  });
});
