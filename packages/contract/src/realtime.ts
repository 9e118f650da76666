import { z } from 'zod';

// Real-time wire format (channel names in ./channels): publications, token endpoints and the internal
// Centrifugo-compatible server API (shell 4.5, domain 4 and 7).

/** domain 4: the real-time event names, verbatim. */
export const publicEventNames = [
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'tournament_pool_changed',
] as const;
export const privateEventNames = [
  'balance_changed',
  'unread_counters_changed',
  'notification',
  'bet_changed',
  'bet_cashout_changed',
  'bonus_issued',
] as const;
export const realtimeEventName = z.enum([...publicEventNames, ...privateEventNames]);
export type RealtimeEventName = z.infer<typeof realtimeEventName>;

/** Every publication is `{ event_name, message }`; the message shape belongs to its event. */
export const realtimePublication = z
  .object({ event_name: z.string().min(1).max(64), message: z.unknown() })
  .meta({ id: 'RealtimePublication' });
export type RealtimePublication<T = unknown> = { event_name: string; message: T };

// --- Token endpoints (domain 7: POST /websocket/token, POST /websocket/authorize) ---

export const websocketTokenAnswer = z
  .object({ token: z.string() })
  .meta({ id: 'WebsocketToken', description: 'Connection JWT (HS256, claims sub and exp)' });
export type WebsocketTokenAnswer = z.infer<typeof websocketTokenAnswer>;

export const websocketAuthorizeRequest = z
  .object({ channels: z.array(z.string().min(1).max(128)).min(1).max(16) })
  .strict();
export type WebsocketAuthorizeRequest = z.infer<typeof websocketAuthorizeRequest>;

export const websocketAuthorizeAnswer = z
  .object({ channels: z.array(z.object({ channel: z.string(), token: z.string() })) })
  .meta({ id: 'WebsocketAuthorize' });
export type WebsocketAuthorizeAnswer = z.infer<typeof websocketAuthorizeAnswer>;

// --- Centrifugo server HTTP API subset (publish, broadcast, batch) ---

export const streamPosition = z.object({ offset: z.number().int(), epoch: z.string() });
export type StreamPosition = z.infer<typeof streamPosition>;

/** Centrifugo replies to a failed command with `{ error: { code, message } }`. */
export const apiCommandError = z.object({ code: z.number().int(), message: z.string() });

export const apiPublishRequest = z.object({
  channel: z.string().min(1).max(128),
  data: z.unknown(),
  skip_history: z.boolean().optional(),
  idempotency_key: z.string().max(128).optional(),
});
export type ApiPublishRequest = z.infer<typeof apiPublishRequest>;

export const apiPublishResult = z.object({ result: streamPosition });

export const apiBroadcastRequest = z.object({
  channels: z.array(z.string().min(1).max(128)).min(1).max(1000),
  data: z.unknown(),
  skip_history: z.boolean().optional(),
  idempotency_key: z.string().max(128).optional(),
});
export type ApiBroadcastRequest = z.infer<typeof apiBroadcastRequest>;

const broadcastResponses = z.object({
  responses: z.array(
    z.union([z.object({ result: streamPosition }), z.object({ error: apiCommandError })]),
  ),
});
export const apiBroadcastResult = z.object({ result: broadcastResponses });

export const apiBatchRequest = z.object({
  commands: z
    .array(
      z.union([
        z.object({ publish: apiPublishRequest }).strict(),
        z.object({ broadcast: apiBroadcastRequest }).strict(),
      ]),
    )
    .min(1)
    .max(1000),
  parallel: z.boolean().optional(),
});
export type ApiBatchRequest = z.infer<typeof apiBatchRequest>;

export const apiBatchResult = z.object({
  replies: z.array(
    z.union([
      z.object({ publish: streamPosition }),
      z.object({ broadcast: broadcastResponses }),
      z.object({ error: apiCommandError }),
    ]),
  ),
});
export type ApiBatchResult = z.infer<typeof apiBatchResult>;
