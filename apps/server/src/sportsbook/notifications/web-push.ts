import type { Agent } from 'node:https';
import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSubscriptionWire } from '@sb/contract';
import type { Db } from '../../db';
import { pushSubscriptions } from './schema';

// Web Push (issue 27; shell 3 pushNotifications `{ type: 'web-push' }`): every notification the
// server writes for a player also goes to the browsers the player turned notifications on in,
// encrypted for each browser (RFC 8291) and signed with the server's VAPID key (RFC 8292) by the
// `web-push` library. Sending never holds up the caller: it runs after the notification's
// commit, at most `concurrency` requests at once, and a failure is only logged.

/** What the service worker shows (apps/web/public/sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens, on the web origin. */
  url: string;
}

/** A stored subscription, as the push service needs it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The port: delivers one payload to one browser's push service. A refusal throws an error
 * with the service's `statusCode` (404 or 410: the browser unsubscribed).
 */
export type PushSender = (target: PushTarget, payload: string) => Promise<void>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push service may contact about our messages: an https: URL or a mailto: address. */
  subject: string;
}

/** The real sender: `web-push` over HTTPS; `agent` lets a test trust its local push service. */
export function webPushSender(
  vapid: VapidKeys,
  options: { agent?: Agent; ttlSeconds?: number } = {},
): PushSender {
  // A malformed key or subject stops the start here rather than failing every send later.
  webpush.getVapidHeaders(
    'https://push.invalid',
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  return async (target, payload) => {
    await webpush.sendNotification(target, payload, {
      vapidDetails: vapid,
      // A notification kept a day by the push service is still worth showing; older is noise.
      TTL: options.ttlSeconds ?? 24 * 60 * 60,
      // A push service that hangs holds one of the few sending slots; let it go.
      timeout: 10_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
  };
}

/**
 * The push services of the browsers that implement Web Push (Chrome and Edge's FCM, Firefox's
 * autopush, Safari's, Windows'). A subscription's endpoint is a URL the server will POST to, so
 * only these hosts are taken: a player cannot point the server at an address of the operator's
 * network (server-side request forgery).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export function knownPushService(endpoint: URL): boolean {
  const host = endpoint.hostname;
  return (
    endpoint.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
  );
}

export interface WebPushDeps {
  db: Db;
  /** Which endpoints a subscription may name (default: the browsers' push services). */
  allowEndpoint?: (endpoint: URL) => boolean;
  sender: PushSender;
  /** The VAPID public key browsers subscribe with; null: push is off (nothing is sent). */
  publicKey: string | null;
  /** Requests to push services in flight at once (a broadcast reaches many players). */
  concurrency?: number;
  log?: (message: string, err?: unknown) => void;
}

export class WebPush {
  /** The browser's `applicationServerKey`; null when the site config leaves push off. */
  readonly publicKey: string | null;
  private readonly limit: ReturnType<typeof concurrencyLimit>;
  private readonly pending = new Set<Promise<void>>();
  private readonly log: (message: string, err?: unknown) => void;

  constructor(private readonly deps: WebPushDeps) {
    this.publicKey = deps.publicKey;
    this.limit = concurrencyLimit(deps.concurrency ?? 20);
    this.log = deps.log ?? ((m, e) => console.warn(`[web-push] ${m}`, e ?? ''));
  }

  /** Whether a subscription's endpoint is a push service this server will send to. */
  accepts(endpoint: string): boolean {
    return (this.deps.allowEndpoint ?? knownPushService)(new URL(endpoint));
  }

  /** Saves a browser's subscription as the player's; an endpoint another player had moves. */
  async subscribe(playerId: number, s: PushSubscriptionWire): Promise<void> {
    const keys = { playerId, p256dh: s.keys.p256dh, auth: s.keys.auth, lastError: null };
    await this.deps.db.orm
      .insert(pushSubscriptions)
      .values({ endpoint: s.endpoint, ...keys })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys });
  }

  /** Forgets the player's subscription at this endpoint (another player's is left alone). */
  async unsubscribe(playerId: number, endpoint: string): Promise<void> {
    await this.deps.db.orm
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)),
      );
  }

  /**
   * Sends each message to every browser of its player, in the background. Called once per
   * notification actually written, so a replayed cause pushes nothing more.
   */
  send(messages: readonly { playerId: number; message: PushMessage }[]): void {
    if (messages.length === 0 || this.publicKey === null) return;
    const task = this.deliver(messages).catch((err) => this.log('sending failed', err));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Resolves once everything sent so far has been delivered or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }

  private async deliver(
    messages: readonly { playerId: number; message: PushMessage }[],
  ): Promise<void> {
    const byPlayer = new Map(messages.map((m) => [m.playerId, m.message]));
    const targets = await this.deps.db.orm
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.playerId, [...byPlayer.keys()]));
    await Promise.all(
      targets.map((t) =>
        this.limit(() =>
          this.deliverOne(
            { endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } },
            byPlayer.get(t.playerId)!,
          ),
        ),
      ),
    );
  }

  private async deliverOne(target: PushTarget, message: PushMessage): Promise<void> {
    try {
      await this.deps.sender(target, JSON.stringify(message));
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      const where = eq(pushSubscriptions.endpoint, target.endpoint);
      // RFC 8030 7.3: 404/410 is a subscription the browser gave up; it never comes back.
      if (status === 404 || status === 410) {
        await this.deps.db.orm.delete(pushSubscriptions).where(where);
        return;
      }
      this.log(`push to ${new URL(target.endpoint).host} failed`, err);
      await this.deps.db.orm
        .update(pushSubscriptions)
        .set({ lastError: `${status ?? '-'} ${String(err)}`.slice(0, 500) })
        .where(where);
    }
  }
}

/** At most `max` of the given tasks run at once; the others wait in arrival order. */
function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so no newcomer slips in between.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
