// The notifications module (domain 3, 7; issue 27): built by the composition root from the
// ports it states (db, publisher, webPush), told of bets by `bets.onBet`. Web Push sends what
// it writes to the player's browsers through its `PushSender` port (issue 27).
export { createNotifications, Notifications, type NotificationsDeps } from './notifications';
export {
  notificationsAdminRoutes,
  notificationsRoutes,
  type NotificationsRoutesDeps,
} from './routes';
export {
  WebPush,
  webPushSender,
  type PushMessage,
  type PushSender,
  type PushTarget,
  type VapidKeys,
  type WebPushDeps,
} from './web-push';
