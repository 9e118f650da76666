import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Modules } from '../compose';
import type { Db } from '../db';
import type { Auth, PlayerIdentity } from '../http/auth';
import { testApp } from '../test/harness';
import type { Broker } from './broker';
import type { RealtimeOptions } from './options';
import { allowedOrigins } from '../http/origins';
import { clientAddressOf } from '../http/client-address';
import type { Publication, Publisher } from './publisher';
import { createRealtimeServer, type RealtimeServer } from './server';

/** Test players are named by a header, standing in for the platform's session cookie. */
export const TEST_PLAYER_HEADER = 'x-test-player';

export const headerAuth: Auth = {
  currentPlayer: async (request: FastifyRequest): Promise<PlayerIdentity | null> => {
    const id = request.headers[TEST_PLAYER_HEADER];
    return typeof id === 'string' && id ? { id, locale: 'en', pve: false } : null;
  },
};

export interface TestRealtime {
  app: FastifyInstance;
  ctx: Modules;
  realtime: RealtimeServer;
  origin: string;
  wsUrl: string;
  port: number;
  /** Stops the socket server and the HTTP listener (not the broker, which the caller owns). */
  close(): Promise<void>;
}

/** The app and the push socket on one loopback port, as main.ts serves them. */
export async function startTestRealtime(opts: {
  db: Db;
  broker: Broker;
  options?: Partial<RealtimeOptions>;
  port?: number;
}): Promise<TestRealtime> {
  const { app, ctx } = await testApp(opts.db, opts.broker, { auth: headerAuth });
  const realtime = createRealtimeServer({
    broker: opts.broker,
    secret: ctx.config.realtimeSecret,
    options: opts.options,
    allowedOrigins: allowedOrigins(ctx.config.publicOrigin, ctx.platform.site.allowedHostOrigins),
    clientAddress: clientAddressOf(ctx.config.trustProxy),
  });
  const server = http.createServer((req, res) =>
    realtime.handles(req) ? realtime.handleRequest(req, res) : app.routing(req, res),
  );
  // /api/health counts this server's sockets and clients, as main.ts's.
  ctx.runtime.attach({ server, realtime });
  server.on('upgrade', (req, socket, head) => {
    if (realtime.handles(req)) return realtime.handleUpgrade(req, socket, head);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    ctx,
    realtime,
    port,
    origin: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    close: async () => {
      realtime.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await app.close();
    },
  };
}

/** Resolves when `predicate` holds, polling; rejects after `ms`. */
export async function eventually(
  predicate: () => boolean,
  ms = 5000,
  what = 'condition',
): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Publishes any `{ event_name, message }`: the transport tests are about delivery, recovery and
 * limits, not about the protocol's messages (the publisher's type allows only the protocol's).
 */
export function publishAny(
  publisher: Publisher,
  channel: string,
  data: { event_name: string; message: unknown },
): ReturnType<Publisher['publish']> {
  return publisher.publish(channel, data as Publication);
}
