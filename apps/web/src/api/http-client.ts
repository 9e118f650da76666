import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@sb/contract';
import { reportError } from '../reporting/report-error';

// The browser's calls to our API (shell 7.1, domain 7): same origin, credentials sent, the
// CSRF double-submit header on every state-changing request, the page's language, and the
// one rule of shell 8: a 401 anywhere means the session is gone.

/** A refused request: the HTTP status and the `{ error }` body of DESIGN: Errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** A translation key of the spec (error.place_bets.invalid_odds, ...). */
    readonly key: string,
    message: string,
    readonly code: number | string = status,
    readonly details?: unknown,
    /** The exchange, attached to error reports (shell 8): response URL, response and request bodies. */
    readonly url?: string,
    readonly responseBody?: string,
    readonly requestBody?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The network failed (offline, aborted, connection reset): no answer at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'network error');
    this.name = 'NetworkError';
  }
}

let onUnauthorized: (key: string) => void = () => {};
let language = 'en';

/**
 * The session registers what a 401 does (sign out and ask for sign-in, no alert; with the key
 * of a limit that ended the session, that limit's modal instead: shell 8).
 */
export function setUnauthorizedHandler(handler: (key: string) => void): void {
  onUnauthorized = handler;
}

/** The page's locale, sent as Accept-Language so names come in the player's language. */
export function setApiLanguage(locale: string): void {
  language = locale;
}

export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : cookieValue(document.cookie, name);
}

/** A cookie's value in a `Cookie`-style list (`a=1; b=2`), decoded; the realtime client's too. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Calls whose 401 is an answer, not an expired session (sign-in with a wrong password). */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
}

/**
 * One call. Resolves with the JSON answer; rejects with ApiError (an answer with an error
 * body) or NetworkError (no answer). A 401 also runs the session-expired handler.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
    ...options.headers,
  };
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.ok) return json as T;
  const error = (json as Partial<ErrorBody> | null)?.error;
  if (res.status === 401 && !options.allowUnauthorized)
    onUnauthorized(error?.key ?? 'error.unauthorized');
  const failure = new ApiError(
    res.status,
    error?.key ?? (res.status === 401 ? 'error.unauthorized' : 'error.default.title'),
    error?.message ?? `${method} ${path} answered ${res.status}`,
    error?.code ?? res.status,
    error?.details,
    res.url || path,
    text,
    options.body,
  );
  // shell 8: a refusal is an answer the page shows; a server failure is also reported.
  if (res.status >= 500) reportError(failure);
  throw failure;
}

/** The key to show for a failed call: the answer's key, or the generic error for no answer. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.key : 'error.default.description';
}
