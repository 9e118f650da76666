import { afterAll, beforeAll, expect, it } from 'vitest';
import { comboBoostCampaignInput } from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { expectLedgerWhole } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { seedBonuses } from './seed';

type Leg = [match: number, market: number, specifier: string, outcome: string, odds: number];

// Issue 19, first step: the combo boost from campaign (config/bonuses.json) to payout. Issued
// when the player first asks, offered per slip bet (POST /bonuses), checked again at
// placement, paid at the boosted odds with the boost's share from the house bonus account.

describeEachDb('bonuses: combo boost', (db) => {
  let t: BetsTestApp;
  let nextMatch = 30_000;
  // Home at 2.00 in each of n fresh matches.
  const legs = (n: number, odds = 2000): Leg[] =>
    Array.from({ length: n }, () => {
      const m = t.catalog.addMatch(++nextMatch).id;
      if (odds !== 2000)
        t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' }, odds);
      return [m, 1, '', '1', odds] as Leg;
    });
  const boostOf = async (p: Player) => {
    const res = await p.browser.get('/api/sportsbook/v2/bonuses');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.find((b: { campaign_id: string }) => b.campaign_id === 'combo_boost');
  };
  const houseBonus = async () =>
    (await t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.houseBonus, 'EUR')) ?? 0;
  const ledgerSumsToZero = async () => {
    await expectLedgerWhole(db.db);
  };
  const win = async (ls: Leg[], outcome = 'win_entire') => {
    for (const [m] of ls)
      await t.catalog.setResults(m, [{ marketId: 1, outcomeId: '1', result: outcome }]);
    for (const [m] of ls) await t.bets.settleMatch(m);
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    expect(await seedBonuses(t.ctx.bonuses)).toContain('combo_boost');
    // Seeding again leaves the running campaign as it is.
    expect(await seedBonuses(t.ctx.bonuses)).toEqual([]);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('a player gets the combo boost when they first ask, once', async () => {
    const p = await t.player();
    const boost = await boostOf(p);
    expect(boost).toMatchObject({
      type: 'comboboost',
      min_odds: 1200,
      ranges: expect.arrayContaining([{ min_count: 4, max_count: 4, bonus_odds: 1050 }]),
      issued: { computed_status: 'active', is_active: true, times_used: 0 },
    });
    expect((await boostOf(p)).id).toBe(boost.id);
    const page = await p.browser.get('/api/sportsbook/v2/bonuses/comboboosts?limit=1');
    expect(page.json()).toMatchObject({
      data: [{ id: boost.id }],
      pagination: { total: 1, page: 1, limit: 1, last_page: 1 },
    });
    expect((await p.browser.get('/api/sportsbook/v2/bonuses?type=freebet')).json().data).toEqual(
      [],
    );
  });

  it("a bonus's terms come in the locale asked, else the player's, else the nearest written", async () => {
    const p = await t.player();
    const boost = await boostOf(p);
    const terms = async (path: string) => {
      const res = await p.browser.get(`/api/sportsbook/v2/bonuses/${path}`);
      return { status: res.statusCode, body: res.json() };
    };
    const en = await terms(`comboboosts/${boost.id}/terms`);
    expect(en).toMatchObject({ status: 200, body: { id: boost.id, locale: 'en' } });
    expect(en.body.terms).toContain('3 selections by 3 %');
    // German by the base language; Arabic is not written: English.
    expect((await terms(`comboboosts/${boost.id}/terms?locale=de-AT`)).body).toMatchObject({
      locale: 'de',
      terms: expect.stringContaining('Kombiwette'),
    });
    expect((await terms(`comboboosts/${boost.id}/terms?locale=ar`)).body.locale).toBe('en');
    // Under another kind's path, or another player's: not found, nothing said.
    for (const path of [
      `freebets/${boost.id}/terms`,
      `comboboosts/${Number(boost.id) + 1e6}/terms`,
    ])
      expect(await terms(path)).toMatchObject({
        status: 404,
        body: { error: { key: 'error.bonus.not_found' } },
      });
    const other = await t.player();
    const res = await other.browser.get(`/api/sportsbook/v2/bonuses/comboboosts/${boost.id}/terms`);
    expect(res.statusCode).toBe(404);
  });

  it('POST /bonuses answers each slip bet with its range and boosted total odds', async () => {
    const p = await t.player();
    const sel = (odds: number) => ({ odds });
    const res = await p.browser.post('/api/sportsbook/v2/bonuses', {
      bets: [
        { selections: [2000, 2000, 2000, 2000].map(sel) },
        { selections: [2000, 2000].map(sel) },
        { selections: [2000, 2000, 1100, 1100].map(sel) },
        { selections: [2000].map(sel) },
        { selections: [2000, 2000, 2000].map(sel), system_id: '2/3' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [four, two, weak, single, system] = res.json().data;
    expect(four).toMatchObject([
      { active_range_index: 1, suitable_selections: 4, bonus_odds: 1050, total_odds: 16_800 },
    ]);
    // Not there yet: the slip can say how many more selections the first range needs.
    expect(two).toMatchObject([{ active_range_index: -1, bonus_odds: null, total_odds: 4_000 }]);
    expect(weak).toMatchObject([{ suitable_selections: 2, bonus_odds: null }]);
    expect(single).toEqual([]);
    expect(system).toEqual([]);
  });

  it('an edited boosted combo keeps its boost at the range its new legs reach, and pays it; edited below the ranges it has none', async () => {
    const p = await t.player(10_000);
    const boost = await boostOf(p);
    const ls = legs(3);
    const placed = await p.place(
      slip([
        { stake: 1000, selections: ls, bonus: { id: boost.id, type: 'comboboost', odds: 1030 } },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = placed.json().data[0] as { id: string; odds: number };
    expect(bet.odds).toBe(8_240);
    const [added] = legs(1);
    const change = {
      bet_id: bet.id,
      add: [{ match_id: added![0], market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
      stake: 1000,
    };
    // Four legs now: 2.00^4 x 1.05 (the 4-selection range).
    const quote = await p.browser.post('/api/sportsbook/v2/bets/edit/quote', change);
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data;
    expect(q).toMatchObject({ odds: 16_800, potential_win: 16_800 });
    const done = await p.browser.post('/api/sportsbook/v2/bets/edit', {
      ...change,
      cashout: q.cashout,
      odds: q.odds,
    });
    expect(done.statusCode, done.body).toBe(200);
    const replacement = done.json().data.placed as { id: string };
    expect(replacement).toMatchObject({
      odds: 16_800,
      bonus: { id: boost.id, type: 'comboboost', odds: 1050 },
    });
    const bonusBefore = await houseBonus();
    const cash = (await p.balance())!;
    await win([...ls, added!]);
    expect(await p.balance()).toBe(cash + 16_800);
    // The boost's share: 168.00 - 160.00 at the plain odds.
    expect(await houseBonus()).toBe(bonusBefore - 800);

    // Edited down to two legs, under the boost's least range: the new bet has none.
    const two = legs(3);
    const second = await p.place(
      slip([
        { stake: 1000, selections: two, bonus: { id: boost.id, type: 'comboboost', odds: 1030 } },
      ]),
    );
    expect(second.statusCode, second.body).toBe(200);
    const down = { bet_id: second.json().data[0].id, remove: [`${two[2]![0]}/1//1`], stake: 1000 };
    const q2 = (await p.browser.post('/api/sportsbook/v2/bets/edit/quote', down)).json().data;
    expect(q2).toMatchObject({ odds: 4_000 });
    const edited = await p.browser.post('/api/sportsbook/v2/bets/edit', {
      ...down,
      cashout: q2.cashout,
      odds: q2.odds,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.placed).toMatchObject({ odds: 4_000, bonus: null });
    await ledgerSumsToZero();
  });

  it('a 4-selection combo placed with the boost pays the boosted odds, the boost from the house bonus account, once', async () => {
    const p = await t.player(10_000);
    const boost = await boostOf(p);
    const ls = legs(4);
    const res = await p.place(
      slip([
        { stake: 1000, selections: ls, bonus: { id: boost.id, type: 'comboboost', odds: 1050 } },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    // 2.00^4 = 16.00, x1.05 = 16.80 (domain 9); 10.00 EUR wins 168.00.
    expect(res.json().data[0]).toMatchObject({
      odds: 16_800,
      potential_win: 16_800,
      bonus: { id: boost.id, type: 'comboboost', odds: 1050 },
    });
    expect(await p.balance()).toBe(9_000);
    expect((await boostOf(p)).issued.times_used).toBe(1);

    const bonusBefore = await houseBonus();
    await win(ls);
    expect(await p.balance()).toBe(9_000 + 16_800);
    // The boost's share: 168.00 - 160.00 at the plain odds.
    expect(await houseBonus()).toBe(bonusBefore - 800);
    // Replayed results pay nothing twice.
    for (const [m] of ls) await t.bets.settleMatch(m);
    expect(await p.balance()).toBe(9_000 + 16_800);
    expect(await houseBonus()).toBe(bonusBefore - 800);
    const mine = (await p.browser.get('/api/sportsbook/v3/bets')).json().data[0];
    expect(mine).toMatchObject({ win_amount: 16_800, bonus: { type: 'comboboost', odds: 1050 } });
    await ledgerSumsToZero();

    // A rollback takes the payout back, the boost's share to the house bonus account.
    await t.catalog.rollback(ls[0]![0]);
    await t.bets.settleMatch(ls[0]![0]);
    expect(await p.balance()).toBe(9_000);
    expect(await houseBonus()).toBe(bonusBefore);
    await ledgerSumsToZero();
  });

  it('a boosted combo cashed out: the boost’s part of the pay comes from the house bonus account', async () => {
    const p = await t.player(10_000);
    const boost = await boostOf(p);
    const ls = legs(4);
    const bet = (
      await p.place(
        slip([
          { stake: 1000, selections: ls, bonus: { id: boost.id, type: 'comboboost', odds: 1050 } },
        ]),
      )
    ).json().data[0];
    // The first leg won: the offer is the rest's current price against the boosted odds.
    await t.catalog.setResults(ls[0]![0], [{ marketId: 1, outcomeId: '1', result: 'win_entire' }]);
    await t.bets.settleMatch(ls[0]![0]);
    const listed = (await p.browser.get('/api/sportsbook/v3/bets')).json().data;
    const offer = listed.find((b: { id: string }) => b.id === bet.id).to_cashout as number;
    expect(offer).toBeGreaterThan(1000);
    const bonusBefore = await houseBonus();
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await p.balance()).toBe(9_000 + offer);
    expect(await houseBonus()).toBe(bonusBefore - (offer - Math.floor((offer * 1000) / 1050)));
    await ledgerSumsToZero();
  });

  it('a lost boosted combo costs the bonus account nothing; a void one refunds the stake only', async () => {
    const p = await t.player(10_000);
    const boost = await boostOf(p);
    const bonus = { id: boost.id, type: 'comboboost', odds: 1050 };
    const lost = legs(4);
    const voided = legs(4);
    for (const ls of [lost, voided]) {
      expect((await p.place(slip([{ stake: 1000, selections: ls, bonus }]))).statusCode).toBe(200);
    }
    const bonusBefore = await houseBonus();
    await win(lost.slice(0, 3));
    await win(lost.slice(3), 'lose_entire');
    await win(voided, 'canceled');
    expect(await p.balance()).toBe(8_000 + 1_000);
    expect(await houseBonus()).toBe(bonusBefore);
    await ledgerSumsToZero();
  });

  it('refuses a boost it cannot grant, with nothing debited', async () => {
    const p = await t.player(10_000);
    const other = await t.player(10_000);
    const boost = await boostOf(p);
    const theirs = await boostOf(other);
    const bonus = (odds: number, id = boost.id) => ({ id, type: 'comboboost', odds });
    const cases: [body: unknown, key: string][] = [
      [
        slip([{ selections: legs(1), bonus: bonus(1050) }]),
        'error.validation.bonus.not_applicable',
      ],
      [
        slip([{ selections: legs(3), system_id: '2/3', bonus: bonus(1030) }]),
        'error.validation.bonus.not_applicable',
      ],
      // Two of four legs under the campaign's 1.20: too few suitable selections.
      [
        slip([{ selections: [...legs(2), ...legs(2, 1100)], bonus: bonus(1050) }]),
        'error.validation.bonus.not_applicable',
      ],
      [
        slip([{ selections: legs(4), bonus: bonus(1050, theirs.id) }]),
        'error.validation.bonus.not_available',
      ],
      [
        slip([{ selections: legs(4), bonus: bonus(1050, '999999') }]),
        'error.validation.bonus.not_available',
      ],
      // The 3-selection boost seen on a 4-selection combo: the price changed.
      [slip([{ selections: legs(4), bonus: bonus(1030) }]), 'error.place_bets.invalid_odds'],
    ];
    for (const [body, key] of cases) {
      const res = await p.place(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.key, res.body).toBe(key);
    }
    expect(await p.balance()).toBe(10_000);
    expect((await boostOf(p)).issued.times_used).toBe(0);
  });

  it('a boosted combo is staked in cash: it still feeds a jackpot', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jackpots',
      headers: { authorization: `Bearer ${t.ctx.config.adminToken}` },
      payload: {
        id: 'boosted',
        name: 'Boosted',
        currency: 'EUR',
        levels: [
          {
            code: 'mini',
            name: 'Mini',
            seed: 5_000,
            share_ppm: 10_000,
            mode: 'chance',
            chance_ppm: 1,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const p = await t.player(10_000);
    const boost = await boostOf(p);
    const res = await p.place(
      slip([{ selections: legs(4), bonus: { id: boost.id, type: 'comboboost', odds: 1050 } }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ used_in_jackpot: true, bonus: { odds: 1050 } });
  });

  it("a boost for some countries and events counts only their matches' selections, on the wire and when placed", async () => {
    const created = await t.ctx.bonuses.createCampaign(
      comboBoostCampaignInput.parse({
        id: 'gb_soccer_boost',
        kind: 'comboboost',
        name: 'British football boost',
        min_odds: 1000,
        ranges: [{ min_count: 3, max_count: 40, bonus_odds: 1200 }],
        country_codes: ['GB'],
        event_conditions: { sport_keys: ['soccer'], tournament_ids: [7] },
        banners: { desktop: '/banners/boost-wide.svg', mobile: '/banners/boost-phone.svg' },
      }),
    );
    expect(created).toEqual({ ok: true, value: true });
    // Bad input: a country that is no ISO code, a banner on another host.
    for (const bad of [
      { country_codes: ['gbr'] },
      { banners: { desktop: '//evil.example/x.png' } },
    ]) {
      const parsed = comboBoostCampaignInput.safeParse({
        id: 'bad_boost',
        kind: 'comboboost',
        name: 'Bad',
        ranges: [{ min_count: 2, max_count: 3, bonus_odds: 1100 }],
        ...bad,
      });
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
    const p = await t.player(10_000);
    const list = (await p.browser.get('/api/sportsbook/v2/bonuses')).json().data;
    const boost = list.find((b: { campaign_id: string }) => b.campaign_id === 'gb_soccer_boost');
    expect(boost).toMatchObject({
      country_codes: ['GB'],
      event_conditions: { sport_keys: ['soccer'], tournament_ids: [7] },
      banners: { desktop: '/banners/boost-wide.svg', mobile: '/banners/boost-phone.svg' },
    });
    const leg = (over: {
      sportKey?: string;
      tournamentId?: number;
      countryCode?: string | null;
    }) => {
      const m = t.catalog.addMatch(++nextMatch, {
        sportKey: 'soccer',
        tournamentId: 7,
        countryCode: 'GB',
        ...over,
      }).id;
      return [m, 1, '', '1', 2000] as Leg;
    };
    const claim = { id: boost.id, type: 'comboboost', odds: 1200 };
    // Three selections of English football: boosted.
    const inPlace = await p.place(
      slip([{ selections: [leg({}), leg({}), leg({})], bonus: claim }]),
    );
    expect(inPlace.statusCode, inPlace.body).toBe(200);
    expect(inPlace.json().data[0]).toMatchObject({ odds: 9_600, bonus: { odds: 1200 } });
    // One of them in Germany, another tennis, another in another tournament: two suitable at
    // most, under the range: refused, nothing debited.
    const before = await p.balance();
    for (const other of [{ countryCode: 'DE' }, { sportKey: 'tennis' }, { tournamentId: 8 }]) {
      const res = await p.place(
        slip([{ selections: [leg({}), leg({}), leg(other)], bonus: claim }]),
      );
      expect(res.statusCode, JSON.stringify(other)).toBe(400);
      expect(res.json().error.key).toBe('error.validation.bonus.not_applicable');
    }
    expect(await p.balance()).toBe(before);
    // The suitable bonuses of a slip say so too (POST /bonuses).
    const suitable = await p.browser.post('/api/sportsbook/v2/bonuses', {
      bets: [
        {
          type: 'combo',
          selections: ['GB', 'GB', 'DE'].map((country_code) => ({
            odds: 2000,
            sport_key: 'soccer',
            tournament_id: 7,
            country_code,
          })),
        },
      ],
    });
    expect(suitable.statusCode, suitable.body).toBe(200);
    const offer = (
      suitable.json().data[0] as { bonus: { id: string }; suitable_selections: number }[]
    ).find((o) => o.bonus.id === boost.id);
    expect(offer).toMatchObject({ suitable_selections: 2, active_range_index: -1 });
  });

  it('a boost with a trigger key is issued only to a player who enters it, once, and then carries bets', async () => {
    const input = comboBoostCampaignInput.parse({
      id: 'vip_boost',
      kind: 'comboboost',
      name: 'VIP boost',
      ranges: [{ min_count: 2, max_count: 40, bonus_odds: 1250 }],
      trigger_key: 'VIPBOOST',
    });
    expect(await t.ctx.bonuses.createCampaign(input)).toEqual({ ok: true, value: true });
    // A key taken by another campaign is not created twice.
    expect(await t.ctx.bonuses.createCampaign({ ...input, id: 'vip_boost_2' })).toEqual({
      ok: true,
      value: false,
    });
    const p = await t.player(10_000);
    const other = await t.player(10_000);
    const ids = async (q: Player) =>
      (
        (await q.browser.get('/api/sportsbook/v2/bonuses')).json().data as { campaign_id: string }[]
      ).map((b) => b.campaign_id);
    expect(await ids(p)).not.toContain('vip_boost');
    const res = await p.browser.post('/api/sportsbook/v2/bonuses/promo-code', { code: 'vipboost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'paid',
      bonus: { type: 'comboboost', campaign_id: 'vip_boost', trigger_key: 'VIPBOOST' },
    });
    const again = await p.browser.post('/api/sportsbook/v2/bonuses/promo-code', {
      code: 'VIPBOOST',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('error.bonus.promo_code_used');
    expect(await ids(p)).toContain('vip_boost');
    expect(await ids(other)).not.toContain('vip_boost');
    const claim = { id: res.json().bonus.id, type: 'comboboost', odds: 1250 };
    const placed = await p.place(slip([{ selections: legs(2), bonus: claim }]));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data[0]).toMatchObject({ odds: 5_000, bonus: { odds: 1250 } });
    // Another player cannot carry it.
    const theirs = await other.place(slip([{ selections: legs(2), bonus: claim }]));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.key).toBe('error.validation.bonus.not_available');
  });

  it('a boost with one use carries one of many concurrent placements', async () => {
    expect(
      await t.ctx.bonuses.createCampaign(
        comboBoostCampaignInput.parse({
          id: 'one_use_boost',
          kind: 'comboboost',
          name: 'One-use boost',
          terms: {},
          status: 'active',
          min_odds: 1000,
          match_status: null,
          ranges: [{ min_count: 2, max_count: 40, bonus_odds: 1100 }],
          only_verified: false,
          uses_count: 1,
          valid_to: null,
        }),
      ),
    ).toEqual({ ok: true, value: true });
    const p = await t.player(10_000);
    const list = (await p.browser.get('/api/sportsbook/v2/bonuses')).json().data;
    const once = list.find((b: { campaign_id: string }) => b.campaign_id === 'one_use_boost');
    const bonus = { id: once.id, type: 'comboboost', odds: 1100 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => p.place(slip([{ stake: 100, selections: legs(2), bonus }]))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(await p.balance()).toBe(9_900);
    const after = (await p.browser.get('/api/sportsbook/v2/bonuses?status=bonus_over')).json().data;
    expect(after.map((b: { id: string }) => b.id)).toEqual([once.id]);
  });

  it('an only_verified boost boosts the combos of a verified player only (domain 9)', async () => {
    expect(
      await t.ctx.bonuses.createCampaign(
        comboBoostCampaignInput.parse({
          id: 'verified_boost',
          kind: 'comboboost',
          name: 'Verified boost',
          terms: {},
          status: 'active',
          min_odds: 1000,
          match_status: null,
          ranges: [{ min_count: 2, max_count: 40, bonus_odds: 1200 }],
          only_verified: true,
          uses_count: 100,
          valid_to: null,
        }),
      ),
    ).toEqual({ ok: true, value: true });
    const p = await t.player(10_000);
    const list = (await p.browser.get('/api/sportsbook/v2/bonuses')).json().data;
    const held = list.find((b: { campaign_id: string }) => b.campaign_id === 'verified_boost');
    expect(held).toMatchObject({ only_verified: true });
    const bonus = { id: held.id, type: 'comboboost', odds: 1200 };
    const offer = async () =>
      (
        await p.browser.post('/api/sportsbook/v2/bonuses', {
          bets: [{ selections: [{ odds: 2000 }, { odds: 2000 }] }],
        })
      )
        .json()
        .data[0].find((o: { bonus: { id: string } }) => o.bonus.id === held.id);

    // Unverified: the slip is offered no boosted odds, and a bet claiming them is refused.
    expect(await offer()).toMatchObject({ bonus_odds: null, total_odds: 4000 });
    const refused = await p.place(slip([{ stake: 100, selections: legs(2), bonus }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.key).toBe('error.validation.bonus.not_applicable');
    expect(await p.balance()).toBe(10_000);

    // Verified through the platform's verification (the sandbox verifies this number).
    const verification = t.ctx.platform.verification;
    await verification.submit(Number(p.playerId), {
      fullName: 'Vera Fied',
      dateOfBirth: '1990-01-01',
      documentType: 'passport',
      documentNumber: 'AB123451',
      document: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64'),
    });
    const real = t.ctx.platform.now;
    t.ctx.platform.now = () => real() + 3_600_000;
    try {
      await t.ctx.platform.verifier.settleDue();
    } finally {
      t.ctx.platform.now = real;
    }
    expect(await verification.isVerified(Number(p.playerId))).toBe(true);
    expect(await offer()).toMatchObject({ bonus_odds: 1200, total_odds: 4800 });
    const placed = await p.place(slip([{ stake: 100, selections: legs(2), bonus }]));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data[0]).toMatchObject({ odds: 4800, bonus: { odds: 1200 } });
  });
});
