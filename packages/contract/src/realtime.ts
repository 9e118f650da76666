import { z } from 'zod';
import { BONUS_KINDS } from '@sb/domain';
import { betCashoutChangedMessage, betChangedMessage } from './bets';
import {
  marketsChangedMessage,
  matchChangedMessage,
  matchStatusChangedMessage,
  providerStatusChangedMessage,
} from './catalog';
import { balanceChangedMessage } from './platform';

// Real-time wire format (channel names in ./channels): the versioned publication protocol, token
// endpoints and the internal Centrifugo-compatible server API (shell 4.5, domain 4 and 7).

/**
 * Version of the publication protocol below. Raise it when a message changes incompatibly (a
 * field removed or retyped); adding an event or an optional field keeps it.
 */
export const REALTIME_PROTOCOL_VERSION = 1;

const int = z.number().int();
const isoTime = z.string().meta({ description: 'ISO-8601 UTC' });
const id = z.union([z.string().min(1).max(64), int]);

// --- Messages of the events nothing publishes yet: the shapes the spec's entities imply, so
// the issues that publish them only fill them in (domain 3, 4).

/** `tournament_pool_changed` (public): a hunting tournament's pool grew (domain 3 initial_pool). */
export const tournamentPoolChangedMessage = z
  .object({
    tournament_id: id,
    pool_amount: int.nonnegative(),
    currency: z.string(),
    currency_subunits: int.nonnegative(),
  })
  .meta({ id: 'TournamentPoolChanged' });
export type TournamentPoolChangedMessage = z.infer<typeof tournamentPoolChangedMessage>;

/** `unread_counters_changed` (private): how many notifications the player has not read. */
export const unreadCountersChangedMessage = z
  .object({ unread: int.nonnegative() })
  .meta({ id: 'UnreadCountersChanged' });
export type UnreadCountersChangedMessage = z.infer<typeof unreadCountersChangedMessage>;

/** `notification` (private): domain 3 Notification. */
export const notificationMessage = z
  .object({
    id,
    title: z.string(),
    caption: z.string().nullable(),
    body: z.string(),
    created_at: isoTime,
    read: z.boolean(),
    type: z.string(),
    object_type: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationMessage = z.infer<typeof notificationMessage>;

/** `bonus_issued` (private): a bonus issued to the player (domain 3 Bonus kinds, Freebet issued). */
export const bonusIssuedMessage = z
  .object({
    id,
    type: z.enum(BONUS_KINDS),
    name: z.string(),
    issued: z.object({
      is_active: z.boolean(),
      currency: z.string().nullable(),
      amount: int.nullable(),
      activated_at: isoTime.nullable(),
      expired_at: isoTime.nullable(),
    }),
  })
  .meta({ id: 'BonusIssued' });
export type BonusIssuedMessage = z.infer<typeof bonusIssuedMessage>;

/** `jackpot_changed` (public, issue 21): a jackpot's pools moved (throttled per jackpot). */
export const jackpotChangedMessage = z
  .object({
    id: z.string(),
    amount: int.nonnegative(),
    currency: z.string(),
    currency_subunits: int.positive(),
    levels: z.array(
      z.object({ code: z.string(), pool_amount: int.nonnegative(), state: z.string() }),
    ),
  })
  .meta({ id: 'JackpotChanged' });
export type JackpotChangedMessage = z.infer<typeof jackpotChangedMessage>;

/** `jackpot_hit` (private, issue 21): the player hit a jackpot level (domain 3 Jackpot hit). */
export const jackpotHitMessage = z
  .object({
    id: z.string(),
    jackpot_id: z.string(),
    jackpot_name: z.string(),
    jackpot_level_name: z.string(),
    amount: int.nonnegative(),
    currency: z.string(),
    currency_subunits: int.positive(),
  })
  .meta({ id: 'JackpotHitMessage' });

// --- The protocol: every publication, event name -> channel family and message schema.
// Adding an event is one entry here (domain 4 names them).

const publicEvent = <T extends z.ZodType>(message: T) => ({ channel: 'public' as const, message });
const privateEvent = <T extends z.ZodType>(message: T) => ({
  channel: 'private' as const,
  message,
});

export const realtimeEvents = {
  match_changed: publicEvent(matchChangedMessage),
  markets_changed: publicEvent(marketsChangedMessage),
  match_status_changed: publicEvent(matchStatusChangedMessage),
  provider_status_changed: publicEvent(providerStatusChangedMessage),
  tournament_pool_changed: publicEvent(tournamentPoolChangedMessage),
  balance_changed: privateEvent(balanceChangedMessage),
  unread_counters_changed: privateEvent(unreadCountersChangedMessage),
  notification: privateEvent(notificationMessage),
  bet_changed: privateEvent(betChangedMessage),
  bet_cashout_changed: privateEvent(betCashoutChangedMessage),
  bonus_issued: privateEvent(bonusIssuedMessage),
  jackpot_changed: publicEvent(jackpotChangedMessage),
  jackpot_hit: privateEvent(jackpotHitMessage),
} as const;

type Events = typeof realtimeEvents;
/** domain 4: the real-time event names, verbatim. */
export type RealtimeEventName = keyof Events;
export type PublicEventName = {
  [K in RealtimeEventName]: Events[K]['channel'] extends 'public' ? K : never;
}[RealtimeEventName];
export type PrivateEventName = Exclude<RealtimeEventName, PublicEventName>;

const eventNames = Object.keys(realtimeEvents) as RealtimeEventName[];
export const publicEventNames = eventNames.filter(
  (name) => realtimeEvents[name].channel === 'public',
) as PublicEventName[];
export const privateEventNames = eventNames.filter(
  (name) => realtimeEvents[name].channel === 'private',
) as PrivateEventName[];
export const realtimeEventName = z.enum(eventNames as [RealtimeEventName, ...RealtimeEventName[]]);

/** The message an event carries (what a listener of that event receives). */
export type RealtimeMessage<E extends RealtimeEventName> = z.output<Events[E]['message']>;
/** What a publisher sends for an event (before any schema transform). */
export type RealtimeMessageInput<E extends RealtimeEventName> = z.input<Events[E]['message']>;

/**
 * A publication `{ event_name, message }`: a member of the union of every event, narrowed by
 * its event name (`switch (p.event_name)` gives the message its type).
 */
export type RealtimePublication<E extends RealtimeEventName = RealtimeEventName> = {
  [K in E]: { event_name: K; message: RealtimeMessage<K> };
}[E];
/** What `public:{locale}` and `public:{locale}:match:{id}` carry. */
export type PublicPublication = RealtimePublication<PublicEventName>;
/** What `$private:{locale}:{user}` carries. */
export type PrivatePublication = RealtimePublication<PrivateEventName>;
/** A publication as the server builds it. */
export type RealtimePublicationInput<E extends RealtimeEventName = RealtimeEventName> = {
  [K in E]: { event_name: K; message: RealtimeMessageInput<K> };
}[E];

/** The union as one schema: `event_name` picks the message schema. */
export const realtimePublication = z
  .discriminatedUnion(
    'event_name',
    eventNames.map((name) =>
      z.object({ event_name: z.literal(name), message: realtimeEvents[name].message }),
    ) as unknown as [
      z.ZodObject<{ event_name: z.ZodLiteral<RealtimeEventName>; message: z.ZodType }>,
      ...z.ZodObject<{ event_name: z.ZodLiteral<RealtimeEventName>; message: z.ZodType }>[],
    ],
  )
  .meta({ id: 'RealtimePublication' });

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
