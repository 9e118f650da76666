import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { PREDICTION_SPORTS } from '@sb/domain';
import { buildApp, type BuildAppOptions } from './app';
import path from 'node:path';
import { repoRoot, type Config } from './config';
import { requireVapidKeys } from './secrets';
import type { Db } from './db';
import type { Auth } from './http/auth';
import { healthRoutes } from './http/health-routes';
import { createRuntimeMetrics, type RuntimeMetrics } from './http/runtime-metrics';
import { quotaLimits } from './http/quotas';
import { createFeed, defaultFeedSettings, feedAdminRoutes, type Feed, type FeedDeps } from './feed';
import {
  createPlatform,
  limitsParticipant,
  registerPlatform,
  type CreatePlatformOptions,
  type Platform,
} from './platform';
import {
  createProtocolCheck,
  createPublisher,
  protocolCheckRoutes,
  realtimeApiRoutes,
  websocketRoutes,
  type Broker,
  type CentrifugoTarget,
  type ProtocolCheck,
  type Publisher,
  type RealtimeOptions,
} from './realtime';
import {
  betsCatalogFor,
  betsV2Routes,
  betsV3Routes,
  createBets,
  defaultBetsOptions,
  type BetsCatalog,
  type BetsOptions,
  type BetsService,
} from './sportsbook/bets';
import { catalogRoutes, createCatalog, type Catalog, type CatalogDeps } from './sportsbook/catalog';
import { Jackpots, jackpotsAdminRoutes, jackpotsRoutes } from './sportsbook/jackpots';
import {
  Verticals,
  loadVerticalFlags,
  sandboxGameRoutes,
  verticalRoutes,
  type VerticalFlags,
} from './sportsbook/verticals';
import { securityPolicyOf } from './http/security-headers';
import { chatRoutes } from './sportsbook/chat';
import {
  Bonuses,
  bonusesAdminRoutes,
  bonusesParticipant,
  bonusesRoutes,
} from './sportsbook/bonuses';
import { Favourites, favouritesRoutes } from './sportsbook/favourites';
import { Predictions, predictionsRoutes } from './sportsbook/predictions';
import {
  encodeImage,
  iconRoutes,
  imageReader,
  ImageProxy,
  imageRoutes,
  loadIconSprite,
  type IconSprite,
} from './images';
import { reportingRoutes, TUNNEL_PATH } from './reporting';
import {
  createNotifications,
  notificationsAdminRoutes,
  notificationsRoutes,
  WebPush,
  webPushSender,
  type Notifications,
} from './sportsbook/notifications';

// The composition root (issue 18): the one place that knows every module. Each module's
// factory gets only the ports it states, each routes plugin only the services it uses; no
// module imports this file. A new module (bonuses, jackpots, limits, notifications...) is one
// factory call in `composeModules` and one registration in `registerModules`.

/** The services the modules made, for the listener (main.ts) and the tests. */
export interface Modules {
  config: Config;
  db: Db;
  broker: Broker;
  /** Push to browsers (realtime module). */
  publisher: Publisher;
  /** Outside production: every publication checked against the contract's protocol. */
  protocol: ProtocolCheck | null;
  /** Who the caller is (the platform's sessions unless a test replaces it). */
  auth: Auth;
  /** Accounts, sessions, the wallet ledger, deposits, site config. */
  platform: Platform;
  /** Sports, matches, markets and odds; applies feed messages; results hook. */
  catalog: Catalog;
  /** The built-in live-odds engine and its trading controls. */
  feed: Feed;
  /** Placement, acceptance, history, cash-out, settlement, share codes; bet lifecycle events. */
  bets: BetsService;
  /** What the server tells a player outside the slip (issue 27). */
  notifications: Notifications;
  /** The same, to the player's browsers by Web Push when the site config turns it on. */
  webPush: WebPush;
  /** Prize pools fed by bets (issue 21). */
  jackpots: Jackpots;
  /** Bonus campaigns and the bonuses issued to players; combo boost first (issue 19). */
  bonuses: Bonuses;
  /** The matches, leagues and sports a player keeps (issue 27). */
  favourites: Favourites;
  /** Free-to-play score predictions, domain 7 /vote (issue 27). */
  predictions: Predictions;
  /** Horse racing, lotto, premium cricket, the arena: their providers' games (issue 23). */
  verticals: Verticals;
  /** Memory, sockets and event-loop delay for /api/health; main.ts attaches its servers. */
  runtime: RuntimeMetrics;
  startedAt: number;
}

export interface ComposeOptions {
  config: Config;
  db: Db;
  broker: Broker;
  /** Replaces the broker publisher (tests record publications with it). */
  publisher?: Publisher;
  /**
   * Check every publication against the real-time protocol (default: outside production).
   * Benchmarks turn it off to measure what production runs.
   */
  checkProtocol?: boolean;
  /** Publish to an external Centrifugo instead of our broker. */
  centrifugo?: CentrifugoTarget;
  /** Options of the token routes (composeApp; main.ts hands them to registerModules). */
  realtime?: Partial<RealtimeOptions>;
  /** Which verticals run (default: config/verticals.json). */
  verticals?: VerticalFlags;
  /** Site config and option overrides of the platform module. */
  platform?: Pick<CreatePlatformOptions, 'site' | 'options' | 'env' | 'log'>;
  /** Replaces the platform's sessions as the Auth seam of the other modules (tests). */
  auth?: Auth;
  catalog?: Pick<CatalogDeps, 'cacheTtlMs' | 'onError'>;
  /** The feed's settings (main.ts: from the environment; tests: testFeedSettings), clock, log,
   * and whether it prunes finished matches from the catalog (retention). */
  feed?: Partial<Pick<FeedDeps, 'settings' | 'clock' | 'log'>> & { retention?: boolean };
  bets?: {
    options?: BetsOptions;
    /** Replaces the catalog's betting view (tests: FakeCatalog). */
    catalog?: BetsCatalog;
    now?: () => number;
    log?: (message: string, err?: unknown) => void;
    /** Whether this process announces cash-out offers; by default the feed leader does. */
    announcesOffers?: () => boolean;
  };
  /** The predictions' clock (tests: the feed's, so its fixtures are still ahead). */
  predictions?: { now?: () => number };
  /** Web Push (issue 27): tests trust their local push service with `agent`. */
  webPush?: { agent?: Agent; concurrency?: number; allowEndpoint?: (endpoint: URL) => boolean };
}

/** Builds every module from the ports it states, in dependency order. */
export function composeModules(o: ComposeOptions): Modules {
  const { config, db, broker } = o;
  // Outside production each publication is checked against the real-time protocol (recorded
  // for GET /api/dev/realtime/protocol); production publishes without parsing anything.
  const checkProtocol = o.checkProtocol ?? config.env !== 'production';
  const protocol = checkProtocol
    ? createProtocolCheck((v) => {
        // Tests read the record; a developer's console hears of it at once.
        if (config.env === 'development')
          console.warn(`[realtime] ${v.event_name} on ${v.channel}: ${v.problem}`);
      })
    : null;
  const base = o.publisher ?? createPublisher(broker, o.centrifugo);
  const publisher = protocol ? protocol.wrap(base) : base;
  const platform = createPlatform({ config, db, publisher, ...o.platform });
  const verticals = new Verticals(o.verticals ?? loadVerticalFlags(), config.sessionSecret, () =>
    Date.now(),
  );
  const catalog = createCatalog({
    db,
    publisher,
    additionalProviders: () => verticals.flags,
    ...o.catalog,
  });
  const feed = createFeed({
    db,
    sink: catalog.apply,
    settings: o.feed?.settings ?? defaultFeedSettings,
    ...(o.feed?.clock ? { clock: o.feed.clock } : {}),
    ...(o.feed?.log ? { log: o.feed.log } : {}),
    ...(o.feed?.retention ? { prune: catalog.prune } : {}),
  });
  const bets = createBets({
    db,
    wallet: platform.wallet,
    publisher,
    catalog: o.bets?.catalog ?? betsCatalogFor({ catalog, publications: broker }),
    options: o.bets?.options ?? defaultBetsOptions,
    multiSingleBets: () => platform.site.featureFlags.multi_single_bets ?? true,
    announcesOffers: o.bets?.announcesOffers ?? (() => feed.isLeader()),
    ...(o.bets?.now ? { now: o.bets.now } : {}),
    ...(o.bets?.log ? { log: o.bets.log } : {}),
  });
  // Responsible-gambling limits refuse a stake inside the placement's transaction (issue 20).
  bets.addParticipant(
    limitsParticipant(
      platform.limits,
      (c) => platform.wallet.currency(c) ?? { code: c, subunits: 1, fiat: true },
    ),
  );
  // Jackpots feed their pools and draw inside the placement's transaction (issue 21).
  const jackpots = new Jackpots({
    db,
    wallet: platform.wallet,
    publisher,
    locales: () => platform.site.locales,
    subunitsOf: (c) => platform.wallet.currency(c)?.subunits ?? 100,
    hashSecret: config.sessionSecret,
    allowForcedHits: config.env !== 'production',
    enabled: () => platform.site.featureFlags.jackpots ?? true,
  });
  bets.addParticipant(jackpots.participant());
  // Bonuses (issue 19): what a bet may claim, checked again and counted in its transaction.
  const betsNow = o.bets?.now ?? (() => Date.now());
  const bonuses = new Bonuses({
    db,
    now: betsNow,
    wallet: platform.wallet,
    publisher,
    localeOf: (id) => platform.localeOf(id),
    locales: () => platform.site.locales,
    emailsOf: (ids) => platform.emailsOf(ids),
    isVerified: (id) => platform.verification.isVerified(id),
    log: (m, err) => console.error(m, err),
  });
  bets.setBonusSource(bonuses);
  bets.addParticipant(
    bonusesParticipant(betsNow, {
      issued: (held) => void bonuses.announceIssued(held),
      poolChanged: (campaign, currency) => bonuses.pools.changed(campaign, currency),
    }),
  );
  // Later modules hear about bets here, after commit.
  // Web Push (issue 27) is on when the site config names it (shell 3 pushNotifications);
  // production then refuses to start without the VAPID keys.
  const vapid =
    platform.site.pushNotifications?.type === 'web-push' ? requireVapidKeys(config.vapid) : null;
  const webPush = new WebPush({
    db,
    publicKey: vapid?.VAPID_PUBLIC_KEY ?? null,
    // Off, nothing is ever sent (no public key), so there is nothing to send with.
    sender: vapid
      ? webPushSender(
          {
            publicKey: vapid.VAPID_PUBLIC_KEY,
            privateKey: vapid.VAPID_PRIVATE_KEY,
            subject: config.vapidSubject,
          },
          { ...(o.webPush?.agent ? { agent: o.webPush.agent } : {}) },
        )
      : () => Promise.reject(new Error('push is off')),
    ...(o.webPush?.concurrency ? { concurrency: o.webPush.concurrency } : {}),
    ...(o.webPush?.allowEndpoint ? { allowEndpoint: o.webPush.allowEndpoint } : {}),
  });
  const notifications = createNotifications({ db, publisher, webPush });
  bets.onBet((e) => notifications.onBet(e));
  // A no-risk freebet's lost bet comes back as a freebet (bonuses README, issue 19).
  bets.onBet((e) => bonuses.onBet(e));
  // Sign-up and first-deposit freebets (issue 19, domain 3), after those commits.
  platform.onSignedUp((p) => bonuses.issueOn('sign_up', p.playerId, p.currency).then(() => {}));
  platform.onDepositSettled(async (d) => {
    if (d.status === 'succeeded' && d.first)
      await bonuses.issueOn('first_deposit', d.playerId, d.currency);
  });
  jackpots.onHit((hit) => notifications.onJackpotHit(hit));
  platform.onDepositSettled((d) =>
    notifications.onDeposit({
      ...d,
      subunits: platform.wallet.currency(d.currency)?.subunits ?? 100,
    }),
  );
  // Issue 27: a player is told, in their language, when they reach one of their money limits.
  platform.onLimitReached((r) =>
    notifications.onLimitReached({
      ...r,
      subunits: platform.wallet.currency(r.currency)?.subunits ?? 100,
    }),
  );
  const favourites = new Favourites({
    db,
    catalog: {
      known: (type, ids) => catalog.known(type, ids),
      matchStates: async (ids) =>
        new Map(
          [...(await catalog.getBettingMatches(ids))].map(([id, m]) => [
            id,
            { status: m.status, bettable: m.bettable },
          ]),
        ),
    },
  });
  const predictions = new Predictions({
    db,
    catalog: {
      match: async (id) => {
        const m = await catalog.getBettingMatch(id);
        return m?.type === 'match' && PREDICTION_SPORTS.includes(m.sportKey)
          ? { status: m.status, startTime: m.startTime.getTime() }
          : null;
      },
    },
    emails: (ids) => platform.emailsOf(ids),
    ...(o.predictions?.now ? { now: o.predictions.now } : {}),
  });
  // Scored when the match's result is committed, as bets are settled (bets/settlement.ts).
  catalog.onResults((e) => predictions.onResult(e));
  return {
    config,
    db,
    broker,
    publisher,
    protocol,
    auth: o.auth ?? platform.auth,
    platform,
    catalog,
    feed,
    bets,
    notifications,
    webPush,
    jackpots,
    bonuses,
    verticals,
    favourites,
    predictions,
    runtime: createRuntimeMetrics(),
    startedAt: Date.now(),
  };
}

/** Every module's routes, each given only the services it uses. */
export async function registerModules(
  app: FastifyInstance,
  m: Modules,
  realtime: Partial<RealtimeOptions> = {},
): Promise<void> {
  const { auth, config } = m;
  // First: its CSRF guard covers every module's state-changing routes.
  // The error-reporting tunnel (issue 23) forwards the SDK's envelopes, which carry no CSRF
  // header and do nothing for the player; it only ever reaches the configured DSN.
  await registerPlatform(app, m.platform, [TUNNEL_PATH]);
  await app.register(
    healthRoutes({
      db: m.db,
      broker: m.broker,
      startedAt: m.startedAt,
      env: config.env,
      adminToken: config.adminToken,
      runtime: m.runtime,
      feed: () => m.feed.stats(),
      limits: () => ({
        ...quotaLimits(),
        ...(realtime.maxConnectionsPerAddress !== undefined
          ? {
              realtimeMaxConnectionsPerAddress: realtime.maxConnectionsPerAddress,
              realtimeMaxConnectionsPerUser: realtime.maxConnectionsPerUser ?? 0,
              realtimeMaxConnections: realtime.maxConnections ?? 0,
              realtimeMaxSubscriptionsPerClient: realtime.maxSubscriptionsPerClient ?? 0,
              realtimeMaxMessageBytes: realtime.maxMessageBytes ?? 0,
            }
          : {}),
      }),
    }),
  );
  await app.register(
    catalogRoutes({
      catalog: m.catalog,
      db: m.db,
      auth,
      favouriteMatchIds: (playerId) => m.favourites.matchIds(playerId),
      playerSettings: (playerId) => m.bets.settingsOf(playerId),
      unreadCount: (playerId) => m.notifications.unread(playerId),
    }),
    {
      prefix: '/api/sportsbook/v2',
    },
  );
  await app.register(feedAdminRoutes({ feed: m.feed, adminToken: config.adminToken }), {
    prefix: '/api/admin',
  });
  await app.register(websocketRoutes({ auth, secret: config.realtimeSecret, options: realtime }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(betsV3Routes({ bets: m.bets, auth }), { prefix: '/api/sportsbook/v3' });
  await app.register(
    betsV2Routes({
      bets: m.bets,
      auth,
      idempotency: m.platform.idempotency,
      pushSubscriptions: m.webPush,
    }),
    { prefix: '/api/sportsbook/v2' },
  );
  await app.register(
    notificationsRoutes({ notifications: m.notifications, webPush: m.webPush, auth }),
    {
      prefix: '/api/sportsbook/v2',
    },
  );
  await app.register(
    notificationsAdminRoutes({
      notifications: m.notifications,
      recipients: (group) => m.platform.recipients(group),
      adminToken: config.adminToken,
    }),
    { prefix: '/api/admin' },
  );
  await app.register(favouritesRoutes({ favourites: m.favourites, auth }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(predictionsRoutes({ predictions: m.predictions, auth }), {
    prefix: '/api/sportsbook/v2',
  });
  app.addHook('onClose', async () => m.jackpots.close());
  app.addHook('onClose', async () => m.bonuses.stop());
  app.addHook('onClose', async () => m.runtime.close());
  await app.register(jackpotsRoutes({ jackpots: m.jackpots, auth }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(jackpotsAdminRoutes({ jackpots: m.jackpots, adminToken: config.adminToken }), {
    prefix: '/api/admin',
  });
  await app.register(bonusesRoutes({ bonuses: m.bonuses, auth }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(bonusesAdminRoutes(m.bonuses, config.adminToken), { prefix: '/api/admin' });
  await app.register(chatRoutes({ auth, secret: config.sessionSecret }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(verticalRoutes({ verticals: m.verticals, auth }), {
    prefix: '/api/sportsbook/v2',
  });
  await app.register(
    sandboxGameRoutes({
      verticals: m.verticals,
      policy: securityPolicyOf(config, m.platform.site),
    }),
  );
  await app.register(realtimeApiRoutes({ broker: m.broker, apiKey: config.realtimeApiKey }), {
    prefix: '/realtime/api',
  });
  if (m.protocol) await app.register(protocolCheckRoutes(m.protocol));
  // Icons and images (issue 23): the sprite by content version, the image proxy over our own
  // logos (read in process) and the hosts the site config lists.
  const publicDir = path.join(repoRoot, 'apps/web/public');
  let sprite: IconSprite | undefined;
  await app.register(
    iconRoutes({ sprite: () => (sprite ??= loadIconSprite(path.join(publicDir, 'icons.svg'))) }),
  );
  const proxy = new ImageProxy({
    allowedHosts: () => m.platform.site.imageHosts,
    read: imageReader({
      publicDir,
      get: async (url) => {
        const res = await app.inject({ method: 'GET', url });
        return {
          statusCode: res.statusCode,
          contentType: String(res.headers['content-type'] ?? ''),
          body: res.rawPayload,
        };
      },
    }),
    encode: encodeImage,
  });
  await app.register(imageRoutes({ proxy }), { prefix: '/api' });
  await app.register(reportingRoutes({ config: config.reporting }), { prefix: '/api' });
}

/** The modules and the HTTP app over them, ready for `inject()` or a listener. */
export async function composeApp(
  o: ComposeOptions,
  appOptions: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; modules: Modules }> {
  const modules = composeModules(o);
  const app = await buildApp(
    modules.config,
    (instance) => registerModules(instance, modules, o.realtime),
    {
      allowedHostOrigins: modules.platform.site.allowedHostOrigins,
      auth: modules.auth,
      ...appOptions,
    },
  );
  return { app, modules };
}
