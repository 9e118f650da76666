import { beforeAll, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@sb/domain';
import { describeEachDb } from '../../db/test-backends';
import { signCallback, SIGNATURE_HEADER } from '../deposits/signature';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { signedInPlayer, type TestBrowser } from '../testing';
import { VERIFICATION_CALLBACK_PATH } from './provider';

// Issue 27: identity verification. The player submits details and a document; the sandbox
// decides by the document number (0 rejected, 7 waits for an operator, else verified) and
// calls back signed; the profile shows the state; the first withdrawal waits for it.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const details = (documentNumber: string, document: Buffer = PNG) => ({
  fullName: 'Ana Lima',
  dateOfBirth: '1990-04-01',
  documentType: 'passport',
  documentNumber,
  document: document.toString('base64'),
});

describeEachDb('identity verification', (db) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    // The sandbox decides only when a test sweeps (settleDue) after moving the clock.
    t = await platformTestApp(db.db, {
      site: { projectSettings: { identityVerificationProviders: ['sumsub'] } },
      options: { verificationDelayMs: 60_000, payoutDelayMs: 60_000 },
    });
  });

  const player = () =>
    signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 10_000 }] });
  const submit = (browser: TestBrowser, body: unknown) =>
    browser.post('/api/platform/player/verification', body);
  const state = async (browser: TestBrowser) =>
    (await browser.get('/api/platform/player/verification')).json<{
      state: string;
      reason: string | null;
    }>();
  const profileState = async (browser: TestBrowser) =>
    (await browser.get('/api/platform/player')).json<{ verification: { state: string } }>()
      .verification.state;
  const adminHeaders = () => ({ authorization: `Bearer ${t.ctx.config.adminToken}` });
  /** Runs the sandbox's decisions as if `ms` had passed. */
  const later = async (ms: number) => {
    const real = t.ctx.platform.now;
    t.ctx.platform.now = () => real() + ms;
    try {
      await t.ctx.platform.verifier.settleDue();
    } finally {
      t.ctx.platform.now = real;
    }
  };
  const pendingId = async (playerId: string) => {
    const res = await t.app.inject({ url: '/api/admin/verifications', headers: adminHeaders() });
    return res
      .json<{ id: string; playerId: number; providerReference: string }[]>()
      .find((v) => v.playerId === Number(playerId))!;
  };
  const callback = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: VERIFICATION_CALLBACK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]:
          signature ?? signCallback(t.ctx.platform.options.paymentCallbackSecret, raw, Date.now()),
      },
    });
  };

  it('submits, the provider verifies by a signed callback, and the profile says so', async () => {
    const { browser } = await player();
    expect(await profileState(browser)).toBe('unverified');
    const res = await submit(browser, details('AB123451'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'pending', reason: null });
    expect(await profileState(browser)).toBe('pending');
    await later(61_000);
    await expect.poll(() => profileState(browser)).toBe('verified');
    expect((await browser.get('/profile/verification')).body).toContain(
      'Your identity is verified.',
    );
  });

  it('a rejection shows its reason, and the player submits again', async () => {
    const { browser } = await player();
    await submit(browser, details('AB123450'));
    await later(61_000);
    await expect
      .poll(() => state(browser))
      .toMatchObject({
        state: 'rejected',
        reason: 'document_unreadable',
      });
    const page = (await browser.get('/profile/verification')).body;
    expect(page).toContain('Your verification was rejected: document_unreadable');
    expect(page).toContain('<form class="card" id="verify">');
    const again = await submit(browser, details('AB123451'));
    expect(again.json()).toMatchObject({ state: 'pending' });
    await later(61_000);
    await expect.poll(() => profileState(browser)).toBe('verified');
  });

  it('bad input is refused with its key and changes nothing', async () => {
    const { browser, playerId } = await player();
    const tooBig = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    PNG.copy(tooBig);
    const cases: [unknown, number, string][] = [
      [
        details('AB123451', Buffer.from('GIF89a-not-an-image')),
        400,
        'error.verification.document_type',
      ],
      [details('AB123451', tooBig), 400, 'error.verification.document_too_large'],
      [{ ...details('AB123451'), fullName: undefined }, 400, 'error.validation.invalid_request'],
      [details('no'), 400, 'error.validation.invalid_request'],
      [
        { ...details('AB123451'), document: 'not base64!' },
        400,
        'error.validation.invalid_request',
      ],
      [details('AB123451', Buffer.alloc(3 * 1024 * 1024)), 413, 'error.payload_too_large'],
    ];
    for (const [body, status, key] of cases) {
      const res = await submit(browser, body);
      expect([res.statusCode, res.json().error?.key]).toEqual([status, key]);
    }
    expect(await state(browser)).toMatchObject({ state: 'unverified' });
    expect((await browser.get('/api/platform/player/verification')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/platform/player/verification' })).statusCode).toBe(401);

    // A second submission while pending: 409.
    expect((await submit(browser, details('AB123457'))).statusCode).toBe(200);
    const twice = await submit(browser, details('AB123451'));
    expect([twice.statusCode, twice.json().error.key]).toEqual([
      409,
      'error.verification.already_pending',
    ]);
    const mine = await pendingId(playerId);
    // A forged signature, and a player deciding through the admin API: refused, still pending.
    const event = {
      eventId: 'evt_verification_forged',
      type: 'verification.verified',
      verificationId: mine.id,
      reference: mine.providerReference,
      reason: null,
      createdAt: new Date().toISOString(),
    };
    const forged = await callback(event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect([forged.statusCode, forged.json().error.key]).toEqual([
      401,
      'error.payment.invalid_signature',
    ]);
    const other = await player();
    const byPlayer = await other.browser.post(`/api/admin/verifications/${mine.id}/decide`, {
      decision: 'verified',
    });
    expect(byPlayer.statusCode).toBe(401);
    // Another submission's reference names nothing.
    const wrongRef = await callback({ ...event, eventId: 'evt_verification_ref', reference: 'x' });
    expect(wrongRef.statusCode).toBe(404);
    expect(await state(browser)).toMatchObject({ state: 'pending' });

    // Signed properly it verifies; the same event again is a replay, and a late rejection
    // cannot undo it.
    expect((await callback({ ...event, eventId: 'evt_verification_ok' })).json()).toEqual({
      received: true,
      state: 'verified',
    });
    const replay = await callback({ ...event, eventId: 'evt_verification_ok' });
    expect([replay.statusCode, replay.json().error.key]).toEqual([
      409,
      'error.payment.callback_replayed',
    ]);
    const late = await callback({
      ...event,
      eventId: 'evt_verification_late',
      type: 'verification.rejected',
      reason: 'late',
    });
    expect([late.statusCode, late.json().error.key]).toEqual([
      409,
      'error.verification.already_verified',
    ]);
    expect(await state(browser)).toMatchObject({ state: 'verified', reason: null });
  });

  it('an operator decides a pending verification; the provider then sends nothing', async () => {
    const a = await player();
    const b = await player();
    await submit(a.browser, details('AB123457'));
    await submit(b.browser, details('AB123451'));
    const decide = (id: string, decision: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/verifications/${id}/decide`,
        headers: adminHeaders(),
        payload: { decision, reason },
      });
    expect((await t.app.inject({ url: '/api/admin/verifications' })).statusCode).toBe(401);
    const va = await pendingId(a.playerId);
    const vb = await pendingId(b.playerId);
    expect((await decide(va.id, 'verified')).json()).toMatchObject({
      state: 'verified',
      decidedBy: 'operator',
    });
    // The operator looks at the document first: the bytes the player sent, as they were.
    const doc = await t.app.inject({
      url: `/api/admin/verifications/${vb.id}/document`,
      headers: adminHeaders(),
    });
    expect([doc.headers['content-type'], doc.rawPayload.equals(PNG)]).toEqual(['image/png', true]);
    expect((await b.browser.get(`/api/admin/verifications/${vb.id}/document`)).statusCode).toBe(
      401,
    );
    expect((await decide(vb.id, 'rejected', 'blurred photo')).json()).toMatchObject({
      state: 'rejected',
      reason: 'blurred photo',
    });
    const again = await decide(va.id, 'rejected');
    expect([again.statusCode, again.json().error.key]).toEqual([
      409,
      'error.verification.already_verified',
    ]);
    await later(61_000);
    expect(await profileState(a.browser)).toBe('verified');
    expect(await state(b.browser)).toMatchObject({ state: 'rejected', reason: 'blurred photo' });
  });

  it('the first withdrawal waits for a verified identity', async () => {
    const { browser, playerId } = await player();
    const withdraw = () =>
      browser.post('/api/platform/withdrawals', {
        amount: 1_000,
        currency: 'EUR',
        card: '4242 4242 4242 4242',
      });
    const refused = await withdraw();
    expect([refused.statusCode, refused.json().error.key]).toEqual([
      403,
      'error.withdrawal.verification_required',
    ]);
    expect((await browser.get('/profile/wallet/withdraw')).body).toContain(
      'href="/profile/verification"',
    );
    await submit(browser, details('AB123457'));
    expect((await withdraw()).statusCode).toBe(403);
    const v = await pendingId(playerId);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${v.id}/decide`,
      headers: adminHeaders(),
      payload: { decision: 'verified' },
    });
    expect((await withdraw()).statusCode).toBe(201);
    expect((await browser.get('/profile/wallet/withdraw')).body).not.toContain(
      'href="/profile/verification"',
    );
    // Money is untouched by verification: only the withdrawal moved it.
    const eur = (await browser.get('/api/platform/player/accounts'))
      .json<{ currency: string; balance: number }[]>()
      .find((x) => x.currency === 'EUR');
    expect(eur?.balance).toBe(9_000);
  });

  it('submissions racing store one', async () => {
    const { browser, playerId } = await player();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(browser, details('AB123457'))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = (await t.app.inject({ url: '/api/admin/verifications', headers: adminHeaders() }))
      .json<{ playerId: number }[]>()
      .filter((v) => v.playerId === Number(playerId));
    expect(rows).toHaveLength(1);
  });
});
