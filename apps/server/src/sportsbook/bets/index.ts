// The bets module's public face (issue 7): the service other parts reach as `ctx.bets`, its
// routes, and the catalog port it stands on.
export { BetsService, createBets, type CreateBetsOptions } from './service';
export { betsV2Routes, betsV3Routes } from './routes';
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
export { betsCatalogFor } from './catalog-adapter';
export { FakeCatalog, defaultBettingSettings, soccerModel, testLimits } from './testing';
