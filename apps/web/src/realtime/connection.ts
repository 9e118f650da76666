import {
  Centrifuge,
  UnauthorizedError,
  type PublicationContext,
  type Subscription,
} from 'centrifuge';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type RealtimePublication,
  type WebsocketAuthorizeAnswer,
  type WebsocketTokenAnswer,
} from '@sb/contract';
import { cookieValue } from '../api/http-client';

// The browser end of the push connection (shell 4.5, domain 7), framework-free: the official
// `centrifuge` client, its two token adapters, and the reconnect-on-sign-in/out rule. A React
// hook can wrap `createRealtimeConnection` later.

export const WEBSOCKET_PATH = '/connection/websocket';
export const TOKEN_PATH = '/api/sportsbook/v2/websocket/token';
export const AUTHORIZE_PATH = '/api/sportsbook/v2/websocket/authorize';

/** shell 9: reconnect 500 ms to 20 s, requests time out after 5 s, ping patience 10 s. */
export const REALTIME_TIMINGS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
} as const;

/** A same-origin POST; tests pass their own. */
export type Post = (path: string, body?: unknown) => Promise<Response>;

export function browserPost(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  cookies: () => string = () => (typeof document === 'undefined' ? '' : document.cookie),
): Post {
  return (path, body) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const csrf = cookieValue(cookies(), CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
}

/** `http(s)://host` becomes `ws(s)://host/connection/websocket`: the socket shares the origin. */
export function websocketUrl(origin: string): string {
  const url = new URL(WEBSOCKET_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Issue 25: where websockets are blocked the client falls back, in this order, to HTTP
 * streaming and then SSE, all on the page's origin; their commands go up by `/emulation`.
 */
export function realtimeTransports(origin: string) {
  const at = (path: string) => new URL(path, origin).toString();
  return {
    transports: [
      { transport: 'websocket' as const, endpoint: websocketUrl(origin) },
      { transport: 'http_stream' as const, endpoint: at('/connection/http_stream') },
      { transport: 'sse' as const, endpoint: at('/connection/sse') },
    ],
    emulationEndpoint: at('/emulation'),
  };
}

/** getToken of the connection: a visitor gets one too (sub ""). */
export async function fetchConnectionToken(post: Post): Promise<string> {
  const res = await post(TOKEN_PATH);
  if (!res.ok) throw new Error(`${TOKEN_PATH} answered ${res.status}`);
  return ((await res.json()) as WebsocketTokenAnswer).token;
}

/**
 * getToken of one `$` channel: centrifuge v5 asks once per channel, so one channel per call.
 * 401 and 403 are final (shell 8: unauthorized disconnects); other failures are retried.
 */
export async function fetchSubscriptionToken(post: Post, channel: string): Promise<string> {
  const res = await post(AUTHORIZE_PATH, { channels: [channel] });
  if (res.status === 401 || res.status === 403)
    throw new UnauthorizedError(`no subscription to ${channel}`);
  if (!res.ok) throw new Error(`${AUTHORIZE_PATH} answered ${res.status}`);
  const answer = (await res.json()) as WebsocketAuthorizeAnswer;
  const token = answer.channels.find((c) => c.channel === channel)?.token;
  if (!token) throw new UnauthorizedError(`no token for ${channel}`);
  return token;
}

export type AuthStatus = 'unknown' | 'logged_in' | 'not_logged_in';

/**
 * shell 4.5: the connection reconnects with a token reset when the status becomes logged in
 * from not logged in or unknown, or becomes not logged in from logged in.
 */
export function needsTokenReset(from: AuthStatus, to: AuthStatus): boolean {
  return (
    (to === 'logged_in' && from !== 'logged_in') || (to === 'not_logged_in' && from === 'logged_in')
  );
}

export interface ListenOptions {
  /**
   * Called when the server could not replay what this tab missed (history gone, new epoch):
   * the caller refetches what the channel keeps fresh.
   */
  onResync?: () => void;
}

export interface RealtimeConnection {
  readonly client: Centrifuge;
  /**
   * Listens to a channel; several listeners share one subscription. A `$` channel takes its
   * token from /websocket/authorize. Returns the function that stops listening.
   */
  listen(
    channel: string,
    onPublication: (publication: RealtimePublication, ctx: PublicationContext) => void,
    options?: ListenOptions,
  ): () => void;
  /** Opens the socket (also done by the first setAuthStatus). */
  connect(): void;
  /** Tells the connection who the user is now; it reconnects with a new token when that changed. */
  setAuthStatus(status: AuthStatus): void;
  close(): void;
}

export interface RealtimeConnectionOptions {
  /** The page's origin; the socket and the token endpoints live there. */
  origin: string;
  post?: Post;
  /** A WebSocket constructor where there is no global one (Node tests). */
  websocket?: unknown;
  debug?: boolean;
  /** Feature flag delta_compression (domain 7, issue 25): new subscriptions ask for fossil deltas. */
  delta?: () => boolean;
}

interface Listening {
  sub: Subscription;
  listeners: Set<(publication: RealtimePublication, ctx: PublicationContext) => void>;
  resyncs: Set<() => void>;
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const post = options.post ?? browserPost();
  const { transports, emulationEndpoint } = realtimeTransports(options.origin);
  const client = new Centrifuge(transports, {
    ...REALTIME_TIMINGS,
    emulationEndpoint,
    getToken: () => fetchConnectionToken(post),
    ...(options.websocket ? { websocket: options.websocket } : {}),
    debug: options.debug ?? false,
  });
  const channels = new Map<string, Listening>();
  let auth: AuthStatus = 'unknown';

  const open = (channel: string): Listening => {
    const existing = channels.get(channel);
    if (existing) return existing;
    const sub = client.newSubscription(channel, {
      // Ask for recovery explicitly too, so a real Centrifugo namespace that allows it does it.
      recoverable: true,
      positioned: true,
      // shell 9: resubscribe delay 0.5 s to 20 s.
      minResubscribeDelay: 500,
      maxResubscribeDelay: 20_000,
      ...(options.delta?.() ? { delta: 'fossil' as const } : {}),
      ...(channel.startsWith('$')
        ? { getToken: (ctx: { channel: string }) => fetchSubscriptionToken(post, ctx.channel) }
        : {}),
    });
    const entry: Listening = { sub, listeners: new Set(), resyncs: new Set() };
    sub.on('publication', (ctx) => {
      for (const l of entry.listeners) l(ctx.data as RealtimePublication, ctx);
    });
    sub.on('subscribed', (ctx) => {
      if (ctx.wasRecovering && !ctx.recovered) for (const r of entry.resyncs) r();
    });
    sub.subscribe();
    channels.set(channel, entry);
    return entry;
  };

  return {
    client,
    listen: (channel, onPublication, listenOptions = {}) => {
      const entry = open(channel);
      entry.listeners.add(onPublication);
      const onResync = listenOptions.onResync;
      if (onResync) entry.resyncs.add(onResync);
      return () => {
        entry.listeners.delete(onPublication);
        if (onResync) entry.resyncs.delete(onResync);
        if (entry.listeners.size === 0 && channels.get(channel) === entry) {
          channels.delete(channel);
          client.removeSubscription(entry.sub);
        }
      };
    },
    connect: () => {
      if (client.state === 'disconnected') client.connect();
    },
    setAuthStatus: (status) => {
      const previous = auth;
      auth = status;
      if (needsTokenReset(previous, status)) {
        // A new identity needs a new connection token: reconnect with the token cleared.
        client.setToken('');
        if (client.state !== 'disconnected') client.disconnect();
      }
      // shell 4.5: connecting starts at unknown auth status.
      if (client.state === 'disconnected') client.connect();
    },
    close: () => {
      for (const { sub } of channels.values()) client.removeSubscription(sub);
      channels.clear();
      client.disconnect();
    },
  };
}
