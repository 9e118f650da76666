import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import type { TestBrowser } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp } from '../bets/test-app';
import { knownPushService } from './web-push';

// issue 27: Web Push end to end, against a push service of our own on 127.0.0.1 that a
// browser's subscription points at. The "browser" is a P-256 key pair and an auth secret made
// here; what arrives is decrypted here with node:crypto alone (RFC 8291, aes128gcm), so the
// check does not lean on the library that encrypted it.

/** A browser's half of a subscription: what it tells the server, and what it keeps. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 section 3 and RFC 8188: the browser decrypting one aes128gcm message. */
function decrypt(body: Buffer, b: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverPublic = body.subarray(21, 21 + idlen);
  const sealed = body.subarray(21 + idlen);
  const shared = b.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    b.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, b.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  // One record: the data, the last-record delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: the `vapid t=<JWT>, k=<key>` header, its ES256 signature checked by key k. */
function vapidClaims(authorization: string): { aud: string; exp: number; sub: string; k: string } {
  const m = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [head, payload, signature] = m[1]!.split('.');
  const point = Buffer.from(m[2]!, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return { ...JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), k: m[2]! };
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The push service: records what arrives and answers each path with the status it is told. */
async function pushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  const received: Received[] = [];
  const status = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  let delayMs = 0;
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, 'key.pem')), cert },
    (req, res) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        setTimeout(() => {
          inFlight--;
          res.writeHead(status.get(req.url!) ?? 201).end();
        }, delayMs);
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    status,
    agent: new https.Agent({ ca: cert }),
    maxInFlight: () => maxInFlight,
    delay: (ms: number) => (delayMs = ms),
    close: async () => {
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let service: Awaited<ReturnType<typeof pushService>>;
beforeAll(async () => {
  service = await pushService();
});
afterAll(() => service.close());

let nextId = 0;
/** A fresh browser subscribed at the push service under its own path. */
function subscription(name = `sub-${++nextId}`) {
  const keys = browserKeys();
  return { keys, wire: { endpoint: `${service.origin}/push/${name}`, keys: keys.keys } };
}

const settings = (b: TestBrowser, body: unknown) => b.post('/api/sportsbook/v2/settings', body);
const arrivedAt = (endpoint: string) =>
  service.received.filter((r) => `${service.origin}${r.path}` === endpoint);

describeEachDb('web push', (db) => {
  describe('turned on in the site config', () => {
    let t: BetsTestApp;
    let nextMatch = 95_000;

    beforeAll(async () => {
      t = await betsTestApp(
        db.db,
        {},
        {},
        {
          site: { pushNotifications: { type: 'web-push' } },
          // The local push service stands in for the browsers' (knownPushService).
          webPush: {
            agent: service.agent,
            concurrency: 3,
            allowEndpoint: (url) => url.hostname === '127.0.0.1',
          },
        },
      );
    });
    beforeEach(() => {
      service.delay(0);
    });

    async function settleHomeWin(m: number) {
      const match = t.catalog.matches.get(m)!;
      for (const market of match.markets) {
        market.status = -3;
        for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
      }
      await t.bets.settleMatch(m);
    }

    /** A bet on the home side of a new match, won. */
    async function winBet(p: Awaited<ReturnType<BetsTestApp['player']>>, replays = 0) {
      const m = t.catalog.addMatch(++nextMatch).id;
      const placed = await p.place(slip([{ stake: 500, selections: [[m, 1, '', '1', 2000]] }]));
      expect(placed.statusCode, placed.body).toBe(200);
      for (let i = 0; i <= replays; i++) await settleHomeWin(m);
      await t.ctx.webPush.idle();
    }

    it('a settled bet reaches the subscribed browser once, encrypted for it and signed by the server', async () => {
      const key = (await t.app.inject({ url: '/api/sportsbook/v2/push/key' })).json().data
        .public_key as string;
      expect(Buffer.from(key, 'base64url')).toHaveLength(65);
      const p = await t.player();
      const sub = subscription();
      const saved = await settings(p.browser, { push_subscription: sub.wire });
      expect(saved.statusCode, saved.body).toBe(200);

      await winBet(p, 2); // settled, then the settlement replayed twice
      const [push, ...more] = arrivedAt(sub.wire.endpoint);
      expect(more).toEqual([]);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(JSON.parse(decrypt(push!.body, sub.keys))).toEqual({
        title: 'Your bet won',
        body: expect.stringContaining('€10.00'),
        // In the player's language, so a click lands on their page whatever the site requires.
        url: '/en/bets',
      });
      const claims = vapidClaims(String(push!.headers.authorization));
      expect(claims.aud).toBe(service.origin);
      expect(claims.k).toBe(key);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    });

    it('a push service answering 410 loses the subscription; turning off stops the pushes', async () => {
      const p = await t.player();
      const gone = subscription();
      const kept = subscription();
      for (const s of [gone, kept])
        expect((await settings(p.browser, { push_subscription: s.wire })).statusCode).toBe(200);
      service.status.set(new URL(gone.wire.endpoint).pathname, 410);
      await winBet(p);
      expect(arrivedAt(gone.wire.endpoint)).toHaveLength(1);
      expect(arrivedAt(kept.wire.endpoint)).toHaveLength(1);

      await winBet(p); // the browser that unsubscribed is not asked again
      expect(arrivedAt(gone.wire.endpoint)).toHaveLength(1);
      expect(arrivedAt(kept.wire.endpoint)).toHaveLength(2);

      const off = await settings(p.browser, { push_unsubscribe: { endpoint: kept.wire.endpoint } });
      expect(off.statusCode).toBe(200);
      await winBet(p);
      expect(arrivedAt(kept.wire.endpoint)).toHaveLength(2);
    });

    it('an endpoint subscribed again by another player is theirs: the first player’s news stays away', async () => {
      const a = await t.player();
      const b = await t.player();
      const sub = subscription();
      await settings(a.browser, { push_subscription: sub.wire });
      await settings(b.browser, { push_subscription: sub.wire });
      await winBet(a);
      expect(arrivedAt(sub.wire.endpoint)).toEqual([]);
      await winBet(b);
      expect(arrivedAt(sub.wire.endpoint)).toHaveLength(1);
    });

    it('refuses a subscription that is not one, and saves nothing of the request', async () => {
      const p = await t.player();
      const good = subscription().wire;
      const bad = [
        { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
        { ...good, endpoint: `${good.endpoint}/${'x'.repeat(1_100)}` },
        { ...good, endpoint: 'not a url' },
        { endpoint: good.endpoint },
        { ...good, keys: { p256dh: good.keys.p256dh, auth: 'not base64url!' } },
        { ...good, keys: { p256dh: '', auth: good.keys.auth } },
      ];
      for (const push_subscription of bad) {
        const res = await settings(p.browser, { odds_type: 'american', push_subscription });
        expect(res.statusCode, JSON.stringify(push_subscription)).toBe(400);
        expect(res.json().error.key).toBe('error.validation.invalid_request');
      }
      // An https endpoint that is no browser's push service (an address inside the operator's
      // network, say) is refused: the server would POST to it.
      for (const endpoint of ['https://10.0.0.5/push/x', 'https://intranet.example/hook']) {
        const res = await settings(p.browser, {
          odds_type: 'american',
          push_subscription: { ...good, endpoint },
        });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error.key).toBe('error.push.endpoint_not_allowed');
      }
      const oddsType = async () => (await t.bets.settingsOf(p.playerId)).oddsType;
      expect(await oddsType()).not.toBe('american');
      expect(arrivedAt(good.endpoint)).toEqual([]);
      expect((await settings(p.browser, { odds_type: 'american' })).statusCode).toBe(200);
      expect(await oddsType()).toBe('american');
    });

    it('a broadcast to many browsers keeps at most the set number of requests in flight', async () => {
      service.delay(30);
      const players = Array.from({ length: 10 }, (_, i) => 9_000_000 + nextId * 100 + i);
      const subs = players.map(() => subscription());
      for (const [i, playerId] of players.entries())
        await t.ctx.webPush.subscribe(playerId, subs[i]!.wire);
      await t.ctx.notifications.broadcast(
        { id: `push-${nextId}`, titles: { en: 'Weekend boost' }, bodies: { en: 'All weekend.' } },
        players.map((playerId) => ({ playerId, locale: 'en' })),
      );
      await t.ctx.webPush.idle();
      for (const s of subs) {
        const [push] = arrivedAt(s.wire.endpoint);
        expect(JSON.parse(decrypt(push!.body, s.keys)).title).toBe('Weekend boost');
      }
      expect(service.maxInFlight()).toBe(3);
    });
  });

  describe('left off in the site config', () => {
    let t: BetsTestApp;

    beforeAll(async () => {
      t = await betsTestApp(db.db, {}, {}, { webPush: { agent: service.agent } });
    });

    it('offers no key, refuses a subscription, and sends nothing', async () => {
      expect((await t.app.inject({ url: '/api/sportsbook/v2/push/key' })).json()).toEqual({
        data: { public_key: null },
      });
      const p = await t.player();
      const sub = subscription();
      const res = await settings(p.browser, { push_subscription: sub.wire });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.key).toBe('error.push.disabled');

      // A browser subscribed while push was on hears nothing once the operator turns it off.
      await t.ctx.webPush.subscribe(Number(p.playerId), sub.wire);
      const told = await t.ctx.notifications.broadcast(
        { id: `off-${nextId}`, titles: { en: 'Hello' }, bodies: { en: 'Hi.' } },
        [{ playerId: Number(p.playerId), locale: 'en' }],
      );
      expect(told.written).toBe(1);
      await t.ctx.webPush.idle();
      expect(arrivedAt(sub.wire.endpoint)).toEqual([]);
    });
  });
});

describe('the push services a subscription may name', () => {
  it('takes the browsers’ push services over https, nothing else', () => {
    const ok = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://db5p.notify.windows.com/w/?token=abc',
    ];
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://127.0.0.1/push',
      'https://localhost/push',
    ];
    for (const u of ok) expect(knownPushService(new URL(u)), u).toBe(true);
    for (const u of refused) expect(knownPushService(new URL(u)), u).toBe(false);
  });
});
