import type { CentrifugoTarget } from './publisher';
import { defaultHistory, type HistoryOptions } from './stream';

/** Tunables of the push server; defaults suit a laptop and a small production node alike. */
export interface RealtimeOptions {
  /**
   * Seconds between server pings. The client waits this plus its max server ping delay (10 s,
   * shell 9) before giving up, so pings arrive well inside its patience even on a busy loop.
   */
  pingIntervalS: number;
  /** No message (pong or command) for this long: the client is gone. */
  pongTimeoutMs: number;
  /** A socket that has not sent `connect` by then is closed as stale. */
  connectTimeoutMs: number;
  /** Largest client frame; a bigger one closes the socket with 1009 (shell 4.5). */
  maxMessageBytes: number;
  /** Bytes queued for a client that reads too slowly before it is dropped (it reconnects). */
  maxQueuedBytes: number;
  maxSubscriptionsPerClient: number;
  maxConnectionsPerUser: number;
  /** Open sockets from one client address (issue 17: 500 anonymous ones came in 250 ms). */
  maxConnectionsPerAddress: number;
  maxConnections: number;
  /** Commands a client may have waiting before it is told it sends too many. */
  maxPendingCommands: number;
  /** Grace after a token's expiry for the client's refresh to arrive. */
  expiredCloseDelayMs: number;
  /** Whether a socket may connect without a token (as a visitor, public channels only). */
  allowAnonymous: boolean;
  connectionTokenTtlS: number;
  subscriptionTokenTtlS: number;
  history: HistoryOptions;
  /** Frames for one client in one event-loop turn go out in one write. */
  coalesceWrites: boolean;
  /** Publish to an external Centrifugo instead of our broker (CENTRIFUGO_API_URL). */
  centrifugo: CentrifugoTarget | undefined;
}

export const defaultRealtimeOptions: RealtimeOptions = {
  pingIntervalS: 5,
  pongTimeoutMs: 15_000,
  connectTimeoutMs: 10_000,
  maxMessageBytes: 64 * 1024,
  maxQueuedBytes: 4 * 1024 * 1024,
  maxSubscriptionsPerClient: 128,
  maxConnectionsPerUser: 64,
  maxConnectionsPerAddress: 100,
  maxConnections: 100_000,
  maxPendingCommands: 256,
  expiredCloseDelayMs: 15_000,
  allowAnonymous: true,
  connectionTokenTtlS: 900,
  subscriptionTokenTtlS: 900,
  history: defaultHistory,
  coalesceWrites: true,
  centrifugo: undefined,
};

/** Reads the realtime-only environment (the shared Config keeps the secrets). */
export function loadRealtimeOptions(env: NodeJS.ProcessEnv = process.env): RealtimeOptions {
  const num = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
    return value;
  };
  const d = defaultRealtimeOptions;
  const pingIntervalS = num('REALTIME_PING_INTERVAL_S', d.pingIntervalS);
  const url = env.CENTRIFUGO_API_URL || undefined;
  if (url && !env.CENTRIFUGO_API_KEY)
    throw new Error('CENTRIFUGO_API_KEY must be set with CENTRIFUGO_API_URL');
  return {
    ...d,
    pingIntervalS,
    pongTimeoutMs: Math.max(d.pongTimeoutMs, pingIntervalS * 3000),
    maxMessageBytes: num('REALTIME_MAX_MESSAGE_BYTES', d.maxMessageBytes),
    maxSubscriptionsPerClient: num('REALTIME_MAX_SUBSCRIPTIONS', d.maxSubscriptionsPerClient),
    maxConnectionsPerUser: num('REALTIME_MAX_CONNECTIONS_PER_USER', d.maxConnectionsPerUser),
    maxConnectionsPerAddress: num(
      'REALTIME_MAX_CONNECTIONS_PER_ADDRESS',
      d.maxConnectionsPerAddress,
    ),
    maxConnections: num('REALTIME_MAX_CONNECTIONS', d.maxConnections),
    connectionTokenTtlS: num('REALTIME_TOKEN_TTL_S', d.connectionTokenTtlS),
    subscriptionTokenTtlS: num('REALTIME_TOKEN_TTL_S', d.subscriptionTokenTtlS),
    history: {
      size: num('REALTIME_HISTORY_SIZE', d.history.size),
      ttlSeconds: num('REALTIME_HISTORY_TTL_S', d.history.ttlSeconds),
      metaTtlSeconds: num('REALTIME_HISTORY_META_TTL_S', d.history.metaTtlSeconds),
      maxBytes: num('REALTIME_HISTORY_MAX_MB', d.history.maxBytes / 2 ** 20) * 2 ** 20,
      maxChannels: num('REALTIME_HISTORY_MAX_CHANNELS', d.history.maxChannels),
    },
    centrifugo: url ? { url, apiKey: env.CENTRIFUGO_API_KEY ?? '' } : undefined,
  };
}
