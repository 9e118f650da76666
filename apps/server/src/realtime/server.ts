import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Broker } from './broker';
import { RealtimeNode, type RealtimeStats } from './node';
import type { RealtimeOptions } from './options';
import { Disconnect } from './protocol';
import type { ClientSocket } from './session';
import {
  answerError,
  EMULATION_PATH,
  handleEmulation,
  HTTP_STREAM_PATH,
  openStream,
  SSE_PATH,
} from './stream-transports';

const TEXT = { binary: false } as const;

/** Where browsers connect (DESIGN: Addresses). */
export const WEBSOCKET_PATH = '/connection/websocket';

export interface RealtimeServer {
  readonly node: RealtimeNode;
  /**
   * True when the request is the push server's: the websocket, the HTTP-streaming and SSE
   * streams and `/emulation` (the caller routes other requests and upgrades elsewhere).
   */
  handles(req: IncomingMessage): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** A plain HTTP request for one of `handles`'s paths (the streams and `/emulation`). */
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  stats(): RealtimeStats;
  /** Closes every client with "shutdown" (they reconnect) and stops the timers. */
  close(): void;
}

export interface RealtimeServerOptions {
  broker: Broker;
  secret: string;
  options?: Partial<RealtimeOptions>;
  /**
   * Browser origins allowed to open the socket (the public origin and the allowed host
   * origins, http/origins.ts); a handshake from another page is refused 403. Clients that send
   * no Origin (servers, tests) are let in: only browsers send one, and they always do.
   */
  allowedOrigins?: ReadonlySet<string>;
  /** The client's address (the proxy's forwarded one when trusted), for the per-address cap. */
  clientAddress?: (req: IncomingMessage) => string;
}

const PATHS = new Set([WEBSOCKET_PATH, HTTP_STREAM_PATH, SSE_PATH, EMULATION_PATH]);
const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0];

interface Refusal {
  status: 403 | 429;
  key: string;
  message: string;
}

/** Refuses a handshake with a plain HTTP answer in the API's error shape. */
function refuse(socket: Duplex, { status, key, message }: Refusal): void {
  const body = JSON.stringify({ error: { code: status, key, message } });
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Too Many Requests'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      (status === 429 ? 'Retry-After: 10\r\n' : '') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The WebSocket transport of the push server: `ws` in noServer mode behind the app's own HTTP
 * server, so the socket shares the web origin. JSON protocol only; frames above the size limit
 * close the socket with 1009 (ws does it), which the client takes as final (shell 4.5).
 */
export function createRealtimeServer(opts: RealtimeServerOptions): RealtimeServer {
  const node = new RealtimeNode(opts.broker, opts.secret, opts.options);
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: node.options.maxMessageBytes,
    // No subprotocol is agreed: a client asking for protobuf must not be led to believe it got it.
    handleProtocols: () => false,
  });

  const batcher = node.options.coalesceWrites ? new WriteBatcher() : null;
  // issue 17, finding 5: open sockets per client address, capped (handshakes included).
  const perAddress = new Map<string, number>();
  const addressOf =
    opts.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const attach = (ws: WebSocket) => {
    const session = node.accept(new WsClientSocket(ws, batcher));
    if (!session) return;
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return session.disconnect(Disconnect.badRequest);
      session.onFrame(data.toString());
    });
    ws.on('close', () => session.onClosed());
    // ws reports protocol violations (e.g. 1009) here and closes the socket itself.
    ws.on('error', () => session.onClosed());
  };

  const originRefusal = (req: IncomingMessage): Refusal | null => {
    const origin = req.headers.origin;
    if (origin !== undefined && opts.allowedOrigins && !opts.allowedOrigins.has(origin))
      return {
        status: 403,
        key: 'error.websocket.origin_not_allowed',
        message: 'Origin not allowed',
      };
    return null;
  };
  /** Counts a held connection against its address until `closable` closes; or refuses it. */
  const holdAddress = (
    req: IncomingMessage,
    closable: { once(event: 'close', listener: () => void): unknown },
  ): Refusal | null => {
    const address = addressOf(req);
    const open = perAddress.get(address) ?? 0;
    if (open >= node.options.maxConnectionsPerAddress)
      return {
        status: 429,
        key: 'error.too_many_requests',
        message: 'Too many connections from this address',
      };
    perAddress.set(address, open + 1);
    closable.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    return null;
  };

  return {
    node,
    handles: (req) => PATHS.has(pathOf(req)!),
    handleUpgrade: (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      if (pathOf(req) !== WEBSOCKET_PATH) return void socket.destroy();
      const refusal = originRefusal(req) ?? holdAddress(req, socket);
      if (refusal) return refuse(socket, refusal);
      wss.handleUpgrade(req, socket, head, attach);
    },
    handleRequest: (req, res) => {
      // The same origin check and limits as the websocket's handshake (issue 25).
      const path = pathOf(req);
      if (path === WEBSOCKET_PATH)
        return answerError(
          res,
          426,
          'error.validation.invalid_request',
          'A websocket upgrade is expected',
        );
      const method = path === SSE_PATH ? 'GET' : 'POST';
      if (req.method !== method) {
        res.setHeader('allow', method);
        return answerError(res, 405, 'error.method_not_allowed', 'Method not allowed');
      }
      const fail = (err: unknown) => {
        if (!res.headersSent)
          answerError(res, 400, 'error.validation.invalid_request', String(err));
        else res.destroy();
      };
      const origin = originRefusal(req);
      if (origin) return answerError(res, origin.status, origin.key, origin.message);
      if (path === EMULATION_PATH) return void handleEmulation(node, req, res).catch(fail);
      const held = holdAddress(req, res);
      if (held) return answerError(res, held.status, held.key, held.message);
      void openStream(node, req, res, path === SSE_PATH ? 'sse' : 'ndjson').catch(fail);
    },
    stats: () => node.stats(),
    close: () => {
      node.close();
      wss.close();
    },
  };
}

/** A `ws` socket as the session sees it. */
class WsClientSocket implements ClientSocket {
  /** The batcher's turn of this socket's last write. */
  turn = -1;
  /** The TCP socket held corked by the batcher this turn, if any. */
  held: Socket | null = null;

  constructor(
    readonly ws: WebSocket,
    private readonly batcher: WriteBatcher | null,
  ) {}

  send(data: Buffer | string): void {
    this.batcher?.beforeWrite(this);
    // Shared frames are Buffers; the JSON protocol wants them as text frames all the same.
    this.ws.send(data, TEXT);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }
}

/**
 * Frames written to one socket in the same turn of the event loop leave in one write (as
 * Centrifugo batches its writes): the first frame of a turn goes out at once, as a bare
 * broadcast would send it; later ones wait corked for the end of the turn. A burst of
 * publications then costs two syscalls per client, not one per publication, and a server that
 * falls behind catches up instead of sinking.
 */
class WriteBatcher {
  private turn = 0;
  private held: WsClientSocket[] = [];
  private scheduled = false;

  beforeWrite(socket: WsClientSocket): void {
    if (socket.turn !== this.turn) {
      socket.turn = this.turn;
      this.schedule();
      return;
    }
    if (socket.held) return;
    // ws keeps its TCP socket private; corking it is the one thing done to it here.
    const raw = (socket.ws as unknown as { _socket?: Socket })._socket;
    if (!raw || raw.destroyed) return;
    raw.cork();
    socket.held = raw;
    this.held.push(socket);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    this.turn++;
    const held = this.held;
    this.held = [];
    for (const socket of held) {
      const raw = socket.held!;
      socket.held = null;
      raw.uncork();
    }
  };
}
