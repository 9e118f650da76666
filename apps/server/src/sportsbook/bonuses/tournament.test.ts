import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';
import { tournamentPoolOf } from './tournament';
import { TOURNAMENT_PAY_GRACE_MS } from './tournament-payout';

// Issue 19: the hunting tournament (domain 3). A test campaign ending an hour after the test's
// clock: 2 points from odds 1.50 and 1.00, a round pays the average stake up to 5.00 (the
// seed's "hunt_freebet"), a pool of 100.00 growing by 5 % of each farming stake, paid 60/40.

describeEachDb('bonuses: hunting tournament', (db) => {
  let t: BetsTestApp;
  let nextMatch = 70_000;
  let ends: number;
  const api = '/api/sportsbook/v2/bonuses';
  const pool = () => t.ctx.platform.wallet.systemBalance(tournamentPoolOf('test_race'), 'EUR');
  const houseBonus = () => t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.houseBonus, 'EUR');
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  const tournaments = async (p: Player) =>
    (await p.browser.get(`${api}/tournaments?limit=10`)).json().data as {
      id: string;
      campaign_id: string;
      issued: Record<string, unknown>;
    }[];
  const ours = async (p: Player) =>
    (await tournaments(p)).find((x) => x.campaign_id === 'test_race')!;
  /** A player with the test tournament activated. */
  const racer = async (cash = 10_000) => {
    const p = await t.player(cash);
    const race = await ours(p);
    const res = await p.browser.post(`${api}/${race.id}/activate`, {});
    expect(res.statusCode, res.body).toBe(200);
    return { p, claim: { id: race.id, type: 'tournament', odds: null } };
  };
  const farmWith = async (p: Player, claim: unknown, stakes: number[]) => {
    for (const stake of stakes) {
      const m = t.catalog.addMatch(++nextMatch).id;
      const res = await p.place(
        slip([{ stake, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const ledgerWhole = async () => {
    await expectLedgerWhole(db.db);
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
    ends = t.clock.now + 3_600_000;
    const created = await t.ctx.bonuses.createCampaign({
      id: 'test_race',
      kind: 'tournament',
      name: 'Test race',
      status: 'active',
      match_status: null,
      only_verified: false,
      valid_to: new Date(ends).toISOString(),
      terms: {},
      min_odds: 1500,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      points_target: 2,
      farm_once_per_event: true,
      show_in_promotion: true,
      min_stakes: { EUR: 100 },
      max_freebets: { EUR: 500 },
      reward_campaign: 'hunt_freebet',
      initial_pools: { EUR: 10_000 },
      pool_share_ppm: 50_000,
      prizes_ppm: [600_000, 400_000],
    });
    expect(created).toEqual({ ok: true, value: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('starts its pool from the house bonus account, once', async () => {
    expect(await pool()).toBe(10_000);
    const before = await houseBonus();
    const again = await t.ctx.bonuses.createCampaign({
      ...(await import('@sb/contract')).bonusCampaignInput.parse({
        id: 'test_race',
        kind: 'tournament',
        name: 'Test race',
        valid_to: new Date(ends).toISOString(),
        points_target: 2,
        min_stakes: { EUR: 100 },
        max_freebets: { EUR: 500 },
        reward_campaign: 'hunt_freebet',
        initial_pools: { EUR: 10_000 },
        prizes_ppm: [600_000],
      }),
    });
    expect(again).toEqual({ ok: true, value: false });
    expect(await houseBonus()).toBe(before);
  });

  it('farms rounds: each target pays a freebet and starts again; the pool grows and is pushed', async () => {
    const { p, claim } = await racer();
    const sent = t.sent.length;
    await farmWith(p, claim, [300, 500]);
    // Round 1 paid the average stake (4.00), the points start again, the score is 4.00.
    expect((await ours(p)).issued).toMatchObject({
      points: 0,
      farmed_amount: 400,
      farmed_freebets_count: 1,
      currency_code: 'EUR',
      initial_pool: 10_000,
      pool_amount: 10_040,
      computed_status: 'active',
    });
    expect(await bonusWallet(p)).toBe(400);
    await farmWith(p, claim, [1_000]);
    expect((await ours(p)).issued).toMatchObject({ points: 1, farmed_amount: 400 });
    expect(await pool()).toBe(10_000 + 15 + 25 + 50);
    // The slip's preview of a tournament like a hunt's: the next bet closes round 2.
    const m = t.catalog.addMatch(++nextMatch).id;
    const [offers] = (
      await p.browser.post(api, {
        bets: [
          {
            selections: [{ odds: 2000, match_id: m, match_status: 0 }],
            currency: 'EUR',
            stake: 200,
          },
        ],
      })
    ).json().data as {
      bonus: { type: string };
      potential_points: number;
      potential_freebet_amount: number;
    }[][];
    expect(offers!.find((o) => o.bonus.type === 'tournament')).toMatchObject({
      potential_points: 2,
      potential_freebet_amount: 500,
    });
    // `tournament_pool_changed` on the public channels, within a second, with the pool.
    await vi.waitFor(
      () =>
        expect(t.sent.slice(sent).map((s) => s.publication)).toContainEqual(
          expect.objectContaining({
            event_name: 'tournament_pool_changed',
            message: expect.objectContaining({ tournament_id: 'test_race', pool_amount: 10_090 }),
          }),
        ),
      { timeout: 3_000 },
    );
    expect(await p.balance()).toBe(10_000 - 300 - 500 - 1_000);
  });

  it('refuses a bet that farms nothing, and another player’s tournament, changing nothing', async () => {
    const { p, claim } = await racer();
    const other = await t.player(10_000);
    const before = await pool();
    const m = t.catalog.addMatch(++nextMatch).id;
    const low = await p.place(
      slip([{ stake: 99, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
    );
    expect(low.statusCode).toBe(400);
    expect(low.json().error.key).toBe('error.validation.bonus.not_applicable');
    const theirs = await other.place(
      slip([{ stake: 300, selections: [[m, 1, '', '1', 2000]], bonus: claim }]),
    );
    expect(theirs.statusCode).toBe(400);
    expect((await other.browser.get(`${api}/tournaments/${claim.id}/rating`)).statusCode).toBe(404);
    expect(await pool()).toBe(before);
    expect(await p.balance()).toBe(10_000);
    expect(await other.balance()).toBe(10_000);
  });

  it('ranks by farmed amount with masked e-mails, and pays its pool once at the end', async () => {
    const a = await racer();
    const b = await racer();
    await farmWith(a.p, a.claim, [500, 500, 500, 500]); // two rounds: 10.00
    await farmWith(b.p, b.claim, [200, 200]); // one round: 2.00
    const rating = (await b.p.browser.get(`${api}/tournaments/${b.claim.id}/rating`)).json()
      .data as { position: number; current_user: boolean; email: string; farmed_amount: number }[];
    expect(rating[0]).toMatchObject({ position: 1, current_user: false, farmed_amount: 1_000 });
    expect(rating[0]!.email).toMatch(/^p\*\*\*@example\.com$/);
    const mine = rating.find((r) => r.current_user)!;
    expect(mine.farmed_amount).toBe(200);
    expect(rating.map((r) => r.farmed_amount)).toEqual(
      [...rating.map((r) => r.farmed_amount)].sort((x, y) => y - x),
    );

    // Not before the end and its grace.
    t.clock.now = ends;
    expect(await t.ctx.bonuses.payTournaments()).toBe(0);
    const finalPool = await pool();
    const walletA = await bonusWallet(a.p);
    t.clock.now = ends + TOURNAMENT_PAY_GRACE_MS + 1;
    const sent = t.sent.length;
    expect(await t.ctx.bonuses.payTournaments()).toBe(2);
    expect(await t.ctx.bonuses.payTournaments()).toBe(0);
    // First place (a: 10.00 farmed) takes 60 %; second is the first test's racer (4.00).
    expect(await bonusWallet(a.p)).toBe(walletA + Math.floor((finalPool * 600_000) / 1_000_000));
    expect(await pool()).toBe(0);
    expect(t.sent.slice(sent).map((s) => s.publication)).toContainEqual(
      expect.objectContaining({
        event_name: 'tournament_pool_changed',
        message: expect.objectContaining({ tournament_id: 'test_race', pool_amount: 0 }),
      }),
    );
    expect((await ours(a.p)).issued).toMatchObject({ computed_status: 'expired', pool_amount: 0 });
    await ledgerWhole();
  });
});
