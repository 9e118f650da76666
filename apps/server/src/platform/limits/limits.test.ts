import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { signedInPlayer, type TestBrowser } from '../testing';

// Issue 20: the player's own limits over HTTP (set, lower, raise with its cooling period on a
// moved clock, confirm, remove, cancel), the deposit limit at its boundary and under
// concurrency, the period rolling over, and self-exclusion / cooling-off keeping a player out.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CARD = { expMonth: 12, expYear: 2099, cvc: '123' };

describeEachDb('responsible-gambling limits', (db) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await platformTestApp(db.db);
  });

  const player = async () => {
    const made = await signedInPlayer(t.app, t.ctx);
    return { ...made, email: made.player.email! };
  };
  const limits = async (b: TestBrowser) =>
    (await b.get('/api/platform/player/limits')).json<Record<string, unknown>[]>();
  const later = (ms: number) => {
    const base = Date.now();
    t.ctx.platform.limits.now = () => base + ms;
  };
  const daily = { type: 'deposit', period: 'day', currency: 'EUR', timeZone: 'Europe/Lisbon' };

  it('a limit is set and lowered at once; a raise waits its cooling period, then a confirmation', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser } = await player();
    const set = await browser.put('/api/platform/player/limits', { ...daily, amount: 2_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      effect: 'applied',
      limit: {
        type: 'deposit',
        status: 'active',
        amount: 2_000,
        used: 0,
        timeZone: 'Europe/Lisbon',
      },
    });
    const lower = await browser.put('/api/platform/player/limits', { ...daily, amount: 1_500 });
    expect(lower.json()).toMatchObject({ effect: 'applied', limit: { amount: 1_500 } });

    const raise = await browser.put('/api/platform/player/limits', { ...daily, amount: 5_000 });
    expect(raise.json()).toMatchObject({
      effect: 'pending',
      limit: { status: 'unconfirmed', amount: 1_500, pendingAmount: 5_000 },
    });
    const key = { type: 'deposit', period: 'day', currency: 'EUR' };
    later(DAY - 60_000);
    const early = await browser.post('/api/platform/player/limits/confirm', key);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ key: 'error.user_limits.cooling_period' });
    expect((await limits(browser))[0]).toMatchObject({ amount: 1_500, status: 'unconfirmed' });

    later(DAY + 60_000);
    const confirmed = await browser.post('/api/platform/player/limits/confirm', key);
    expect(confirmed.json()).toMatchObject({ limit: { status: 'confirmed', amount: 5_000 } });

    // Removal waits too; cancelling keeps the limit.
    const removing = await browser.post('/api/platform/player/limits/remove', key);
    expect(removing.json()).toMatchObject({
      effect: 'pending',
      limit: { status: 'unconfirmed_disabled' },
    });
    const cancelled = await browser.post('/api/platform/player/limits/cancel', key);
    expect(cancelled.json()).toMatchObject({
      limit: { status: 'active', amount: 5_000, pendingAt: null },
    });
    t.ctx.platform.limits.now = () => Date.now();
  });

  it.each([
    { type: 'deposit', period: 'week', currency: 'EUR' },
    { type: 'loss', period: 'month', currency: 'EUR' },
    { type: 'wager', period: 'day', currency: 'EUR' },
    { type: 'bet', currency: 'EUR' },
    // A session limit longer than the day the clock moves, so the session outlives the wait.
    { type: 'session', scale: 100 },
    { type: 'sportsbook_session', scale: 100 },
    { type: 'time', period: 'week' },
    { type: 'activity', period: 'day' },
    { type: 'reality_check' },
  ])(
    '$type: set, lowered at once, raised after the cooling period and a confirmation',
    async ({
      scale = 1,
      ...key
    }: {
      type: string;
      period?: string;
      currency?: string;
      scale?: number;
    }) => {
      t.ctx.platform.limits.now = () => Date.now();
      const { browser } = await player();
      const put = (amount: number) =>
        browser.put('/api/platform/player/limits', { ...key, amount: amount * scale });
      const confirm = () => browser.post('/api/platform/player/limits/confirm', key);
      expect((await put(60)).json()).toMatchObject({
        effect: 'applied',
        limit: { amount: 60 * scale, status: 'active' },
      });
      expect((await put(30)).json()).toMatchObject({
        effect: 'applied',
        limit: { amount: 30 * scale },
      });
      expect((await put(90)).json()).toMatchObject({
        effect: 'pending',
        limit: { amount: 30 * scale, pendingAmount: 90 * scale },
      });
      expect((await confirm()).json().error.key).toBe('error.user_limits.cooling_period');
      later(DAY);
      expect((await confirm()).json()).toMatchObject({
        limit: { amount: 90 * scale, status: 'confirmed' },
      });
      t.ctx.platform.limits.now = () => Date.now();
    },
  );

  it('bad input is a 400 with its key and changes nothing', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser } = await player();
    await browser.put('/api/platform/player/limits', { ...daily, amount: 1_000 });
    const bad = async (body: unknown, key: string, path = '') => {
      const res = path
        ? await browser.post(`/api/platform/player/limits/${path}`, body)
        : await browser.put('/api/platform/player/limits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.key).toBe(key);
    };
    await bad({ ...daily, amount: -5 }, 'error.user_limits.invalid_amount');
    await bad({ ...daily, amount: 0 }, 'error.user_limits.invalid_amount');
    await bad({ ...daily, amount: 1e13 }, 'error.user_limits.invalid_amount');
    await bad({ ...daily, amount: 100, period: 'year' }, 'error.validation.invalid_request');
    await bad({ type: 'nap', amount: 100 }, 'error.validation.invalid_request');
    await bad(
      { type: 'bet', period: 'day', currency: 'EUR', amount: 100 },
      'error.user_limits.invalid_request',
    );
    await bad({ ...daily, currency: 'XXX', amount: 100 }, 'error.user_limits.invalid_request');
    await bad(
      { ...daily, amount: 100, timeZone: 'Mars/Olympus' },
      'error.user_limits.invalid_time_zone',
    );
    await bad({ ...daily, amount: 100, playerId: 1 }, 'error.validation.invalid_request');
    await bad({ type: 'selfexclusion', months: 3 }, 'error.user_limits.invalid_duration');
    await bad({ type: 'coolingoff', days: 43 }, 'error.user_limits.invalid_duration');
    await bad(
      { type: 'loss', period: 'week', currency: 'EUR' },
      'error.user_limits.not_found',
      'remove',
    );
    await bad(
      { type: 'deposit', period: 'day', currency: 'EUR' },
      'error.user_limits.nothing_pending',
      'confirm',
    );
    expect(await limits(browser)).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: 1_000,
        status: 'active',
        pendingAt: null,
      }),
    ]);
    // A visitor has no limits to change.
    const visitor = t.browser();
    expect((await visitor.get('/api/platform/player/limits')).statusCode).toBe(401);
  });

  it('a deposit exactly at the limit passes; one minor unit over is refused with what is left', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser } = await player();
    await browser.put('/api/platform/player/limits', { ...daily, amount: 2_000 });
    const deposit = (amount: number) =>
      browser.post('/api/platform/deposits', { amount, currency: 'EUR' });
    const first = await deposit(1_500);
    expect(first.statusCode).toBe(201);
    // A declined payment does not count against the limit.
    const declined = await deposit(500);
    const { id, clientSecret } = declined.json<{ id: string; clientSecret: string }>();
    await browser.post(`/spi/api/payments/${id}/confirm`, {
      clientSecret,
      card: { number: '4000 0000 0000 0002', ...CARD },
    });
    expect((await deposit(500)).statusCode).toBe(201);
    const over = await deposit(100);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      key: 'error.user_limits.deposit_limit_exceeded',
      details: { limit: 2_000, used: 2_000, remaining: 0, period: 'day', currency: 'EUR' },
    });
    expect((await limits(browser))[0]).toMatchObject({ used: 2_000 });
    // The next day starts again.
    later(DAY);
    expect((await limits(browser))[0]).toMatchObject({ used: 0 });
    expect((await deposit(2_000)).statusCode).toBe(201);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('concurrent deposits never pass a deposit limit together', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser } = await player();
    await browser.put('/api/platform/player/limits', { ...daily, amount: 2_000 });
    // 20: the deposit route's quota per player and minute (http/quotas.ts); bets try 50.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post('/api/platform/deposits', { amount: 150, currency: 'EUR' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(13);
    expect(codes.filter((c) => c === 400)).toHaveLength(7);
  });

  it('self-exclusion ends the session, refuses sign-in with its key until it ends, and mails the player', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser, email } = await player();
    const excluded = await browser.put('/api/platform/player/limits', {
      type: 'selfexclusion',
      months: 6,
    });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().limit.endsAt).toBeTruthy();
    expect((await browser.get('/api/platform/player')).json()).toEqual({});
    expect((await browser.get('/api/platform/player/limits')).statusCode).toBe(401);
    expect((await t.mailbox(email))[0]?.subject).toMatch(/self-exclusion has begun/);

    const signIn = () =>
      t.browser().post('/api/platform/users/sign_in', { email, password: 'correct horse battery' });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ key: 'error.user_limits.self_excluded' });
    later(200 * DAY);
    expect((await signIn()).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('cooling-off keeps the player out for its days, then lets them back', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { email, browser } = await player();
    expect(
      (await browser.put('/api/platform/player/limits', { type: 'coolingoff', days: 2 }))
        .statusCode,
    ).toBe(200);
    const signIn = () =>
      t.browser().post('/api/platform/users/sign_in', { email, password: 'correct horse battery' });
    expect((await signIn()).json().error).toMatchObject({ key: 'error.user_limits.cooling_off' });
    later(DAY);
    expect((await signIn()).statusCode).toBe(403);
    later(2 * DAY + 60_000);
    const back = await signIn();
    expect(back.statusCode).toBe(200);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('a session limit ends the session with "User is out of limit"; a new sign-in starts a new one', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser, email } = await player();
    await browser.put('/api/platform/player/limits', { type: 'session', amount: 30 });
    const info = await browser.get('/api/platform/player/session-info');
    expect(info.json().sessionEndsAt).toBeTruthy();
    later(29 * 60_000);
    expect((await browser.get('/api/platform/player/session-info')).statusCode).toBe(200);
    later(30 * 60_000 + 1_000);
    // A public route meanwhile sees a visitor and keeps the reason for the next player route.
    expect((await browser.get('/api/sportsbook/v2/sports')).statusCode).toBeLessThan(500);
    const ended = await browser.get('/api/platform/player');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.key).toBe('error.user_limits.out_of_limit');
    // Said once; then the session is gone.
    expect((await browser.get('/api/platform/player')).json()).toEqual({});
    expect((await browser.get('/api/platform/player/limits')).json().error.key).toBe(
      'error.unauthorized',
    );
    const again = await t
      .browser()
      .post('/api/platform/users/sign_in', { email, password: 'correct horse battery' });
    expect(again.statusCode).toBe(200);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('a daily play-time limit counts minutes with a request in them and refuses sign-in until the next day', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser, email } = await player();
    await browser.put('/api/platform/player/limits', {
      type: 'time',
      period: 'day',
      amount: 2,
      timeZone: 'UTC',
    });
    // Two minutes with requests in them (the limit change itself was the first).
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
    t.ctx.platform.limits.now = () => base;
    expect((await browser.get('/api/platform/player/session-info')).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => base + 60_000;
    expect((await browser.get('/api/platform/player/session-info')).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => base + 120_000;
    const spent = await browser.get('/api/platform/player/session-info');
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.key).toBe('error.user_limits.out_of_limit');
    const signIn = () =>
      t.browser().post('/api/platform/users/sign_in', { email, password: 'correct horse battery' });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('error.user_limits.out_of_limit');
    t.ctx.platform.limits.now = () => base + DAY;
    expect((await signIn()).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('trackActivity counts active minutes; reaching the activity limit answers 401 with its key', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser } = await player();
    expect((await browser.get('/api/platform/player/session-info')).json().activityTracking).toBe(
      false,
    );
    await browser.put('/api/platform/player/limits', {
      type: 'activity',
      period: 'day',
      amount: 2,
      timeZone: 'UTC',
    });
    expect((await browser.get('/api/platform/player/session-info')).json().activityTracking).toBe(
      true,
    );
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
    t.ctx.platform.limits.now = () => base;
    expect((await browser.post('/api/platform/player/activity', {})).statusCode).toBe(200);
    // The same minute again counts once.
    expect((await browser.post('/api/platform/player/activity', {})).statusCode).toBe(200);
    t.ctx.platform.limits.now = () => base + 60_000;
    const reached = await browser.post('/api/platform/player/activity', {});
    expect(reached.statusCode).toBe(401);
    expect(reached.json().error.key).toBe('error.user_limits.activity_limit_reached');
    t.ctx.platform.limits.now = () => Date.now();
  });

  it('a reality check falls due after its interval with the net position, and continueSession defers it', async () => {
    t.ctx.platform.limits.now = () => Date.now();
    const { browser, playerId } = await player();
    await browser.put('/api/platform/player/limits', { type: 'reality_check', amount: 1 });
    // A stake of 5.00 and 2.00 back in this session.
    const w = t.ctx.platform.wallet;
    await w.creditPlayer({
      playerId,
      currency: 'EUR',
      amount: 1_000,
      reason: 'seed',
      reference: `rc-seed:${playerId}`,
      from: 'bank',
    });
    await w.debitPlayer({
      playerId,
      currency: 'EUR',
      amount: 500,
      reason: 'bet_stake',
      reference: `rc-stake:${playerId}`,
    });
    await w.creditPlayer({
      playerId,
      currency: 'EUR',
      amount: 200,
      reason: 'bet_payout',
      reference: `rc-win:${playerId}`,
    });
    const first = (await browser.get('/api/platform/player/session-info')).json();
    expect(first).toMatchObject({
      currency: 'EUR',
      stakes: 500,
      returns: 200,
      net: -300,
      realityCheck: { intervalMinutes: 1, due: false },
    });
    later(61_000);
    expect((await browser.get('/api/platform/player/session-info')).json().realityCheck.due).toBe(
      true,
    );
    const continued = (await browser.post('/api/platform/player/session-info/continue', {})).json();
    expect(continued.realityCheck.due).toBe(false);
    expect(Date.parse(continued.realityCheck.dueAt)).toBeGreaterThan(
      Date.parse(first.realityCheck.dueAt),
    );
    t.ctx.platform.limits.now = () => Date.now();
  });
});
