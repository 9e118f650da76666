// The bets module's public face (issue 7): the service (built by the composition root from the
// ports it states: its tables, the wallet, the publisher, the catalog port, the clock), its
// routes, the catalog port it stands on, and its lifecycle events. Test kits (FakeCatalog,
// betsTestApp...) are in ./testing, which production code cannot import.
export { BetsService, createBets, type CreateBetsOptions } from './service';
export { betsV2Routes, betsV3Routes, type BetsRoutesDeps } from './routes';
export type { BetsWallet } from './deps';
export {
  BET_EVENT_TYPES,
  createBetEvents,
  type BetEvent,
  type BetEventListener,
  type BetEvents,
  type BetEventType,
  type BetOwner,
} from './events';
export type {
  BetAnnotation,
  ParticipantBet,
  ParticipantRefusal,
  PlacementParticipant,
  PlacementView,
} from './participants';
export { defaultBetsOptions, loadBetsOptions, type BetsOptions } from './options';
export type {
  BetsCatalog,
  BettingSettings,
  CustomBetMatch,
  OutcomeResultRow,
  SelectionRef,
  SelectionView,
} from './catalog-port';
export type { SettleReport } from './settlement';
export { betsCatalogFor, type BetsCatalogSources } from './catalog-adapter';
