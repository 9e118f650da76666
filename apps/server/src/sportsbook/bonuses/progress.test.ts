import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

// Issue 19: freebet progress ("amb", domain 3). A test campaign: cash bets of 1.00 or more count
// once decided; 2 bets earn one freebet of 3.00, 3 bets one more.

describeEachDb('bonuses: freebet progress', (db) => {
  let t: BetsTestApp;
  let nextMatch = 90_000;
  const api = '/api/sportsbook/v2/bonuses';
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  type Progress = {
    campaign_id: string;
    progress_count: number;
    possible_progress_count: number;
    issued_count: number;
  };
  const progress = async (p: Player) =>
    ((await p.browser.get(`${api}/freebet-progress`)).json().data as Progress[]).find(
      (x) => x.campaign_id === 'test_progress',
    )!;
  const bet = async (p: Player, stake: number, bonus: unknown = null) => {
    const m = t.catalog.addMatch(++nextMatch).id;
    const res = await p.place(slip([{ stake, selections: [[m, 1, '', '1', 2000]], bonus }]));
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  /** The count follows the bets' events, heard after their commits. */
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000 });
  const settle = async (m: number, result = 'lose_entire') => {
    await t.catalog.setResults(m, [{ marketId: 1, outcomeId: '1', result }]);
    await t.bets.settleMatch(m);
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
    const created = await t.ctx.bonuses.createCampaign({
      id: 'test_progress',
      kind: 'freebet',
      name: 'Test progress',
      status: 'active',
      match_status: null,
      only_verified: false,
      valid_to: null,
      terms: {},
      amounts: { EUR: 300 },
      min_odds: null,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      issue_on: 'progress',
      promo_code: null,
      progress_ranges: [
        { number_of_bets: 2, number_of_freebets: 1 },
        { number_of_bets: 3, number_of_freebets: 1 },
      ],
      min_stakes: { EUR: 100 },
    });
    expect(created).toEqual({ ok: true, value: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('counts decided cash bets, says what is possible, and issues each range’s freebets once', async () => {
    const p = await t.player(10_000);
    expect(await progress(p)).toMatchObject({
      progress_count: 0,
      possible_progress_count: 0,
      stake_currency: 'EUR',
      min_stake: 100,
      amb_ranges: [
        { number_of_bets: 2, number_of_freebets: 1, issued_bonus_amount: 300, currency: 'EUR' },
        { number_of_bets: 3, number_of_freebets: 1, issued_bonus_amount: 300, currency: 'EUR' },
      ],
    });
    const m1 = await bet(p, 100);
    const m2 = await bet(p, 500);
    await bet(p, 99); // under the least stake: never counts
    await eventually(async () =>
      expect(await progress(p)).toMatchObject({ progress_count: 0, possible_progress_count: 2 }),
    );
    // The slip's variant: a bet that would count, and one that would not.
    const withSlip = (
      await p.browser.post(`${api}/freebet-progress`, {
        bets: [
          { stake: 200, currency: 'EUR' },
          { stake: 50, currency: 'EUR' },
        ],
      })
    ).json().data as Progress[];
    expect(withSlip.find((x) => x.campaign_id === 'test_progress')!.possible_progress_count).toBe(
      3,
    );

    await settle(m1);
    await eventually(async () => expect((await progress(p)).progress_count).toBe(1));
    await settle(m2, 'win_entire');
    await eventually(async () =>
      expect(await progress(p)).toMatchObject({ progress_count: 2, issued_count: 1 }),
    );
    expect(await bonusWallet(p)).toBe(300);
    // A replayed settlement counts nothing twice.
    await t.bets.settleMatch(m2);
    const m3 = await bet(p, 100);
    await settle(m3);
    await eventually(async () =>
      expect(await progress(p)).toMatchObject({ progress_count: 3, issued_count: 2 }),
    );
    expect(await bonusWallet(p)).toBe(600);
    const freebets = (await p.browser.get(`${api}/freebets?limit=10`)).json().data;
    expect(
      freebets.filter((f: { campaign_id: string }) => f.campaign_id === 'test_progress'),
    ).toHaveLength(2);
  });

  it('a bet settled before its placement is heard counts once, and the late placement adds nothing', async () => {
    const p = await t.player(10_000);
    const bet = (result: string) =>
      ({
        id: '987654321',
        stake: { value: 500, currency: 'EUR', subunits: 100 },
        initial_stake: 500,
        bonus: null,
        result,
      }) as never;
    const player = { id: p.playerId, locale: 'en' };
    await t.ctx.bonuses.onBet({ type: 'settled', bet: bet('lose_entire'), player });
    await t.ctx.bonuses.onBet({ type: 'placed', bet: bet('no_results'), player });
    await t.ctx.bonuses.onBet({ type: 'settled', bet: bet('win_entire'), player });
    expect(await progress(p)).toMatchObject({ progress_count: 1, possible_progress_count: 1 });
  });

  it('a void bet never counts', async () => {
    const p = await t.player(10_000);
    const m = await bet(p, 200);
    await eventually(async () => expect((await progress(p)).possible_progress_count).toBe(1));
    await settle(m, 'canceled');
    await eventually(async () =>
      expect(await progress(p)).toMatchObject({ progress_count: 0, possible_progress_count: 0 }),
    );
    expect(await bonusWallet(p)).toBe(0);
  });
});
