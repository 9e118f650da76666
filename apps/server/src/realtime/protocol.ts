// The Centrifuge bidirectional client protocol, JSON flavour, as the `centrifuge` v5 client
// speaks it (shell 4.5): commands carry an `id` and one method object; replies echo the id;
// pushes and pings have none. Several commands or replies may share a frame, one per line.

/** Client error codes (Centrifugo "Client error codes"); replies carry them, the socket stays. */
export const ErrorCode = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  alreadySubscribed: 105,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
  expired: 110,
  tooManyRequests: 111,
  unrecoverablePosition: 112,
} as const;

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

export const errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  /** A refresh with an expired token: the client retries it with a new one (temporary). */
  tokenExpiredTemporary: { code: 109, message: 'token expired', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} satisfies Record<string, ProtocolError>;

/**
 * Disconnect codes, sent as the WebSocket close code with the reason. 3000-3499 reconnect;
 * 3500-3999 (and 4500-4999) are permanent: the client stays disconnected (shell 4.5).
 */
export const Disconnect = {
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
} as const;
export type DisconnectReason = (typeof Disconnect)[keyof typeof Disconnect];

/** Unsubscribe push codes: below 2500 the client stays unsubscribed, from 2500 it resubscribes. */
export const Unsubscribe = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const;

/** Subscribe request flags of centrifuge v5. */
export const SubscribeFlag = { channelCompaction: 1, rejectUnrecovered: 2 } as const;

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
  subs?: Record<string, unknown>;
}
export interface SubscribeRequest {
  channel: string;
  token?: string;
  recover?: boolean;
  epoch?: string;
  offset?: number;
  positioned?: boolean;
  recoverable?: boolean;
  join_leave?: boolean;
  flag?: number;
  type?: number;
  delta?: string;
}
export interface HistoryRequest {
  channel: string;
  limit?: number;
  since?: { offset: number; epoch?: string };
  reverse?: boolean;
}

/** A publication as it sits in a reply (`data` is raw JSON text, spliced in unparsed). */
export interface WirePublication {
  offset: number;
  data: string;
}

export const PING_FRAME = Buffer.from('{}');

/** `{"id":N,"<method>":<result>}`; `resultJson` is already JSON text. */
export function encodeReply(id: number, method: string, resultJson: string): string {
  return `{"id":${id},"${method}":${resultJson}}`;
}

export function encodeErrorReply(id: number, error: ProtocolError): string {
  return `{"id":${id},"error":${JSON.stringify(error)}}`;
}

export function encodePublications(pubs: readonly WirePublication[]): string {
  let out = '[';
  for (let i = 0; i < pubs.length; i++) {
    const p = pubs[i]!;
    if (i > 0) out += ',';
    out += `{"data":${p.data},"offset":${p.offset}}`;
  }
  return out + ']';
}

/** The push of one publication; built once per publication and shared by every subscriber. */
export function encodePublicationPush(channel: string, pub: WirePublication): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${pub.data},"offset":${pub.offset}}}}`;
}

export function encodeUnsubscribePush(channel: string, code: number, reason: string): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"unsubscribe":{"code":${code},"reason":${JSON.stringify(reason)}}}}`;
}
