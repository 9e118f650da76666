import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

// Issue 19: the freebet boost (domain 3 boost_multiplier, boost_data, freebets_to_boost; POST
// /bonuses/{id}/boost). The seed's hunt ("bet_hunt": 3 points, boosts 2 freebets, +0.10 a point
// up to x2) boosts the player's freebets with the points it farmed; the extra amount moves from
// `house:bonus` to the player's bonus wallet, once.

describeEachDb('bonuses: freebet boost', (db) => {
  let t: BetsTestApp;
  let nextMatch = 90_000;
  const api = '/api/sportsbook/v2/bonuses';
  const houseBonus = () => t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.houseBonus, 'EUR');
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  type Wire = { id: string; type: string; campaign_id: string; issued: Record<string, unknown> };
  const all = async (p: Player) => (await p.browser.get(api)).json().data as Wire[];
  const one = async (p: Player, id: string) => (await all(p)).find((b) => b.id === id)!;
  const huntOf = async (p: Player, campaign = 'bet_hunt') =>
    (await all(p)).find((b) => b.campaign_id === campaign)!;
  const boost = (p: Player, id: string, body: Record<string, unknown>) =>
    p.browser.post(`${api}/${id}/boost`, body);
  /** A freebet of the seed's "hunt_freebet" campaign granted to the player (10.00). */
  const granted = async (p: Player, reference: string) => {
    const g = await t.ctx.bonuses.grant('hunt_freebet', Number(p.playerId), 'EUR', reference);
    if (!g.ok) throw new Error(g.message);
    return g.value.id;
  };
  /** A player whose hunt of `campaign` is activated and farmed `points` points (stake 3.00). */
  const hunter = async (points: number, campaign = 'bet_hunt') => {
    const p = await t.player(10_000);
    const hunt = await huntOf(p, campaign);
    const res = await p.browser.post(`${api}/${hunt.id}/activate`, {});
    expect(res.statusCode, res.body).toBe(200);
    const claim = { id: hunt.id, type: hunt.type, odds: null };
    for (let i = 0; i < points; i++) {
      const m = t.catalog.addMatch(++nextMatch).id;
      const placed = await p.place(
        slip([{ stake: 300, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
      );
      expect(placed.statusCode, placed.body).toBe(200);
    }
    return { p, hunt };
  };
  /** What a refusal must leave as it was. */
  const state = async (p: Player) => ({
    house: await houseBonus(),
    wallet: await bonusWallet(p),
    bonuses: await all(p),
  });

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
    for (const c of [
      {
        // A hunt whose points boost any number of freebets: the points are what runs out.
        id: 'boost_many',
        freebets_to_boost: 50,
        points_target: 3,
      },
    ]) {
      const created = await t.ctx.bonuses.createCampaign({
        kind: 'hunting',
        name: 'Boost many',
        status: 'active',
        match_status: null,
        only_verified: false,
        valid_to: null,
        terms: {},
        min_odds: 1500,
        max_odds: null,
        selection_count_from: null,
        selection_count_to: null,
        farm_once_per_event: true,
        show_in_promotion: true,
        min_stakes: { EUR: 100 },
        max_freebets: { EUR: 1000 },
        reward_campaign: 'hunt_freebet',
        ...c,
      });
      expect(created).toEqual({ ok: true, value: true });
    }
    const ended = await t.ctx.bonuses.createCampaign({
      id: 'boost_ended',
      kind: 'freebet',
      name: 'Ended freebet',
      status: 'active',
      match_status: null,
      only_verified: false,
      valid_to: new Date(Date.now() - 60_000).toISOString(),
      terms: {},
      amounts: { EUR: 500 },
      min_odds: null,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      issue_on: 'grant',
      promo_code: null,
      progress_ranges: [],
      min_stakes: {},
    });
    expect(ended).toEqual({ ok: true, value: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('spends the hunt’s points on a freebet: the amount times the multiplier, funded by the house, once', async () => {
    const { p, hunt } = await hunter(3);
    // At its target the hunt paid its freebet (the average stake, 3.00) and keeps its points.
    const farmed = await one(p, hunt.id);
    expect(farmed).toMatchObject({
      boost_per_point: 100,
      max_boost_multiplier: 2000,
      issued: {
        computed_status: 'bonus_over',
        points: 3,
        boost_points: 3,
        freebets_to_boost: 2,
      },
    });
    const reward = (await all(p)).find((b) => b.campaign_id === 'hunt_freebet')!;
    expect(reward.issued).toMatchObject({ amount: 300, boost_multiplier: null, boost_data: null });
    const welcome = (await p.browser.post(`${api}/promo-code`, { code: 'WELCOME10' })).json()
      .bonus as Wire;
    const house = await houseBonus();
    expect(await bonusWallet(p)).toBe(1300);

    // Two points on the welcome freebet: x1.20.
    const res = await boost(p, welcome.id, { bonus_id: hunt.id, points: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: welcome.id,
      type: 'freebet',
      issued: {
        amount: 1200,
        boost_multiplier: 1200,
        boost_data: {
          bonus_id: hunt.id,
          bonus_type: 'hunting',
          campaign_id: 'bet_hunt',
          points: 2,
          amount_before: 1000,
          boosted_at: expect.any(String),
        },
        computed_status: 'active',
      },
    });
    expect(await houseBonus()).toBe(house - 200);
    expect(await bonusWallet(p)).toBe(1500);
    expect((await one(p, hunt.id)).issued).toMatchObject({
      points: 3,
      boost_points: 1,
      freebets_to_boost: 1,
    });

    // Once per freebet.
    const again = await boost(p, welcome.id, { bonus_id: hunt.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('error.bonus.already_boosted');
    // The last point, asked for none: all that are left (3.00 x 1.10).
    const last = await boost(p, reward.id, { bonus_id: hunt.id });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().issued).toMatchObject({ amount: 330, boost_multiplier: 1100 });
    expect((await one(p, hunt.id)).issued).toMatchObject({
      boost_points: 0,
      freebets_to_boost: 0,
    });
    const third = await granted(p, 'boost-third');
    const none = await boost(p, third, { bonus_id: hunt.id });
    expect(none.json().error.key).toBe('error.bonus.no_boosts_left');

    // The boosted freebet stakes its new amount (the slip reads it), and only that.
    const m = t.catalog.addMatch(++nextMatch).id;
    const claim = { id: welcome.id, type: 'freebet', odds: null };
    const short = await p.place(
      slip([{ stake: 1000, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
    );
    expect(short.statusCode).toBe(400);
    const placed = await p.place(
      slip([{ stake: 1200, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await bonusWallet(p)).toBe(330 + 1000);
    // Staked, it is boosted no more.
    expect((await boost(p, welcome.id, { bonus_id: hunt.id })).statusCode).toBe(409);
    await expectLedgerWhole(db.db);
  });

  it('refuses unknown ids, other players’, a bonus that cannot boost or be boosted, points not held; nothing changes', async () => {
    const { p, hunt } = await hunter(1);
    const other = await hunter(2);
    const freebet = await granted(p, 'boost-refusals');
    const theirs = await granted(other.p, 'boost-refusals');
    const ended = await t.ctx.bonuses.grant('boost_ended', Number(p.playerId), 'EUR', 'x');
    if (!ended.ok) throw new Error(ended.message);
    const race = await huntOf(p, 'hunt_race');
    const before = await state(p);

    const cases: [id: string, body: Record<string, unknown>, status: number, key: string][] = [
      ['999999999', { bonus_id: hunt.id }, 404, 'error.bonus.not_found'],
      [freebet, { bonus_id: '999999999' }, 404, 'error.bonus.not_found'],
      [theirs, { bonus_id: hunt.id }, 404, 'error.bonus.not_found'],
      [freebet, { bonus_id: other.hunt.id }, 404, 'error.bonus.not_found'],
      // A hunt is not a freebet, a freebet boosts nothing, a bonus does not boost itself.
      [hunt.id, { bonus_id: hunt.id }, 409, 'error.bonus.not_boostable'],
      [hunt.id, { bonus_id: freebet }, 409, 'error.bonus.not_boostable'],
      [freebet, { bonus_id: ended.value.id }, 409, 'error.bonus.not_boostable'],
      // An expired freebet; a tournament not activated (and whose campaign boosts none).
      [ended.value.id, { bonus_id: hunt.id }, 409, 'error.bonus.not_boostable'],
      [freebet, { bonus_id: race.id }, 409, 'error.bonus.not_boostable'],
      // More points than farmed.
      [freebet, { bonus_id: hunt.id, points: 2 }, 409, 'error.bonus.no_boost_points'],
    ];
    for (const [id, body, status, key] of cases) {
      const res = await boost(p, id, body);
      expect([id, body, res.statusCode, res.json().error?.key]).toEqual([id, body, status, key]);
    }
    // Bad bodies.
    expect((await boost(p, freebet, {})).statusCode).toBe(400);
    expect((await boost(p, freebet, { bonus_id: hunt.id, points: 0 })).statusCode).toBe(400);
    expect((await boost(p, freebet, { bonus_id: hunt.id, extra: 1 })).statusCode).toBe(400);
    expect(await state(p)).toEqual(before);

    // A hunt whose campaign boosts none, activated and farmed: no boosts.
    const { p: q, hunt: chest } = await hunter(1, 'bet_chest');
    const fb = await granted(q, 'boost-chest');
    const res = await boost(q, fb, { bonus_id: chest.id });
    expect(res.json().error.key).toBe('error.bonus.no_boosts_left');
    // Without a point yet.
    const { p: r, hunt: fresh } = await hunter(0);
    const rf = await granted(r, 'boost-fresh');
    expect((await boost(r, rf, { bonus_id: fresh.id })).json().error.key).toBe(
      'error.bonus.no_boost_points',
    );
    await expectLedgerWhole(db.db);
  });

  it('20 concurrent boosts of one freebet boost it once and spend the points once', async () => {
    const { p, hunt } = await hunter(3);
    const freebet = await granted(p, 'boost-race');
    const house = await houseBonus();
    const wallet = await bonusWallet(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => boost(p, freebet, { bonus_id: hunt.id, points: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.json().error.key)).toEqual(
      Array(19).fill('error.bonus.already_boosted'),
    );
    expect((await one(p, freebet)).issued).toMatchObject({ amount: 1100, boost_multiplier: 1100 });
    expect((await one(p, hunt.id)).issued).toMatchObject({
      boost_points: 2,
      freebets_to_boost: 1,
    });
    expect(await houseBonus()).toBe(house - 100);
    expect(await bonusWallet(p)).toBe(wallet + 100);
    await expectLedgerWhole(db.db);
  });

  it('20 concurrent boosts of 20 freebets spend each of 3 points once', async () => {
    const { p, hunt } = await hunter(3, 'boost_many');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await granted(p, `boost-many-${i}`));
    const wallet = await bonusWallet(p);
    const answers = await Promise.all(
      ids.map((id) => boost(p, id, { bonus_id: hunt.id, points: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(
      answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.key as string),
    ).toEqual(Array(17).fill('error.bonus.no_boost_points'));
    expect((await one(p, hunt.id)).issued).toMatchObject({
      boost_points: 0,
      freebets_to_boost: 47,
    });
    expect(await bonusWallet(p)).toBe(wallet + 3 * 100);
    await expectLedgerWhole(db.db);
  });
});
