import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp } from './test-app';

// issue 7 / domain 7: to_cashout on open bets from live prices (domain cash-out value with the
// margin of the settings), POST /bets/cashout paying only a still-valid offer through the ledger,
// bet_cashout_changed to the owner.
describeEachDb('bets: cash-out', (db) => {
  let t: BetsTestApp;
  let nextMatch = 40_000;
  const home = (m: number) => ({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' });
  const listed = async (p: Awaited<ReturnType<BetsTestApp['player']>>, id: string) =>
    (await p.browser.get('/api/sportsbook/v3/bets'))
      .json()
      .data.find((b: { id: string }) => b.id === id);

  beforeAll(async () => {
    t = await betsTestApp(db.db, { cashoutMarginBp: 500, cashoutToleranceBp: 100 });
  });

  it('offers stake x placed / current odds less the margin, and pays it through the ledger', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    t.catalog.setOdds(home(m), 1_250);
    // 1000 x 2.00 / 1.25 x 0.95 = 1520
    const offer = (await listed(p, bet.id)).to_cashout;
    expect(offer).toBe(1_520);
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: bet.id,
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: 1_520,
      to_cashout: null,
    });
    expect(await p.balance()).toBe(9_000 + 1_520);
    // Not twice, and settlement no longer touches it.
    const again = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.key).toBe('error.cashout.unavailable');
    await t.catalog.settleMarket(m, 1, '', '1');
    await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(9_000 + 1_520);
    expect(await listed(p, bet.id)).toMatchObject({ status: 'cashed_out', win_amount: 1_520 });
  });

  // issue 17: a cash-out retried with its Idempotency-Key (the answer was lost) pays once.
  it('pays a successful cash-out once when retried with its Idempotency-Key, replaying the answer', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    t.catalog.setOdds(home(m), 1_250);
    const offer = (await listed(p, bet.id)).to_cashout as number; // 1520
    const body = { bet_id: bet.id, to_cashout: offer };
    const headers = { 'idempotency-key': 'cashout-success-1' };
    const first = await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json().data).toMatchObject({ status: 'cashed_out', win_amount: 1_520 });
    const again = await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await p.balance()).toBe(9_000 + 1_520);
  });

  // issue 25: the crash harness saw a cash-out paid by a process killed before it answered; the
  // retry was refused as already cashed out. Its key is marked in the cash-out's transaction.
  it('answers the retry of a cash-out whose process died after paying from the bet, paying once', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    t.catalog.setOdds(home(m), 1_250);
    const body = { bet_id: bet.id, to_cashout: (await listed(p, bet.id)).to_cashout as number };
    const headers = { 'idempotency-key': 'cashout-crash-1' };
    expect(
      (await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers)).statusCode,
    ).toBe(200);
    const [key] = await db.db.query<{ state: string }>(
      `select state from idempotency_keys where key = 'cashout-crash-1'`,
    );
    expect(key?.state).toBe('done');
    // What the database holds when the process dies between the commit and keeping the answer.
    await db.db.exec(
      `update idempotency_keys set state = 'committed', answer = null, status_code = null
        where key = 'cashout-crash-1'`,
    );
    const retry = await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toMatchObject({
      id: bet.id,
      status: 'cashed_out',
      win_amount: 1_520,
    });
    expect(await p.balance()).toBe(9_000 + 1_520);
  });

  it('pays a partial cash-out once when retried with its Idempotency-Key', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    t.catalog.setOdds(home(m), 1_250);
    const half = Math.floor(((await listed(p, bet.id)).to_cashout as number) / 2); // 760
    const body = { bet_id: bet.id, to_cashout: half, stake: 500 };
    const headers = { 'idempotency-key': 'cashout-partial-1' };
    const first = await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(first.statusCode, first.body).toBe(200);
    // Without the key, this very request would cash out the other half (the rest offers 760).
    const again = await p.browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await p.balance()).toBe(9_000 + half);
    expect(await listed(p, bet.id)).toMatchObject({
      stake: { value: 500 },
      cashouts: [{ stake: 500, amount: half }],
    });
  });

  it('refuses while a leg is suspended (to_cashout null)', async () => {
    const p = await t.player(10_000);
    const [a, b] = [t.catalog.addMatch(++nextMatch).id, t.catalog.addMatch(++nextMatch).id];
    const bet = (
      await p.place(
        slip([
          {
            stake: 1_000,
            selections: [
              [a, 1, '', '1', 2000],
              [b, 1, '', '2', 3400],
            ],
          },
        ]),
      )
    ).json().data[0];
    expect((await listed(p, bet.id)).to_cashout).toBeGreaterThan(0);
    t.catalog.setMarketStatus(b, 1, '', -1);
    expect((await listed(p, bet.id)).to_cashout).toBeNull();
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: 900,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      key: 'error.cashout.unavailable',
      details: { to_cashout: null },
    });
    expect(await p.balance()).toBe(9_000);
  });

  it('refuses an offer that fell beyond the tolerance, pays one within it', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    const seen = (await listed(p, bet.id)).to_cashout as number; // 950
    t.catalog.setOdds(home(m), 2_100); // offer 904
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: seen,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      key: 'error.cashout.amount_changed',
      details: { to_cashout: 904 },
    });
    t.catalog.setOdds(home(m), 2_010); // offer 945, within 1 % of 950
    const ok = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: seen,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.win_amount).toBe(945);
    expect(await p.balance()).toBe(9_000 + 945);
  });

  it('another player’s bet, an unknown id or a bad amount: 4xx with a key, nothing paid', async () => {
    const p = await t.player(10_000);
    const q = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    const theirs = await q.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: 900,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.key).toBe('error.bets.not_found');
    for (const body of [
      { bet_id: '99999999', to_cashout: 900 },
      { bet_id: 'abc', to_cashout: 900 },
      { bet_id: bet.id, to_cashout: -5 },
      { bet_id: bet.id, to_cashout: 12.5 },
      { bet_id: bet.id },
    ]) {
      const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.key).toMatch(/^error\./);
    }
    expect(await p.balance()).toBe(9_000);
    expect(await q.balance()).toBe(10_000);
  });

  it('publishes bet_cashout_changed to the owner when the offer moves, once per change', async () => {
    const p = await t.player(10_000);
    const m = t.catalog.addMatch(++nextMatch, { status: 1 }).id;
    const bet = (
      await p.place(slip([{ stake: 1_000, selections: [[m, 1, '', '1', 2000]] }]))
    ).json().data[0];
    const offers = () =>
      t.sent
        .filter(
          (s) =>
            s.publication.event_name === 'bet_cashout_changed' &&
            s.channel === `$private:en:${p.playerId}`,
        )
        .map((s) => s.publication.message);
    t.bets.cashoutNotifier.start();
    try {
      t.catalog.setOdds(home(m), 1_900);
      await t.bets.cashoutNotifier.flush();
      expect(offers()).toEqual([{ bet_id: bet.id, to_cashout: 1_000 }]);
      t.catalog.setOdds(home(m), 1_900);
      await t.bets.cashoutNotifier.flush();
      expect(offers()).toHaveLength(1);
      t.catalog.setMarketStatus(m, 1, '', -1);
      await t.bets.cashoutNotifier.flush();
      expect(offers().at(-1)).toEqual({ bet_id: bet.id, to_cashout: null });
    } finally {
      t.bets.cashoutNotifier.stop();
    }
  });
});
