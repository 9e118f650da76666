import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../db/test-backends';
import { SIGNATURE_HEADER } from '../platform/deposits/signature';
import { signedInPlayer } from '../platform/testing';
import { answerProblem, routeId, startProbe, type Operation, type Probe } from '../test/probe';

// issue 17: who may call what, over every route of the OpenAPI document, and CSRF over every
// state-changing one. The matrix is a table: a route the table does not classify fails the
// test, and staff (issue 24) is one more entry of ROLES and one more column of ALLOWED.

type Access =
  /** Anyone, visitors included. */
  | 'public'
  /** A signed-in player; visitors get 401. */
  | 'player'
  /** A signed-in player, on what is theirs: another player is answered as if it did not exist. */
  | 'owner'
  /** `Authorization: Bearer <ADMIN_TOKEN>`; nobody else. */
  | 'admin'
  /** The realtime server API's `X-API-Key`; nobody else. */
  | 'apiKey'
  /** The payment provider's signed callback: a cookie opens nothing. */
  | 'signed'
  /** The provider's payment calls: the payment's client secret, whoever holds the session. */
  | 'clientSecret';

type Role = 'visitor' | 'player' | 'otherPlayer' | 'admin';

/** Which roles each kind of route lets in (the others are refused 401, 403 or 404). */
const ALLOWED: Record<Access, Role[]> = {
  public: ['visitor', 'player', 'otherPlayer', 'admin'],
  player: ['player', 'otherPlayer'],
  owner: ['player'],
  admin: ['admin'],
  apiKey: [],
  signed: [],
  clientSecret: [],
};

interface Row {
  access: Access;
  body?: (p: Probe) => unknown;
  query?: (p: Probe) => string;
  headers?: Record<string, string>;
}

/** A secret of the right form that is not the payment's. */
const WRONG_SECRET = 'wrong-client-secret-0123456789abcdefghij';

const slip = (p: Probe) => ({
  bets: [
    {
      stake: { value: 100, currency: 'EUR' },
      selections: [
        { match_id: p.ids.matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
      ],
    },
  ],
});
const email = { email: 'someone@example.com' };

/** Every route, classified, with a request its schema accepts (so the answer is the guard's). */
const MATRIX: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'GET /api/platform/site-config': { access: 'public' },
  'GET /api/platform/csrf': { access: 'public' },
  // Development routes: outside production only (the findings test checks production).
  'GET /api/dev/mailbox': { access: 'public' },
  'GET /api/dev/realtime/protocol': { access: 'public' },
  'POST /api/platform/users': {
    access: 'public',
    body: () => ({ ...email, password: 'Tr0ub4dor&3-horse', currency: 'EUR', country: 'DE' }),
  },
  'POST /api/platform/users/sign_in': {
    access: 'public',
    body: () => ({ ...email, password: 'not the password' }),
  },
  'GET /api/platform/users/confirmation': {
    access: 'public',
    query: () => 'confirmation_token=unknown-token',
  },
  'POST /api/platform/users/confirmation': { access: 'public', body: () => email },
  'POST /api/platform/users/password': { access: 'public', body: () => email },
  'PUT /api/platform/users/password': {
    access: 'public',
    body: () => ({ reset_password_token: 'unknown-token', password: 'Tr0ub4dor&3-horse' }),
  },
  'POST /api/platform/users/unlock': { access: 'public', body: () => email },
  'GET /api/platform/users/unlock': { access: 'public', query: () => 'unlock_token=unknown' },
  // issue 23: the host's signed token is the credential; a forged one signs nobody in.
  'POST /api/platform/embed/session': {
    access: 'signed',
    body: () => ({ token: 'v1.e30.0000000000' }),
  },
  'GET /api/platform/player': { access: 'public' },
  'GET /api/platform/player/accounts': { access: 'player' },
  'POST /api/platform/player/accounts': { access: 'player', body: () => ({ currency: 'USD' }) },
  'POST /api/platform/player/logout': { access: 'public' },
  'PUT /api/platform/player/currency': { access: 'player', body: () => ({ currency: 'EUR' }) },
  'PUT /api/platform/player/locale': { access: 'player', body: () => ({ locale: 'en' }) },
  'PUT /api/platform/player/profile': { access: 'player', body: () => ({ city: 'Berlin' }) },
  'GET /api/platform/player/deposit-context': { access: 'player' },
  'GET /api/platform/player/phone-verification': { access: 'player' },
  'POST /api/platform/player/phone-verification': { access: 'player', body: () => ({}) },
  'PUT /api/platform/player/phone-verification': {
    access: 'player',
    body: () => ({ code: '000000' }),
  },
  'GET /api/platform/player/limits': { access: 'player' },
  'GET /api/sportsbook/v2/notifications': { access: 'player' },
  'GET /api/sportsbook/v2/notifications/counters': { access: 'player' },
  // issue 27: the VAPID public key is public by nature (every subscribing browser gets it).
  'GET /api/sportsbook/v2/push/key': { access: 'public' },
  'POST /api/sportsbook/v2/notifications/read': { access: 'player', body: () => ({ ids: ['1'] }) },
  'POST /api/sportsbook/v2/notifications/read-all': { access: 'player', body: () => ({}) },
  'GET /api/sportsbook/v2/favourites/{type}': { access: 'player' },
  'POST /api/sportsbook/v2/favourites/{type}/{id}': { access: 'player', body: () => ({}) },
  'DELETE /api/sportsbook/v2/favourites/{type}/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/vote': {
    access: 'public',
    query: (p) => `prediction_id=${p.ids.matchId}`,
  },
  'POST /api/sportsbook/v2/vote': {
    access: 'player',
    body: (p) => ({ prediction_id: String(p.ids.matchId), data: { home: 1, away: 0 } }),
  },
  'GET /api/sportsbook/v2/vote/leaderboard': { access: 'public' },
  'GET /api/sportsbook/v2/bonuses': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/comboboosts': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/freebets': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/comboboosts/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/freebets/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/huntings': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/huntings/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/comboboosts/{id}/terms': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/freebets/{id}/terms': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/huntings/{id}/terms': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/tournaments': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/tournaments/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/tournaments/{id}/terms': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/tournaments/{id}/rating': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/lootboxes': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/freebet-progress': { access: 'player' },
  'POST /api/sportsbook/v2/bonuses/freebet-progress': {
    access: 'player',
    body: () => ({ bets: [{ stake: 500, currency: 'EUR' }] }),
  },
  'GET /api/sportsbook/v2/bonuses/lootboxes/{id}': { access: 'player' },
  'GET /api/sportsbook/v2/bonuses/lootboxes/{id}/terms': { access: 'player' },
  'POST /api/sportsbook/v2/bonuses/lootboxes/{id}/open': {
    access: 'player',
    body: () => ({ place: 1 }),
  },
  'GET /api/admin/bonuses/lootboxes/draws': { access: 'admin' },
  'POST /api/sportsbook/v2/bonuses/{id}/activate': { access: 'player', body: () => ({}) },
  'POST /api/sportsbook/v2/bonuses/{id}/boost': {
    access: 'player',
    body: () => ({ bonus_id: '1' }),
  },
  'GET /api/sportsbook/v2/watchersio/userid': { access: 'player' },
  'POST /api/sportsbook/v2/{provider}/launch': { access: 'player', body: () => ({}) },
  'POST /api/sportsbook/v2/bonuses/mark-as-seen': { access: 'player', body: () => [] },
  'POST /api/sportsbook/v2/bonuses/promo-code': {
    access: 'player',
    body: () => ({ code: 'NOPE' }),
  },
  'POST /api/admin/bonuses/campaigns': {
    access: 'admin',
    body: () => ({
      id: 'access_probe',
      kind: 'freebet',
      name: 'Probe',
      amounts: { EUR: 100 },
      issue_on: 'grant',
    }),
  },
  'POST /api/admin/bonuses/grants': {
    access: 'admin',
    body: () => ({ campaign_id: 'none', player_id: 1, currency: 'EUR', reference: 'probe' }),
  },
  'POST /api/sportsbook/v2/bonuses': {
    access: 'player',
    body: () => ({ bets: [{ selections: [{ odds: 1500 }, { odds: 1500 }, { odds: 1500 }] }] }),
  },
  'GET /api/sportsbook/v2/jackpots': { access: 'public' },
  'GET /api/sportsbook/v2/jackpots/{id}': { access: 'public' },
  'POST /api/sportsbook/v2/jackpots': { access: 'public', body: () => ({ bets: [] }) },
  'GET /api/sportsbook/v2/jackpot-hits': { access: 'public' },
  'POST /api/sportsbook/v2/jackpot-hits/seen': { access: 'player', body: () => ({ ids: ['1'] }) },
  'POST /api/admin/notifications/broadcast': {
    access: 'admin',
    body: () => ({ id: 'access-probe', title: { en: 'Probe' }, body: { en: 'Probe' } }),
  },
  'POST /api/admin/jackpots': {
    access: 'admin',
    body: () => ({
      id: 'access_probe',
      name: 'Probe',
      currency: 'EUR',
      levels: [{ code: 'a', name: 'A', seed: 0, share_ppm: 1, mode: 'chance', chance_ppm: 1 }],
    }),
  },
  'POST /api/admin/jackpots/{id}/levels/{code}/state': {
    access: 'admin',
    body: () => ({ state: 'paused' }),
  },
  'POST /api/admin/jackpots/{id}/levels/{code}/force-hit': { access: 'admin', body: () => ({}) },
  'GET /api/platform/player/session-info': { access: 'player' },
  'POST /api/platform/player/session-info/continue': { access: 'player', body: () => ({}) },
  'POST /api/platform/player/activity': { access: 'player', body: () => ({}) },
  'PUT /api/platform/player/limits': {
    access: 'player',
    body: () => ({ type: 'reality_check', amount: 30 }),
  },
  'POST /api/platform/player/limits/confirm': {
    access: 'player',
    body: () => ({ type: 'reality_check' }),
  },
  'POST /api/platform/player/limits/cancel': {
    access: 'player',
    body: () => ({ type: 'reality_check' }),
  },
  'POST /api/platform/player/limits/remove': {
    access: 'player',
    body: () => ({ type: 'reality_check' }),
  },
  'GET /api/platform/deposits': { access: 'player' },
  'POST /api/platform/deposits': {
    access: 'player',
    body: () => ({ amount: 2500, currency: 'EUR' }),
  },
  'GET /api/platform/deposits/{id}': { access: 'owner' },
  'GET /api/platform/withdrawals': { access: 'player' },
  'POST /api/platform/withdrawals': {
    access: 'player',
    body: () => ({ amount: 100, currency: 'EUR', card: '4242424242424242' }),
  },
  'POST /api/platform/withdrawals/{id}/cancel': { access: 'owner', body: () => ({}) },
  'POST /api/platform/payouts/sandbox/callback': {
    access: 'signed',
    body: () => '{}',
    headers: { 'content-type': 'application/json' },
  },
  'GET /api/platform/wallet/transactions': { access: 'player' },
  'GET /api/platform/player/verification': { access: 'player' },
  'POST /api/platform/player/verification': {
    access: 'player',
    body: () => ({
      fullName: 'Ana Lima',
      dateOfBirth: '1990-04-01',
      documentType: 'passport',
      documentNumber: 'AB123457',
      document: Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64'),
    }),
  },
  'POST /api/platform/verifications/sandbox/callback': {
    access: 'signed',
    body: () => '{}',
    headers: { 'content-type': 'application/json' },
  },
  'GET /api/admin/verifications': { access: 'admin' },
  'GET /api/admin/verifications/{id}/document': { access: 'admin' },
  'POST /api/admin/verifications/{id}/decide': {
    access: 'admin',
    body: () => ({ decision: 'rejected' }),
  },
  'GET /api/admin/withdrawals': { access: 'admin' },
  'POST /api/admin/withdrawals/{id}/decision': {
    access: 'admin',
    body: () => ({ decision: 'decline' }),
  },
  'POST /api/platform/payments/sandbox/callback': {
    access: 'signed',
    body: () => '{}',
    headers: { 'content-type': 'application/json' },
  },
  'GET /spi/api/methods': { access: 'public' },
  'GET /spi/api/payments/{id}': {
    access: 'clientSecret',
    query: () => `clientSecret=${WRONG_SECRET}`,
  },
  'POST /spi/api/payments/{id}/confirm': {
    access: 'clientSecret',
    body: () => ({
      clientSecret: WRONG_SECRET,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    }),
  },
  'GET /api/sportsbook/v2/sports': { access: 'public' },
  'GET /api/sportsbook/v2/categories': { access: 'public' },
  'GET /api/sportsbook/v2/categories/{id}': { access: 'public' },
  'GET /api/sportsbook/v2/tournaments': { access: 'public' },
  'GET /api/sportsbook/v2/tournaments/{id}': { access: 'public' },
  'GET /api/sportsbook/v2/matches': { access: 'public' },
  'GET /api/sportsbook/v2/matches/{id}': { access: 'public' },
  'GET /api/sportsbook/v2/matches/{id}/markets': { access: 'public' },
  'GET /api/sportsbook/v2/matches/{id}/video': { access: 'public' },
  'GET /api/sportsbook/v2/matches/{id}/streams': { access: 'public' },
  'GET /api/sportsbook/v2/matches/{id}/{type}': { access: 'public' },
  'GET /api/sportsbook/v2/competitors/{id}/logo.svg': { access: 'public' },
  'GET /api/sportsbook/v2/search': { access: 'public', query: () => 'q=real' },
  'GET /api/sportsbook/v2/settings': { access: 'public' },
  'POST /api/sportsbook/v2/settings': {
    access: 'player',
    body: () => ({ auto_accept_odds_change: 'none' }),
  },
  'POST /api/sportsbook/v2/counters': { access: 'public', body: () => ({}) },
  'GET /api/sportsbook/v3/bets': { access: 'player' },
  'POST /api/sportsbook/v3/bets': { access: 'player', body: slip },
  'POST /api/sportsbook/v2/bets/cashout': {
    access: 'player',
    body: () => ({ bet_id: '1', to_cashout: 100 }),
  },
  // issue 22: the history's export, auto cash-out and edit bet are the player's own.
  'GET /api/sportsbook/v3/bets/export.csv': { access: 'player' },
  'GET /api/sportsbook/v3/bets/summary': { access: 'player', query: () => 'period=today' },
  'POST /api/sportsbook/v2/bets/auto-cashout': {
    access: 'player',
    body: () => ({ bet_id: '1', threshold: 100 }),
  },
  'POST /api/sportsbook/v2/bets/edit/quote': {
    access: 'player',
    body: () => ({ bet_id: '1', remove: ['1/1//1'] }),
  },
  'POST /api/sportsbook/v2/bets/edit': {
    access: 'player',
    body: () => ({ bet_id: '1', remove: ['1/1//1'], cashout: 100, odds: 2000 }),
  },
  'POST /api/sportsbook/v2/bets/max-stake': {
    access: 'player',
    body: (p) => ({
      currency: 'EUR',
      bets: slip(p).bets.map(({ selections }) => ({ selections })),
    }),
  },
  'GET /api/sportsbook/v2/bets/custom/markets/{matchId}': { access: 'public' },
  'POST /api/sportsbook/v2/bets/custom/odds': {
    access: 'public',
    body: (p) => ({ selections: slip(p).bets[0]!.selections }),
  },
  'POST /api/sportsbook/v2/bets/share-code': { access: 'public', body: slip },
  'GET /api/sportsbook/v2/bets/share-code': { access: 'public', query: () => 'code=ABCDEF' },
  // Visitors get an anonymous connection token (public channels only).
  'POST /api/sportsbook/v2/websocket/token': { access: 'public' },
  'POST /api/sportsbook/v2/websocket/authorize': {
    access: 'owner',
    body: (p) => ({ channels: [`$private:en:${p.ids.playerId}`] }),
  },
  'GET /api/admin/feed': { access: 'admin' },
  'POST /api/admin/matches/{id}/start': { access: 'admin' },
  'POST /api/admin/matches/{id}/suspend': { access: 'admin' },
  'POST /api/admin/matches/{id}/reopen': { access: 'admin' },
  'POST /api/admin/matches/{id}/finish': { access: 'admin' },
  'POST /api/admin/matches/{id}/void': { access: 'admin' },
  'POST /api/admin/matches/{id}/rollback': { access: 'admin' },
  'POST /api/admin/matches/{id}/result': { access: 'admin', body: () => ({}) },
  'POST /api/admin/matches/{id}/markets/suspend': {
    access: 'admin',
    body: () => ({ market_id: 1, specifier: '' }),
  },
  'POST /api/admin/matches/{id}/markets/reopen': {
    access: 'admin',
    body: () => ({ market_id: 1, specifier: '' }),
  },
  'POST /realtime/api/publish': {
    access: 'apiKey',
    body: () => ({ channel: 'public:en', data: {} }),
  },
  'POST /realtime/api/broadcast': {
    access: 'apiKey',
    body: () => ({ channels: ['public:en'], data: {} }),
  },
  'POST /realtime/api/batch': { access: 'apiKey', body: () => ({ commands: [] }) },
  // Icons and images, error reporting (issue 23): public by nature; the tunnel forwards to the
  // configured DSN only (off here: 404) and carries no player action, so no CSRF token.
  'GET /icons.svg': { access: 'public' },
  'GET /api/images': { access: 'public', query: () => 'url=%2Flogo.svg&w=16' },
  'GET /api/reporting/config': { access: 'public' },
  'GET /api/reporting/sdk.js': { access: 'public' },
  'POST /api/reporting/tunnel': {
    access: 'public',
    body: () => '{"dsn":"https://key@o1.ingest.sentry.io/1"}\n{}',
    headers: { 'content-type': 'text/plain' },
  },
  // Pages and files the document hides.
  'GET /spi/main.js': { access: 'public' },
  'GET /spi/iframe': { access: 'public' },
  'GET /profile/wallet/deposit': { access: 'public' },
  'GET /profile/wallet/withdraw': { access: 'public' },
  'GET /profile/verification': { access: 'public' },
  'GET /profile/wallet/transactions': { access: 'public' },
  'GET /dev/mailbox': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('access to every route', () => {
  let testDb: TestDb;
  let probe: Probe;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    probe = await startProbe(testDb.db);
  });
  afterAll(async () => {
    await probe?.app.close();
    await testDb?.close();
  });

  /** The roles, each a way to send a request (staff, issue 24: one more entry). */
  type Send = (
    op: Operation,
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  const ROLES: Record<Role, Send> = {
    visitor: (op, url, body, h) => probe.visitor.request(op.method, url, body, h),
    player: (op, url, body, h) => probe.player.request(op.method, url, body, h),
    otherPlayer: (op, url, body, h) => probe.other.request(op.method, url, body, h),
    admin: (op, url, body, h) =>
      probe.visitor.request(op.method, url, body, { ...h, ...probe.admin }),
  };

  it('classifies every route the document lists', () => {
    const missing = probe.operations.map(routeId).filter((id) => !MATRIX[id]);
    expect(missing).toEqual([]);
  });

  it('opens the realtime API with its key, the payment calls with the client secret', async () => {
    const publish = await probe.visitor.post(
      '/realtime/api/publish',
      { channel: 'public:en', data: {} },
      probe.apiKey,
    );
    expect(publish.statusCode, publish.body).toBe(200);
    const payment = await probe.other.get(
      `/spi/api/payments/${probe.ids.depositId}?clientSecret=${encodeURIComponent(probe.ids.clientSecret)}`,
    );
    expect(payment.statusCode).toBe(200);
    const deposit = await probe.player.get(`/api/platform/deposits/${probe.ids.depositId}`);
    expect(deposit.statusCode).toBe(200);
    // A forged callback: signed with the secret a fresh install used to ship with.
    const forged = await probe.visitor.post('/api/platform/payments/sandbox/callback', '{}', {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect([400, 401, 403]).toContain(forged.statusCode);
  });

  it('lets in exactly the roles each route allows (visitor, player, another player, admin)', async () => {
    const wrong: string[] = [];
    // Signing out last: it ends the session the other rows need.
    const last = (op: Operation) => (op.path.endsWith('/logout') ? 1 : 0);
    for (const op of [...probe.operations].sort((a, b) => last(a) - last(b))) {
      const row = MATRIX[routeId(op)]!;
      const query = row.query?.(probe);
      const url = `${probe.urlOf(op)}${query ? `?${query}` : ''}`;
      const body = op.method === 'GET' ? undefined : (row.body?.(probe) ?? {});
      for (const [role, send] of Object.entries(ROLES) as [Role, (typeof ROLES)[Role]][]) {
        const res = await send(op, url, body, row.headers ?? {});
        const problem = answerProblem(res);
        if (problem) wrong.push(`${routeId(op)} as ${role}: ${problem}`);
        const refused = [401, 403, 404].includes(res.statusCode);
        const allowed = ALLOWED[row.access].includes(role);
        if (allowed && [401, 403].includes(res.statusCode))
          wrong.push(`${routeId(op)} refused ${role}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        if (!allowed && !refused)
          wrong.push(`${routeId(op)} let ${role} in: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses every state-changing /api request that lacks the CSRF token or comes from another site', async () => {
    const wrong: string[] = [];
    const { browser: player } = await signedInPlayer(probe.app, probe.ctx);
    const cookie = player.cookieHeader();
    const csrf = player.cookies.get('csrf_token')!;
    for (const op of probe.operations) {
      if (!STATE_CHANGING.has(op.method)) continue;
      const url = probe.urlOf(op);
      if (!url.startsWith('/api/')) continue; // /spi and /realtime/api: no cookie opens them
      if (op.path.endsWith('/sandbox/callback')) continue; // signed, no cookie
      if (op.path === '/api/reporting/tunnel') continue; // to the configured DSN only, no action
      const send = (headers: Record<string, string>) =>
        probe.app.inject({
          method: op.method,
          url,
          payload: {},
          headers: { cookie, 'x-forwarded-for': '198.51.100.7', ...headers },
        });
      const noToken = await send({});
      if (noToken.json<{ error?: { key?: string } }>().error?.key !== 'error.csrf.invalid')
        wrong.push(`${routeId(op)} without the token: ${noToken.statusCode} ${noToken.body}`);
      const foreign = await send({ 'x-csrf-token': csrf, origin: 'https://evil.example' });
      if (foreign.json<{ error?: { key?: string } }>().error?.key !== 'error.csrf.origin_mismatch')
        wrong.push(`${routeId(op)} from another site: ${foreign.statusCode} ${foreign.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
