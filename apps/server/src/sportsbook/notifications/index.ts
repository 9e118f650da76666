// The notifications module (domain 3, 7; issue 27): built by the composition root from the
// ports it states (db, publisher), told of bets by `bets.onBet`.
export { createNotifications, Notifications, type NotificationsDeps } from './notifications';
export {
  notificationsAdminRoutes,
  notificationsRoutes,
  type NotificationsRoutesDeps,
} from './routes';
