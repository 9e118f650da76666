// The catalog module's public face (issue 4). The composition root (compose.ts) creates it
// (createCatalog) and hands its services to those who state they need them; other modules never
// read the catalog's tables.
//
// For the bets module (its catalog port, bets/catalog-adapter.ts):
// - catalog.bettingSelections(keys, locale): exactly the outcomes of a placement, fresh, in one
//   query; getBettingMatch(id) / getBettingMatches(ids): a match with every market, its status
//   and current odds (x1000), fresh from the tables;
// - catalog.onResults(listener): results, corrections, voids and rollbacks after commit;
//   getResults(id) reads the stored ones back (a process that missed the event);
// - catalog.priceCustomBet(matchId, selections): several selections of ONE match priced
//   together from the match's model (bet builder); the pure version is `priceCustomBet` of
//   @sb/domain, given a MatchModel;
// - catalog.providerStatuses(): provider up or down (domain 4 provider status change).
export {
  createCatalog,
  type BettingMarket,
  type BettingMatch,
  type BettingOutcome,
  type Catalog,
  type CatalogDeps,
  type ResultEvent,
  type ResultListener,
  type StoredResults,
} from './catalog';
export { catalogRoutes } from './routes';
export { seedCatalog, seedSports, seedProviders, seedMarketGroups } from './seed';
export { CATALOG_LOCALES, localizedName, requestLocale } from './locale';
export { marketName, outcomeName } from './market-names';
export type { BettingSelection, BettingSelectionKey } from './betting-selections';
