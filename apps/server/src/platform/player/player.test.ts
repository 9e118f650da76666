import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from '../wallet/accounts';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { signedInPlayer } from '../testing';

describeEachDb('platform player', (db) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await platformTestApp(db.db);
  });

  it('sets the affiliate cookie from stag for 30 days and keeps it on the sign-up', async () => {
    const browser = t.browser();
    const res = await browser.get('/api/platform/player?stag=partner_42');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'affiliate_id');
    expect(cookie).toMatchObject({ value: 'partner_42', maxAge: 30 * 24 * 3600, path: '/' });
    expect((await browser.get('/api/platform/player?stag=bad value!')).statusCode).toBe(400);
    expect((await browser.get('/api/platform/player?other=1')).statusCode).toBe(400);

    const email = `aff${Date.now()}@example.com`;
    await browser.post('/api/platform/users', {
      email,
      password: 'a long secret 42',
      currency: 'USD',
      country: 'BR',
    });
    const rows = await db.db.query<{ affiliate_id: string }>(
      `select affiliate_id from players where email = $1`,
      [email],
    );
    expect(rows[0]?.affiliate_id).toBe('partner_42');
  });

  it('answers 401 with the key on player calls without a session', async () => {
    const browser = t.browser();
    for (const [method, url, body] of [
      ['GET', '/api/platform/player/accounts', undefined],
      ['PUT', '/api/platform/player/currency', { currency: 'EUR' }],
      ['PUT', '/api/platform/player/locale', { locale: 'de' }],
      ['PUT', '/api/platform/player/profile', { firstName: 'X' }],
      ['GET', '/api/platform/player/deposit-context', undefined],
      ['GET', '/api/platform/player/phone-verification', undefined],
      ['GET', '/api/platform/player/limits', undefined],
      ['POST', '/api/platform/player/accounts', { currency: 'USD' }],
    ] as const) {
      const res = await browser.request(method, url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: { key: 'error.unauthorized' } });
    }
    // Logging out without a session is harmless.
    expect((await browser.post('/api/platform/player/logout')).statusCode).toBe(200);
  });

  it('switches the current currency only to one the player holds', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx, {
      funds: [{ currency: 'EUR', amount: 500 }],
    });
    const notHeld = await browser.put('/api/platform/player/currency', { currency: 'USD' });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toMatchObject({
      error: { key: 'error.player.currency_not_held', details: { held: ['EUR'] } },
    });
    expect(
      (await browser.put('/api/platform/player/currency', { currency: 'usd' })).statusCode,
    ).toBe(400);

    const opened = await browser.post('/api/platform/player/accounts', { currency: 'USD' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toEqual({ currency: 'USD', balance: 0, subunits: 100, fiat: true });
    const unknown = await browser.post('/api/platform/player/accounts', { currency: 'ZZZ' });
    expect(unknown.json()).toMatchObject({ error: { key: 'error.player.unsupported_currency' } });

    expect(
      (await browser.put('/api/platform/player/currency', { currency: 'USD' })).json(),
    ).toEqual({ currency: 'USD' });
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({ currency: 'USD' });
    expect((await browser.get('/api/platform/player/accounts')).json()).toEqual([
      { currency: 'EUR', balance: 500, subunits: 100, fiat: true },
      { currency: 'USD', balance: 0, subunits: 100, fiat: true },
    ]);
  });

  it('stores a supported locale and moves the private channel with it', async () => {
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx);
    const bad = await browser.put('/api/platform/player/locale', { locale: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { key: 'error.player.unsupported_locale' } });
    expect((await browser.put('/api/platform/player/locale', { locale: 'pt-br' })).json()).toEqual({
      locale: 'pt-BR',
    });
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({ language: 'pt-BR' });

    await t.ctx.platform.wallet.creditPlayer({
      playerId,
      currency: 'EUR',
      amount: 1234,
      reason: 'seed',
      from: SYSTEM_ACCOUNTS.bank,
    });
    expect(t.sent.at(-1)).toEqual({
      channel: `$private:pt:${playerId}`,
      publication: {
        event_name: 'balance_changed',
        message: { currency: 'EUR', balance: 1234, subunits: 100 },
      },
    });
  });

  it('fills profile fields and reports what the deposit context still misses', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx);
    await t.ctx.db.query(
      `update players set first_name = null, date_of_birth = null where email = $1`,
      [(await browser.get('/api/platform/player')).json<{ email: string }>().email],
    );
    const before = await browser.get('/api/platform/player/deposit-context');
    expect(before.json()).toMatchObject({
      required: true,
      missing: ['firstName', 'dateOfBirth'],
      fields: { firstName: null, lastName: 'Player', dateOfBirth: null },
      authFieldsMissed: [],
      phoneVerificationRequired: false,
    });
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({
      depositFieldsMissed: ['firstName', 'dateOfBirth'],
    });

    const underage = await browser.put('/api/platform/player/profile', {
      dateOfBirth: '2020-01-01',
    });
    expect(underage.json()).toMatchObject({ error: { key: 'error.auth.underage' } });
    const badField = await browser.put('/api/platform/player/profile', { email: 'x@example.com' });
    expect(badField.statusCode).toBe(400);

    const res = await browser.put('/api/platform/player/profile', {
      firstName: 'Grace',
      dateOfBirth: '1985-12-09',
    });
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      name: 'Grace Player',
      depositFieldsMissed: [],
    });
    expect((await browser.get('/api/platform/player/deposit-context')).json()).toMatchObject({
      missing: [],
    });
  });

  it('verifies the phone with a texted code', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx);
    await t.ctx.db.query(
      `update players set phone = null, phone_verified_at = null where id = $1`,
      [(await browser.get('/api/platform/player')).json<{ id: string }>().id],
    );
    expect((await browser.get('/api/platform/player/phone-verification?locale=en')).json()).toEqual(
      {
        isVerified: false,
        phone: null,
        required: false,
      },
    );
    const noPhone = await browser.post('/api/platform/player/phone-verification', {});
    expect(noPhone.json()).toMatchObject({
      error: { key: 'error.phone_verification.phone_missing' },
    });
    const badPhone = await browser.post('/api/platform/player/phone-verification', {
      phone: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    const noCode = await browser.put('/api/platform/player/phone-verification', { code: '123456' });
    expect(noCode.json()).toMatchObject({ error: { key: 'error.phone_verification.no_code' } });

    const phone = `+3519${String(Date.now()).slice(-8)}`;
    expect(
      (await browser.post('/api/platform/player/phone-verification', { phone })).json(),
    ).toEqual({ ok: true });
    const [sms] = await t.mailbox(phone);
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
    expect(code).toBeDefined();

    const wrong = await browser.put('/api/platform/player/phone-verification', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { key: 'error.phone_verification.invalid_code' } });
    expect(
      (await browser.put('/api/platform/player/phone-verification', { code: 'abc' })).statusCode,
    ).toBe(400);

    const ok = await browser.put('/api/platform/player/phone-verification', { code });
    expect(ok.json()).toEqual({ isVerified: true, phone, required: false });
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({
      phone,
      phoneVerified: true,
    });
  });

  it('refuses an expired code and too many wrong ones', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx);
    const phone = `+3519${String(Date.now() + 1).slice(-8)}`;
    await browser.post('/api/platform/player/phone-verification', { phone });
    const code = /(\d{6})/.exec((await t.mailbox(phone))[0]?.text ?? '')?.[1] ?? '';
    const platform = t.ctx.platform;
    const realNow = platform.now;
    platform.now = () => Date.now() + platform.options.phoneCodeTtlMs + 1;
    try {
      const expired = await browser.put('/api/platform/player/phone-verification', { code });
      expect(expired.json()).toMatchObject({
        error: { key: 'error.phone_verification.code_expired' },
      });
    } finally {
      platform.now = realNow;
    }
    await browser.post('/api/platform/player/phone-verification', {});
    const fresh = /(\d{6})/.exec((await t.mailbox(phone))[0]?.text ?? '')?.[1] ?? '';
    const wrong = fresh === '999999' ? '888888' : '999999';
    for (let i = 0; i < platform.options.phoneCodeMaxAttempts; i++)
      await browser.put('/api/platform/player/phone-verification', { code: wrong });
    const blocked = await browser.put('/api/platform/player/phone-verification', { code: fresh });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: { key: 'error.phone_verification.too_many_attempts' },
    });
  });

  it('lists the user limits (getUserLimits) in the order they were set', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx);
    expect((await browser.get('/api/platform/player/limits')).json()).toEqual([]);
    await browser.put('/api/platform/player/limits', {
      type: 'deposit',
      period: 'week',
      currency: 'EUR',
      amount: 10_000,
    });
    await browser.put('/api/platform/player/limits', { type: 'reality_check', amount: 30 });
    expect((await browser.get('/api/platform/player/limits')).json()).toEqual([
      expect.objectContaining({
        type: 'deposit',
        status: 'active',
        amount: 10_000,
        currency: 'EUR',
        period: 'week',
        used: 0,
        periodEndsAt: expect.any(String),
      }),
      expect.objectContaining({
        type: 'reality_check',
        status: 'active',
        amount: 30,
        currency: null,
        period: null,
        used: null,
        periodEndsAt: null,
      }),
    ]);
  });

  it('serves the dev outbox as JSON and as a page', async () => {
    const browser = t.browser();
    const email = `box${Date.now()}@example.com`;
    await browser.post('/api/platform/users', {
      email,
      password: 'a long secret 42',
      currency: 'EUR',
      country: 'DE',
    });
    const json = await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(json.json()).toMatchObject({
      messages: [
        {
          kind: 'email',
          to: email,
          subject: expect.stringContaining('Confirm'),
          links: [expect.any(String)],
        },
      ],
    });
    const page = await t.app.inject(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/users/confirmation?confirmation_token=');
    expect((await t.app.inject('/dev/nothing')).statusCode).toBe(404);
  });
});
