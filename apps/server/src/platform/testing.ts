import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, type PlayerProfile } from '@sb/contract';
import { hashPassword } from './accounts/passwords';
import type { Platform } from './platform';
import { players } from './schema';
import { SYSTEM_ACCOUNTS } from './wallet/accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * A browser for `app.inject()` tests: keeps cookies like a browser does and sends the CSRF
 * header the way the web app must (the csrf_token cookie echoed in X-CSRF-Token).
 */
let browsers = 0;

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /**
   * Extra headers on every request (X-Country-Code, Origin...). Each browser comes from an
   * address of its own (the test apps believe one proxy hop), as different visitors do: the
   * sign-in back-off per address of one test does not slow the next.
   */
  headers: Record<string, string> = {
    'x-forwarded-for': `198.18.${Math.floor(++browsers / 250) % 250}.${(browsers % 250) + 1}`,
  };

  constructor(readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE))
      await this.request('GET', '/api/platform/csrf');
    const csrf = this.cookies.get(CSRF_COOKIE);
    const options: InjectOptions = {
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' && csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...this.headers,
        ...headers,
      },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
    const res = await this.app.inject(options);
    this.absorb(res);
    return res;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body ?? {}, headers);
  delete = (url: string, headers?: Record<string, string>) =>
    this.request('DELETE', url, undefined, headers);

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const gone =
        c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

let counter = 0;

export interface TestPlayerOptions {
  email?: string;
  password?: string;
  currency?: string;
  /** Funds moved from the bank through the ledger, in minor units. */
  funds?: { currency: string; amount: number }[];
  language?: string;
  pve?: boolean;
}

/**
 * A confirmed player with a complete profile, signed in through POST /users/sign_in: for any
 * module's tests that need a session (bets, websocket tokens). Returns the browser holding the
 * session and CSRF cookies, and the profile.
 */
export async function signedInPlayer(
  app: FastifyInstance,
  { platform }: { platform: Platform },
  options: TestPlayerOptions = {},
): Promise<{ browser: TestBrowser; player: PlayerProfile; playerId: string }> {
  const email = options.email ?? `player${Date.now().toString(36)}${++counter}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const currency = options.currency ?? options.funds?.[0]?.currency ?? 'EUR';
  const now = new Date(platform.now());
  const [row] = await platform.db.orm
    .insert(players)
    .values({
      email,
      encryptedPassword: await hashPassword(password, platform.options.passwordCost),
      currency,
      language: options.language ?? 'en',
      country: 'DE',
      phone: '+4915100000001',
      firstName: 'Test',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
      pve: options.pve ?? false,
      confirmedAt: now,
      phoneVerifiedAt: now,
    })
    .returning({ id: players.id });
  const playerId = String(row!.id);
  await platform.wallet.openAccount(playerId, currency);
  for (const f of options.funds ?? []) {
    const r = await platform.wallet.creditPlayer({
      playerId,
      currency: f.currency,
      amount: f.amount,
      reason: 'seed',
      from: SYSTEM_ACCOUNTS.bank,
    });
    if (!r.ok) throw new Error(r.message);
  }
  const browser = new TestBrowser(app);
  const res = await browser.post('/api/platform/users/sign_in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { browser, player: res.json<{ player: PlayerProfile }>().player, playerId };
}

/** Every ledger account's balance and the fold of its postings (other modules' money tests). */
export { expectLedgerWhole, ledgerAudit } from './wallet/testing';
