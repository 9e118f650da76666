import { z } from 'zod';

// Web Push (issue 27; shell 3 pushNotifications `{ type: 'web-push' }`): the browser's
// subscription that POST /settings saves, and the server's VAPID key under /api/sportsbook/v2.
/** Longest push-service endpoint accepted; browsers' (FCM, Mozilla, Apple) are well under it. */
export const PUSH_ENDPOINT_MAX = 1_024;
const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it (W3C Push API): the push
 * service's https endpoint, the browser's P-256 public key and its auth secret (RFC 8291).
 */
export const pushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX),
    keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionWire = z.infer<typeof pushSubscription>;

/** GET /push/key: the server's VAPID public key, the browser's `applicationServerKey`; null
 * when the site config leaves push off. */
export const pushKeyAnswer = z
  .object({ data: z.object({ public_key: z.string().nullable() }) })
  .meta({ id: 'PushKeyAnswer' });
