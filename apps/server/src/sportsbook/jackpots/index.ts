// The jackpots module (domain 1, 3, 4, 7; issue 21): built by the composition root from the
// ports it states (db, wallet, publisher, site locales), a participant of every placement.
export { Jackpots, type JackpotsDeps } from './jackpots';
export type { AnnouncedHit } from './announcer';
export { jackpotsRoutes, jackpotsAdminRoutes, type JackpotsRoutesDeps } from './routes';
export { drawOf, seedHash } from '../fair-draw';
export { seedJackpots } from './seed';
