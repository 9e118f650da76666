import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { depositWidgetEvents } from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { signedInPlayer, type TestBrowser } from '../testing';
import { ledgerAudit } from '../wallet/testing';
import type { CallbackDelivery } from './sandbox-provider';
import { signCallback, SIGNATURE_HEADER } from './signature';

const CARD = { expMonth: 12, expYear: 2099, cvc: '123' };
const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const PENDING = '4000 0000 0000 0077';

describeEachDb('platform deposits', (db) => {
  let t: PlatformTestApp;
  const delivered: Parameters<CallbackDelivery>[0][] = [];
  beforeAll(async () => {
    // Long enough that a busy machine still sees the pending state before it settles.
    t = await platformTestApp(db.db, { options: { pendingDepositDelayMs: 2_000 } });
    const deliver = t.ctx.platform.payments.deliver!;
    t.ctx.platform.payments.deliver = async (request) => {
      delivered.push(request);
      return deliver(request);
    };
  });

  const player = (funds: { currency: string; amount: number }[] = []) =>
    signedInPlayer(t.app, t.ctx, { funds: funds.length ? funds : undefined });

  async function pay(browser: TestBrowser, number: string, amount = 2500, currency = 'EUR') {
    const created = await browser.post('/api/platform/deposits', { amount, currency });
    expect(created.statusCode).toBe(201);
    const { id, clientSecret } = created.json<{ id: string; clientSecret: string }>();
    const confirmed = await browser.post(`/spi/api/payments/${id}/confirm`, {
      clientSecret,
      card: { number, ...CARD },
    });
    return { id, clientSecret, confirmed };
  }

  const balance = async (browser: TestBrowser, currency = 'EUR') =>
    (await browser.get('/api/platform/player/accounts'))
      .json<{ currency: string; balance: number }[]>()
      .find((a) => a.currency === currency)?.balance;

  it('credits a succeeded card payment once through the ledger and announces the balance', async () => {
    const { browser, playerId } = await player();
    const { id, confirmed } = await pay(browser, SUCCESS);
    expect(confirmed.json()).toMatchObject({
      id,
      status: 'succeeded',
      amount: 2500,
      currency: 'EUR',
    });
    expect(await balance(browser)).toBe(2500);
    expect((await browser.get(`/api/platform/deposits/${id}`)).json()).toMatchObject({
      id,
      status: 'succeeded',
      cardLast4: '4242',
    });
    // The balance is announced (the notification of the deposit follows it, issue 27).
    expect(
      t.sent.filter((p) => p.publication.event_name === 'balance_changed').at(-1),
    ).toMatchObject({
      channel: `$private:en:${playerId}`,
      publication: { event_name: 'balance_changed', message: { currency: 'EUR', balance: 2500 } },
    });
    await expect
      .poll(async () =>
        (await browser.get('/api/sportsbook/v2/notifications'))
          .json<{ type: string; title: string; body: string }[]>()
          .map((n) => [n.type, n.title, n.body]),
      )
      .toEqual([['deposit_succeeded', 'Deposit received', '€25.00 is in your balance.']]);
    const psp = (await ledgerAudit(db.db)).find((a) => a.address === 'psp:sandbox:EUR');
    expect(psp?.fold).toBeLessThanOrEqual(-2500);
    expect((await browser.get('/api/platform/deposits')).json()).toEqual([
      expect.objectContaining({ id }),
    ]);
  });

  it('records a declined card and moves no money', async () => {
    const { browser } = await player();
    const { id, confirmed } = await pay(browser, DECLINED);
    await expect
      .poll(async () =>
        (await browser.get('/api/sportsbook/v2/notifications'))
          .json<{ type: string }[]>()
          .map((n) => n.type),
      )
      .toEqual(['deposit_declined']);
    expect(confirmed.json()).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect(await balance(browser)).toBe(0);
    expect((await browser.get(`/api/platform/deposits/${id}`)).json()).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
  });

  it('keeps a pending card pending, then credits it a little later', async () => {
    const { browser } = await player();
    const { id, clientSecret, confirmed } = await pay(browser, PENDING, 1000);
    expect(confirmed.json()).toMatchObject({ status: 'pending' });
    expect((await browser.get(`/api/platform/deposits/${id}`)).json()).toMatchObject({
      status: 'pending',
    });
    expect(await balance(browser)).toBe(0);
    await expect
      .poll(
        async () =>
          (await browser.get(`/spi/api/payments/${id}?clientSecret=${clientSecret}`)).json<{
            status: string;
          }>().status,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('succeeded');
    // The provider's notification reaches the platform just after (a webhook of its own).
    await expect
      .poll(
        async () =>
          (await browser.get(`/api/platform/deposits/${id}`)).json<{ status: string }>().status,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('succeeded');
    expect(await balance(browser)).toBe(1000);
  });

  it('refuses bad payment attempts at the provider', async () => {
    const { browser } = await player();
    const created = await browser.post('/api/platform/deposits', { amount: 500, currency: 'EUR' });
    const { id, clientSecret } = created.json<{ id: string; clientSecret: string }>();
    const confirm = (body: unknown) => browser.post(`/spi/api/payments/${id}/confirm`, body);
    const cases: [unknown, number, string][] = [
      [
        { clientSecret, card: { number: '4242 4242 4242 4241', ...CARD } },
        400,
        'error.payment.invalid_card',
      ],
      [
        { clientSecret, card: { number: SUCCESS, ...CARD, expYear: 2001 } },
        400,
        'error.payment.card_expired',
      ],
      [
        { clientSecret: 'x'.repeat(43), card: { number: SUCCESS, ...CARD } },
        403,
        'error.payment.invalid_client_secret',
      ],
      [{ clientSecret, card: { number: 'abc', ...CARD } }, 400, 'error.validation.invalid_request'],
      [{ clientSecret }, 400, 'error.validation.invalid_request'],
    ];
    for (const [body, status, key] of cases) {
      const res = await confirm(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ error: { key } });
    }
    const unknown = await browser.post(`/spi/api/payments/${randomUUID()}/confirm`, {
      clientSecret,
      card: { number: SUCCESS, ...CARD },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await confirm({ clientSecret, card: { number: SUCCESS, ...CARD } })).statusCode).toBe(
      200,
    );
    const twice = await confirm({ clientSecret, card: { number: SUCCESS, ...CARD } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { key: 'error.payment.already_confirmed' } });
    expect(await balance(browser)).toBe(500);
  });

  it('refuses replayed, badly signed, stale and mismatched callbacks, changing nothing', async () => {
    const { browser } = await player();
    const { id } = await pay(browser, SUCCESS, 700);
    const original = delivered.filter((d) => d.body.includes(id)).at(-1)!;
    expect(original.headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const before = await ledgerAudit(db.db);

    const post = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: original.path, payload: body, headers });
    const secret = t.ctx.platform.options.paymentCallbackSecret;
    const signed = (body: string, at = Date.now()) => ({
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback(secret, body, at),
    });
    const event = JSON.parse(original.body) as Record<string, unknown>;

    const replay = await post(original.body, original.headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: { key: 'error.payment.callback_replayed' } });

    const forged = await post(
      JSON.stringify({ ...event, eventId: 'evt_forged_1', amount: 70000 }),
      original.headers,
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { key: 'error.payment.invalid_signature' } });

    const wrongKey = JSON.stringify({ ...event, eventId: 'evt_forged_2' });
    const other = await post(wrongKey, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback('not the secret', wrongKey, Date.now()),
    });
    expect(other.statusCode).toBe(401);

    const unsigned = await post(JSON.stringify({ ...event, eventId: 'evt_forged_3' }), {
      'content-type': 'application/json',
    });
    expect(unsigned.statusCode).toBe(401);

    const staleBody = JSON.stringify({ ...event, eventId: 'evt_stale_1' });
    const stale = await post(staleBody, signed(staleBody, Date.now() - 3_600_000));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ error: { key: 'error.payment.stale_callback' } });

    const again = JSON.stringify({ ...event, eventId: 'evt_second_success' });
    const second = await post(again, signed(again));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { key: 'error.payment.already_processed' } });

    const mismatch = JSON.stringify({ ...event, eventId: 'evt_mismatch', amount: 701 });
    const mismatched = await post(mismatch, signed(mismatch));
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({ error: { key: 'error.payment.amount_mismatch' } });

    const notJson = '{"eventId":';
    expect((await post(notJson, signed(notJson))).statusCode).toBe(400);
    const wrongShape = JSON.stringify({ hello: 'world' });
    expect((await post(wrongShape, signed(wrongShape))).statusCode).toBe(400);
    const unknownBody = JSON.stringify({
      ...event,
      eventId: 'evt_unknown',
      paymentId: randomUUID(),
    });
    expect((await post(unknownBody, signed(unknownBody))).statusCode).toBe(404);

    expect(await ledgerAudit(db.db)).toEqual(before);
    expect(await balance(browser)).toBe(700);
  });

  it('credits once when two success callbacks for one payment race', async () => {
    const { browser } = await player();
    const created = await browser.post('/api/platform/deposits', { amount: 900, currency: 'EUR' });
    const { id } = created.json<{ id: string }>();
    const secret = t.ctx.platform.options.paymentCallbackSecret;
    const bodies = Array.from({ length: 6 }, (_, i) =>
      JSON.stringify({
        eventId: `evt_race_${id}_${i}`,
        type: 'payment.succeeded',
        paymentId: id,
        amount: 900,
        currency: 'EUR',
        declineReason: null,
        createdAt: new Date().toISOString(),
      }),
    );
    const results = await Promise.all(
      bodies.map((body) =>
        t.app.inject({
          method: 'POST',
          url: '/api/platform/payments/sandbox/callback',
          payload: body,
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signCallback(secret, body, Date.now()),
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balance(browser)).toBe(900);
  });

  it('refuses deposits the player may not make', async () => {
    const { browser } = await player();
    const cases: [Record<string, unknown>, Record<string, string>, number, string][] = [
      [{ amount: 2500, currency: 'USD' }, {}, 400, 'error.player.currency_not_held'],
      [{ amount: 50, currency: 'EUR' }, {}, 400, 'error.deposit.amount_out_of_range'],
      [{ amount: 5_000_001, currency: 'EUR' }, {}, 400, 'error.deposit.amount_out_of_range'],
      [{ amount: 0, currency: 'EUR' }, {}, 400, 'error.validation.invalid_request'],
      [{ amount: 12.5, currency: 'EUR' }, {}, 400, 'error.validation.invalid_request'],
      [{ amount: 2500, currency: 'EUR' }, { 'x-country-code': 'US' }, 403, 'error.country_blocked'],
    ];
    for (const [body, headers, status, key] of cases) {
      const res = await browser.post('/api/platform/deposits', body, headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ error: { key } });
    }
    const noSession = await t
      .browser()
      .post('/api/platform/deposits', { amount: 2500, currency: 'EUR' });
    expect(noSession.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/platform/deposits',
      payload: { amount: 2500, currency: 'EUR' },
      headers: { cookie: browser.cookieHeader().replace(/csrf_token=[^;]+;? ?/, '') },
    });
    expect(noCsrf.statusCode).toBe(403);

    await t.ctx.db.query(`update players set date_of_birth = null where email = $1`, [
      (await browser.get('/api/platform/player')).json<{ email: string }>().email,
    ]);
    const incomplete = await browser.post('/api/platform/deposits', {
      amount: 2500,
      currency: 'EUR',
    });
    expect(incomplete.statusCode).toBe(403);
    expect(incomplete.json()).toMatchObject({
      error: { key: 'error.deposit.profile_incomplete', details: { fields: ['dateOfBirth'] } },
    });
    expect((await browser.get('/api/platform/deposits')).json()).toEqual([]);
  });

  it('serves the widget script with every widget event of shell 4.3', async () => {
    const res = await t.app.inject('/spi/main.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('window.SandboxPayments');
    for (const name of Object.values(depositWidgetEvents)) expect(res.body).toContain(`'${name}'`);
    expect(res.body).toContain('quick-deposit-status');
    const methods = await t.app.inject('/spi/api/methods');
    expect(methods.json()).toEqual({ methods: [{ id: 'card', name: 'Card' }] });
  });

  it('serves the iframe deposit page with same-origin return URLs only', async () => {
    const ok = await t.app.inject(
      '/spi/iframe?currency=EUR&locale=de&successUrl=%2F%3Fdeposit%3D1',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('/spi/main.js');
    expect(ok.body).toContain('"mode":"iframe"');
    const evil = await t.app.inject('/spi/iframe?successUrl=https%3A%2F%2Fevil.example%2F');
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ error: { key: 'error.payment.return_url_not_allowed' } });
    expect((await t.app.inject('/spi/iframe?successUrl=%2F%2Fevil.example')).statusCode).toBe(400);
  });

  it('serves the casino deposit page for visitors and players', async () => {
    const visitor = await t.app.inject('/profile/wallet/deposit');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('Sign in to deposit');
    const { browser } = await player([{ currency: 'EUR', amount: 12_345 }]);
    const page = await browser.get('/profile/wallet/deposit?quick-deposit-status=success');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('EUR 123.45');
    expect(page.body).toContain('Deposit received');
    expect(page.body).toContain('SandboxPayments.mount');
    expect(page.body).toContain('/profile/wallet/transactions');
    expect(
      (await browser.get('/profile/wallet/deposit?quick-deposit-status=nope')).statusCode,
    ).toBe(400);
  });
});

describeEachDb('platform deposits with mandatory phone verification', (db) => {
  it('refuses a deposit until the phone is verified', async () => {
    const t = await platformTestApp(db.db, {
      site: { phoneVerification: { enabled: true, mandatory: true } },
    });
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx);
    await t.ctx.db.query(`update players set phone_verified_at = null where id = $1`, [playerId]);
    const res = await browser.post('/api/platform/deposits', { amount: 2500, currency: 'EUR' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { key: 'error.deposit.phone_verification_required' },
    });
    await t.app.close();
  });
});
