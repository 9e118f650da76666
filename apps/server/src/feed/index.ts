// The feed module's public face (issue 4): the built-in live-odds engine and the normalized
// messages it speaks (README.md). The composition root (compose.ts) hands it the catalog's sink;
// main.ts starts and stops it. Test kits (feedTestApp, testFeedSettings) are in ./testing.
export {
  createFeed,
  FEED_LEADER_LOCK,
  type Feed,
  type FeedDeps,
  type FeedLog,
  type FeedStats,
  type MatchSnapshot,
} from './engine';
export { defaultFeedSettings, loadFeedSettings, type FeedSettings } from './settings';
export type {
  BetStop,
  FeedMessage,
  FeedSink,
  Fixture,
  FixtureChange,
  FixtureCompetitor,
  MarketRef,
  MarketState,
  MatchStatusChange,
  MatchStatusCode,
  OddsChange,
  ProviderStatus,
  ResultMessage,
  Rollback,
} from './messages';
export type { TradingCommand, TradingOutcome } from './trading';
export { feedAdminRoutes } from './admin-routes';
