import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

// Issue 19, third step: hunting (domain 3). The seed's hunt (config/bonuses.json "bet_hunt"):
// 3 points from odds 1.50, a stake of at least 2.00, a match farms once; at 3 points it pays a
// freebet of the "hunt_freebet" campaign worth the average farming stake, at most 10.00.

describeEachDb('bonuses: hunting', (db) => {
  let t: BetsTestApp;
  let nextMatch = 60_000;
  const api = '/api/sportsbook/v2/bonuses';
  const houseBonus = () => t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.houseBonus, 'EUR');
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  const hunts = async (p: Player) =>
    (await p.browser.get(`${api}/huntings`)).json().data as {
      id: string;
      issued: Record<string, unknown>;
    }[];
  /** A player with the seed's hunt activated. */
  const hunter = async (cash = 10_000) => {
    const p = await t.player(cash);
    const [hunt] = await hunts(p);
    const res = await p.browser.post(`${api}/${hunt!.id}/activate`, {});
    expect(res.statusCode, res.body).toBe(200);
    return { p, claim: { id: hunt!.id, type: 'hunting', odds: null } };
  };
  const betOn = (m: number, stake: number, claim: unknown, odds = 2000) =>
    slip([{ stake, selections: [[m, 1, '', '1', odds]], bonus: claim }]);

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is issued available, farms after activation, and pays the average stake as a freebet at 3 points', async () => {
    const p = await t.player(10_000);
    const [hunt] = await hunts(p);
    expect(hunt).toMatchObject({
      type: 'hunting',
      campaign_id: 'bet_hunt',
      points_target: 3,
      farming_freebet_type: 'freebet',
      issued: { computed_status: 'available', is_active: false, points: 0, currency: null },
    });
    // Not active yet: a bet cannot carry it.
    const m0 = t.catalog.addMatch(++nextMatch).id;
    const early = await p.place(betOn(m0, 300, { id: hunt!.id, type: 'hunting', odds: null }));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.key).toBe('error.validation.bonus.not_available');

    const activated = await p.browser.post(`${api}/${hunt!.id}/activate`, {});
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({
      issued: { computed_status: 'active', is_active: true, currency: 'EUR', available_points: 3 },
    });
    const twice = await p.browser.post(`${api}/${hunt!.id}/activate`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.key).toBe('error.bonus.not_activatable');

    const claim = { id: hunt!.id, type: 'hunting', odds: null };
    const before = await houseBonus();
    const sent = t.sent.length;
    for (const stake of [300, 600]) {
      const res = await p.place(betOn(t.catalog.addMatch(++nextMatch).id, stake, claim));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0].bonus).toMatchObject({ id: hunt!.id, type: 'hunting' });
    }
    // The slip's preview (POST /bonuses): the third bet would reach the target.
    const m3 = t.catalog.addMatch(++nextMatch).id;
    const offers = (
      await p.browser.post(api, {
        bets: [
          {
            selections: [{ odds: 2000, match_id: m3, match_status: 0 }],
            currency: 'EUR',
            stake: 900,
          },
        ],
      })
    ).json().data[0] as {
      bonus: { type: string };
      points: number;
      potential_points: number;
      potential_freebet_amount: number;
    }[];
    expect(offers.find((o) => o.bonus.type === 'hunting')).toMatchObject({
      points: 2,
      available_points: 1,
      potential_points: 3,
      potential_freebet_amount: 600,
    });
    const third = await p.place(betOn(m3, 900, claim));
    expect(third.statusCode, third.body).toBe(200);
    expect((await hunts(p))[0]).toMatchObject({
      issued: { computed_status: 'bonus_over', points: 3, bets_count: 3, avg_stake: 600 },
    });
    // The freebet: 6.00 from the house bonus account, pushed, and a bet of the slip can carry it.
    expect(await houseBonus()).toBe(before - 600);
    expect(await bonusWallet(p)).toBe(600);
    const freebets = (await p.browser.get(`${api}/freebets`)).json().data;
    expect(freebets).toEqual([
      expect.objectContaining({
        campaign_id: 'hunt_freebet',
        issued: expect.objectContaining({ amount: 600 }),
      }),
    ]);
    expect(t.sent.slice(sent).map((s) => s.publication)).toContainEqual(
      expect.objectContaining({ event_name: 'bonus_issued' }),
    );
    // Over: the hunt farms no more.
    const after = await p.place(betOn(t.catalog.addMatch(++nextMatch).id, 300, claim));
    expect(after.statusCode).toBe(400);
    expect(await p.balance()).toBe(10_000 - 300 - 600 - 900);
  });

  it('refuses a bet that farms nothing (low stake, low odds, a farmed match) and changes nothing', async () => {
    const { p, claim } = await hunter();
    const m = t.catalog.addMatch(++nextMatch).id;
    expect((await p.place(betOn(m, 300, claim))).statusCode).toBe(200);
    for (const refused of [
      betOn(t.catalog.addMatch(++nextMatch).id, 199, claim),
      betOn(m, 300, claim),
    ]) {
      const res = await p.place(refused);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.key).toBe('error.validation.bonus.not_applicable');
    }
    const low = t.catalog.addMatch(++nextMatch).id;
    t.catalog.setOdds({ matchId: low, marketId: 1, specifier: '', outcomeId: '1' }, 1400);
    expect((await p.place(betOn(low, 300, claim, 1400))).statusCode).toBe(400);
    expect((await hunts(p))[0]).toMatchObject({ issued: { points: 1 } });
    expect(await p.balance()).toBe(10_000 - 300);
  });

  it('20 concurrent bets on a hunt at 2 points: one reaches the target, one freebet, ledger whole', async () => {
    const { p, claim } = await hunter();
    for (const stake of [400, 400])
      expect(
        (await p.place(betOn(t.catalog.addMatch(++nextMatch).id, stake, claim))).statusCode,
      ).toBe(200);
    const matches = Array.from({ length: 20 }, () => t.catalog.addMatch(++nextMatch).id);
    const answers = await Promise.all(matches.map((m) => p.place(betOn(m, 400, claim))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await hunts(p))[0]).toMatchObject({
      issued: { points: 3, computed_status: 'bonus_over' },
    });
    expect(await bonusWallet(p)).toBe(400);
    expect(await p.balance()).toBe(10_000 - 3 * 400);
    await expectLedgerWhole(db.db);
  });

  it('another player’s hunt cannot be activated or carried', async () => {
    const { claim } = await hunter();
    const other = await t.player(10_000);
    const res = await other.browser.post(`${api}/${claim.id}/activate`, {});
    expect(res.statusCode).toBe(404);
    const bet = await other.place(betOn(t.catalog.addMatch(++nextMatch).id, 300, claim));
    expect(bet.statusCode).toBe(400);
    expect(await other.balance()).toBe(10_000);
  });
});
