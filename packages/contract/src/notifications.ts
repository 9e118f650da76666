import { z } from 'zod';
import { notificationMessage, unreadCountersChangedMessage } from './realtime';

// Notifications (domain 3, 7; issue 27) under /api/sportsbook/v2: the list, the unread count,
// and marking them read. The entity is the `notification` publication's message.

/** GET /notifications: the newest first, at most 50. */
export const notificationsAnswer = z.array(notificationMessage);
/** GET /notifications/counters: how many are unread. */
export const notificationCountersAnswer = unreadCountersChangedMessage;
/** POST /notifications/read: ids of the player's own notifications. */
export const notificationsReadRequest = z
  .object({
    ids: z
      .array(z.string().regex(/^[1-9][0-9]{0,15}$/))
      .min(1)
      .max(500),
  })
  .strict();
