import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { CashoutNotifier } from './cashout';
import { betsTestApp, slip, type BetsTestApp, type Player } from './test-app';

// issue 22: partial and auto cash-out through the ledger with their history, edit bet at the
// price shown, the history filters and CSV export, the remembered stake.
describeEachDb('bets: partial and auto cash-out, edit bet, history', (db) => {
  let t: BetsTestApp;
  let nextMatch = 70_000;
  const home = (m: number) => ({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' });
  const listed = async (p: Player, id: string) =>
    (await p.browser.get('/api/sportsbook/v3/bets'))
      .json()
      .data.find((b: { id: string }) => b.id === id);
  const single = async (p: Player, stake = 1_000, odds = 2000) => {
    const m = t.catalog.addMatch(++nextMatch).id;
    const res = await p.place(slip([{ stake, selections: [[m, 1, '', '1', odds]] }]));
    expect(res.statusCode, res.body).toBe(200);
    return { m, bet: res.json().data[0] as { id: string } };
  };

  /** A double of 10.00 at 2.00 x 2.00 on two new matches. */
  const double = async (p: Player) => {
    const [a, b] = [1, 2].map(() => t.catalog.addMatch(++nextMatch).id);
    const res = await p.place(
      slip([
        {
          stake: 1_000,
          selections: [
            [a!, 1, '', '1', 2000],
            [b!, 1, '', '1', 2000],
          ],
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { a: a!, b: b!, bet: res.json().data[0] as { id: string } };
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db, { cashoutMarginBp: 500, cashoutToleranceBp: 100 });
  });

  describe('partial cash-out', () => {
    it('50 % of the stake pays half the offer and leaves the rest running, then settling pays the rest', async () => {
      const p = await t.player(10_000);
      const { m, bet } = await single(p);
      t.catalog.setOdds(home(m), 1_250);
      const offer = (await listed(p, bet.id)).to_cashout as number; // 1520
      const half = Math.floor(offer / 2);
      const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
        bet_id: bet.id,
        to_cashout: half,
        stake: 500,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'waiting_results',
        stake: { value: 500 },
        initial_stake: 1_000,
        potential_win: 1_000,
        cashouts: [{ stake: 500, amount: half, kind: 'manual' }],
      });
      expect(await p.balance()).toBe(9_000 + half);
      // The rest is offered on its own stake.
      expect((await listed(p, bet.id)).to_cashout).toBe(760);
      await t.catalog.settleMarket(m, 1, '', '1');
      await t.bets.settleMatch(m);
      expect(await p.balance()).toBe(9_000 + half + 1_000);
      expect(await listed(p, bet.id)).toMatchObject({
        status: 'done',
        result: 'win_entire',
        win_amount: half + 1_000,
      });
    });

    it('refuses a part beyond the stake and an offer that moved', async () => {
      const p = await t.player(10_000);
      const { bet } = await single(p);
      const over = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
        bet_id: bet.id,
        to_cashout: 100,
        stake: 1_001,
      });
      expect(over.json().error.key).toBe('error.cashout.invalid_part');
      const moved = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
        bet_id: bet.id,
        to_cashout: 5_000,
        stake: 500,
      });
      expect(moved.json().error.key).toBe('error.cashout.amount_changed');
      expect(await p.balance()).toBe(9_000);
    });
  });

  describe('auto cash-out', () => {
    it('a rule set below the current offer pays once by itself', async () => {
      const p = await t.player(10_000);
      const { m, bet } = await single(p);
      t.catalog.setOdds(home(m), 1_250);
      const res = await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 1_400,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cashed_out',
        win_amount: 1_520,
        auto_cashout: null,
        cashouts: [{ stake: 1_000, amount: 1_520, kind: 'auto' }],
      });
      expect(await p.balance()).toBe(9_000 + 1_520);
    });

    it('fires when the offer passes it, exactly once across two processes', async () => {
      const p = await t.player(10_000);
      const { m, bet } = await single(p);
      const set = await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 1_400,
      });
      expect(set.json().data).toMatchObject({
        status: 'waiting_results',
        auto_cashout: { threshold: 1_400 },
      });
      // Not yet: the offer (950) is below the threshold.
      t.bets.cashoutNotifier.touch([m]);
      await t.bets.cashoutNotifier.flush();
      expect((await listed(p, bet.id)).status).toBe('waiting_results');

      t.catalog.setOdds(home(m), 1_250);
      const other = new CashoutNotifier(t.bets.deps);
      const before = t.bets.cashoutNotifier.executed;
      t.bets.cashoutNotifier.touch([m]);
      other.touch([m]);
      await Promise.all([t.bets.cashoutNotifier.flush(), other.flush()]);
      expect(t.bets.cashoutNotifier.executed - before + other.executed).toBe(1);
      expect(await p.balance()).toBe(9_000 + 1_520);
      expect(await listed(p, bet.id)).toMatchObject({
        status: 'cashed_out',
        cashouts: [{ kind: 'auto', amount: 1_520 }],
      });
    });

    it('a rule of a bet settled meanwhile is cleaned up', async () => {
      const p = await t.player(10_000);
      const { m, bet } = await single(p);
      await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 1_900,
      });
      await t.catalog.settleMarket(m, 1, '', '1');
      await t.bets.settleMatch(m);
      await t.bets.forgetOldKeys();
      const left = (await t.bets.deps.db.orm.execute(
        sql`select count(*)::int as n from bet_auto_cashouts where bet_id = ${Number(bet.id)}`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(left.rows[0]!.n)).toBe(0);
    });

    it('after a partial cash-out the rule is scaled to the stake left running, and fires on it once', async () => {
      const p = await t.player(10_000);
      const { m, bet } = await single(p);
      const set = await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 1_400,
      });
      expect(set.json().data).toMatchObject({ auto_cashout: { threshold: 1_400 } });
      // Half the stake cashed out at the offer now (950 for all of it): 475.
      const half = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
        bet_id: bet.id,
        to_cashout: 475,
        stake: 500,
      });
      expect(half.statusCode, half.body).toBe(200);
      // 1400 was set for the offer on 1000 staked; on the 500 left it is 700 (below its
      // potential win of 1000: left as it was, the rule could never fire).
      expect(half.json().data).toMatchObject({
        status: 'waiting_results',
        stake: { value: 500 },
        potential_win: 1_000,
        auto_cashout: { threshold: 700 },
      });
      expect((await listed(p, bet.id)).auto_cashout).toEqual({ threshold: 700 });
      // The price the player asked for: the whole bet would offer 1520 >= 1400, the rest 760.
      t.catalog.setOdds(home(m), 1_250);
      const before = t.bets.cashoutNotifier.executed;
      t.bets.cashoutNotifier.touch([m]);
      await t.bets.cashoutNotifier.flush();
      t.bets.cashoutNotifier.touch([m]);
      await t.bets.cashoutNotifier.flush();
      expect(t.bets.cashoutNotifier.executed - before).toBe(1);
      expect(await p.balance()).toBe(9_000 + 475 + 760);
      expect(await listed(p, bet.id)).toMatchObject({
        status: 'cashed_out',
        auto_cashout: null,
        cashouts: [
          { stake: 500, amount: 475, kind: 'manual' },
          { stake: 500, amount: 760, kind: 'auto' },
        ],
      });
    });

    it('a rule the stake left running could not have is dropped by a partial cash-out', async () => {
      const p = await t.player(10_000);
      const { bet } = await single(p);
      await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 1_999,
      });
      // 1 of 1000 left: 1999 scaled is 2, the potential win of the rest (2): no valid rule.
      const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
        bet_id: bet.id,
        to_cashout: 949,
        stake: 999,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        stake: { value: 1 },
        potential_win: 2,
        auto_cashout: null,
      });
    });

    it('refuses a threshold at or above the potential win', async () => {
      const p = await t.player(10_000);
      const { bet } = await single(p);
      const res = await p.browser.post('/api/sportsbook/v2/bets/auto-cashout', {
        bet_id: bet.id,
        threshold: 2_000,
      });
      expect(res.json().error.key).toBe('error.auto_cashout.invalid_threshold');
    });
  });

  describe('edit bet', () => {
    it('removing a leg: quoted, then confirmed; the balance moves by exactly the quote', async () => {
      const p = await t.player(10_000);
      const [a, b, c] = [1, 2, 3].map(() => t.catalog.addMatch(++nextMatch).id);
      const placed = await p.place(
        slip([
          {
            stake: 1_000,
            selections: [
              [a!, 1, '', '1', 2000],
              [b!, 1, '', '1', 2000],
              [c!, 1, '', '1', 2000],
            ],
          },
        ]),
      );
      const bet = placed.json().data[0] as { id: string };
      t.catalog.setOdds(home(c!), 1_600);
      const quote = await p.browser.post('/api/sportsbook/v2/bets/edit/quote', {
        bet_id: bet.id,
        remove: [`${c}/1//1`],
        stake: 1_000,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const q = quote.json().data;
      expect(q).toMatchObject({ odds: 4_000, stake: 1_000, potential_win: 4_000 });
      expect(q.balance_change).toBe(q.cashout - 1_000);
      const before = (await p.balance())!;
      const done = await p.browser.post('/api/sportsbook/v2/bets/edit', {
        bet_id: bet.id,
        remove: [`${c}/1//1`],
        stake: 1_000,
        cashout: q.cashout,
        odds: q.odds,
      });
      expect(done.statusCode, done.body).toBe(200);
      const { cashed_out, placed: replacement } = done.json().data;
      expect(cashed_out).toMatchObject({
        status: 'cashed_out',
        replaced_by: replacement.id,
        cashouts: [{ kind: 'edit', amount: q.cashout }],
      });
      expect(replacement).toMatchObject({
        status: 'waiting_results',
        type: 'combo',
        odds: 4_000,
        replaces: bet.id,
        stake: { value: 1_000 },
      });
      expect(replacement.selections).toHaveLength(2);
      expect(await p.balance()).toBe(before + q.balance_change);
    });

    it('a price that moved since the quote is refused with the new quote; nothing moves', async () => {
      const p = await t.player(10_000);
      const { a, b, bet } = await double(p);
      const q = (
        await p.browser.post('/api/sportsbook/v2/bets/edit/quote', {
          bet_id: bet.id,
          remove: [`${b}/1//1`],
        })
      ).json().data;
      t.catalog.setOdds(home(a!), 2_200);
      const before = await p.balance();
      const res = await p.browser.post('/api/sportsbook/v2/bets/edit', {
        bet_id: bet.id,
        remove: [`${b}/1//1`],
        cashout: q.cashout,
        odds: q.odds,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.key).toBe('error.edit_bet.price_changed');
      expect(await p.balance()).toBe(before);
      expect((await listed(p, bet.id)).status).toBe('waiting_results');
    });
    // issue 25: as a cash-out, an edit whose process died after its commit is answered from
    // the bets on the retry: the same two bets, the balance moved once.
    it('answers the retry of an edit whose process died after committing, editing once', async () => {
      const p = await t.player(10_000);
      const { b, bet } = await double(p);
      const change = { bet_id: bet.id, remove: [`${b}/1//1`] };
      const q = (await p.browser.post('/api/sportsbook/v2/bets/edit/quote', change)).json().data;
      const body = { ...change, cashout: q.cashout, odds: q.odds };
      const headers = { 'idempotency-key': 'edit-crash-1' };
      const before = (await p.balance())!;
      const first = await p.browser.post('/api/sportsbook/v2/bets/edit', body, headers);
      expect(first.statusCode, first.body).toBe(200);
      // What the database holds when the process dies between the commit and keeping the answer.
      await db.db.exec(
        `update idempotency_keys set state = 'committed', answer = null, status_code = null
          where key = 'edit-crash-1'`,
      );
      const retry = await p.browser.post('/api/sportsbook/v2/bets/edit', body, headers);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const { cashed_out, placed } = retry.json().data;
      expect(cashed_out).toMatchObject({ id: bet.id, status: 'cashed_out' });
      expect(placed).toMatchObject({ id: first.json().data.placed.id, replaces: bet.id });
      expect(await p.balance()).toBe(before + q.balance_change);
      const open = (await p.browser.get('/api/sportsbook/v3/bets')).json().data as unknown[];
      expect(open.filter((x) => (x as { replaces?: string }).replaces === bet.id)).toHaveLength(1);
    });
  });

  describe('history', () => {
    it('filters by date range, sport, bet type and team, and exports CSV', async () => {
      const p = await t.player(10_000);
      const soccer = t.catalog.addMatch(++nextMatch, { name: 'Arsenal vs Chelsea' }).id;
      const tennis = t.catalog.addMatch(++nextMatch, {
        sportKey: 'tennis',
        name: 'Nadal vs Federer',
      }).id;
      const other = t.catalog.addMatch(++nextMatch).id;
      await p.place(slip([{ stake: 100, selections: [[soccer, 1, '', '1', 2000]] }]));
      await p.place(slip([{ stake: 200, selections: [[tennis, 1, '', '1', 2000]] }]));
      await p.place(
        slip([
          {
            stake: 300,
            selections: [
              [other, 1, '', '1', 2000],
              [tennis, 18, 'total=2.5', '12', 1900],
            ],
          },
        ]),
      );
      const ids = async (q: string) =>
        (await p.browser.get(`/api/sportsbook/v3/bets?${q}`))
          .json()
          .data.map((b: { stake: { value: number } }) => b.stake.value);
      expect(await ids('sport=tennis')).toEqual([300, 200]);
      expect(await ids('type=combo')).toEqual([300]);
      expect(await ids('type=single&q=chelsea')).toEqual([100]);
      expect(await ids('q=nadal')).toEqual([300, 200]);
      const today = new Date(t.clock.now).toISOString().slice(0, 10);
      expect(await ids(`from=${today}&to=${today}&sport=soccer`)).toEqual([300, 100]);
      expect(await ids('from=2001-01-01&to=2001-01-02')).toEqual([]);
      const bad = await p.browser.get('/api/sportsbook/v3/bets?from=yesterday');
      expect(bad.statusCode).toBe(400);

      const csv = await p.browser.get('/api/sportsbook/v3/bets/export.csv?sport=tennis');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'placed_at,ref,type,status,result,currency,stake,odds,potential_win,returned,cashed_out,selections',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(',combo,waiting_results,no_results,EUR,3.00,3.80,11.40,,0.00,');
      expect(lines[2]).toContain('Nadal vs Federer: 1x2 Home @ 2.00');
    });
  });

  describe('remembered stake', () => {
    it('keeps the last stake per currency and a default of the player', async () => {
      const p = await t.player(10_000);
      await single(p, 750);
      const settings = await p.browser.post('/api/sportsbook/v2/settings', {
        stake_memory: { mode: 'default', defaults: { EUR: 500, XXX: 1 } },
      });
      expect(settings.json().data.stake_memory).toEqual({
        mode: 'default',
        defaults: { EUR: 500 },
        last: { EUR: 750 },
      });
    });
  });
});
