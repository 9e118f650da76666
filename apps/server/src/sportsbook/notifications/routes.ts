import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  broadcastAnswer,
  broadcastRequest,
  errorBody,
  notificationCountersAnswer,
  notificationsAnswer,
  notificationsReadRequest,
  pushKeyAnswer,
} from '@sb/contract';
import { isAdmin, type Auth } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import type { Notifications } from './notifications';
import type { WebPush } from './web-push';

/** What the notifications routes use: the service and who is calling. */
export interface NotificationsRoutesDeps {
  notifications: Notifications;
  webPush: Pick<WebPush, 'publicKey'>;
  auth: Auth;
}

const tags = ['sportsbook: notifications'];

/** domain 7 notifications calls, mounted under /api/sportsbook/v2; a player's own only. */
export function notificationsRoutes(deps: NotificationsRoutesDeps): FastifyPluginAsyncZod {
  const player = async (request: Parameters<Auth['currentPlayer']>[0]) => {
    const who = await deps.auth.currentPlayer(request);
    if (!who) throw unauthorized();
    return { playerId: Number(who.id), locale: who.locale };
  };
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'The player’s notifications, newest first (at most 50)',
          response: { 200: notificationsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.notifications.list((await player(request)).playerId),
    );
    app.get(
      '/notifications/counters',
      {
        schema: {
          tags,
          summary: 'How many notifications the player has not read',
          response: { 200: notificationCountersAnswer, 401: errorBody },
        },
      },
      async (request) => ({
        unread: await deps.notifications.unread((await player(request)).playerId),
      }),
    );
    app.post(
      '/notifications/read',
      {
        schema: {
          tags,
          summary: 'Marks notifications read (ids of other players’ are ignored)',
          body: notificationsReadRequest,
          response: { 200: notificationCountersAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        unread: await deps.notifications.markRead(
          await player(request),
          request.body.ids.map(Number),
        ),
      }),
    );
    app.get(
      '/push/key',
      {
        schema: {
          tags,
          summary:
            'The VAPID public key a browser subscribes to Web Push with (null: push is off); the subscription goes to POST /settings',
          response: { 200: pushKeyAnswer },
        },
      },
      async () => ({ data: { public_key: deps.webPush.publicKey } }),
    );
    app.post(
      '/notifications/read-all',
      {
        schema: {
          tags,
          summary: 'Marks every notification of the player read',
          response: { 200: notificationCountersAnswer, 401: errorBody },
        },
      },
      async (request) => ({
        unread: await deps.notifications.markRead(await player(request), 'all'),
      }),
    );
  };
}

/** The operator's broadcast under /api/admin, behind the admin token (issue 27). */
export function notificationsAdminRoutes(ctx: {
  notifications: Notifications;
  recipients: (group?: string) => Promise<{ playerId: number; locale: string }[]>;
  adminToken: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdmin(request, ctx.adminToken)) throw unauthorized('Admin token required');
    });
    app.post(
      '/notifications/broadcast',
      {
        schema: {
          tags: ['admin'],
          summary: 'A notification to every player or a player group, in their language',
          body: broadcastRequest,
          response: { 200: broadcastAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const b = request.body;
        const recipients = await ctx.recipients(b.group);
        return {
          data: await ctx.notifications.broadcast(
            { id: b.id, titles: b.title, bodies: b.body },
            recipients,
          ),
        };
      },
    );
  };
}
