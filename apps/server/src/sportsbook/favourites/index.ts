// The favourites module (domain 3, 4, 6, 7; issue 27): built by the composition root from the
// ports it states (db, the catalog's `known` and `matchStates`).
export {
  Favourites,
  FAVOURITE_TYPES,
  MAX_FAVOURITES,
  type FavouritesCatalog,
  type FavouritesDeps,
  type FavouriteType,
} from './favourites';
export { favouritesRoutes, type FavouritesRoutesDeps } from './routes';
