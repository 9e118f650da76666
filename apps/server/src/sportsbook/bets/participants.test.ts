import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import type { PlacementParticipant } from './participants';
import { betsTestApp, slip, type BetsTestApp } from './test-app';

// The placement participants seam (participants.ts): a check refuses before money moves; what
// `staked` records commits with the bets; `committed` hears only a group that committed; a
// locked check serialises one player's placements.
describeEachDb('bets: placement participants', (db) => {
  let t: BetsTestApp;
  let nextMatch = 500;
  let remove: (() => void)[] = [];
  const match = () => t.catalog.addMatch(++nextMatch).id;
  const single = (m: number, stake = 100) => slip([{ stake, selections: [[m, 1, '', '1', 2000]] }]);
  const join = (p: PlacementParticipant) => remove.push(t.bets.addParticipant(p));

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await db.db.exec(
      'create table if not exists test_quota (player_id bigint primary key, used int not null)',
    );
  });
  afterEach(() => {
    for (const r of remove) r();
    remove = [];
  });

  it('a refusing check refuses with its key and moves no money, stores no bet', async () => {
    const p = await t.player(10_000);
    join({
      name: 'refuser',
      check: async (_w, placement) =>
        placement.bets[0]!.stake > 500
          ? {
              key: 'error.validation.bet_limits.max_stake_limit_exceeded',
              message: 'Over the maximum stake',
            }
          : null,
    });
    const m = match();
    const res = await p.place(single(m, 600));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      key: 'error.validation.bet_limits.max_stake_limit_exceeded',
      message: 'Over the maximum stake',
      details: { [`${m}/1//1`]: 'error.validation.bet_limits.max_stake_limit_exceeded' },
    });
    expect(await p.balance()).toBe(10_000);
    const list = await p.browser.get('/api/sportsbook/v3/bets');
    expect(list.json().data).toHaveLength(0);
    expect((await p.place(single(m, 500))).statusCode).toBe(200);
    expect(await p.balance()).toBe(9_500);
  });

  it('what staked records commits with the bet: a transfer and used_in_jackpot', async () => {
    const p = await t.player(10_000);
    join({
      name: 'pool',
      staked: async (w, placement) => {
        for (const bet of placement.bets) {
          const r = await w.transfer({
            postings: [
              {
                from: { system: 'house:bets' },
                to: { system: 'test:pool' },
                amount: Math.floor(bet.stake / 100),
                currency: placement.currency,
              },
            ],
            reason: 'test_contribution',
            reference: `test:${bet.ref}`,
          });
          if (!r.ok) throw new Error(r.message);
        }
        return new Map(placement.bets.map((b) => [b.ref, { usedInJackpot: true }]));
      },
    });
    const before = (await t.ctx.platform.wallet.systemBalance('test:pool', 'EUR')) ?? 0;
    const res = await p.place(single(match(), 2_000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].used_in_jackpot).toBe(true);
    expect(await t.ctx.platform.wallet.systemBalance('test:pool', 'EUR')).toBe(before + 20);
    const [listed] = (await p.browser.get('/api/sportsbook/v3/bets')).json().data;
    expect(listed.used_in_jackpot).toBe(true);
  });

  it('a throwing staked rolls the placement back: no stake taken, no bet', async () => {
    const p = await t.player(10_000);
    join({
      name: 'broken',
      staked: async () => {
        throw new Error('participant failed');
      },
    });
    const res = await p.place(single(match(), 300));
    expect(res.statusCode).toBe(500);
    expect(await p.balance()).toBe(10_000);
    expect((await p.browser.get('/api/sportsbook/v3/bets')).json().data).toHaveLength(0);
  });

  it('committed hears a group after its commit, never one that rolled back', async () => {
    const p = await t.player(10_000);
    const stakes = new WeakMap<object, number>();
    const told: number[] = [];
    join({
      name: 'teller',
      staked: async (w, placement) => {
        const stake = placement.bets[0]!.stake;
        if (stake === 666) throw new Error('participant failed');
        stakes.set(w, stake);
      },
      committed: (w) => {
        told.push(stakes.get(w) ?? -1);
      },
    });
    expect((await p.place(single(match(), 666))).statusCode).toBe(500);
    expect(told).toEqual([]);
    expect((await p.place(single(match(), 200))).statusCode).toBe(200);
    expect(told).toEqual([200]);
    expect(await p.balance()).toBe(9_800);
  });

  it('a locked check and its record let 30 concurrent placements use a quota of 3 once', async () => {
    const p = await t.player(100_000);
    const id = Number(p.playerId);
    await db.db.exec(`insert into test_quota values (${id}, 0) on conflict do nothing`);
    join({
      name: 'quota',
      check: async (w) => {
        const { rows } = (await w.tx.execute(
          sql`select used from test_quota where player_id = ${id} for update`,
        )) as unknown as { rows: { used: number }[] };
        return rows[0]!.used >= 3
          ? { key: 'error.validation.bet_limits.payout_limit_exceeded', message: 'Quota used' }
          : null;
      },
      staked: async (w) => {
        await w.tx.execute(sql`update test_quota set used = used + 1 where player_id = ${id}`);
      },
    });
    const m = match();
    const answers = await Promise.all(Array.from({ length: 30 }, () => p.place(single(m, 100))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 400)).toHaveLength(27);
    expect(await p.balance()).toBe(100_000 - 300);
  });

  it('a refusal of one player leaves the other placements of its group alone', async () => {
    const [a, b] = [await t.player(10_000), await t.player(10_000)];
    join({
      name: 'only-b',
      check: async (_w, placement) =>
        String(placement.playerId) === a.playerId
          ? { key: 'error.validation.bet_limits.max_stake_limit_exceeded', message: 'No' }
          : null,
    });
    const m = match();
    const [ra, rb] = await Promise.all([a.place(single(m, 100)), b.place(single(m, 100))]);
    expect([ra.statusCode, rb.statusCode]).toEqual([400, 200]);
    expect([await a.balance(), await b.balance()]).toEqual([10_000, 9_900]);
  });
});
