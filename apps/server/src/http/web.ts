import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import next from 'next';
import { repoRoot } from '../config';
import { writeBoundariesInPlace } from './fizz';

export interface WebHandler {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Next.js app served from this process, so one origin carries the pages, the APIs and the
 * websocket (DESIGN: Addresses). In production mode it serves the prebuilt `.next`.
 */
export async function createWebHandler(options: {
  dev: boolean;
  port: number;
}): Promise<WebHandler> {
  writeBoundariesInPlace();
  const app = next({
    dev: options.dev,
    dir: path.join(repoRoot, 'apps/web'),
    hostname: 'localhost',
    port: options.port,
    // A custom Next server hooks 'upgrade' on the server of its first request and takes every
    // websocket, the push socket at /connection/websocket included. main.ts routes upgrades
    // itself (page upgrades reach `upgrade` below), so Next gets a server that never emits.
    httpServer: new EventEmitter() as Server,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  return {
    handle: (req, res) => handle(req, res),
    upgrade: (req, socket, head) => upgrade(req, socket, head),
    close: () => app.close(),
  };
}

/** Paths the API server answers; everything else is a page. */
export function isServerPath(url: string | undefined): boolean {
  const p = url ?? '/';
  return (
    p.startsWith('/api/') ||
    p === '/api' ||
    p.startsWith('/connection/') ||
    p.startsWith('/realtime/') ||
    p.startsWith('/spi/') ||
    p.startsWith('/dev/') ||
    // shell 2.9: the icon sprite, versioned by its content hash (images/icon-sprite.ts).
    /^\/icons\.svg(\?|$)/.test(p) ||
    // issue 23: the host page's embed script.
    /^\/embed\.js(\?|$)/.test(p) ||
    // shell 2.3: the casino-side deposit page is served by the platform module.
    p.startsWith('/profile/wallet/') ||
    // issue 27: so is the identity verification page.
    /^\/profile\/verification(\?|$)/.test(p)
  );
}
