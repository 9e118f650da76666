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

const texts = z
  .record(z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/), z.string().min(1).max(2_000))
  .refine((t) => 'en' in t, 'an English text is the fallback of every other language');

/** POST /api/admin/notifications/broadcast: to every player, or a player group (issue 27). */
export const broadcastRequest = z
  .object({
    /** Once per id: a replayed broadcast writes nothing. */
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/),
    title: texts,
    body: texts,
    /** A player group (a status id of shell 3); every player when missing. */
    group: z.string().min(1).max(64).optional(),
  })
  .strict();
export const broadcastAnswer = z.object({
  data: z.object({ recipients: z.number().int(), written: z.number().int() }),
});
