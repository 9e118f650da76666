import { beforeAll, expect, it } from 'vitest';
import type { BetWire } from '@sb/contract';
import {
  parseSystemId,
  settleBet,
  simRng,
  type MinorUnits,
  type Odds,
  type SelectionResult,
} from '@sb/domain';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { betTotals, betsTestApp, slip, type BetsTestApp, type Player } from './test-app';

type Leg = [match: number, market: number, specifier: string, outcome: string, odds: number];

// issue 7: every affected bet settled exactly once per result; replays and duplicates pay
// nothing twice; corrections move the difference; a rollback reverses the postings.
describeEachDb('bets: settlement', (db) => {
  let t: BetsTestApp;
  let nextMatch = 20_000;
  beforeAll(async () => {
    t = await betsTestApp(db.db, { settlementChunk: 7 });
  });

  it('the sweep settles a bet whose legs got their results while its settlement died (issue 25)', async () => {
    const player = await t.player(10_000, 'EUR');
    const match = t.catalog.addMatch(++nextMatch).id;
    const { outcome } = t.catalog.outcome({
      matchId: match,
      marketId: 1,
      specifier: '',
      outcomeId: '1',
    });
    const res = await player.place(
      slip([{ stake: 1000, currency: 'EUR', selections: [[match, 1, '', '1', outcome.odds]] }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const market of t.catalog.matches.get(match)!.markets) {
      market.status = -3;
      for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
    }
    // What a process killed inside settleMatch leaves (the crash harness found 97 such bets): the
    // legs' results written, the bets not settled, the results' announcement gone with it.
    await db.db.query(
      "update bet_selections set result = 'win_entire' where match_id = $1 and outcome_id = '1'",
      [match],
    );
    await t.bets.settlement.sweepOpen();
    const [bet] = (await player.browser.get('/api/sportsbook/v3/bets?limit=5')).json<{
      data: BetWire[];
    }>().data;
    expect(bet!.status).toBe('done');
    expect(bet!.win_amount).toBe(Math.round((1000 * outcome.odds) / 1000));
  });

  it('a simulated day settled twice pays once; the ledger sums to zero and balances add up', async () => {
    const rng = simRng(20260101);
    const currency = 'USD';
    const deposit = 50_000;
    const players: Player[] = [];
    for (let i = 0; i < 12; i++) players.push(await t.player(deposit, currency));
    const matches = Array.from({ length: 16 }, () => t.catalog.addMatch(++nextMatch).id);
    const stakes = new Map<string, number>();
    const pick = (m: number): Leg =>
      rng.chance(0.6)
        ? [m, 1, '', rng.pick(['1', '2', '3']), 0]
        : [m, 18, 'total=2.5', rng.pick(['12', '13']), 0];
    const priced = (leg: Leg): Leg => {
      const { outcome } = t.catalog.outcome({
        matchId: leg[0],
        marketId: leg[1],
        specifier: leg[2],
        outcomeId: leg[3],
      });
      return [leg[0], leg[1], leg[2], leg[3], outcome.odds];
    };
    let placedCount = 0;
    for (const p of players) {
      for (let b = 0; b < 8; b++) {
        const shape = rng.int(0, 3);
        const ms = [...matches].sort(() => rng.next() - 0.5).slice(0, shape === 3 ? 3 : shape + 1);
        const legs = ms.map((m) => priced(pick(m)));
        const stake = rng.int(1, 40) * 25;
        const res = await p.place(
          slip([
            { stake, currency, selections: legs, ...(shape === 3 ? { system_id: '2/3' } : {}) },
          ]),
        );
        expect(res.statusCode, res.body).toBe(200);
        stakes.set(p.playerId, (stakes.get(p.playerId) ?? 0) + stake);
        placedCount++;
      }
    }
    expect(placedCount).toBe(96);

    // The day ends: every match gets results (one void), delivered through the results hook
    // and then replayed by hand and by the sweep.
    t.bets.settlement.start();
    try {
      for (const [i, m] of matches.entries()) {
        const match = t.catalog.matches.get(m)!;
        for (const market of match.markets) {
          const winner = rng.pick(market.outcomes).id;
          market.status = -3;
          for (const o of market.outcomes) {
            o.result = i === 0 ? 'canceled' : o.id === winner ? 'win_entire' : 'lose_entire';
          }
        }
        await t.catalog.resultsChanged(m);
      }
      const paidOnce = await totals();
      for (const m of matches) await t.bets.settleMatch(m);
      for (const m of matches) await t.catalog.resultsChanged(m);
      await t.bets.settlement.sweepOpen();
      const paidTwice = await totals();
      expect(paidTwice).toEqual(paidOnce);
    } finally {
      t.bets.settlement.stop();
    }

    const { bets: all, balances, paid } = await totals();
    expect(all.every((b) => b.status === 'done')).toBe(true);
    // Each payout is the domain's settlement of the legs' results as the history shows them.
    for (const b of all) {
      const systemType = b.system ? parseSystemId(b.system.id) : null;
      const expected = settleBet({
        betType: systemType ? 'system' : b.selections.length > 1 ? 'combo' : 'single',
        stake: b.stake.value as MinorUnits,
        legs: b.selections.map((s) => ({
          odds: s.odds as Odds,
          result: s.status as SelectionResult,
        })),
        systemType,
      });
      expect(b.win_amount).toBe(expected.payout);
    }
    let sumStakes = 0;
    let sumPaid = 0;
    for (const p of players) {
      const mine = paid.get(p.playerId) ?? 0;
      expect(balances.get(p.playerId)).toBe(deposit - stakes.get(p.playerId)! + mine);
      sumStakes += stakes.get(p.playerId)!;
      sumPaid += mine;
    }
    const house = await t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.house, currency);
    const bank = await t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.bank, currency);
    expect(house).toBe(sumStakes - sumPaid);
    const playersTotal = [...balances.values()].reduce((a, b) => a + b, 0);
    // Only this test moves USD: players, the house and the bank sum to zero.
    expect(playersTotal + house + bank).toBe(0);

    function totals() {
      return betTotals(players, currency);
    }
  });

  it('a correction moves the difference, a rollback takes the payout back, duplicates pay nothing', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    const status = async () =>
      (await p.browser.get('/api/sportsbook/v3/bets'))
        .json()
        .data.find((b: { id: string }) => b.id === bet.id);

    await t.catalog.settleMarket(m, 1, '', '1');
    await t.bets.settleMatch(m);
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(11_000);
    expect(await status()).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: 2_000,
    });

    // Correction: the away side won.
    await t.catalog.settleMarket(m, 1, '', '3');
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(9_000);
    expect(await status()).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: 0 });

    // Corrected back, then a half refund (void leg): each pays the difference only.
    await t.catalog.settleMarket(m, 1, '', '1');
    await Promise.all([t.bets.settleMatch(m), t.bets.settleMatch(m), t.bets.settleMatch(m)]);
    expect(await p.balance()).toBe(11_000);
    await t.catalog.setResults(m, [{ marketId: 1, outcomeId: '1', result: 'canceled' }]);
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(10_000);
    expect(await status()).toMatchObject({ result: 'canceled', win_amount: 1_000 });

    // Rollback: the bet is open again and the refund is taken back.
    await t.catalog.rollback(m);
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(9_000);
    expect(await status()).toMatchObject({
      status: 'waiting_results',
      result: 'no_results',
      win_amount: null,
    });
  });

  it('a reversal the balance cannot cover is recorded as owed, not forced', async () => {
    const p = await t.player(1_000);
    const [m, n] = [t.catalog.addMatch(++nextMatch).id, t.catalog.addMatch(++nextMatch).id];
    await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]));
    await t.catalog.settleMarket(m, 1, '', '1');
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(2_000);
    await p.place(slip([{ stake: 1_500, selections: [[n, 1, '', '1', 2000]] }]));
    await t.catalog.rollback(m);
    const report = await t.bets.settleMatch(m);
    expect(report).toMatchObject({ changed: 1 });
    expect(await p.balance()).toBe(500);
  });
});
