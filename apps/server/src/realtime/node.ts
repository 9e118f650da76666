import { randomUUID } from 'node:crypto';
import type { Broker } from './broker';
import { Hub } from './hub';
import { defaultRealtimeOptions, type RealtimeOptions } from './options';
import { Disconnect } from './protocol';
import { Session, type ClientSocket, type SessionHost } from './session';
import { tokenKey, type TokenKey } from './tokens';

export interface RealtimeStats {
  connections: number;
  users: number;
  subscriptions: number;
  channels: number;
  deliveries: number;
}

/** Ticks per ping interval: pings and liveness checks are spread over them, not bunched. */
const TICKS_PER_INTERVAL = 10;

/**
 * The push server of one process, apart from any transport: its sessions, the hub that fans
 * publications out to them, and the clock work (pings, stale and silent clients).
 */
export class RealtimeNode implements SessionHost {
  readonly hub = new Hub();
  readonly key: TokenKey;
  readonly options: RealtimeOptions;
  readonly version = '5.0.0-sb';
  readonly id = randomUUID();
  private readonly sessions = new Set<Session>();
  /** Sessions on HTTP streams by their emulation id: where `POST /emulation` finds them. */
  private readonly emulated = new Map<string, Session>();
  private readonly buckets: Set<Session>[];
  private readonly bucketOf = new Map<Session, number>();
  private readonly perUser = new Map<string, number>();
  private nextBucket = 0;
  private tickIndex = 0;
  private readonly ticker: NodeJS.Timeout;
  private readonly unlisten: Array<() => void>;

  constructor(
    readonly broker: Broker,
    secret: string,
    options: Partial<RealtimeOptions> = {},
  ) {
    this.options = { ...defaultRealtimeOptions, ...options };
    this.key = tokenKey(secret);
    this.buckets = Array.from({ length: TICKS_PER_INTERVAL }, () => new Set<Session>());
    this.unlisten = [
      broker.on('publication', (pub) => this.hub.deliver(pub)),
      broker.on('resync', () => this.hub.resyncAll()),
    ];
    this.ticker = setInterval(
      () => this.tick(),
      (this.options.pingIntervalS * 1000) / TICKS_PER_INTERVAL,
    );
    this.ticker.unref();
  }

  now(): number {
    return Date.now();
  }

  accept(socket: ClientSocket): Session | null {
    if (this.sessions.size >= this.options.maxConnections) {
      socket.close(Disconnect.connectionLimit.code, Disconnect.connectionLimit.reason);
      return null;
    }
    const session = new Session(this, socket);
    this.sessions.add(session);
    if (session.emulationId) this.emulated.set(session.emulationId, session);
    const bucket = this.nextBucket++ % TICKS_PER_INTERVAL;
    this.buckets[bucket]!.add(session);
    this.bucketOf.set(session, bucket);
    return session;
  }

  /** Counts a connected user; false when the user already has too many connections here. */
  admit(_session: Session, user: string): boolean {
    if (user === '') return true;
    const count = this.perUser.get(user) ?? 0;
    if (count >= this.options.maxConnectionsPerUser) return false;
    this.perUser.set(user, count + 1);
    return true;
  }

  release(session: Session): void {
    if (!this.sessions.delete(session)) return;
    if (session.emulationId) this.emulated.delete(session.emulationId);
    const bucket = this.bucketOf.get(session);
    if (bucket !== undefined) this.buckets[bucket]!.delete(session);
    this.bucketOf.delete(session);
    if (session.user !== '') {
      const count = (this.perUser.get(session.user) ?? 1) - 1;
      if (count > 0) this.perUser.set(session.user, count);
      else this.perUser.delete(session.user);
    }
  }

  /** Hands an emulation request's commands to its session; false when it is not on this node. */
  emulate(sessionId: string, data: string): boolean {
    const session = this.emulated.get(sessionId);
    if (!session) return false;
    session.onFrame(data);
    return true;
  }

  /** Each tick visits one bucket: every session is pinged once per ping interval. */
  private tick(): void {
    const now = this.now();
    const bucket = this.buckets[this.tickIndex++ % TICKS_PER_INTERVAL]!;
    for (const session of bucket) {
      if (!session.connected) {
        if (now - session.openedAt > this.options.connectTimeoutMs)
          session.disconnect(Disconnect.stale);
        continue;
      }
      if (now - session.lastSeen > this.options.pongTimeoutMs) {
        session.disconnect(Disconnect.noPong);
        continue;
      }
      session.ping();
    }
  }

  stats(): RealtimeStats {
    return {
      connections: this.sessions.size,
      users: this.perUser.size,
      subscriptions: this.hub.subscriptions,
      channels: this.hub.channelCount,
      deliveries: this.hub.deliveries,
    };
  }

  /** Stops the clock and tells every client to reconnect (to another process, or to us later). */
  close(reason: { code: number; reason: string } = Disconnect.shutdown): void {
    clearInterval(this.ticker);
    for (const off of this.unlisten) off();
    for (const session of [...this.sessions]) session.disconnect(reason);
  }
}
