import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Broker } from './broker';
import { RealtimeNode, type RealtimeStats } from './node';
import type { RealtimeOptions } from './options';
import { Disconnect } from './protocol';

const TEXT = { binary: false } as const;

/** Where browsers connect (DESIGN: Addresses). */
export const WEBSOCKET_PATH = '/connection/websocket';

export interface RealtimeServer {
  readonly node: RealtimeNode;
  /** True when the request is for the push socket (the caller routes other upgrades elsewhere). */
  handles(req: IncomingMessage): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): RealtimeStats;
  /** Closes every client with "shutdown" (they reconnect) and stops the timers. */
  close(): void;
}

export interface RealtimeServerOptions {
  broker: Broker;
  secret: string;
  options?: Partial<RealtimeOptions>;
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

  const attach = (ws: WebSocket) => {
    const session = node.accept({
      // Shared frames are Buffers; the JSON protocol wants them as text frames all the same.
      send: (data) => ws.send(data, TEXT),
      close: (code, reason) => ws.close(code, reason),
      get bufferedAmount() {
        return ws.bufferedAmount;
      },
    });
    if (!session) return;
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return session.disconnect(Disconnect.badRequest);
      session.onFrame(data.toString());
    });
    ws.on('close', () => session.onClosed());
    // ws reports protocol violations (e.g. 1009) here and closes the socket itself.
    ws.on('error', () => session.onClosed());
  };

  return {
    node,
    handles: (req) => (req.url ?? '').split('?')[0] === WEBSOCKET_PATH,
    handleUpgrade: (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      wss.handleUpgrade(req, socket, head, attach);
    },
    stats: () => node.stats(),
    close: () => {
      node.close();
      wss.close();
    },
  };
}
