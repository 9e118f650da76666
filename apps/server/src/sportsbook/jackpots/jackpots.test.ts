import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { drawOf, seedHash } from '../fair-draw';
import { seedJackpots } from './seed';

// Issue 21: jackpots fed by bets through the ledger, drawn from committed seeds, a hit paid
// once (also across two processes on Postgres), the calls of domain 7 and their bad input.

describeEachDb('jackpots', (db) => {
  let t: BetsTestApp;
  let nextMatch = 2_000;
  const match = () => t.catalog.addMatch(++nextMatch).id;
  const single = (m: number, stake: number) =>
    slip([{ stake, selections: [[m, 1, '', '1', 2000]] }]);
  const admin = (app: BetsTestApp, url: string, payload?: unknown) =>
    app.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const jackpot = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    name: `Jackpot ${id}`,
    currency: 'EUR',
    min_stake: 200,
    min_odds: 1_500,
    levels: [
      {
        code: 'mini',
        name: 'Mini',
        seed: 5_000,
        share_ppm: 20_000,
        mode: 'chance',
        chance_ppm: 100_000,
      },
      {
        code: 'mega',
        name: 'Mega',
        seed: 50_000,
        share_ppm: 10_000,
        mode: 'must_drop',
        must_drop_by: 60_000,
      },
    ],
    ...over,
  });
  const pools = async (id: string) =>
    (await t.app.inject({ url: `/api/sportsbook/v2/jackpots/${id}` })).json().data;
  const ledgerOk = async () => {
    const audit = await expectLedgerWhole(db.db);
    return audit;
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('an operator creates a jackpot; the house seeds its pools through the ledger', async () => {
    const res = await admin(t, '/jackpots', jackpot('alpha'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 'alpha',
      amount: 55_000,
      levels: [
        { code: 'mini', pool_amount: 5_000, state: 'active' },
        { code: 'mega', pool_amount: 50_000, state: 'active' },
      ],
    });
    const audit = await ledgerOk();
    expect(audit.find((a) => a.address === 'jackpot:alpha:mini:EUR')?.fold).toBe(5_000);
    expect(audit.find((a) => a.address === 'house:jackpots:EUR')?.fold).toBe(-55_000);
  });

  it('a fresh start seeds the jackpots of config/jackpots.json once', async () => {
    expect(await seedJackpots(t.ctx.jackpots)).toEqual(['daily_drop']);
    expect(await seedJackpots(t.ctx.jackpots)).toEqual([]);
    const seeded = await pools('daily_drop');
    expect(seeded.levels.map((l: { code: string }) => l.code)).toEqual(['mini', 'major', 'mega']);
    await admin(t, '/jackpots/daily_drop/levels/mini/state', { state: 'paused' });
    await admin(t, '/jackpots/daily_drop/levels/major/state', { state: 'paused' });
    await admin(t, '/jackpots/daily_drop/levels/mega/state', { state: 'paused' });
  });

  it('bad input is a 4xx with its key and creates or pays nothing', async () => {
    const share = jackpot('beta', {
      levels: [
        { code: 'a', name: 'A', seed: 1, share_ppm: 700_000, mode: 'chance', chance_ppm: 1 },
        { code: 'b', name: 'B', seed: 1, share_ppm: 700_000, mode: 'chance', chance_ppm: 1 },
      ],
    });
    const bad = await admin(t, '/jackpots', share);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('error.jackpots.invalid');
    expect((await admin(t, '/jackpots', { ...jackpot('Bad Id') })).statusCode).toBe(400);
    expect((await admin(t, '/jackpots', jackpot('alpha'))).json().error.key).toBe(
      'error.jackpots.exists',
    );
    const unknown = await t.app.inject({ url: '/api/sportsbook/v2/jackpots/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('error.jackpots.not_found');
    expect((await admin(t, '/jackpots/alpha/levels/nope/force-hit')).json().error.key).toBe(
      'error.jackpots.level_not_found',
    );
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jackpots',
      payload: jackpot('gamma'),
    });
    expect(noToken.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sportsbook/v2/jackpots/beta' })).statusCode).toBe(404);
  });

  it('a qualifying bet feeds each level its share and is marked used_in_jackpot; others do not', async () => {
    const p = await t.player(100_000);
    const before = await pools('alpha');
    const small = await p.place(single(match(), 150));
    expect(small.json().data[0].used_in_jackpot).toBe(false);
    await admin(t, '/jackpots/alpha/levels/mini/state', { state: 'paused' });
    // A paused level cannot be made to hit, and pays nothing.
    const forced = await admin(t, '/jackpots/alpha/levels/mini/force-hit');
    expect(forced.statusCode).toBe(409);
    expect(forced.json().error.key).toBe('error.jackpots.level_not_active');
    const fed = await p.place(single(match(), 10_000));
    expect(fed.json().data[0].used_in_jackpot).toBe(true);
    const after = await pools('alpha');
    // The paused level took nothing; the other its 1 % (unless the draw hit it).
    expect(after.levels[0].pool_amount).toBe(before.levels[0].pool_amount);
    const mega = after.levels[1].pool_amount;
    expect(mega === before.levels[1].pool_amount + 100 || mega === 50_000).toBe(true);
    await admin(t, '/jackpots/alpha/levels/mini/state', { state: 'active' });
    await ledgerOk();
  });

  it('a forced hit pays the pool to the winner once, shows as unseen, and only they mark it seen', async () => {
    const p = await t.player(100_000);
    const other = await t.player(100_000);
    await admin(t, '/jackpots/alpha/levels/mini/force-hit');
    const [mini, mega] = (await pools('alpha')).levels;
    const pool = mini.pool_amount;
    const balance = (await p.balance())!;
    const placed = await p.place(single(match(), 1_000));
    expect(placed.statusCode).toBe(200);
    // The other level's own draw may hit with the same bet (a CI run once saw it): then its
    // pool, with this bet's 1 %, is paid too.
    const megaHit = (await pools('alpha')).levels[1].pool_amount !== mega.pool_amount + 10;
    // The stake out, the pool (with this bet's 2 %) in.
    expect(await p.balance()).toBe(
      balance - 1_000 + pool + 20 + (megaHit ? mega.pool_amount + 10 : 0),
    );
    expect((await pools('alpha')).levels[0].pool_amount).toBe(5_000);
    const mine = await p.browser.get('/api/sportsbook/v2/jackpot-hits?unseen=true');
    const hits = mine.json().data;
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      jackpot_id: 'alpha',
      jackpot_level_code: 'mini',
      amount: pool + 20,
      amount_eur: pool + 20,
      status: 'paid',
      seen: false,
      fairness: { forced: true, bet_ref: placed.json().data[0].ref },
    });
    // The winner is told in their notifications too (issue 27), once.
    await expect
      .poll(async () =>
        (await p.browser.get('/api/sportsbook/v2/notifications'))
          .json()
          .filter((n: { type: string }) => n.type === 'jackpot_hit'),
      )
      .toEqual([
        expect.objectContaining({
          title: 'You hit the jackpot!',
          body: `Mini of Jackpot alpha: €${((pool + 20) / 100).toFixed(2)} paid to your balance.`,
        }),
      ]);
    const stolen = await other.browser.post('/api/sportsbook/v2/jackpot-hits/seen', {
      ids: [hits[0].id],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.key).toBe('error.jackpots.hit_not_found');
    const seen = await p.browser.post('/api/sportsbook/v2/jackpot-hits/seen', {
      ids: [hits[0].id],
    });
    expect(seen.statusCode).toBe(200);
    expect(
      (await p.browser.get('/api/sportsbook/v2/jackpot-hits?unseen=true')).json().data,
    ).toEqual([]);
    // The next bet does not hit by force again.
    const again = (await p.balance())!;
    await p.place(single(match(), 1_000));
    const hitsNow = (await p.browser.get('/api/sportsbook/v2/jackpot-hits?for_user=true')).json()
      .data;
    if (hitsNow.length === 1) expect(await p.balance()).toBe(again - 1_000);
    // Unsigned callers get the public list, not their own.
    expect(
      (await t.app.inject({ url: '/api/sportsbook/v2/jackpot-hits?for_user=true' })).statusCode,
    ).toBe(401);
    await ledgerOk();
  });

  it('any sequence of bets: pool = seed + contributions - payouts + re-seeds, each hit paid once and fair', async () => {
    await admin(
      t,
      '/jackpots',
      jackpot('prop', {
        min_stake: 0,
        min_odds: 0,
        levels: [
          {
            code: 'hot',
            name: 'Hot',
            seed: 1_000,
            share_ppm: 100_000,
            mode: 'chance',
            chance_ppm: 150_000,
          },
          {
            code: 'drop',
            name: 'Drop',
            seed: 2_000,
            share_ppm: 50_000,
            mode: 'must_drop',
            must_drop_by: 4_000,
          },
        ],
      }),
    );
    const players: Player[] = [await t.player(1e9), await t.player(1e9)];
    // Published before any bet: each level's first commitment.
    const first = new Map<string, string>(
      (await pools('prop')).levels.map((l: { code: string; seed_hash: string }) => [
        l.code,
        l.seed_hash,
      ]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            who: fc.integer({ min: 0, max: 1 }),
            stake: fc.integer({ min: 1, max: 20_000 }),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (bets) => {
          await Promise.all(bets.map((b) => players[b.who]!.place(single(match(), b.stake))));
        },
      ),
      { numRuns: 8 },
    );
    const audit = await ledgerOk();
    const hits = (
      await t.app.inject({ url: '/api/sportsbook/v2/jackpot-hits?jackpot_id=prop&limit=100' })
    ).json().data;
    for (const code of ['hot', 'drop']) {
      const fold = audit.find((a) => a.address === `jackpot:prop:${code}:EUR`)!.fold;
      const view = (await pools('prop')).levels.find((l: { code: string }) => l.code === code);
      expect(view.pool_amount, code).toBe(fold);
      // Oldest first: the chain of commitments. Each hit reveals the seed published before it
      // (the first, or the one the previous hit announced), so no seed decides two hits, and
      // the level now draws from the last one announced.
      const own = hits
        .filter((h: { jackpot_level_code: string }) => h.jackpot_level_code === code)
        .reverse();
      let expected = first.get(code);
      for (const h of own) {
        expect(h.fairness.seed_hash).toBe(expected);
        expected = h.fairness.next_seed_hash;
      }
      expect(view.seed_hash).toBe(expected);
    }
    for (const h of hits) {
      const f = h.fairness;
      expect(seedHash(f.server_seed)).toBe(f.seed_hash);
      expect(f.forced).toBe(false);
      expect(drawOf(f.server_seed, f.bet_ref, h.jackpot_level_code)).toBe(f.draw);
      expect(f.draw).toBeLessThan(f.chance);
      expect(h.amount).toBe(f.pool_before + f.fed);
    }
    expect(hits.length).toBeGreaterThan(0);
  });

  it('two processes racing for one forced hit pay it once', async () => {
    const t2 = await betsTestApp(db.db);
    try {
      // Only this jackpot runs, so the balances tell its hit alone.
      for (const [id, code] of [
        ['alpha', 'mini'],
        ['alpha', 'mega'],
        ['prop', 'hot'],
        ['prop', 'drop'],
      ])
        await admin(t, `/jackpots/${id}/levels/${code}/state`, { state: 'paused' });
      await admin(
        t,
        '/jackpots',
        jackpot('race', {
          levels: [
            {
              code: 'one',
              name: 'One',
              seed: 10_000,
              share_ppm: 10_000,
              mode: 'chance',
              chance_ppm: 1,
            },
          ],
        }),
      );
      const m = match();
      t2.catalog.addMatch(m);
      const a = await t.player(100_000);
      const b = await t2.player(100_000);
      await admin(t, '/jackpots/race/levels/one/force-hit');
      const [ra, rb] = await Promise.all([a.place(single(m, 1_000)), b.place(single(m, 1_000))]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      const hits = (
        await t.app.inject({ url: '/api/sportsbook/v2/jackpot-hits?jackpot_id=race' })
      ).json().data;
      expect(hits).toHaveLength(1);
      const won = [(await a.balance())!, (await b.balance())!].sort((x, y) => x - y);
      expect(won).toEqual([99_000, 99_000 + 10_010]);
      expect(hits[0].amount).toBe(10_010);
      await ledgerOk();
    } finally {
      t2.ctx.jackpots.close();
      await t2.app.close();
    }
  });
});
