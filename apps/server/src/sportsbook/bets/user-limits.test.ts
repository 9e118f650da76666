import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, SYSTEM_ACCOUNTS, type BetsTestApp, type Player } from './test-app';

// Issue 20: the player's bet, wager and loss limits refuse a stake inside the placement's
// transaction, before any debit (the limits participant the composition root adds), at the
// boundary, against concurrency, and for an edit's new stake too.

const DAY = 86_400_000;

describeEachDb('bets: responsible-gambling limits', (db) => {
  let t: BetsTestApp;
  let nextMatch = 900;
  const match = () => t.catalog.addMatch(++nextMatch).id;
  const single = (m: number, stake: number) =>
    slip([{ stake, selections: [[m, 1, '', '1', 2000]] }]);

  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  const limit = async (p: Player, type: string, amount: number, period: string | null = 'day') => {
    const res = await p.browser.put('/api/platform/player/limits', {
      type,
      period,
      currency: 'EUR',
      amount,
    });
    expect(res.statusCode).toBe(200);
  };
  const refusedWith = async (p: Player, body: unknown, key: string) => {
    const before = await p.balance();
    const res = await p.place(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe(key);
    expect(await p.balance()).toBe(before);
  };

  it('a bet limit bounds each stake: at the limit passes, one cent over is refused', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(10_000);
    await limit(p, 'bet', 500, null);
    const m = match();
    await refusedWith(p, single(m, 501), 'error.user_limits.bet_limit_exceeded');
    expect((await p.place(single(m, 500))).statusCode).toBe(200);
    expect(await p.balance()).toBe(9_500);
  });

  it('a wager limit counts the stakes of the period, and rolls over with it', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(10_000);
    await limit(p, 'wager', 1_000);
    expect((await p.place(single(match(), 600))).statusCode).toBe(200);
    await refusedWith(p, single(match(), 401), 'error.user_limits.wager_limit_exceeded');
    expect((await p.place(single(match(), 400))).statusCode).toBe(200);
    // The next day in the limit's time zone starts with nothing wagered.
    const base = Date.now();
    t.ctx.platform.limits.now = () => base + DAY;
    // The ledger's own clock is the database's: the earlier stakes lie before that day.
    expect((await p.place(single(match(), 1_000))).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('a loss limit counts stakes less what came back', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(10_000);
    await limit(p, 'loss', 1_000);
    expect((await p.place(single(match(), 800))).statusCode).toBe(200);
    await refusedWith(p, single(match(), 201), 'error.user_limits.loss_limit_exceeded');
    // A payout of 500 comes back: the net loss is 300, so 700 more may be risked.
    const paid = await t.ctx.platform.wallet.creditPlayer({
      playerId: p.playerId,
      currency: 'EUR',
      amount: 500,
      reason: 'bet_payout',
      reference: `test-payout:${p.playerId}`,
      from: SYSTEM_ACCOUNTS.house,
    });
    expect(paid.ok).toBe(true);
    await refusedWith(p, single(match(), 701), 'error.user_limits.loss_limit_exceeded');
    expect((await p.place(single(match(), 700))).statusCode).toBe(200);
  });

  it('50 concurrent bets never pass a wager limit together', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(100_000);
    await limit(p, 'wager', 2_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => p.place(single(match(), 100))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(
      answers.filter((a) => a.json().error?.key === 'error.user_limits.wager_limit_exceeded'),
    ).toHaveLength(30);
    expect(await p.balance()).toBe(98_000);
  });

  it('groups committed concurrently by different processes never pass a wager limit together', async () => {
    // What two server processes' group commits do: each its own transaction, locking the
    // player's limits and reading the period's stakes, then moving a stake. On Postgres these
    // run at once; the stakes committed before a lock is granted must count.
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(100_000);
    await limit(p, 'wager', 1_000);
    const { wallet, limits } = t.ctx.platform;
    const group = (i: number) =>
      wallet.run(async (w) => {
        const held = await limits.lockStakeLimits(w.tx, [
          { playerId: Number(p.playerId), currency: 'EUR' },
        ]);
        const mine = [...held.values()][0]!;
        if (limits.stakeRefusalIn(mine, [100])) return false;
        const moved = await w.transfer({
          postings: [
            {
              from: { player: Number(p.playerId) },
              to: { system: SYSTEM_ACCOUNTS.house },
              amount: 100,
              currency: 'EUR',
            },
          ],
          reason: 'bet_stake',
          reference: `race:${p.playerId}:${i}`,
        });
        limits.staked(mine, [100]);
        await limits.saveTallies(w.tx, held.values());
        return moved.ok;
      });
    const placed = await Promise.all(Array.from({ length: 30 }, (_, i) => group(i)));
    expect(placed.filter(Boolean)).toHaveLength(10);
    expect(await p.balance()).toBe(99_000);
  });

  it('a limit of another currency, or none, leaves the stake alone', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(10_000);
    const res = await p.browser.put('/api/platform/player/limits', {
      type: 'bet',
      currency: 'USD',
      amount: 100,
    });
    expect(res.statusCode).toBe(200);
    expect((await p.place(single(match(), 5_000))).statusCode).toBe(200);
  });

  it("an edit's new stake is held against the bet limit too; a refused edit changes nothing", async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const p = await t.player(10_000);
    const [a, b] = [match(), match()];
    const placed = await p.place(
      slip([
        {
          stake: 500,
          selections: [
            [a, 1, '', '1', 2000],
            [b, 1, '', '1', 2000],
          ],
        },
      ]),
    );
    const bet = placed.json().data[0] as { id: string };
    await limit(p, 'bet', 600, null);
    const edit = { bet_id: bet.id, remove: [`${b}/1//1`], stake: 700 };
    const q = (await p.browser.post('/api/sportsbook/v2/bets/edit/quote', edit)).json().data;
    const before = await p.balance();
    const done = await p.browser.post('/api/sportsbook/v2/bets/edit', {
      ...edit,
      cashout: q.cashout,
      odds: q.odds,
    });
    expect(done.statusCode).toBe(400);
    expect(done.json().error.key).toBe('error.user_limits.bet_limit_exceeded');
    expect(await p.balance()).toBe(before);
    const list = (await p.browser.get('/api/sportsbook/v3/bets')).json().data as {
      status: string;
    }[];
    expect(list.map((x) => x.status)).toEqual(['waiting_results']);
  });

  it('a loss limit counts wins, their reversal, an edit and its cash-out as the ledger does', async () => {
    // The wager and loss rows keep the period's stakes as a running total (0210); what came
    // back is read from the ledger. Whatever moved, the room left must be the ledger's.
    t.ctx.platform.limits.now = () => Date.now();
    const since = Date.now() - 1_000;
    const p = await t.player(20_000);
    await limit(p, 'loss', 3_000);
    await limit(p, 'wager', 6_000);
    const m = match();
    await p.place(single(m, 1_000));
    await t.catalog.settleMarket(m, 1, '', '1');
    await t.bets.settleMatch(m);
    // Corrected: the payout of 2,000 is taken back (a reversal, player to house).
    await t.catalog.settleMarket(m, 1, '', '3');
    await t.bets.settleMatch(m);
    const [a, b] = [match(), match()];
    const combo = (
      await p.place(
        slip([
          {
            stake: 500,
            selections: [
              [a, 1, '', '1', 2000],
              [b, 1, '', '1', 2000],
            ],
          },
        ]),
      )
    ).json().data[0] as { id: string };
    const edit = { bet_id: combo.id, remove: [`${b}/1//1`], stake: 700 };
    const q = (await p.browser.post('/api/sportsbook/v2/bets/edit/quote', edit)).json().data;
    const edited = await p.browser.post('/api/sportsbook/v2/bets/edit', {
      ...edit,
      cashout: q.cashout,
      odds: q.odds,
    });
    expect(edited.statusCode).toBe(200);

    const flows = await t.ctx.platform.limits.flowsSince(Number(p.playerId), 'EUR', since);
    expect(flows.stakes).toBe(1_000 + 2_000 + 500 + 700);
    const room = 3_000 - (flows.stakes - flows.returns);
    expect(room).toBeGreaterThan(0);
    await refusedWith(p, single(match(), room + 1), 'error.user_limits.loss_limit_exceeded');
    expect((await p.place(single(match(), room))).statusCode).toBe(200);
    // The wager limit counted every stake (the reversal is no stake): 2,200 + room wagered.
    // One unit past its room the wager limit refuses; at its room it passes, and the full
    // loss limit refuses.
    const wagerRoom = 6_000 - 2_200 - room;
    await refusedWith(p, single(match(), wagerRoom + 1), 'error.user_limits.wager_limit_exceeded');
    await refusedWith(p, single(match(), wagerRoom), 'error.user_limits.loss_limit_exceeded');
  });
});
