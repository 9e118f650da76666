// The bonuses module (domain 1, 3, 4, 7; issue 19), combo boost first: built by the composition
// root from the ports it states (db, clock); the source of what a bet may claim and a
// participant of every placement.
export { Bonuses, type BonusesDeps } from './bonuses';
export { bonusesParticipant } from './participant';
export { bonusesAdminRoutes, bonusesRoutes, type BonusesRoutesDeps } from './routes';
export { seedBonuses } from './seed';
