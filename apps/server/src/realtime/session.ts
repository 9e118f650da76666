import { randomUUID } from 'node:crypto';
import { parseChannel } from '@sb/contract';
import type { Broker } from './broker';
import { asciiJson, DELTA_FOSSIL, encodeDeltaPublications, encodeDeltaPush } from './delta';
import { Subscriber, type Hub, type SubscriberOwner } from './hub';
import type { RealtimeOptions } from './options';
import {
  Disconnect,
  encodeErrorReply,
  encodePublicationPush,
  encodePublications,
  encodeReply,
  encodeUnsubscribePush,
  errors,
  PING_FRAME,
  SubscribeFlag,
  Unsubscribe,
  type DisconnectReason,
  type ProtocolError,
  type WirePublication,
} from './protocol';
import { verifyConnectionToken, verifySubscriptionToken, type TokenKey } from './tokens';

/** The transport under a session: a WebSocket or an HTTP stream, a fake in unit tests. */
export interface ClientSocket {
  send(data: Buffer | string): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
  /**
   * HTTP-streaming and SSE (issue 25): the stream only goes down, so the client's later
   * commands come by `POST /emulation` naming the session and node of the connect reply.
   */
  readonly emulation?: boolean;
}

const enum State {
  Connecting,
  Connected,
  Closed,
}

type Command = Record<string, unknown> & { id?: unknown };
type Request = Record<string, unknown>;

const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
type Method = (typeof METHODS)[number];

/** Most commands one frame may carry (the client batches connect with its subscribes). */
const MAX_COMMANDS_PER_FRAME = 256;
const MAX_HISTORY_LIMIT = 100;

const isObject = (v: unknown): v is Request =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a session needs of the node that accepted it (node.ts implements it). */
export interface SessionHost {
  readonly hub: Hub;
  readonly key: TokenKey;
  readonly options: RealtimeOptions;
  readonly version: string;
  readonly broker: Broker;
  /** The node's id, for an emulation client to name in `POST /emulation`. */
  readonly id: string;
  now(): number;
  /** Counts the session in (per-user connection limit); false refuses it. */
  admit(session: Session, user: string): boolean;
  release(session: Session): void;
}

/**
 * One client connection speaking the Centrifuge protocol. Commands of a frame, and of later
 * frames, are handled strictly in order (a subscribe waits for the connect before it), while
 * pushes for live subscriptions go out as they happen.
 */
export class Session implements SubscriberOwner {
  readonly id = randomUUID();
  /** An emulation client's key to its session: known to that client only (not `client`). */
  readonly emulationId: string;
  user = '';
  private state = State.Connecting;
  private readonly subs = new Map<string, Subscriber>();
  private chain: Promise<void> | null = null;
  private pending = 0;
  private expiresAt = 0;
  private expiryTimer: NodeJS.Timeout | undefined;
  readonly openedAt: number;
  lastSeen: number;

  constructor(
    private readonly node: SessionHost,
    private readonly socket: ClientSocket,
  ) {
    this.openedAt = this.lastSeen = node.now();
    this.emulationId = socket.emulation ? randomUUID() : '';
  }

  get connected(): boolean {
    return this.state === State.Connected;
  }
  get closed(): boolean {
    return this.state === State.Closed;
  }
  get subscriptionCount(): number {
    return this.subs.size;
  }

  /** One text frame from the client: newline-separated JSON commands. */
  onFrame(text: string): void {
    if (this.state === State.Closed) return;
    this.lastSeen = this.node.now();
    // The common case, a pong: nothing to parse beyond this.
    if (text === '{}') return;
    const lines = text.split('\n');
    if (lines.length > MAX_COMMANDS_PER_FRAME) return this.disconnect(Disconnect.badRequest);
    for (const line of lines) {
      if (line.trim() === '') continue;
      let command: unknown;
      try {
        command = JSON.parse(line);
      } catch {
        return this.disconnect(Disconnect.badRequest);
      }
      if (!isObject(command)) return this.disconnect(Disconnect.badRequest);
      if (!this.enqueue(command)) return;
    }
  }

  private enqueue(command: Command): boolean {
    if (command.id === undefined && Object.keys(command).length === 0) return true; // pong
    if (this.pending >= this.node.options.maxPendingCommands) {
      this.disconnect(Disconnect.tooManyRequests);
      return false;
    }
    this.pending++;
    const run = async () => {
      try {
        if (this.state !== State.Closed) await this.handle(command);
      } catch {
        this.disconnect(Disconnect.serverError);
      } finally {
        this.pending--;
      }
    };
    this.chain = this.chain ? this.chain.then(run) : run();
    return true;
  }

  private async handle(command: Command): Promise<void> {
    const { id } = command;
    let method: Method | undefined;
    for (const m of METHODS)
      if (command[m] !== undefined) {
        method = m;
        break;
      }
    if (id === undefined) {
      // Without an id only an async message is legal; we have no handler for those.
      if (method === 'send') return;
      return this.disconnect(Disconnect.badRequest);
    }
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return this.disconnect(Disconnect.badRequest);
    if (this.state === State.Connecting && method !== 'connect')
      return this.disconnect(Disconnect.badRequest);
    if (!method) return this.replyError(id, errors.methodNotFound);
    const req = command[method];
    if (!isObject(req)) return this.replyError(id, errors.badRequest);
    switch (method) {
      case 'connect':
        return this.connect(id, req);
      case 'subscribe':
        return this.subscribe(id, req);
      case 'unsubscribe':
        return this.unsubscribe(id, req);
      case 'refresh':
        return this.refresh(id, req);
      case 'sub_refresh':
        return this.subRefresh(id, req);
      case 'history':
        return this.history(id, req);
      case 'presence':
      case 'presence_stats':
        return this.replyError(id, errors.notAvailable);
      case 'publish':
        // Only the backend publishes (server API); browsers listen.
        return this.replyError(id, errors.permissionDenied);
      case 'ping':
        return this.reply(id, 'ping', '{}');
      case 'rpc':
      case 'send':
        return this.replyError(id, errors.methodNotFound);
    }
  }

  // --- commands ---

  private async connect(id: number, req: Request): Promise<void> {
    if (this.state !== State.Connecting) return this.disconnect(Disconnect.badRequest);
    const { token } = req;
    let user = '';
    let exp: number | undefined;
    if (token !== undefined && token !== '') {
      if (typeof token !== 'string') return this.disconnect(Disconnect.badRequest);
      const verified = await verifyConnectionToken(this.node.key, token);
      if (this.closed) return;
      if (!verified.ok) {
        // Expired: the client fetches a new token and reconnects (shell 8: error 109).
        if (verified.reason === 'expired') return this.replyError(id, errors.tokenExpired);
        return this.disconnect(Disconnect.invalidToken);
      }
      user = verified.claims.sub;
      exp = verified.claims.exp;
    } else if (!this.node.options.allowAnonymous) {
      return this.disconnect(Disconnect.invalidToken);
    }
    if (!this.node.admit(this, user)) return this.disconnect(Disconnect.connectionLimit);
    this.user = user;
    this.state = State.Connected;
    const result: Record<string, unknown> = {
      client: this.id,
      version: this.node.version,
      ping: this.node.options.pingIntervalS,
      pong: true,
    };
    if (this.emulationId) {
      result.session = this.emulationId;
      result.node = this.node.id;
    }
    if (exp !== undefined) {
      result.expires = true;
      result.ttl = this.setExpiry(exp);
    }
    this.reply(id, 'connect', JSON.stringify(result));
  }

  private async refresh(id: number, req: Request): Promise<void> {
    if (typeof req.token !== 'string' || req.token === '')
      return this.replyError(id, errors.badRequest);
    const verified = await verifyConnectionToken(this.node.key, req.token);
    if (this.closed) return;
    if (!verified.ok)
      return this.disconnect(
        verified.reason === 'expired' ? Disconnect.expired : Disconnect.invalidToken,
      );
    // A token of another user on this socket is a forgery or a bug: either way, not this one's.
    if (verified.claims.sub !== this.user) return this.disconnect(Disconnect.invalidToken);
    if (verified.claims.exp === undefined) {
      this.clearExpiry();
      return this.reply(id, 'refresh', '{}');
    }
    const ttl = this.setExpiry(verified.claims.exp);
    this.reply(id, 'refresh', JSON.stringify({ client: this.id, expires: true, ttl }));
  }

  private async subscribe(id: number, req: Request): Promise<void> {
    const { channel } = req;
    if (typeof channel !== 'string' || channel === '')
      return this.replyError(id, errors.badRequest);
    if (this.subs.has(channel)) return this.replyError(id, errors.alreadySubscribed);
    if (this.subs.size >= this.node.options.maxSubscriptionsPerClient)
      return this.replyError(id, errors.limitExceeded);
    const info = parseChannel(channel);
    if (!info) return this.replyError(id, errors.unknownChannel);
    // Map and shared-poll subscriptions of centrifuge v5 are not offered.
    if (req.type !== undefined && req.type !== 0) return this.replyError(id, errors.notAvailable);

    let expiresAt = 0;
    if (info.kind === 'private') {
      // shell 4.5: `$` channels need a subscription token, and only the owner gets one.
      if (typeof req.token !== 'string' || req.token === '')
        return this.replyError(id, errors.permissionDenied);
      const verified = await verifySubscriptionToken(this.node.key, req.token);
      if (this.closed) return;
      if (!verified.ok) {
        if (verified.reason === 'expired') return this.replyError(id, errors.tokenExpired);
        return this.disconnect(Disconnect.invalidToken);
      }
      const { claims } = verified;
      if (
        claims.channel !== channel ||
        this.user === '' ||
        claims.sub !== this.user ||
        info.userId !== this.user
      )
        return this.replyError(id, errors.permissionDenied);
      expiresAt = claims.exp ?? 0;
    }

    const recover = req.recover === true;
    const since = recover
      ? {
          offset: typeof req.offset === 'number' && req.offset > 0 ? req.offset : 0,
          epoch: typeof req.epoch === 'string' ? req.epoch : '',
        }
      : undefined;

    // Fossil delta (issue 25). Another format is not an error: the subscription goes on
    // without delta, as Centrifugo's does, and the client reads plain publications.
    const delta = req.delta === DELTA_FOSSIL;

    // Listen before reading the stream, buffering, so nothing published meanwhile falls between.
    const sub = new Subscriber(this, channel, delta);
    this.subs.set(channel, sub);
    this.node.hub.add(sub);
    let read;
    try {
      read = await this.node.broker.read(channel, since);
    } catch {
      this.dropSubscriber(sub);
      return this.replyError(id, errors.internal);
    }
    if (this.subs.get(channel) !== sub || this.closed) return;

    const flag = typeof req.flag === 'number' ? req.flag : 0;
    if (recover && !read.complete && flag & SubscribeFlag.rejectUnrecovered) {
      this.dropSubscriber(sub);
      return this.replyError(id, errors.unrecoverablePosition);
    }

    const result: Record<string, unknown> = {
      recoverable: true,
      positioned: true,
      epoch: read.position.epoch,
      offset: read.position.offset,
    };
    let publications: WirePublication[] = [];
    if (recover) {
      result.was_recovering = true;
      result.recovered = read.complete;
      if (read.complete && read.publications.length > 0) {
        publications = read.publications;
        // The client moves from here through each recovered publication to the top.
        result.offset = since!.offset;
      }
    }
    if (expiresAt) {
      result.expires = true;
      result.ttl = this.scheduleSubscriptionExpiry(sub, expiresAt);
    }
    if (delta) result.delta = true;
    sub.epoch = read.position.epoch;
    sub.offset = read.position.offset;
    // Recovered publications go full; the last one is the base of the next delta.
    sub.hasBase = delta && publications.at(-1)?.offset === sub.offset;
    let json = JSON.stringify(result);
    if (publications.length)
      json = `${json.slice(0, -1)},"publications":${(delta ? encodeDeltaPublications : encodePublications)(publications)}}`;
    this.reply(id, 'subscribe', json);
    this.goLive(sub);
  }

  /** Sends what arrived while the subscribe was in flight, then lets the hub push directly. */
  private goLive(sub: Subscriber): void {
    const buffered = sub.buffer ?? [];
    sub.buffer = null;
    if (sub.overflow) return this.lostPosition(sub);
    for (const pub of buffered) {
      const verdict = sub.accept(pub);
      if (verdict === 'lost') return this.lostPosition(sub);
      if (verdict !== 'send') continue;
      if (!sub.delta) this.push(Buffer.from(encodePublicationPush(sub.channel, pub)));
      else {
        // Rare (a publication during the subscribe): full, and the base of the next delta.
        this.push(
          Buffer.from(encodeDeltaPush(sub.channel, pub.offset, asciiJson(pub.data), false)),
        );
        sub.hasBase = true;
      }
    }
  }

  private unsubscribe(id: number, req: Request): void {
    if (typeof req.channel !== 'string') return this.replyError(id, errors.badRequest);
    const sub = this.subs.get(req.channel);
    if (sub) this.dropSubscriber(sub);
    this.reply(id, 'unsubscribe', '{}');
  }

  private async subRefresh(id: number, req: Request): Promise<void> {
    const { channel, token } = req;
    if (typeof channel !== 'string' || typeof token !== 'string' || token === '')
      return this.replyError(id, errors.badRequest);
    const sub = this.subs.get(channel);
    if (!sub) return this.replyError(id, errors.permissionDenied);
    const verified = await verifySubscriptionToken(this.node.key, token);
    if (this.closed) return;
    if (!verified.ok) {
      // Temporary: the client asks its getToken again after 5-10 s (shell 9).
      if (verified.reason === 'expired') return this.replyError(id, errors.tokenExpiredTemporary);
      return this.disconnect(Disconnect.invalidToken);
    }
    if (verified.claims.channel !== channel || verified.claims.sub !== this.user)
      return this.replyError(id, errors.permissionDenied);
    if (this.subs.get(channel) !== sub) return this.replyError(id, errors.permissionDenied);
    if (verified.claims.exp === undefined) {
      clearTimeout(sub.expiryTimer);
      sub.expiresAt = 0;
      return this.reply(id, 'sub_refresh', '{}');
    }
    const ttl = this.scheduleSubscriptionExpiry(sub, verified.claims.exp);
    this.reply(id, 'sub_refresh', JSON.stringify({ expires: true, ttl }));
  }

  private async history(id: number, req: Request): Promise<void> {
    const { channel } = req;
    if (typeof channel !== 'string') return this.replyError(id, errors.badRequest);
    const info = parseChannel(channel);
    if (!info) return this.replyError(id, errors.unknownChannel);
    // A private channel's history is its subscriber's only.
    if (info.kind === 'private' && !this.subs.has(channel))
      return this.replyError(id, errors.permissionDenied);
    const limit =
      typeof req.limit === 'number' && req.limit !== 0
        ? Math.min(req.limit < 0 ? MAX_HISTORY_LIMIT : req.limit, MAX_HISTORY_LIMIT)
        : 0;
    const since = isObject(req.since) ? req.since : undefined;
    let read;
    try {
      read = await this.node.broker.latest(channel, since ? this.node.options.history.size : limit);
    } catch {
      return this.replyError(id, errors.internal);
    }
    if (this.closed) return;
    let pubs = read.publications;
    if (since) {
      const sinceEpoch = typeof since.epoch === 'string' ? since.epoch : '';
      const sinceOffset = typeof since.offset === 'number' ? since.offset : 0;
      if (sinceEpoch !== '' && sinceEpoch !== read.position.epoch)
        return this.replyError(id, errors.unrecoverablePosition);
      pubs = pubs.filter((p) => p.offset > sinceOffset).slice(0, limit);
    }
    if (req.reverse === true) pubs = [...pubs].reverse();
    this.reply(
      id,
      'history',
      `{"publications":${encodePublications(pubs)},"epoch":${JSON.stringify(read.position.epoch)},"offset":${read.position.offset}}`,
    );
  }

  // --- expiry ---

  /** Arms the connection's expiry; returns the ttl (seconds) the client refreshes after. */
  private setExpiry(exp: number): number {
    this.clearExpiry();
    this.expiresAt = exp;
    const ttlMs = Math.max(0, exp * 1000 - this.node.now());
    this.expiryTimer = setTimeout(() => {
      if (this.expiresAt === exp) this.disconnect(Disconnect.expired);
    }, ttlMs + this.node.options.expiredCloseDelayMs);
    this.expiryTimer.unref();
    return Math.max(1, Math.floor(ttlMs / 1000));
  }

  private clearExpiry(): void {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    this.expiresAt = 0;
  }

  private scheduleSubscriptionExpiry(sub: Subscriber, exp: number): number {
    clearTimeout(sub.expiryTimer);
    sub.expiresAt = exp;
    const ttlMs = Math.max(0, exp * 1000 - this.node.now());
    sub.expiryTimer = setTimeout(() => {
      if (sub.expiresAt !== exp || this.subs.get(sub.channel) !== sub) return;
      // The client resubscribes and, its token being stale, asks getToken for a new one.
      this.dropSubscriber(sub);
      this.send(
        encodeUnsubscribePush(sub.channel, Unsubscribe.expired.code, Unsubscribe.expired.reason),
      );
    }, ttlMs + this.node.options.expiredCloseDelayMs);
    sub.expiryTimer.unref();
    return Math.max(1, Math.floor(ttlMs / 1000));
  }

  // --- output ---

  /** A publication frame shared with other subscribers. */
  push(frame: Buffer): void {
    if (this.state === State.Closed) return;
    // A client that can't keep up is dropped rather than buffered without bound; it reconnects
    // and recovers from history.
    if (this.socket.bufferedAmount > this.node.options.maxQueuedBytes)
      return this.disconnect(Disconnect.slow);
    this.socket.send(frame);
  }

  ping(): void {
    this.push(PING_FRAME);
  }

  /** The client's position in a channel can't be trusted: it resubscribes and recovers. */
  lostPosition(sub: Subscriber): void {
    if (this.subs.get(sub.channel) !== sub) return;
    this.dropSubscriber(sub);
    this.send(
      encodeUnsubscribePush(
        sub.channel,
        Unsubscribe.insufficientState.code,
        Unsubscribe.insufficientState.reason,
      ),
    );
  }

  private send(text: string): void {
    if (this.state === State.Closed) return;
    this.socket.send(text);
  }

  private reply(id: number, method: string, resultJson: string): void {
    this.send(encodeReply(id, method, resultJson));
  }

  private replyError(id: number, error: ProtocolError): void {
    this.send(encodeErrorReply(id, error));
  }

  private dropSubscriber(sub: Subscriber): void {
    clearTimeout(sub.expiryTimer);
    if (this.subs.get(sub.channel) === sub) this.subs.delete(sub.channel);
    this.node.hub.remove(sub);
  }

  // --- teardown ---

  disconnect(reason: DisconnectReason | { code: number; reason: string }): void {
    if (this.state === State.Closed) return;
    this.cleanup();
    try {
      this.socket.close(reason.code, reason.reason);
    } catch {
      // The socket is already gone.
    }
  }

  /** The transport closed by itself. */
  onClosed(): void {
    if (this.state !== State.Closed) this.cleanup();
  }

  private cleanup(): void {
    this.state = State.Closed;
    this.clearExpiry();
    for (const sub of this.subs.values()) {
      clearTimeout(sub.expiryTimer);
      this.node.hub.remove(sub);
    }
    this.subs.clear();
    this.node.release(this);
  }
}
