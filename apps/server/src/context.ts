import type { Config } from './config';
import type { Db } from './db';
import type { Auth } from './http/auth';
import type { Platform } from './platform';
import type { Broker, Publisher } from './realtime';
import type { BetsService } from './sportsbook/bets';
import type { Catalog } from './sportsbook/catalog';
import type { Feed } from './feed';

/**
 * What every module is built from. Modules add their service objects here as they land,
 * and call each other only through those services (DESIGN: dependencies point one way).
 */
export interface AppContext {
  config: Config;
  db: Db;
  broker: Broker;
  /** Push to browsers (realtime module). */
  publisher: Publisher;
  /** Who the caller is (installed by the platform module). */
  auth: Auth;
  /** Accounts, sessions, the wallet ledger, deposits, site config (platform module). */
  platform: Platform;
  /** Placement, acceptance, history, cash-out, settlement, share codes (bets module). */
  bets: BetsService;
  /** Sports, matches, markets and odds; applies feed messages; results hook (catalog module). */
  catalog: Catalog;
  /** The built-in live-odds engine and its trading controls (feed module). */
  feed: Feed;
  startedAt: number;
}
