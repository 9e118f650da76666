import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { platformTestApp, type PlatformTestApp } from '../test-app';
import { HOST_TOKEN_MAX_AGE_S, signHostToken, verifyHostToken } from './host-token';

const SECRET = 'x'.repeat(43);
let n = 0;
const hostPlayer = (extra: Record<string, unknown> = {}) => ({
  sub: `casino-${++n}`,
  email: `host${Date.now().toString(36)}${n}@casino.example`,
  currency: 'EUR',
  country: 'DE',
  ...extra,
});

describe('host session tokens (issue 23)', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it('verifies what was signed with the secret, and nothing else', () => {
    const token = signHostToken(SECRET, hostPlayer(), now);
    expect(verifyHostToken(SECRET, token, now)).toMatchObject({ ok: true });
    expect(verifyHostToken('y'.repeat(43), token, now)).toEqual({ ok: false, why: 'signature' });
    const [v, claims, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    expect(verifyHostToken(SECRET, `${v}.${forged}.${mac}`, now).ok).toBe(false);
    expect(verifyHostToken(SECRET, 'v2.a.b', now)).toEqual({ ok: false, why: 'format' });
    expect(verifyHostToken(SECRET, `${token}.x`, now)).toEqual({ ok: false, why: 'format' });
  });

  it('refuses an expired token and one that would live longer than five minutes', () => {
    const token = signHostToken(SECRET, hostPlayer(), now);
    expect(verifyHostToken(SECRET, token, now + 10 * 60_000)).toEqual({
      ok: false,
      why: 'expired',
    });
    const iat = now / 1000;
    const long = signHostToken(SECRET, {
      ...hostPlayer(),
      iat,
      exp: iat + HOST_TOKEN_MAX_AGE_S + 1,
    });
    expect(verifyHostToken(SECRET, long, now)).toEqual({ ok: false, why: 'lifetime' });
  });

  it('refuses signed claims of the wrong shape', () => {
    const token = signHostToken(SECRET, hostPlayer({ email: 'not an e-mail' }), now);
    expect(verifyHostToken(SECRET, token, now)).toEqual({ ok: false, why: 'claims' });
  });
});

describeEachDb('POST /api/platform/embed/session', (db) => {
  let t: PlatformTestApp;
  let secret: string;
  beforeAll(async () => {
    t = await platformTestApp(db.db);
    secret = t.ctx.platform.options.hostTokenSecret!;
  });
  const tokenFor = (claims = hostPlayer()) => signHostToken(secret, claims, t.ctx.platform.now());

  it("signs the host's player in, creating them once, and finds them the next time", async () => {
    const claims = hostPlayer();
    const browser = t.browser();
    const res = await browser.post('/api/platform/embed/session', { token: tokenFor(claims) });
    expect(res.statusCode).toBe(200);
    expect(res.json().player).toMatchObject({ email: claims.email, currency: 'EUR' });
    const accounts = await browser.get('/api/platform/player/accounts');
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toMatchObject([{ currency: 'EUR', balance: 0 }]);

    const again = t.browser();
    const second = await again.post('/api/platform/embed/session', { token: tokenFor(claims) });
    expect(second.json().player.id).toBe(res.json().player.id);
    // The host's player has no password here: nobody signs in as them with one.
    const byPassword = await t.browser().post('/api/platform/users/sign_in', {
      email: claims.email,
      password: 'host',
    });
    expect(byPassword.statusCode).toBe(400);
  });

  it('refuses a token used twice, a forged one and an expired one, and signs nobody in', async () => {
    const token = tokenFor();
    expect((await t.browser().post('/api/platform/embed/session', { token })).statusCode).toBe(200);
    const replay = t.browser();
    const refused = await replay.post('/api/platform/embed/session', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('error.embed.invalid_token');
    expect((await replay.get('/api/platform/player/accounts')).statusCode).toBe(401);

    const forged = signHostToken('z'.repeat(43), hostPlayer(), t.ctx.platform.now());
    const old = signHostToken(secret, hostPlayer(), t.ctx.platform.now() - 3_600_000);
    for (const bad of [forged, old, 'v1.e30.00000000']) {
      const res = await t.browser().post('/api/platform/embed/session', { token: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.key).toBe('error.embed.invalid_token');
    }
    const malformed = await t.browser().post('/api/platform/embed/session', { token: 1 });
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses a player of a blocked country, and a currency the site doesn't offer", async () => {
    const blocked = await t
      .browser()
      .post('/api/platform/embed/session', { token: tokenFor(hostPlayer({ country: 'US' })) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.key).toBe('error.country_blocked');
    const currency = await t
      .browser()
      .post('/api/platform/embed/session', { token: tokenFor(hostPlayer({ currency: 'XYZ' })) });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error.key).toBe('error.auth.unsupported_currency');
  });

  it('is off without a secret', async () => {
    const off = await platformTestApp(db.db, { options: { hostTokenSecret: null } });
    const res = await off.browser().post('/api/platform/embed/session', { token: tokenFor() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('error.embed.not_enabled');
  });
});

describeEachDb('GET /embed.js', (db) => {
  it('serves the host script so that another site may load it', async () => {
    const t = await platformTestApp(db.db);
    const res = await t.app.inject('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('window.OpenSportsbook');
  });
});
