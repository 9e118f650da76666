import { beforeAll, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import { platformTestApp, tokenOf, type PlatformTestApp } from '../test-app';
import type { TestBrowser } from '../testing';

let n = 0;
const freshEmail = () => `user${Date.now().toString(36)}${++n}@example.com`;
const PASSWORD = 'Tr0ub4dor&3-horse';

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  currency: 'EUR',
  country: 'DE',
  ...extra,
});

describeEachDb('platform accounts', (db) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await platformTestApp(db.db);
  });

  /** Signs up and confirms from the outbox: a browser ready to sign in. */
  async function confirmedAccount(
    email = freshEmail(),
  ): Promise<{ email: string; browser: TestBrowser }> {
    const browser = t.browser();
    const res = await browser.post('/api/platform/users', signUpBody(email));
    expect(res.statusCode).toBe(201);
    const token = tokenOf(await t.lastLink(email), 'confirmation_token');
    expect(
      (await browser.get(`/api/platform/users/confirmation?confirmation_token=${token}`))
        .statusCode,
    ).toBe(200);
    return { email, browser };
  }

  it('serves the site config with the demo defaults', async () => {
    const res = await t.app.inject('/api/platform/site-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locales: [
        'en',
        'de',
        'es',
        'pt-BR',
        'ru',
        'ar',
        'pl',
        'fr',
        'lv',
        'kz',
        'ru-KZ',
        'en-IE',
        'el',
      ],
      isMyBetsVisible: true,
      projectSettings: { emailConfirmationRequired: true },
      featureFlags: { quick_deposit: true, multi_single_bets: true },
    });
    const codes = res.json<{ currencies: { code: string; subunits: number }[] }>().currencies;
    expect(codes).toContainEqual(expect.objectContaining({ code: 'BTC', subunits: 100_000_000 }));
  });

  it('answers GET /player without a session with an empty result and hands out a CSRF cookie', async () => {
    const res = await t.app.inject('/api/platform/player');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const csrf = res.cookies.find((c) => c.name === 'csrf_token');
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing request without the CSRF token or from another origin', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: { key: 'error.csrf.invalid' } });

    const browser = t.browser();
    await browser.get('/api/platform/csrf');
    const forged = await browser.post(
      '/api/platform/users/sign_in',
      { email: 'a@example.com', password: 'whatever1' },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: { key: 'error.csrf.origin_mismatch' } });

    const wrongToken = await browser.post(
      '/api/platform/users/sign_in',
      { email: 'a@example.com', password: 'whatever1' },
      { 'x-csrf-token': 'abc.def' },
    );
    expect(wrongToken.json()).toMatchObject({ error: { key: 'error.csrf.invalid' } });

    const sameOrigin = await browser.post(
      '/api/platform/users/sign_in',
      { email: 'nobody@example.com', password: 'whatever1' },
      { origin: 'http://localhost:3000' },
    );
    expect(sameOrigin.json()).toMatchObject({ error: { key: 'error.auth.invalid_credentials' } });
  });

  it('signs up, refuses sign-in until the e-mail is confirmed, then signs in with a session', async () => {
    const email = freshEmail();
    const browser = t.browser();
    const res = await browser.post(
      '/api/platform/users',
      signUpBody(email, { firstName: 'Ada', language: 'de' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ confirmationRequired: true, player: null });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    const [mail] = await t.mailbox(email);
    expect(mail?.subject).toContain('Confirm');
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/users\/confirmation\?confirmation_token=/,
    );

    const early = await browser.post('/api/platform/users/sign_in', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: { key: 'error.auth.unconfirmed' } });

    const token = tokenOf(mail!.links[0]!, 'confirmation_token');
    const confirmed = await browser.get(
      `/api/platform/users/confirmation?confirmation_token=${token}`,
    );
    expect(confirmed.json()).toEqual({ confirmed: true, email });
    const reused = await browser.get(
      `/api/platform/users/confirmation?confirmation_token=${token}`,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: { key: 'error.auth.confirmation_token_invalid' },
    });

    const signedIn = await browser.post('/api/platform/users/sign_in', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(signedIn.json()).toMatchObject({
      player: {
        email,
        isLoggedIn: true,
        currency: 'EUR',
        language: 'de',
        firstName: 'Ada',
        confirmed: true,
      },
    });

    const profile = await browser.get('/api/platform/player');
    expect(profile.json()).toMatchObject({
      email,
      isLoggedIn: true,
      statuses: [],
      serasa: { pve: false },
    });
    const accounts = await browser.get('/api/platform/player/accounts');
    expect(accounts.json()).toEqual([{ currency: 'EUR', balance: 0, subunits: 100, fiat: true }]);
  });

  it('refuses bad sign-ups with their keys and creates nothing', async () => {
    const { email } = await confirmedAccount();
    const browser = t.browser();
    const cases: [Record<string, unknown>, number, string][] = [
      [signUpBody(freshEmail(), { password: 'short1' }), 400, 'error.auth.weak_password'],
      [signUpBody(freshEmail(), { password: 'password123' }), 400, 'error.auth.weak_password'],
      [
        signUpBody(freshEmail(), { passwordConfirmation: 'something else 1' }),
        400,
        'error.auth.password_mismatch',
      ],
      [signUpBody(freshEmail(), { currency: 'XYZ' }), 400, 'error.auth.unsupported_currency'],
      [signUpBody(freshEmail(), { country: 'QQ' }), 400, 'error.auth.unknown_country'],
      [signUpBody(freshEmail(), { country: 'US' }), 403, 'error.country_blocked'],
      [signUpBody(freshEmail(), { dateOfBirth: '2015-05-05' }), 400, 'error.auth.underage'],
      [
        signUpBody(freshEmail(), { dateOfBirth: '2001-02-30' }),
        400,
        'error.validation.invalid_request',
      ],
      [signUpBody('not-an-email'), 400, 'error.validation.invalid_request'],
      [signUpBody(freshEmail(), { extra: 1 }), 400, 'error.validation.invalid_request'],
      [{ email: freshEmail(), password: PASSWORD }, 400, 'error.validation.invalid_request'],
    ];
    for (const [body, status, key] of cases) {
      const res = await browser.post('/api/platform/users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ error: { key } });
    }
    const blocked = await browser.post('/api/platform/users', signUpBody(freshEmail()), {
      'x-country-code': 'fr',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      error: { key: 'error.country_blocked', details: { countryName: 'France' } },
    });
    const count = await db.db.query<{ n: number }>(
      `select count(*)::int as n from players where email = $1`,
      [email],
    );
    expect(count[0]?.n).toBe(1);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email, browser } = await confirmedAccount();
    for (const body of [
      { email, password: 'wrong password 1' },
      { email: freshEmail(), password: PASSWORD },
    ]) {
      const res = await browser.post('/api/platform/users/sign_in', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { key: 'error.auth.invalid_credentials' } });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    const sign = await browser.post('/api/platform/users/sign_in', { email, password: 'x' });
    expect(sign.json()).toMatchObject({ error: { key: 'error.auth.invalid_credentials' } });
    const bad = await browser.post('/api/platform/users/sign_in', { email });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a sign-up for a registered address as for a new one, and mails its owner', async () => {
    const { email } = await confirmedAccount();
    const fresh = freshEmail();
    const browser = t.browser();
    const known = await browser.post('/api/platform/users', signUpBody(email.toUpperCase()));
    const unknown = await browser.post('/api/platform/users', signUpBody(fresh));
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ confirmationRequired: true, player: null });
    const [told] = await t.mailbox(email);
    expect(told?.text).toContain('already has one');
    expect(told?.links).toEqual([
      'http://localhost:3000/users/sign-in',
      'http://localhost:3000/users/password/new',
    ]);
    const count = await db.db.query<{ n: number }>(
      `select count(*)::int as n from players where email = $1`,
      [email],
    );
    expect(count[0]?.n).toBe(1);
  });

  it('locks only after many failures, mails the owner, and the mailed link signs in', async () => {
    const t = await platformTestApp(db.db, { options: { maxFailedAttempts: 8 } });
    const platform = t.ctx.platform;
    const realNow = platform.now;
    let clock = Date.now();
    platform.now = () => clock;
    try {
      const browser = t.browser();
      const email = freshEmail();
      await browser.post('/api/platform/users', signUpBody(email));
      await browser.get(
        `/api/platform/users/confirmation?confirmation_token=${tokenOf(await t.lastLink(email), 'confirmation_token')}`,
      );
      // A stranger guesses from many addresses: the back-off makes them wait, then the lock.
      for (let i = 1; i <= 8; i++) {
        const res = await browser.post(
          '/api/platform/users/sign_in',
          { email, password: `wrong-${i}-password` },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        expect(res.json(), `attempt ${i}`).toMatchObject({
          error: { key: 'error.auth.invalid_credentials' },
        });
        clock += 20 * 60_000;
      }
      // Whoever knows the password learns of the lock; a guesser does not.
      const guess = await browser.post('/api/platform/users/sign_in', { email, password: 'nope' });
      expect(guess.json()).toMatchObject({ error: { key: 'error.auth.invalid_credentials' } });
      clock += 20 * 60_000;
      const owner = t.browser();
      const right = await owner.post('/api/platform/users/sign_in', { email, password: PASSWORD });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ error: { key: 'error.auth.locked' } });

      const [unlockMail] = await t.mailbox(email);
      expect(unlockMail?.subject).toContain('locked');
      expect(unlockMail?.links[0]).toMatch(/\?unlock_token=/);

      // Asking again mails a fresh link; the first one stops working.
      expect((await owner.post('/api/platform/users/unlock', { email })).json()).toEqual({
        sent: true,
      });
      const stale = tokenOf(unlockMail!.links[0]!, 'unlock_token');
      const staleRes = await owner.get(`/api/platform/users/unlock?unlock_token=${stale}`);
      expect(staleRes.statusCode).toBe(400);
      expect(staleRes.json()).toMatchObject({ error: { key: 'error.auth.unlock_token_invalid' } });

      // The link unlocks and signs the owner in: no stranger can keep them out.
      const token = tokenOf(await t.lastLink(email), 'unlock_token');
      const unlocked = await owner.get(`/api/platform/users/unlock?unlock_token=${token}`);
      expect(unlocked.json()).toMatchObject({
        unlocked: true,
        email,
        player: { email, isLoggedIn: true },
      });
      expect(owner.cookies.has(SESSION_COOKIE)).toBe(true);
      expect((await owner.get('/api/platform/player')).json()).toMatchObject({ email });
    } finally {
      platform.now = realNow;
      await t.app.close();
    }
  });

  it('answers the resend endpoints the same for unknown addresses', async () => {
    const browser = t.browser();
    for (const path of [
      '/api/platform/users/confirmation',
      '/api/platform/users/password',
      '/api/platform/users/unlock',
    ]) {
      const unknown = await browser.post(path, { email: freshEmail() });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ sent: true });
      expect((await browser.post(path, { email: 'nope' })).statusCode).toBe(400);
    }
  });

  it('resends the confirmation link, and an expired link is refused', async () => {
    const email = freshEmail();
    const browser = t.browser();
    await browser.post('/api/platform/users', signUpBody(email));
    await browser.post('/api/platform/users/confirmation', { email });
    const messages = await t.mailbox(email);
    expect(messages).toHaveLength(2);
    const token = tokenOf(messages[0]!.links[0]!, 'confirmation_token');
    const platform = t.ctx.platform;
    const realNow = platform.now;
    platform.now = () => Date.now() + platform.options.confirmWithinMs + 1000;
    try {
      const res = await browser.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { key: 'error.auth.confirmation_token_expired' } });
    } finally {
      platform.now = realNow;
    }
    expect(
      (await browser.get(`/api/platform/users/confirmation?confirmation_token=${token}`))
        .statusCode,
    ).toBe(200);
    const garbage = await browser.get(
      `/api/platform/users/confirmation?confirmation_token=${'x'.repeat(43)}`,
    );
    expect(garbage.json()).toMatchObject({
      error: { key: 'error.auth.confirmation_token_invalid' },
    });
    expect((await browser.get('/api/platform/users/confirmation')).statusCode).toBe(400);
  });

  it('resets a forgotten password: signs in, ends other sessions, the link works once', async () => {
    const { email, browser } = await confirmedAccount();
    const other = t.browser();
    expect(
      (await other.post('/api/platform/users/sign_in', { email, password: PASSWORD })).statusCode,
    ).toBe(200);

    expect((await browser.post('/api/platform/users/password', { email })).json()).toEqual({
      sent: true,
    });
    const link = await t.lastLink(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/users\/password\/edit\?reset_password_token=/);
    const token = tokenOf(link, 'reset_password_token');

    const weak = await browser.put('/api/platform/users/password', {
      reset_password_token: token,
      password: '123',
    });
    expect(weak.json()).toMatchObject({ error: { key: 'error.auth.weak_password' } });
    const mismatch = await browser.put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'a brand new secret',
      password_confirmation: 'another secret!!',
    });
    expect(mismatch.json()).toMatchObject({ error: { key: 'error.auth.password_mismatch' } });

    const res = await browser.put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ player: { email, isLoggedIn: true } });
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({ email });
    expect((await other.get('/api/platform/player')).json()).toEqual({});

    const again = await browser.put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'yet another secret',
    });
    expect(again.json()).toMatchObject({
      error: { key: 'error.auth.reset_password_token_invalid' },
    });
    const old = await t
      .browser()
      .post('/api/platform/users/sign_in', { email, password: PASSWORD });
    expect(old.json()).toMatchObject({ error: { key: 'error.auth.invalid_credentials' } });
  });

  it('refuses an expired reset link', async () => {
    const { email, browser } = await confirmedAccount();
    await browser.post('/api/platform/users/password', { email });
    const token = tokenOf(await t.lastLink(email), 'reset_password_token');
    const platform = t.ctx.platform;
    const realNow = platform.now;
    platform.now = () => Date.now() + platform.options.resetPasswordWithinMs + 1000;
    try {
      const res = await browser.put('/api/platform/users/password', {
        reset_password_token: token,
        password: 'a brand new secret',
      });
      expect(res.json()).toMatchObject({
        error: { key: 'error.auth.reset_password_token_expired' },
      });
    } finally {
      platform.now = realNow;
    }
  });

  it('rotates the session id on sign-in and ends it on logout', async () => {
    const { email, browser } = await confirmedAccount();
    await browser.post('/api/platform/users/sign_in', { email, password: PASSWORD });
    const first = browser.cookies.get(SESSION_COOKIE);
    const firstCsrf = browser.cookies.get('csrf_token');
    await browser.post('/api/platform/users/sign_in', { email, password: PASSWORD });
    const second = browser.cookies.get(SESSION_COOKIE);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(browser.cookies.get('csrf_token')).not.toBe(firstCsrf);

    const stale = await t.app.inject({
      url: '/api/platform/player/accounts',
      headers: { cookie: `${SESSION_COOKIE}=${first}` },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: { key: 'error.unauthorized' } });

    const out = await browser.post('/api/platform/player/logout');
    expect(out.json()).toEqual({ ok: true });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.get('/api/platform/player')).json()).toEqual({});
    const replay = await t.app.inject({
      url: '/api/platform/player/accounts',
      headers: { cookie: `${SESSION_COOKIE}=${second}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ends a session after the idle and the absolute timeouts', async () => {
    const { email, browser } = await confirmedAccount();
    await browser.post('/api/platform/users/sign_in', { email, password: PASSWORD });
    const platform = t.ctx.platform;
    const start = Date.now();
    const realNow = platform.now;
    try {
      // Requests within the idle window keep it alive, up to the absolute limit.
      const step = platform.options.sessionIdleMs - 60_000;
      let at = start;
      while (at + step < start + platform.options.sessionAbsoluteMs) {
        at += step;
        platform.now = () => at;
        expect((await browser.get('/api/platform/player/accounts')).statusCode).toBe(200);
      }
      platform.now = () => start + platform.options.sessionAbsoluteMs + 1;
      expect((await browser.get('/api/platform/player/accounts')).statusCode).toBe(401);

      await browser.post('/api/platform/users/sign_in', { email, password: PASSWORD });
      const signedAt = platform.now();
      platform.now = () => signedAt + platform.options.sessionIdleMs + 1;
      expect((await browser.get('/api/platform/player/accounts')).statusCode).toBe(401);
    } finally {
      platform.now = realNow;
    }
  });

  it('installs the Auth seam: other modules see the player, a blocked one is a visitor', async () => {
    const { email, browser } = await confirmedAccount();
    const signedIn = await browser.post('/api/platform/users/sign_in', {
      email,
      password: PASSWORD,
    });
    const id = signedIn.json<{ player: { id: string } }>().player.id;
    const request = {
      cookies: { [SESSION_COOKIE]: browser.cookies.get(SESSION_COOKIE) },
    } as unknown as FastifyRequest;
    expect(await t.ctx.auth.currentPlayer(request)).toEqual({ id, locale: 'en', pve: false });
    const anonymous = { cookies: {} } as unknown as FastifyRequest;
    expect(await t.ctx.auth.currentPlayer(anonymous)).toBeNull();

    await db.db.query(`update players set blocked = true where id = $1`, [id]);
    const again = {
      cookies: { [SESSION_COOKIE]: browser.cookies.get(SESSION_COOKIE) },
    } as unknown as FastifyRequest;
    expect(await t.ctx.auth.currentPlayer(again)).toBeNull();
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({
      isLoggedIn: false,
      blocked: true,
    });
    expect((await browser.get('/api/platform/player/accounts')).statusCode).toBe(401);
    const refused = await t
      .browser()
      .post('/api/platform/users/sign_in', { email, password: PASSWORD });
    expect(refused.json()).toMatchObject({ error: { key: 'error.auth.blocked' } });
  });

  it('refuses sign-in from a blocked country', async () => {
    const { email, browser } = await confirmedAccount();
    const res = await browser.post(
      '/api/platform/users/sign_in',
      { email, password: PASSWORD },
      { 'x-country-code': 'IR' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { key: 'error.country_blocked', details: { country: 'IR' } },
    });
  });
});

describeEachDb('platform accounts with other settings', (db) => {
  it('signs in right after sign-up when e-mail confirmation is off, and requires configured fields', async () => {
    const t = await platformTestApp(db.db, {
      site: {
        projectSettings: { emailConfirmationRequired: false },
        signUpRequiredFields: ['firstName'],
        phoneVerification: { enabled: true, mandatory: true },
      },
    });
    const browser = t.browser();
    const email = freshEmail();
    const missing = await browser.post('/api/platform/users', signUpBody(email));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { key: 'error.auth.required_fields', details: { fields: ['firstName', 'phone'] } },
    });
    const res = await browser.post(
      '/api/platform/users',
      signUpBody(email, { firstName: 'Lin', phone: '+4915123456789' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmationRequired: false,
      player: { email, isLoggedIn: true },
    });
    expect(await t.mailbox(email)).toEqual([]);
    expect((await browser.get('/api/platform/player/accounts')).statusCode).toBe(200);
    await t.app.close();
  });

  it('slows failed sign-ins down per account and per address, with Retry-After', async () => {
    const t = await platformTestApp(db.db);
    const platform = t.ctx.platform;
    const realNow = platform.now;
    let clock = Date.now();
    platform.now = () => clock;
    try {
      const { freeFailures } = platform.options.signInBackoff;
      const email = freshEmail();
      const attacker = t.browser();
      const signIn = (b: TestBrowser, body: object, from?: string) =>
        b.post('/api/platform/users/sign_in', body, from ? { 'x-forwarded-for': from } : {});
      for (let i = 0; i < freeFailures; i++)
        expect((await signIn(attacker, { email, password: 'wrong password' })).statusCode).toBe(
          400,
        );
      const slowed = await signIn(attacker, { email, password: 'wrong password' });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');
      expect(slowed.json()).toMatchObject({
        error: { key: 'error.auth.too_many_attempts', details: { retryAfterSeconds: 1 } },
      });
      // The same account in other letters, from elsewhere: one account, slowed the same.
      const upper = await signIn(
        t.browser(),
        { email: email.toUpperCase(), password: 'x' },
        '203.0.113.77',
      );
      expect(upper.statusCode).toBe(429);
      // The same address trying other accounts: slowed too.
      expect((await signIn(attacker, { email: freshEmail(), password: 'x' })).statusCode).toBe(429);
      // Someone else, elsewhere: not slowed by any of it.
      expect(
        (await signIn(t.browser(), { email: freshEmail(), password: 'x' }, '203.0.113.9'))
          .statusCode,
      ).toBe(400);
      // Once the wait is over, the next attempt is heard; each failure doubles the wait.
      clock += 1_000;
      expect((await signIn(attacker, { email, password: 'wrong password' })).statusCode).toBe(400);
      const longer = await signIn(attacker, { email, password: 'wrong password' });
      expect(longer.headers['retry-after']).toBe('2');
    } finally {
      platform.now = realNow;
      await t.app.close();
    }
  });
});
