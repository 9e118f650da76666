// The predictions module (domain 7 GET/POST /vote; issue 27): built by the composition root
// from the ports it states (db, the catalog's match, the platform's e-mails), told of results
// by `catalog.onResults`.
export {
  Predictions,
  LEADERBOARD_SIZE,
  type MatchResult,
  type PredictionsCatalog,
  type PredictionsDeps,
} from './predictions';
export { predictionsRoutes, type PredictionsRoutesDeps } from './routes';
