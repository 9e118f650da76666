import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { drawOf, seedHash } from '../fair-draw';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

// Issue 19: the lootbox (domain 3). A test campaign: 2 points from odds 1.50 and 1.00, chests
// whose chances make the outcome certain (place 1 always holds 2.50, place 3 never holds
// anything), so the test knows what each opening pays; the seed's "bet_chest" is checked for
// its draw alone.

describeEachDb('bonuses: lootbox', (db) => {
  let t: BetsTestApp;
  let nextMatch = 80_000;
  const api = '/api/sportsbook/v2/bonuses';
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  type Box = { id: string; campaign_id: string; issued: Record<string, unknown> };
  const boxes = async (p: Player, campaign = 'test_chest') =>
    ((await p.browser.get(`${api}/lootboxes?status=available`)).json().data as Box[])
      .concat((await p.browser.get(`${api}/lootboxes`)).json().data as Box[])
      .filter((b) => b.campaign_id === campaign)
      .at(-1)!;
  const admin = () => ({ authorization: `Bearer ${t.ctx.config.adminToken}` });
  /** A player with the test lootbox activated and farmed to its target. */
  const ready = async () => {
    const p = await t.player(10_000);
    const box = await boxes(p);
    expect(box.issued).toMatchObject({ computed_status: 'available', seed_hash: null });
    const res = await p.browser.post(`${api}/${box.id}/activate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().issued.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const claim = { id: box.id, type: 'lootbox', odds: null };
    for (const stake of [200, 400]) {
      const m = t.catalog.addMatch(++nextMatch).id;
      const placed = await p.place(
        slip([{ stake, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
      );
      expect(placed.statusCode, placed.body).toBe(200);
    }
    return { p, box, claim };
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
    const created = await t.ctx.bonuses.createCampaign({
      id: 'test_chest',
      kind: 'lootbox',
      name: 'Test chest',
      status: 'active',
      match_status: null,
      only_verified: false,
      valid_to: null,
      terms: {},
      min_odds: 1500,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      points_target: 2,
      farm_once_per_event: true,
      show_in_promotion: true,
      min_stakes: { EUR: 100 },
      reward_campaign: 'hunt_freebet',
      chests: [
        { place: 1, chance_ppm: 1_000_000, prizes: { EUR: 250 } },
        { place: 2, chance_ppm: 500_000, prizes: { EUR: 500 } },
        { place: 3, chance_ppm: 0, prizes: { EUR: 5_000 } },
      ],
    });
    expect(created).toEqual({ ok: true, value: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('farms to its target, then opens one chest, once, on the draw committed at activation', async () => {
    const { p, box, claim } = await ready();
    const hash = (await boxes(p)).issued.seed_hash;
    expect((await boxes(p)).issued).toMatchObject({ points: 2, ready: true, opened: null });
    // At its target it farms no more.
    const m = t.catalog.addMatch(++nextMatch).id;
    const more = await p.place(
      slip([{ stake: 200, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
    );
    expect(more.statusCode).toBe(400);

    const opened = await p.browser.post(`${api}/lootboxes/${box.id}/open`, { place: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
    const draw = opened.json().issued.opened as Record<string, unknown> & { server_seed: string };
    // The revealed seed is the one committed: anyone can recompute the draw.
    expect(draw.seed_hash).toBe(hash);
    expect(seedHash(draw.server_seed)).toBe(hash);
    expect(draw.draw).toBe(drawOf(draw.server_seed, box.id, 'chest:1'));
    expect(draw).toMatchObject({ place: 1, chance_ppm: 1_000_000, won_amount: 250 });
    expect(opened.json().issued.computed_status).toBe('bonus_over');
    // The prize is a freebet of the reward campaign, from the house bonus account.
    expect(await bonusWallet(p)).toBe(250);
    const freebets = (await p.browser.get(`${api}/freebets`)).json().data;
    expect(freebets).toContainEqual(
      expect.objectContaining({
        campaign_id: 'hunt_freebet',
        issued: expect.objectContaining({ amount: 250 }),
      }),
    );
    const again = await p.browser.post(`${api}/lootboxes/${box.id}/open`, { place: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('error.bonus.lootbox_not_ready');
    expect(await bonusWallet(p)).toBe(250);
    // The operator's audit lists the draw with its seed.
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/bonuses/lootboxes/draws?campaign_id=test_chest',
        headers: admin(),
      })
    ).json().data as { id: string; server_seed: string; won_amount: number }[];
    expect(audit).toContainEqual(
      expect.objectContaining({ id: box.id, server_seed: draw.server_seed, won_amount: 250 }),
    );
  });

  it('an empty chest pays nothing; before its target, or another player’s, it does not open', async () => {
    const early = await t.player(10_000);
    const box = await boxes(early);
    await early.browser.post(`${api}/${box.id}/activate`, {});
    const notYet = await early.browser.post(`${api}/lootboxes/${box.id}/open`, { place: 1 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.key).toBe('error.bonus.lootbox_not_ready');

    const { p, box: full } = await ready();
    const theirs = await early.browser.post(`${api}/lootboxes/${full.id}/open`, { place: 1 });
    expect(theirs.statusCode).toBe(404);
    const bad = await p.browser.post(`${api}/lootboxes/${full.id}/open`, { place: 4 });
    expect(bad.statusCode).toBe(400);
    const empty = await p.browser.post(`${api}/lootboxes/${full.id}/open`, { place: 3 });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().issued.opened).toMatchObject({ place: 3, won_amount: 0 });
    expect(await bonusWallet(p)).toBe(0);
    expect(await bonusWallet(early)).toBe(0);
  });

  it('20 concurrent openings of one lootbox open it once and pay once; the ledger stays whole', async () => {
    const { p, box } = await ready();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.browser.post(`${api}/lootboxes/${box.id}/open`, { place: 1 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await bonusWallet(p)).toBe(250);
    await expectLedgerWhole(db.db);
  });

  it('the seed’s chest pays what its draw says', async () => {
    const p = await t.player(10_000);
    const box = await boxes(p, 'bet_chest');
    await p.browser.post(`${api}/${box.id}/activate`, {});
    const claim = { id: box.id, type: 'lootbox', odds: null };
    for (let i = 0; i < 3; i++) {
      const m = t.catalog.addMatch(++nextMatch).id;
      const res = await p.place(
        slip([{ stake: 100, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const opened = (await p.browser.post(`${api}/lootboxes/${box.id}/open`, { place: 2 })).json()
      .issued.opened as { draw: number; won_amount: number };
    expect(opened.won_amount).toBe(opened.draw < 0.4 ? 300 : 0);
    expect(await bonusWallet(p)).toBe(opened.won_amount);
  });
});
