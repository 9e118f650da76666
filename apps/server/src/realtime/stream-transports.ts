import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RealtimeNode } from './node';
import type { ClientSocket } from './session';

// The Centrifuge protocol's HTTP-streaming and SSE transports (spec "Transports: websocket,
// http_stream, sse, sockjs, webtransport"; issue 25), for networks that block websockets: the
// official client falls back to them in the order it is given. The stream carries the server's
// replies and pushes down; the client's later commands come up by `POST /emulation`.

export const HTTP_STREAM_PATH = '/connection/http_stream';
export const SSE_PATH = '/connection/sse';
export const EMULATION_PATH = '/emulation';

/** Two framings of the JSON protocol: one reply per line, or one SSE event per reply. */
type Framing = 'ndjson' | 'sse';

/** A refusal in the API's error shape (`{ error: { code, key, message } }`). */
export function answerError(res: ServerResponse, status: number, key: string, message: string) {
  const body = JSON.stringify({ error: { code: status, key, message } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(status === 429 ? { 'retry-after': '10' } : {}),
  });
  res.end(body);
}

/** An HTTP response as the session sees it: what the session sends is written as it comes. */
export class HttpStreamSocket implements ClientSocket {
  readonly emulation = true;

  constructor(
    private readonly res: ServerResponse,
    private readonly framing: Framing,
  ) {}

  send(data: Buffer | string): void {
    if (this.res.writableEnded) return;
    const text = typeof data === 'string' ? data : data.toString();
    // A frame may hold several replies, one per line: each line is its own SSE data line
    // (the client joins them with '\n' again and splits them as it would a websocket frame).
    if (this.framing === 'ndjson') this.res.write(`${text}\n`);
    else this.res.write(`data: ${text.replaceAll('\n', '\ndata: ')}\n\n`);
  }

  /** A stream has no close code: the disconnect goes as a push, then the stream ends. */
  close(code: number, reason: string): void {
    if (this.res.writableEnded) return;
    this.send(`{"push":{"disconnect":{"code":${code},"reason":${JSON.stringify(reason)}}}}`);
    this.res.end();
  }

  get bufferedAmount(): number {
    return this.res.writableLength;
  }
}

/** The body, up to `limit` bytes; null when it is larger (the caller answers 413). */
export function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

/** True when `text` is one connect command (`{"id":N,"connect":{...}}`), as the client sends. */
export function isConnectCommand(text: string): boolean {
  let command: unknown;
  try {
    command = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof command !== 'object' || command === null) return false;
  const { id, connect } = command as { id?: unknown; connect?: unknown };
  return (
    typeof id === 'number' &&
    typeof connect === 'object' &&
    connect !== null &&
    !Array.isArray(connect)
  );
}

/**
 * Opens a stream for an admitted request: the connect command comes in the POST body
 * (http_stream) or the `cf_connect` query parameter (sse), exactly as the client sends them.
 * The response's end ends the session and the session's end ends the response.
 */
export async function openStream(
  node: RealtimeNode,
  req: IncomingMessage,
  res: ServerResponse,
  framing: Framing,
): Promise<void> {
  let connect: string | null;
  if (framing === 'sse') {
    connect = new URL(req.url ?? '', 'http://x').searchParams.get('cf_connect');
    if (connect !== null && Buffer.byteLength(connect) > node.options.maxMessageBytes)
      return answerError(res, 413, 'error.payload_too_large', 'Connect command too large');
  } else {
    connect = await readBody(req, node.options.maxMessageBytes);
    if (connect === null)
      return answerError(res, 413, 'error.payload_too_large', 'Connect command too large');
  }
  if (connect === null || !isConnectCommand(connect))
    return answerError(
      res,
      400,
      'error.validation.invalid_request',
      'A connect command is expected',
    );

  res.writeHead(200, {
    'content-type': framing === 'sse' ? 'text/event-stream' : 'application/x-ndjson',
    'cache-control': 'no-store',
    // nginx must pass each reply on at once, not buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const session = node.accept(new HttpStreamSocket(res, framing));
  if (!session) return;
  res.on('close', () => session.onClosed());
  session.onFrame(connect);
}

/**
 * `POST /emulation` `{ session, node, data }`: the commands (newline-separated JSON, as over a
 * websocket) of a session on this process. 404 tells the client to close its stream and
 * reconnect (the process restarted, or the proxy sent the request to another process).
 */
export async function handleEmulation(
  node: RealtimeNode,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readBody(req, node.options.maxMessageBytes);
  if (body === null) return answerError(res, 413, 'error.payload_too_large', 'Too large');
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    request = null;
  }
  const { session, data } = (request ?? {}) as { session?: unknown; data?: unknown };
  if (typeof session !== 'string' || typeof data !== 'string')
    return answerError(
      res,
      400,
      'error.validation.invalid_request',
      '{ session, node, data } expected',
    );
  if (!node.emulate(session, data)) return answerError(res, 404, 'error.not_found', 'No session');
  res.writeHead(204).end();
}
