import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApp } from './app';
import { composeModules, registerModules } from './compose';
import { loadConfig } from './config';
import { MissingSecretsError, SECRETS_FILE } from './secrets';
import { migrate, openDb } from './db';
import { createWebHandler, isServerPath, type WebHandler } from './http/web';
import { localeRedirect } from './http/locale-redirect';
import { pageScriptHashes } from './http/page-scripts';
import { clientAddressOf } from './http/client-address';
import { allowedOrigins } from './http/origins';
import { applyHeaders, pageHeaders, securityPolicyOf } from './http/security-headers';
import { createBroker, createRealtimeServer, loadRealtimeOptions } from './realtime';
import { seedPlatform } from './platform';
import { seedCatalog } from './sportsbook/catalog';
import { seedJackpots } from './sportsbook/jackpots';
import { seedBonuses } from './sportsbook/bonuses';
import { loadFeedSettings } from './feed';
import { loadBetsOptions } from './sportsbook/bets';
import { startServerReporting } from './reporting';
import { demoHostOrigins, startDemoHost } from './platform/embed/demo-host';
import { loadSiteConfig } from './platform/site-config';

/**
 * The listener: one process serving the API, the real-time socket and the web pages on one
 * origin. Flags: --reset (empty database first), --dev (Next in dev mode), --no-web (API only),
 * --migrate-only (migrate and seed, then exit: `npm run cluster` does it once before its processes).
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  // shell 8, 9: Sentry when SENTRY_DSN is set; nothing is sent otherwise.
  const reporter = await startServerReporting(config.reporting);
  const pgliteDir = path.join(config.dataDir, 'pglite');

  if (args.has('--reset') && !config.databaseUrl)
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  const db = await openDb({ url: config.databaseUrl, dataDir: pgliteDir });
  if (args.has('--reset') && config.databaseUrl) {
    await db.exec('drop schema public cascade; create schema public;');
  }
  const applied = await migrate(db);
  await seedCatalog(db.orm);

  // issue 23: the demo casino page that embeds us, on a second origin (development only).
  const demoHostPort = config.env === 'development' ? Number(process.env.DEMO_HOST_PORT) : NaN;
  const demoHost = Number.isInteger(demoHostPort) && demoHostPort > 0 ? demoHostPort : null;

  const realtimeOptions = loadRealtimeOptions();
  const broker = createBroker(config.redisUrl, {
    history: realtimeOptions.history,
    // In-process history survives a graceful restart, so open tabs recover what they missed.
    snapshotFile: path.join(config.dataDir, 'realtime-history.json'),
  });
  // The composition root (compose.ts) builds every module from the ports it states.
  const modules = composeModules({
    config,
    db,
    broker,
    ...(realtimeOptions.centrifugo ? { centrifugo: realtimeOptions.centrifugo } : {}),
    // The catalog applies the feed's messages; the feed leader (advisory lock) runs the engine.
    catalog: { onError: (err, what) => app.log.warn({ err }, `catalog: ${what} failed`) },
    feed: {
      settings: loadFeedSettings(),
      retention: true,
      log: {
        info: (obj, msg) => app.log.info(obj, msg),
        warn: (obj, msg) => app.log.warn(obj, msg),
        error: (obj, msg) => app.log.error(obj, msg),
      },
    },
    bets: { options: loadBetsOptions() },
    ...(demoHost && {
      platform: {
        site: {
          allowedHostOrigins: [
            ...loadSiteConfig().allowedHostOrigins,
            ...demoHostOrigins(demoHost),
          ],
        },
      },
    }),
  });
  const { feed, bets } = modules;
  await seedPlatform(modules.platform);
  await seedJackpots(modules.jackpots);
  await seedBonuses(modules.bonuses);
  if (args.has('--migrate-only')) {
    console.log(
      `  migrated and seeded ${db.describe()}${applied.length ? `: ${applied.join(', ')}` : ''}`,
    );
    modules.runtime.close();
    await broker.close();
    await db.close();
    process.exit(0);
  }
  const app = await buildApp(
    config,
    (instance) => registerModules(instance, modules, realtimeOptions),
    {
      logger: { level: config.logLevel },
      allowedHostOrigins: modules.platform.site.allowedHostOrigins,
      auth: modules.auth,
      reportError: (err, context) => reporter.capture(err, context),
    },
  );
  await app.ready();
  // Live acceptance, settlement on results and cash-out offers run in every process.
  bets.start();
  modules.bonuses.start();
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  // Leader or not: the leader seeds (first start) or resumes the schedule before we listen.
  await feed.start();

  // Server-side rendering calls the API on loopback, whatever the public origin is.
  process.env.INTERNAL_API_ORIGIN ??= `http://127.0.0.1:${config.port}`;
  let web: WebHandler | undefined;
  if (!args.has('--no-web'))
    web = await createWebHandler({ dev: args.has('--dev'), port: config.port });

  // The player's pages get the same security headers as the API, with a CSP fit for Next's
  // output (http/security-headers.ts); their inline scripts are allowed by the build's hashes.
  const dev = args.has('--dev');
  const site = modules.platform.site;
  const pages = pageHeaders(securityPolicyOf(config, site), {
    dev,
    hashes: web && !dev ? pageScriptHashes() : [],
  });
  const server = http.createServer((req, res) => {
    // The push server's HTTP transports (SSE, HTTP streaming, /emulation; issue 25).
    if (realtime.handles(req)) return realtime.handleRequest(req, res);
    if (!web || isServerPath(req.url)) return app.routing(req, res);
    applyHeaders(pages, req, res);
    const moved = localeRedirect(req.url, site.projectSettings.localeInUrlRequired);
    if (moved) return void res.writeHead(308, { location: moved }).end();
    void web.handle(req, res);
  });
  const realtime = createRealtimeServer({
    broker,
    secret: config.realtimeSecret,
    options: realtimeOptions,
    allowedOrigins: allowedOrigins(config.publicOrigin, site.allowedHostOrigins),
    clientAddress: clientAddressOf(config.trustProxy),
  });
  modules.runtime.attach({ server, realtime });
  server.on('upgrade', (req, socket, head) => {
    if (realtime.handles(req)) return realtime.handleUpgrade(req, socket, head);
    if (web && !isServerPath(req.url)) return void web.upgrade(req, socket, head);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const hostSecret = modules.platform.options.hostTokenSecret;
  if (demoHost && hostSecret) {
    await startDemoHost({
      port: demoHost,
      host: config.host,
      sportsbookOrigin: config.publicOrigin,
      secret: hostSecret,
    });
    console.log(`  demo casino embedding the sportsbook: http://localhost:${demoHost}`);
  }
  const bound = server.address();
  const listening =
    typeof bound === 'object' && bound ? `${bound.address}:${bound.port}` : String(bound);
  console.log(
    `\n  Open Sportsbook is up: ${config.publicOrigin} (listening on ${listening})\n  database ${db.describe()}, broker ${broker.kind}${config.env === 'development' ? `, secrets in ${path.join(config.dataDir, SECRETS_FILE)}` : ''}\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Graceful (issue 25): leadership first, so another process leads while this one drains;
    // websocket clients are told "shutdown" and reconnect through the proxy to another; no new
    // connection is taken (the proxy sends new requests elsewhere) and idle ones close; the
    // requests in flight finish, for SHUTDOWN_GRACE_MS at most.
    bets.stop();
    modules.bonuses.stop();
    await feed.stop();
    realtime.close();
    const drained = new Promise((r) => server.close(r));
    server.closeIdleConnections();
    const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
    await Promise.race([drained, new Promise((r) => setTimeout(r, grace).unref())]);
    server.closeAllConnections();
    await web?.close().catch(() => {});
    await app.close();
    await broker.close();
    await db.close();
    await reporter.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof MissingSecretsError ? `\n  ${err.message}\n` : err);
  process.exit(1);
});
