import { eq, lte, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SECURE_COOKIE_PREFIX, SESSION_COOKIE } from '@sb/contract';
import type { Orm } from '../../db';
import { players, playerSessions, type PlayerRow } from '../schema';
import { digest, hmac, newToken, safeEqual } from './tokens';

export interface SessionPolicy {
  /** Signed out after this long without a request. */
  idleMs: number;
  /** Signed out this long after sign-in, whatever happens. */
  absoluteMs: number;
  /** Secure cookies (production, behind TLS). */
  secure: boolean;
  /** Host pages on other sites frame ours (site config `allowedHostOrigins`, issue 23). */
  framed?: boolean;
}

/**
 * The cookies' site attributes: `Lax` on our own site; inside a host's frame on another site,
 * `SameSite=None; Secure; Partitioned` (CHIPS: kept per top-level site, so a browser that blocks
 * third-party cookies still keeps them). Only over TLS: `None` without `Secure` is refused. The
 * CSRF scheme is unchanged: the Origin check and the signed double submit still hold.
 */
export function cookieSite(secure: boolean, framed = false) {
  return secure && framed
    ? ({ sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ sameSite: 'lax', secure } as const);
}

export interface ResolvedSession {
  idHash: string;
  player: PlayerRow;
  /** Epoch ms the session began (session limits count from here). */
  startedAt: number;
  /** Epoch ms of the last reality check the player answered, if any. */
  realityCheckAt: number | null;
  /** The key of the limit that ended the session ('User is out of limit'), or null. */
  endedFor: string | null;
}

/** last_seen_at is written at most this often: a busy player is not one write per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions behind an opaque cookie. The cookie holds 256 random bits; the table
 * holds only their digest. A session ends at sign-out, after the idle or the absolute
 * timeout, or when the password is reset.
 */
export class Sessions {
  /** `__Host-sb_session` when Secure (production): host-only, path /, never set by a subdomain. */
  readonly cookieName: string;

  constructor(
    private readonly db: Orm,
    private readonly policy: SessionPolicy,
    private readonly now: () => number,
  ) {
    this.cookieName = policy.secure ? `${SECURE_COOKIE_PREFIX}${SESSION_COOKIE}` : SESSION_COOKIE;
  }

  /** The session token the request carries, if any. */
  tokenOf(request: FastifyRequest): string | undefined {
    return request.cookies?.[this.cookieName];
  }

  async create(playerId: number, request: FastifyRequest): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db.insert(playerSessions).values({
      idHash: digest(token),
      playerId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.policy.absoluteMs),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    return token;
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const idHash = digest(token);
    const [row] = await this.db
      .select({ session: playerSessions, player: players })
      .from(playerSessions)
      .innerJoin(players, eq(players.id, playerSessions.playerId))
      .where(eq(playerSessions.idHash, idHash));
    if (!row) return null;
    const now = this.now();
    const { session } = row;
    if (
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + this.policy.idleMs <= now
    ) {
      await this.db.delete(playerSessions).where(eq(playerSessions.idHash, idHash));
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
      await this.db
        .update(playerSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(playerSessions.idHash, idHash));
    return {
      idHash,
      player: row.player,
      startedAt: session.createdAt.getTime(),
      realityCheckAt: session.realityCheckAt?.getTime() ?? null,
      endedFor: session.endedFor,
    };
  }

  /** A limit ended the session: it signs nobody in any more, and says why (shell 8). */
  async endFor(idHash: string, key: string): Promise<void> {
    await this.db
      .update(playerSessions)
      .set({ endedFor: key })
      .where(eq(playerSessions.idHash, idHash));
  }

  /** The player answered the reality check: the next is due an interval from now. */
  async realityChecked(idHash: string): Promise<void> {
    await this.db
      .update(playerSessions)
      .set({ realityCheckAt: new Date(this.now()) })
      .where(eq(playerSessions.idHash, idHash));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(playerSessions).where(eq(playerSessions.idHash, digest(token)));
  }

  async destroyHashed(idHash: string): Promise<void> {
    await this.db.delete(playerSessions).where(eq(playerSessions.idHash, idHash));
  }

  /** Removes sessions past either timeout (their cookies no longer work anyway). */
  async deleteExpired(): Promise<void> {
    const now = this.now();
    await this.db
      .delete(playerSessions)
      .where(
        or(
          lte(playerSessions.expiresAt, new Date(now)),
          lte(playerSessions.lastSeenAt, new Date(now - this.policy.idleMs)),
        ),
      );
  }

  /** Every session of the player ends (password reset, block). */
  async destroyAll(playerId: number): Promise<void> {
    await this.db.delete(playerSessions).where(eq(playerSessions.playerId, playerId));
  }

  setCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(this.cookieName, token, {
      path: '/',
      httpOnly: true,
      ...cookieSite(this.policy.secure, this.policy.framed),
      // The server ends it after the absolute timeout; the browser may forget it then too.
      maxAge: Math.floor(this.policy.absoluteMs / 1000),
    });
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, {
      path: '/',
      httpOnly: true,
      ...cookieSite(this.policy.secure, this.policy.framed),
    });
  }
}

/**
 * CSRF tokens (signed double submit, OWASP): `<nonce>.<hmac(secret, nonce)>` in a readable
 * cookie that the web app echoes in the X-CSRF-Token header. Another site can neither read the
 * cookie nor mint a valid one (it lacks the secret) to plant through a sibling subdomain.
 */
export class Csrf {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
    private readonly framed = false,
  ) {}

  issue(): string {
    const nonce = newToken();
    return `${nonce}.${hmac(this.secret, `csrf:${nonce}`)}`;
  }

  valid(value: string | undefined): value is string {
    if (!value) return false;
    const [nonce, mac, extra] = value.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    return safeEqual(mac, hmac(this.secret, `csrf:${nonce}`));
  }

  setCookie(reply: FastifyReply, value: string): void {
    // Readable by the page's script on purpose: that is how it gets echoed in the header.
    reply.setCookie(CSRF_COOKIE, value, {
      path: '/',
      httpOnly: false,
      ...cookieSite(this.secure, this.framed),
    });
  }
}
