import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { signCallback, SIGNATURE_HEADER } from '../deposits/signature';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { signedInPlayer, type TestBrowser } from '../testing';
import { ledgerAudit } from '../wallet/testing';

// Issue 27: money out. A withdrawal holds its amount at once; the sandbox pays or declines it
// by a signed callback; an operator may decide first, the player may cancel while it is
// pending; the statement shows every movement; bad input changes nothing.

const PAYS = '4242 4242 4242 4242';
const DECLINES = '4000 0000 0000 0002';

describeEachDb('platform withdrawals', (db) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    // The sandbox decides a payout only when a test sweeps (settleDue) after moving the clock.
    t = await platformTestApp(db.db, { options: { payoutDelayMs: 60_000 } });
  });

  const player = (amount = 10_000) =>
    signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount }] });
  const balance = async (browser: TestBrowser) =>
    (await browser.get('/api/platform/player/accounts'))
      .json<{ currency: string; balance: number }[]>()
      .find((a) => a.currency === 'EUR')?.balance;
  const withdraw = (browser: TestBrowser, amount: number, card = PAYS, currency = 'EUR') =>
    browser.post('/api/platform/withdrawals', { amount, currency, card });
  const admin = () => ({ authorization: `Bearer ${t.ctx.config.adminToken}` });
  /** Runs the sandbox's payouts as if `ms` had passed. */
  const later = async (ms: number) => {
    const real = t.ctx.platform.now;
    t.ctx.platform.now = () => real() + ms;
    try {
      await t.ctx.platform.payouts.settleDue();
    } finally {
      t.ctx.platform.now = real;
    }
  };
  const houseHolds = async () =>
    (await ledgerAudit(db.db)).find((a) => a.address === 'withdrawals:pending:EUR')?.fold ?? 0;

  it('holds the amount at once, and the provider pays it by a signed callback', async () => {
    const { browser } = await player();
    const res = await withdraw(browser, 2_500);
    expect(res.statusCode).toBe(201);
    const w = res.json<{ id: string; status: string; cardLast4: string }>();
    expect(w).toMatchObject({ status: 'pending', cardLast4: '4242' });
    expect(await balance(browser)).toBe(7_500);
    await later(61_000);
    await expect
      .poll(async () => (await browser.get('/api/platform/withdrawals')).json()[0])
      .toMatchObject({ id: w.id, status: 'paid', decidedBy: 'provider' });
    expect(await balance(browser)).toBe(7_500);
    // Paid on to the provider: the statement shows it once, the ledger sums to zero.
    const rows = (await browser.get('/api/platform/wallet/transactions?kind=withdrawal')).json<
      { amount: number; reason: string }[]
    >();
    expect(rows.map((r) => [r.reason, r.amount])).toEqual([['withdrawal', -2_500]]);
    const audit = await ledgerAudit(db.db);
    expect(audit.reduce((s, a) => s + a.fold, 0)).toBe(0);
  });

  it('a declined payout gives the money back; a cancel does too, and the provider then pays nothing', async () => {
    const { browser } = await player();
    const declined = (await withdraw(browser, 1_000, DECLINES)).json<{ id: string }>();
    const cancelled = (await withdraw(browser, 2_000)).json<{ id: string }>();
    expect(await balance(browser)).toBe(7_000);
    const cancel = await browser.post(`/api/platform/withdrawals/${cancelled.id}/cancel`, {});
    expect(cancel.json()).toMatchObject({ status: 'cancelled', decidedBy: 'player' });
    expect(await balance(browser)).toBe(9_000);
    // Cancelling twice, or a payout already ended: 409, nothing moves.
    const again = await browser.post(`/api/platform/withdrawals/${cancelled.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('error.withdrawal.already_processed');
    await later(61_000);
    await expect
      .poll(async () =>
        (await browser.get('/api/platform/withdrawals'))
          .json<{ id: string; status: string; declineReason: string | null }[]>()
          .map((w) => [w.id, w.status, w.declineReason]),
      )
      .toEqual([
        [cancelled.id, 'cancelled', null],
        [declined.id, 'declined', 'card_declined'],
      ]);
    expect(await balance(browser)).toBe(10_000);
    const kinds = (await browser.get('/api/platform/wallet/transactions?kind=withdrawal'))
      .json<{ reason: string; amount: number }[]>()
      .map((r) => [r.reason, r.amount]);
    expect(kinds).toEqual([
      ['withdrawal_declined', 1_000],
      ['withdrawal_cancelled', 2_000],
      ['withdrawal', -2_000],
      ['withdrawal', -1_000],
    ]);
  });

  it('an operator pays or declines a pending withdrawal first; a later callback is refused', async () => {
    const { browser } = await player();
    const a = (await withdraw(browser, 1_000)).json<{ id: string }>();
    const b = (await withdraw(browser, 1_500)).json<{ id: string }>();
    const pending = await t.app.inject({ url: '/api/admin/withdrawals', headers: admin() });
    expect(pending.json().map((w: { id: string }) => w.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const visitor = await t.app.inject({ url: '/api/admin/withdrawals' });
    expect(visitor.statusCode).toBe(401);
    const decide = (id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/decision`,
        headers: admin(),
        payload: { decision },
      });
    expect((await decide(a.id, 'pay')).json()).toMatchObject({
      status: 'paid',
      decidedBy: 'operator',
    });
    expect((await decide(b.id, 'decline')).json()).toMatchObject({
      status: 'declined',
      declineReason: 'declined_by_operator',
    });
    expect((await decide(b.id, 'pay')).statusCode).toBe(409);
    expect(await balance(browser)).toBe(9_000);
    // The provider's own callback for a decided payout: 409, nothing moves.
    const body = JSON.stringify({
      eventId: 'evt_operator_first',
      type: 'payout.paid',
      payoutId: b.id,
      amount: 1_500,
      currency: 'EUR',
      createdAt: new Date().toISOString(),
    });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/platform/payouts/sandbox/callback',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(
          t.ctx.platform.options.paymentCallbackSecret,
          body,
          Date.now(),
        ),
      },
    });
    expect(callback.statusCode).toBe(409);
    expect(await balance(browser)).toBe(9_000);
  });

  it('bad input is refused with its key and changes nothing', async () => {
    const { browser } = await player(1_000);
    const before = await houseHolds();
    const cases: [number, string, string, number, string][] = [
      [1_001, PAYS, 'EUR', 400, 'error.withdrawal.insufficient_funds'],
      [50, PAYS, 'EUR', 400, 'error.withdrawal.amount_out_of_range'],
      [500, '4242 4242 4242 4241', 'EUR', 400, 'error.payment.invalid_card'],
      [500, PAYS, 'USD', 400, 'error.player.currency_not_held'],
    ];
    for (const [amount, card, currency, status, key] of cases) {
      const res = await withdraw(browser, amount, card, currency);
      expect([res.statusCode, res.json().error?.key]).toEqual([status, key]);
    }
    expect((await withdraw(browser, -5)).statusCode).toBe(400);
    // A forged callback: 401; another player's withdrawal cannot be cancelled (404).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/platform/payouts/sandbox/callback',
      payload: '{}',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=00' },
    });
    expect(forged.statusCode).toBe(401);
    const mine = (await withdraw(browser, 500)).json<{ id: string }>();
    const other = await player();
    expect(
      (await other.browser.post(`/api/platform/withdrawals/${mine.id}/cancel`, {})).statusCode,
    ).toBe(404);
    expect(await balance(browser)).toBe(500);
    expect((await houseHolds()) - before).toBe(500);
  });

  it('withdrawals racing for one balance never spend it twice', async () => {
    const { browser } = await player(1_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(browser, 300)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(
      answers.filter((a) => a.json().error?.key === 'error.withdrawal.insufficient_funds'),
    ).toHaveLength(7);
    expect(await balance(browser)).toBe(100);
  });

  it('the statement filters by kind and date and exports CSV; the pages show the forms', async () => {
    const { browser } = await player(10_000);
    await withdraw(browser, 1_234);
    const today = new Date().toISOString().slice(0, 10);
    const all = (
      await browser.get(`/api/platform/wallet/transactions?from=${today}&to=${today}`)
    ).json<{ kind: string; amount: number }[]>();
    expect(all.map((r) => [r.kind, r.amount])).toEqual([
      ['withdrawal', -1_234],
      ['adjustment', 10_000],
    ]);
    expect((await browser.get('/api/platform/wallet/transactions?to=2000-01-01')).json()).toEqual(
      [],
    );
    const csv = await browser.get('/api/platform/wallet/transactions?format=csv&kind=withdrawal');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toMatch(/^\S+,withdrawal,withdrawal,-12\.34,EUR,withdrawal:/);
    expect((await browser.get('/api/platform/wallet/transactions?kind=nope')).statusCode).toBe(400);
    // The page's form sends empty fields for no filter.
    const page = await browser.get('/profile/wallet/transactions?kind=withdrawal&from=&to=');
    expect(page.body).toContain('-12.34 EUR');
    const withdrawPage = await browser.get('/profile/wallet/withdraw');
    expect(withdrawPage.body).toContain(
      'Cash: <span class="chip" data-balance="EUR">EUR 87.66</span>',
    );
    expect(withdrawPage.body).toContain('data-cancel=');
  });
});
