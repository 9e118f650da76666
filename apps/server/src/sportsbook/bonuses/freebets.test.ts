import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { expectLedgerWhole, TestBrowser } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

type Leg = [match: number, market: number, specifier: string, outcome: string, odds: number];

// Issue 19, second step: the four freebet kinds from campaign (config/bonuses.json, promo
// codes) to payout. A freebet is funded from the house bonus account into the player's bonus
// wallet when issued, staked from there (never the cash balance), and its payout is the house
// bonus account's (README "How freebets pay").

describeEachDb('bonuses: freebets', (db) => {
  let t: BetsTestApp;
  let nextMatch = 40_000;
  const legs = (n: number, odds = 2000): Leg[] =>
    Array.from({ length: n }, () => {
      const m = t.catalog.addMatch(++nextMatch).id;
      if (odds !== 2000)
        t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' }, odds);
      return [m, 1, '', '1', odds] as Leg;
    });
  const finish = async (ls: Leg[], result = 'win_entire') => {
    for (const [m] of ls) await t.catalog.setResults(m, [{ marketId: 1, outcomeId: '1', result }]);
    for (const [m] of ls) await t.bets.settleMatch(m);
  };
  const houseBonus = () => t.ctx.platform.wallet.systemBalance(SYSTEM_ACCOUNTS.houseBonus, 'EUR');
  const bonusWallet = (p: Player) =>
    t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR');
  const redeem = (p: Player, code: string) =>
    p.browser.post('/api/sportsbook/v2/bonuses/promo-code', { code });
  const freebets = async (p: Player) =>
    (await p.browser.get('/api/sportsbook/v2/bonuses/freebets?limit=50')).json().data as {
      id: string;
      type: string;
      issued: { amount: number; computed_status: string };
    }[];
  /** A player holding the freebet of a promo code. */
  const withFreebet = async (code: string, cash = 10_000) => {
    const p = await t.player(cash);
    const res = await redeem(p, code);
    expect(res.statusCode, res.body).toBe(200);
    const bonus = res.json().bonus as { id: string; type: string; issued: { amount: number } };
    return { p, bonus, claim: { id: bonus.id, type: bonus.type, odds: null } };
  };
  const ledgerSumsToZero = async () => {
    await expectLedgerWhole(db.db);
  };

  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('a promo code issues its freebet once: funded from the house bonus account, pushed, listed', async () => {
    const p = await t.player();
    const before = await houseBonus();
    const sent = t.sent.length;
    const res = await redeem(p, 'welcome10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'paid',
      bonus: {
        type: 'freebet',
        campaign_id: 'welcome_freebet',
        min_odds: 1500,
        issued: { amount: 1000, currency: 'EUR', is_active: true, computed_status: 'active' },
      },
    });
    expect(await houseBonus()).toBe(before - 1000);
    expect(await bonusWallet(p)).toBe(1000);
    expect(await p.balance()).toBe(10_000);
    const pushed = t.sent.slice(sent).map((s) => s.publication);
    expect(pushed).toContainEqual(
      expect.objectContaining({
        event_name: 'bonus_issued',
        message: expect.objectContaining({
          type: 'freebet',
          issued: expect.objectContaining({ amount: 1000 }),
        }),
      }),
    );
    expect((await freebets(p)).map((f) => f.id)).toEqual([res.json().bonus.id]);
    const one = await p.browser.get(`/api/sportsbook/v2/bonuses/freebets/${res.json().bonus.id}`);
    expect(one.json()).toMatchObject({ id: res.json().bonus.id, issued: { seen: false } });
    // Seen in one call (domain 4).
    const seen = await p.browser.post('/api/sportsbook/v2/bonuses/mark-as-seen', [
      { id: res.json().bonus.id, type: 'freebet' },
    ]);
    expect(seen.json()).toEqual({ marked: 1 });
    expect(
      (await p.browser.get('/api/sportsbook/v2/bonuses?unseen=true&type=freebet')).json().data,
    ).toEqual([]);

    // Twice: refused, nothing more issued.
    const again = await redeem(p, 'WELCOME10');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('error.bonus.promo_code_used');
    expect(await houseBonus()).toBe(before - 1000);
    expect(await freebets(p)).toHaveLength(1);
  });

  it('a wrong code is declined with nothing issued; guessing is rate limited', async () => {
    const p = await t.player();
    const before = await houseBonus();
    const wrong = await redeem(p, 'WELCOME11');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.key).toBe('error.bonus.promo_code_invalid');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await redeem(p, `GUESS${i}`)).statusCode);
    expect(codes.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(codes[9]).toBe(429);
    expect(await houseBonus()).toBe(before);
    expect(await freebets(p)).toEqual([]);
    // Another player's freebet page shows nothing of this one's; another's id is a 404.
    const { bonus } = await withFreebet('WELCOME10');
    const theirs = await p.browser.get(`/api/sportsbook/v2/bonuses/freebets/${bonus.id}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('each kind pays as the README says, from the house bonus account, and never takes cash', async () => {
    // Two legs at 2.00: a 4.00 combo staked with a 10.00 or 5.00 freebet.
    const cases: { code: string; win: boolean; cash: number; refund: number }[] = [
      // Stake not returned: the winnings only (40.00 - 10.00).
      { code: 'WELCOME10', win: true, cash: 3_000, refund: 0 },
      { code: 'WELCOME10', win: false, cash: 0, refund: 0 },
      // All win: the whole return, stake included (20.00).
      { code: 'ALLWIN5', win: true, cash: 2_000, refund: 0 },
      { code: 'ALLWIN5', win: false, cash: 0, refund: 0 },
      // Only win: the winnings only (20.00 - 5.00).
      { code: 'ONLYWIN5', win: true, cash: 1_500, refund: 0 },
      // No risk: a win pays the whole return; a loss gives the stake back as a freebet.
      { code: 'NORISK5', win: true, cash: 2_000, refund: 0 },
      { code: 'NORISK5', win: false, cash: 0, refund: 500 },
    ];
    for (const c of cases) {
      const { p, bonus, claim } = await withFreebet(c.code);
      const ls = legs(2);
      const stake = bonus.issued.amount;
      const placed = await p.place(slip([{ stake, selections: ls, bonus: claim }]));
      expect(placed.statusCode, `${c.code}: ${placed.body}`).toBe(200);
      // The potential win shown is what the kind pays on a win (the stake left out or not).
      const potential = { WELCOME10: 3_000, ALLWIN5: 2_000, ONLYWIN5: 1_500, NORISK5: 2_000 };
      expect(placed.json().data[0]).toMatchObject({
        bonus: { id: bonus.id, type: bonus.type },
        potential_win: potential[c.code as keyof typeof potential],
      });
      expect(await p.balance(), c.code).toBe(10_000);
      expect(await bonusWallet(p), c.code).toBe(0);
      const houseBefore = await houseBonus();
      await finish(ls.slice(0, 1));
      await finish(ls.slice(1), c.win ? 'win_entire' : 'lose_entire');
      expect(await p.balance(), c.code).toBe(10_000 + c.cash);
      expect(await houseBonus(), c.code).toBe(houseBefore - c.cash - c.refund);
      const left = (await freebets(p)).filter((f) => f.issued.computed_status === 'active');
      expect(
        left.map((f) => f.issued.amount),
        c.code,
      ).toEqual(c.refund ? [c.refund] : []);
      // Replayed results pay nothing twice and refund nothing twice.
      for (const [m] of ls) await t.bets.settleMatch(m);
      expect(await p.balance(), c.code).toBe(10_000 + c.cash);
      expect(await houseBonus(), c.code).toBe(houseBefore - c.cash - c.refund);
    }
    await ledgerSumsToZero();
  });

  it('a no-risk loss corrected to a win takes its unspent refund back; lost again, refunded again; a spent refund stays', async () => {
    const { p, claim } = await withFreebet('NORISK5');
    const ls = legs(2);
    expect((await p.place(slip([{ stake: 500, selections: ls, bonus: claim }]))).statusCode).toBe(
      200,
    );
    const houseBefore = await houseBonus();
    const refunds = async () =>
      (await freebets(p))
        .filter((f) => f.type === 'freebet')
        .map((f) => [f.issued.amount, f.issued.computed_status]);
    await finish(ls.slice(0, 1));
    await finish(ls.slice(1), 'lose_entire');
    expect(await refunds()).toEqual([[500, 'active']]);
    expect(await bonusWallet(p)).toBe(500);

    // Corrected: the second leg won. The win is paid (2 x 2.00 x 5.00) and the refund goes back.
    await finish(ls.slice(1), 'win_entire');
    expect(await p.balance()).toBe(12_000);
    expect(await bonusWallet(p)).toBe(0);
    expect(await refunds()).toEqual([[500, 'deactivated']]);
    expect(await houseBonus()).toBe(houseBefore - 2_000);

    // Lost again: the win is taken back and a new refund issued, once however often replayed.
    await finish(ls.slice(1), 'lose_entire');
    await finish(ls.slice(1), 'lose_entire');
    expect(await p.balance()).toBe(10_000);
    expect(await refunds()).toEqual([
      [500, 'deactivated'],
      [500, 'active'],
    ]);
    expect(await houseBonus()).toBe(houseBefore - 500);

    // The new refund staked, then the loss corrected to a win: a staked refund stays staked.
    const refund = (await freebets(p)).find((f) => f.issued.computed_status === 'active')!;
    const next = legs(2);
    const staked = await p.place(
      slip([
        { stake: 500, selections: next, bonus: { id: refund.id, type: 'freebet', odds: null } },
      ]),
    );
    expect(staked.statusCode, staked.body).toBe(200);
    await finish(ls.slice(1), 'win_entire');
    expect(await p.balance()).toBe(12_000);
    expect(await bonusWallet(p)).toBe(0);
    // A staked freebet's amount is back in house:bonus (README): the refund costs only if its
    // own bet wins.
    expect(await houseBonus()).toBe(houseBefore - 2_000);
    expect((await freebets(p)).find((f) => f.id === refund.id)?.issued.computed_status).not.toBe(
      'deactivated',
    );
    await ledgerSumsToZero();
  });

  it('refuses a freebet it cannot pay, with nothing debited and the freebet kept', async () => {
    const { p, bonus, claim } = await withFreebet('WELCOME10');
    const { bonus: theirs } = await withFreebet('WELCOME10');
    const cases: [body: unknown, key: string][] = [
      // Under the campaign's 1.50 minimum odds.
      [
        slip([{ stake: 1000, selections: legs(1, 1400), bonus: claim }]),
        'error.validation.freebet.min_odds',
      ],
      // Staked with another amount than the freebet's.
      [slip([{ stake: 900, selections: legs(2), bonus: claim }]), 'error.validation.freebet.stake'],
      [
        slip([{ stake: 1000, currency: 'USD', selections: legs(2), bonus: claim }]),
        'error.validation.freebet.currency',
      ],
      [
        slip([{ stake: 1000, selections: legs(2), bonus: { ...claim, id: theirs.id } }]),
        'error.validation.bonus.not_available',
      ],
    ];
    for (const [body, key] of cases) {
      const res = await p.place(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.key, res.body).toBe(key);
    }
    expect(await p.balance()).toBe(10_000);
    expect(await bonusWallet(p)).toBe(1000);
    expect((await freebets(p))[0]).toMatchObject({
      id: bonus.id,
      issued: { computed_status: 'active' },
    });
  });

  it('a freebet bet has no cash-out offer and cannot be cashed out', async () => {
    const { p, claim } = await withFreebet('WELCOME10');
    const ls = legs(2);
    const bet = (await p.place(slip([{ stake: 1000, selections: ls, bonus: claim }]))).json()
      .data[0];
    await finish(ls.slice(0, 1));
    const listed = (await p.browser.get('/api/sportsbook/v3/bets')).json().data;
    expect(listed.find((b: { id: string }) => b.id === bet.id).to_cashout).toBeNull();
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: 1000,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await p.balance()).toBe(10_000);
  });

  it('50 concurrent placements with one freebet place one bet', async () => {
    const { p, claim } = await withFreebet('WELCOME10', 0);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        p.place(slip([{ stake: 1000, selections: legs(2), bonus: claim }])),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().error.key).toBe('error.validation.bonus.not_available');
    }
    expect(await bonusWallet(p)).toBe(0);
    expect(await p.balance()).toBe(0);
    await ledgerSumsToZero();
  });

  it('an expired freebet is shown expired, cannot be placed, and its money goes back to the house', async () => {
    expect(
      await t.ctx.bonuses.createCampaign({
        id: 'short_freebet',
        kind: 'freebet',
        progress_ranges: [],
        min_stakes: {},
        name: 'Short freebet',
        terms: {},
        status: 'active',
        match_status: null,
        only_verified: false,
        valid_to: new Date(t.clock.now + 60_000).toISOString(),
        amounts: { EUR: 700 },
        min_odds: null,
        max_odds: null,
        selection_count_from: null,
        selection_count_to: null,
        issue_on: 'promo_code',
        promo_code: 'SHORT7',
      }),
    ).toEqual({ ok: true, value: true });
    const { p, claim } = await withFreebet('SHORT7');
    // Another player stakes the same campaign's freebet before its end: that one stays spent.
    const spent = await withFreebet('SHORT7');
    const placed = await spent.p.place(
      slip([{ stake: 700, selections: legs(2), bonus: spent.claim }]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const houseBefore = await houseBonus();
    t.clock.now += 120_000;
    try {
      expect((await freebets(p))[0]).toMatchObject({
        issued: { computed_status: 'expired', is_active: false },
      });
      // The money held for it goes back to the house bonus account, once (expiry.ts).
      expect(await bonusWallet(p)).toBe(700);
      expect(await t.ctx.bonuses.sweepExpired()).toBe(1);
      expect(await t.ctx.bonuses.sweepExpired()).toBe(0);
      expect(await bonusWallet(p)).toBe(0);
      expect(await bonusWallet(spent.p)).toBe(0);
      expect(await houseBonus()).toBe(houseBefore + 700);
      expect((await freebets(p))[0]).toMatchObject({ issued: { computed_status: 'expired' } });
      await ledgerSumsToZero();
      const res = await p.place(slip([{ stake: 700, selections: legs(2), bonus: claim }]));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.key).toBe('error.validation.bonus.not_available');
      // An expired campaign's code issues nothing.
      const late = await redeem(await t.player(), 'SHORT7');
      expect(late.json().error.key).toBe('error.bonus.promo_code_invalid');
    } finally {
      t.clock.now -= 120_000;
    }
  });

  it('an operator grants a freebet once per reference; a slip is offered the freebets that fit it', async () => {
    const p = await t.player();
    const grant = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/bonuses/grants',
        headers: { authorization: `Bearer ${t.ctx.config.adminToken}` },
        payload: {
          campaign_id: 'all_win_freebet',
          player_id: Number(p.playerId),
          currency: 'EUR',
          reference,
        },
      });
    expect((await grant('ticket-1')).statusCode).toBe(200);
    expect((await grant('ticket-1')).statusCode).toBe(409);
    const unauth = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonuses/grants',
      payload: {},
    });
    expect(unauth.statusCode).toBe(401);
    const offers = (
      await p.browser.post('/api/sportsbook/v2/bonuses', {
        bets: [
          { selections: [{ odds: 2000 }, { odds: 2000 }] },
          // Under the campaign's 1.50: no freebet fits.
          { selections: [{ odds: 1200 }] },
        ],
      })
    ).json().data;
    expect(
      offers[0].filter((o: { bonus: { type: string } }) => o.bonus.type === 'freebet_all_win'),
    ).toHaveLength(1);
    expect(
      offers[1].filter((o: { bonus: { type: string } }) => o.bonus.type !== 'comboboost'),
    ).toEqual([]);
  });
  it('sign-up and first-deposit campaigns issue their freebet once, at those moments', async () => {
    const campaign = (id: string, issue_on: 'sign_up' | 'first_deposit', amount: number) =>
      t.ctx.bonuses.createCampaign({
        id,
        kind: 'freebet',
        progress_ranges: [],
        min_stakes: {},
        name: id,
        status: 'active',
        terms: {},
        match_status: null,
        only_verified: false,
        valid_to: null,
        amounts: { EUR: amount },
        min_odds: null,
        max_odds: null,
        selection_count_from: null,
        selection_count_to: null,
        issue_on,
        promo_code: null,
      });
    expect((await campaign('signup_gift', 'sign_up', 300)).ok).toBe(true);
    expect((await campaign('first_deposit_gift', 'first_deposit', 700)).ok).toBe(true);
    const amountsOf = async (playerId: number) =>
      (await t.ctx.bonuses.heldOf(playerId, { issue: false }))
        .filter((h) => h.campaign.id === 'signup_gift' || h.campaign.id === 'first_deposit_gift')
        .map((h) => [h.campaign.id, h.issued.amount]);

    // Through the sign-up route: the new player holds the sign-up freebet.
    const email = `gift-${Date.now()}@example.com`;
    const signUp = await new TestBrowser(t.app).post('/api/platform/users', {
      email,
      password: 'Tricky-Horse-Battery-7',
      currency: 'EUR',
      country: 'DE',
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const [row] = await db.db.query<{ id: string }>('select id from players where email = $1', [
      email,
    ]);
    await expect.poll(() => amountsOf(Number(row!.id))).toEqual([['signup_gift', 300]]);

    // The first succeeded deposit issues the first-deposit freebet; the second does not.
    const p = await t.player(0);
    const pay = async () => {
      const created = await p.browser.post('/api/platform/deposits', {
        amount: 2500,
        currency: 'EUR',
      });
      const { id, clientSecret } = created.json<{ id: string; clientSecret: string }>();
      const confirmed = await p.browser.post(`/spi/api/payments/${id}/confirm`, {
        clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      });
      expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    };
    await pay();
    await expect.poll(() => amountsOf(Number(p.playerId))).toEqual([['first_deposit_gift', 700]]);
    await pay();
    await new Promise((r) => setTimeout(r, 200));
    expect(await amountsOf(Number(p.playerId))).toEqual([['first_deposit_gift', 700]]);
  });
});
