import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '@sb/contract';
import { SIGN_IN_BACKOFF, type BackoffPolicy } from '@sb/domain';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Auth, PlayerIdentity } from '../http/auth';
import type { Publisher } from '../realtime';
import { OWASP_SCRYPT, TEST_SCRYPT, dummyHash, type ScryptCost } from './accounts/passwords';
import type { Window } from './accounts/rate-limit';
import { Csrf, Sessions, type ResolvedSession } from './accounts/sessions';
import { SignInThrottle } from './accounts/sign-in-throttle';
import { Idempotency } from '../idempotency';
import { SandboxPayouts } from './withdrawals/sandbox-payouts';
import { SandboxVerifier } from './verification/sandbox-verifier';
import { IdentityVerification } from './verification/verification';
import { SandboxProvider } from './deposits/sandbox-provider';
import type { DepositSettled } from './deposits/deposit-settled';
import type { LimitReached } from './limits/limit-reached';
import { UserLimits } from './limits/user-limits';
import { createMailer, type Mailer } from './mail/mailer';
import { players, rateLimits } from './schema';
import { loadSiteConfig, type SiteConfigOverride } from './site-config';
import { Wallet } from './wallet/wallet';
import { hmac } from './accounts/tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface PlatformOptions {
  /** scrypt cost of new password hashes: OWASP's in production and development, low in tests. */
  passwordCost: ScryptCost;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Failed sign-ins slow down per account and per address (packages/domain sign-in-backoff). */
  signInBackoff: BackoffPolicy;
  /**
   * Failed sign-ins in a row on one account that lock it; the owner is mailed a link that
   * unlocks and signs in (so a stranger can never keep the owner out).
   */
  maxFailedAttempts: number;
  confirmWithinMs: number;
  resetPasswordWithinMs: number;
  phoneCodeTtlMs: number;
  phoneCodeMaxAttempts: number;
  signInPerAddress: Window;
  signUpPerAddress: Window;
  /** Confirmation, password and unlock instructions asked for, per address. */
  mailsPerAddress: Window;
  phoneCodesPerPlayer: Window;
  /** HMAC key of the CSRF tokens. */
  secret: string;
  /** Shared secret of the sandbox provider's signed callbacks. */
  paymentCallbackSecret: string;
  /** How long a "pending" test card stays pending before the provider confirms it. */
  pendingDepositDelayMs: number;
  /** How long the sandbox takes to pay or decline a withdrawal (issue 27). */
  payoutDelayMs: number;
  /** How long the sandbox takes to decide an identity verification (issue 27). */
  verificationDelayMs: number;
  /** Callbacks older than this are refused (replay window). */
  callbackToleranceMs: number;
  mailFrom: string;
  smtpUrl: string | undefined;
  /**
   * Key of the host session tokens (issue 23): HOST_TOKEN_SECRET; in development one derived
   * from the session secret (the demo host signs with it); null turns host sign-in off.
   */
  hostTokenSecret: string | null;
  /** How long a raise or removal of a responsible-gambling limit waits (issue 20; LIMIT_COOLING_HOURS). */
  limitCoolingMs: number;
}

export interface CreatePlatformOptions {
  config: Config;
  db: Db;
  publisher: Publisher;
  /** Site config overrides on top of the defaults and the config file. */
  site?: SiteConfigOverride;
  options?: Partial<PlatformOptions>;
  env?: NodeJS.ProcessEnv;
  log?: (message: string, err?: unknown) => void;
}

/**
 * The platform module's services (shell 3, 4.1, 4.3, 7.1, 7.2): who the player is (sessions
 * and the Auth seam), the wallet, mail, and the site config. Built by the composition root
 * (compose.ts), which hands other modules the ports they state: `auth`, `wallet`, the site.
 */
export class Platform {
  readonly site: SiteConfig;
  readonly options: PlatformOptions;
  readonly config: Config;
  readonly db: Db;
  readonly publisher: Publisher;
  readonly wallet: Wallet;
  readonly mailer: Mailer;
  readonly sessions: Sessions;
  readonly csrf: Csrf;
  readonly signInThrottle: SignInThrottle;
  /** Idempotency-Key of deposits (and withdrawals, issue 27). */
  readonly idempotency: Idempotency;
  readonly auth: Auth;
  /** The sandbox payment provider (deposits, shell 4.3). */
  readonly payments: SandboxProvider;
  /** The sandbox provider's payouts (withdrawals, issue 27). */
  readonly payouts: SandboxPayouts;
  /** Responsible-gambling limits (issue 20): kept, changed, and asked before money moves. */
  readonly limits: UserLimits;
  /** The sandbox verification provider (issue 27), behind `verification`'s provider port. */
  readonly verifier: SandboxVerifier;
  /** Identity verification (issue 27); `isVerified(playerId)` is the port other modules ask. */
  readonly verification: IdentityVerification;
  readonly log: (message: string, err?: unknown) => void;
  private readonly depositListeners: ((
    d: DepositSettled & { locale: string },
  ) => Promise<void> | void)[] = [];
  private readonly signUpListeners: ((p: {
    playerId: number;
    currency: string;
  }) => Promise<void> | void)[] = [];
  /** The clock; tests replace it to run past timeouts. */
  now: () => number = () => Date.now();
  private readonly resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();
  private dummy: Promise<string> | undefined;
  private lastSweep = 0;

  constructor(input: CreatePlatformOptions) {
    const env = input.env ?? process.env;
    const production = input.config.env === 'production';
    this.config = input.config;
    this.db = input.db;
    this.publisher = input.publisher;
    this.log = input.log ?? ((message, err) => console.warn(`[platform] ${message}`, err ?? ''));
    // Tests run on the defaults, not on whatever the operator's config/site.json says.
    const site = loadSiteConfig(
      input.site,
      input.config.env === 'test' && !env.SITE_CONFIG ? null : undefined,
    );
    // The sandbox's test cards pay nothing real: production neither lists nor accepts them.
    this.site = production ? { ...site, deposit: { ...site.deposit, testCards: [] } } : site;
    this.options = {
      passwordCost: input.config.env === 'test' ? TEST_SCRYPT : OWASP_SCRYPT,
      sessionIdleMs: 30 * MINUTE,
      sessionAbsoluteMs: 12 * HOUR,
      signInBackoff: SIGN_IN_BACKOFF,
      maxFailedAttempts: 20,
      confirmWithinMs: 72 * HOUR,
      resetPasswordWithinMs: 6 * HOUR,
      phoneCodeTtlMs: 10 * MINUTE,
      phoneCodeMaxAttempts: 5,
      signInPerAddress: { limit: 50, windowMs: 10 * MINUTE },
      // One address, many sign-ups in an hour: a bot, unless the operator's players share an
      // address (a venue's network); SIGN_UPS_PER_ADDRESS_PER_HOUR raises it (the e2e suite too).
      signUpPerAddress: {
        limit:
          Number(env.SIGN_UPS_PER_ADDRESS_PER_HOUR) > 0
            ? Number(env.SIGN_UPS_PER_ADDRESS_PER_HOUR)
            : 20,
        windowMs: HOUR,
      },
      mailsPerAddress: { limit: 20, windowMs: HOUR },
      phoneCodesPerPlayer: { limit: 5, windowMs: HOUR },
      secret: input.config.sessionSecret,
      paymentCallbackSecret: input.config.paymentCallbackSecret,
      pendingDepositDelayMs: 5_000,
      payoutDelayMs: 3_000,
      verificationDelayMs: 3_000,
      callbackToleranceMs: 5 * MINUTE,
      mailFrom: env.MAIL_FROM ?? `${this.site.siteName} <no-reply@localhost>`,
      smtpUrl: env.SMTP_URL || undefined,
      hostTokenSecret:
        env.HOST_TOKEN_SECRET ||
        (production ? null : hmac(input.config.sessionSecret, 'host-token-secret')),
      limitCoolingMs:
        Number(env.LIMIT_COOLING_HOURS) > 0 ? Number(env.LIMIT_COOLING_HOURS) * HOUR : 24 * HOUR,
      ...input.options,
    };
    this.mailer = createMailer({
      env: input.config.env,
      smtpUrl: this.options.smtpUrl,
      from: this.options.mailFrom,
      db: input.db.orm,
      log: this.log,
    });
    const framed = this.site.allowedHostOrigins.length > 0;
    this.sessions = new Sessions(
      input.db.orm,
      {
        idleMs: this.options.sessionIdleMs,
        absoluteMs: this.options.sessionAbsoluteMs,
        secure: production,
        framed,
      },
      () => this.now(),
    );
    this.csrf = new Csrf(this.options.secret, production, framed);
    this.idempotency = new Idempotency(input.db.orm, { now: () => this.now() });
    this.signInThrottle = new SignInThrottle(input.db.orm, this.options.signInBackoff, () =>
      this.now(),
    );
    this.wallet = new Wallet({
      db: input.db,
      publisher: input.publisher,
      currencies: this.site.currencies,
      localesOf: (ids) => this.localesOf(ids),
      onPublishError: (err) => this.log('balance_changed publish failed', err),
    });
    this.auth = { currentPlayer: (request) => this.currentPlayer(request) };
    this.payments = new SandboxProvider(this);
    this.payouts = new SandboxPayouts(this, this.payments, () => this.options.payoutDelayMs);
    this.verifier = new SandboxVerifier(
      this,
      this.payments,
      () => this.options.verificationDelayMs,
    );
    this.verification = new IdentityVerification(this, this.verifier);
    this.limits = new UserLimits({
      orm: input.db.orm,
      policy: { coolingMs: this.options.limitCoolingMs },
      now: () => this.now(),
      log: this.log,
    });
  }

  /** The request's session and player, looked up once per request. */
  session(request: FastifyRequest): Promise<ResolvedSession | null> {
    let found = this.resolved.get(request);
    if (!found) {
      const token = this.sessions.tokenOf(request);
      found = token
        ? this.sessions.resolve(token).then((s) => s && this.guard(s))
        : Promise.resolve(null);
      this.resolved.set(request, found);
    }
    return found;
  }

  /**
   * Issue 20: a session past its length, or a player past the period's play or active time,
   * is ended for that limit; otherwise the minute of play is counted (when a limit asks).
   */
  private async guard(session: ResolvedSession): Promise<ResolvedSession> {
    if (session.endedFor) return session;
    const guard = this.limits.sessions;
    const verdict = await guard.verdict(session.player.id, session.startedAt);
    if (verdict) {
      await this.sessions.endFor(session.idHash, verdict);
      return { ...session, endedFor: verdict };
    }
    await guard.mark(session.player.id, 'session');
    return session;
  }

  /** Forget the cached lookup (after sign-in or sign-out within the same request). */
  forget(request: FastifyRequest): void {
    this.resolved.delete(request);
  }

  /** The Auth seam: a blocked account counts as not logged in (shell 3, 6). */
  async currentPlayer(request: FastifyRequest): Promise<PlayerIdentity | null> {
    const session = await this.session(request);
    if (!session || session.player.blocked || session.endedFor) return null;
    const { player } = session;
    return { id: String(player.id), locale: player.language, pve: player.pve };
  }

  /** A hash to burn time on for unknown e-mails (made once, lazily). */
  dummyHash(): Promise<string> {
    this.dummy ??= dummyHash(this.options.passwordCost);
    return this.dummy;
  }

  /**
   * Housekeeping, at most every 10 minutes, from sign-ins: expired sessions and rate-limit
   * windows older than a day go. Failures only delay it.
   */
  async sweep(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < 10 * MINUTE) return;
    this.lastSweep = now;
    try {
      await this.sessions.deleteExpired();
      await this.signInThrottle.sweep();
      await this.idempotency.sweep();
      await this.db.orm
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, new Date(now - 24 * HOUR)));
    } catch (err) {
      this.log('sweep failed', err);
    }
  }

  get publicOrigin(): string {
    return this.config.publicOrigin.replace(/\/+$/, '');
  }

  /** Told of every deposit that reached a final status, after its commit, with the player's language. */
  onDepositSettled(
    listener: (d: DepositSettled & { locale: string }) => Promise<void> | void,
  ): void {
    this.depositListeners.push(listener);
  }

  /** Told of every new player, after the sign-up's commit (issue 19: sign-up bonuses). */
  onSignedUp(listener: (p: { playerId: number; currency: string }) => Promise<void> | void): void {
    this.signUpListeners.push(listener);
  }

  /** accounts.ts, after the sign-up's commit. */
  signedUp(p: { playerId: number; currency: string }): void {
    void (async () => {
      for (const listener of this.signUpListeners) await listener(p);
    })().catch((err: unknown) => this.log('sign-up listener failed', err));
  }

  /** deposits.ts, after the callback's commit. */
  depositSettled(d: DepositSettled): void {
    if (this.depositListeners.length === 0) return;
    void this.localesOf([String(d.playerId)])
      .then(async (locales) => {
        const locale = locales.get(String(d.playerId)) ?? 'en';
        for (const listener of this.depositListeners) await listener({ ...d, locale });
      })
      .catch((err: unknown) => this.log('deposit listener failed', err));
  }

  /**
   * Told of every money limit a player reached (issue 27: their stakes a wager or loss limit,
   * their deposits a deposit limit), after the commit, with the player's language.
   */
  onLimitReached(listener: (r: LimitReached & { locale: string }) => Promise<void> | void): void {
    this.limits.onReached(async (r) => {
      const locales = await this.localesOf([String(r.playerId)]);
      await listener({ ...r, locale: locales.get(String(r.playerId)) ?? 'en' });
    });
  }

  /**
   * Who an operator's broadcast reaches (issue 27): every player not blocked, or those of a
   * player group (a status id of shell 3), with the language they read.
   */
  async recipients(group?: string): Promise<{ playerId: number; locale: string }[]> {
    const rows = await this.db.orm
      .select({ id: players.id, language: players.language })
      .from(players)
      .where(
        and(
          eq(players.blocked, false),
          group ? sql`${players.statuses} @> ${JSON.stringify([{ id: group }])}::jsonb` : undefined,
        ),
      )
      .orderBy(asc(players.id));
    return rows.map((r) => ({ playerId: r.id, locale: r.language }));
  }

  /** Players' e-mails by id (the predictions leaderboard masks them; issue 27). */
  async emailsOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.orm
      .select({ id: players.id, email: players.email })
      .from(players)
      .where(inArray(players.id, ids));
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  /** A player's language (their private channel's locale), 'en' when unknown. */
  async localeOf(playerId: number): Promise<string> {
    return (await this.localesOf([String(playerId)])).get(String(playerId)) ?? 'en';
  }

  private async localesOf(ids: string[]): Promise<Map<string, string>> {
    const numeric = ids.map(Number).filter(Number.isSafeInteger);
    if (numeric.length === 0) return new Map();
    const rows = await this.db.orm
      .select({ id: players.id, language: players.language })
      .from(players)
      .where(inArray(players.id, numeric));
    return new Map(rows.map((r) => [String(r.id), r.language]));
  }
}

export function createPlatform(input: CreatePlatformOptions): Platform {
  return new Platform(input);
}
