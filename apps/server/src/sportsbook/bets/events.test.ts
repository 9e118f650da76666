import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import type { BetEvent } from './events';
import { betsTestApp, slip, type BetsTestApp } from './test-app';

// issue 18: the bets service tells in-process listeners about every bet after its transaction
// committed: placed, accepted, rejected, settled, cashed_out, with the bet's wire view and owner.
describeEachDb('bets: lifecycle events', (db) => {
  let t: BetsTestApp;
  let nextMatch = 70_000;
  const heard: BetEvent[] = [];
  let stop: () => void;
  const home = (m: number) => ({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' });
  const of = (betId: string) => heard.filter((e) => e.bet.id === betId).map((e) => e.type);

  beforeAll(async () => {
    t = await betsTestApp(db.db, { delays: { liveDefaultMs: 5_000, liveBySportMs: {}, vipMs: 0 } });
    stop = t.bets.onBet((event) => void heard.push(event));
  });
  afterAll(() => stop());

  it('hears a prematch bet placed and then settled, with its owner', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    const bet = (await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]))).json().data[0];
    await expect.poll(() => of(bet.id)).toEqual(['placed']);
    const placed = heard.find((e) => e.bet.id === bet.id)!;
    expect(placed.player).toEqual({ id: p.playerId, locale: 'en' });
    expect(placed.bet).toMatchObject({ id: bet.id, status: 'waiting_results' });

    const match = t.catalog.matches.get(m)!;
    for (const market of match.markets) {
      market.status = -3;
      for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
    }
    await t.bets.settleMatch(m);
    expect(of(bet.id)).toEqual(['placed', 'settled']);
    expect(heard.at(-1)!.bet).toMatchObject({ status: 'done', result: 'win_entire' });
  });

  it('hears a live bet accepted after its delay, and another rejected', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const accepted = (await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]))).json()
      .data[0];
    await t.bets.acceptance.processDue(t.clock.now + 5_000);
    expect(of(accepted.id)).toEqual(['placed', 'accepted']);

    const n = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const rejected = (await p.place(slip([{ selections: [[n, 1, '', '1', 2000]] }]))).json()
      .data[0];
    t.catalog.setOdds(home(n), 1_500);
    await t.bets.acceptance.processDue(t.clock.now + 10_000);
    expect(of(rejected.id)).toEqual(['placed', 'rejected']);
    expect(heard.at(-1)!.bet).toMatchObject({ status: 'rejected' });
  });

  it('hears a bet cashed out', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 0 }).id;
    const bet = (await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]))).json().data[0];
    t.catalog.setOdds(home(m), 1_250);
    const offer = (await p.browser.get('/api/sportsbook/v3/bets'))
      .json()
      .data.find((b: { id: string }) => b.id === bet.id).to_cashout;
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(of(bet.id)).toEqual(['placed', 'cashed_out']);
    expect(heard.at(-1)!.bet).toMatchObject({ status: 'cashed_out' });
  });

  it('a listener that throws does not keep the others from hearing', async () => {
    const also: string[] = [];
    const offA = t.bets.onBet(() => {
      throw new Error('boom');
    });
    const offB = t.bets.onBet((e) => void also.push(e.type));
    try {
      const p = await t.player(10_000);
      const m = t.catalog.addMatch(++nextMatch).id;
      const res = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(res.statusCode).toBe(200);
      await expect.poll(() => also).toEqual(['placed']);
    } finally {
      offA();
      offB();
    }
  });
});
