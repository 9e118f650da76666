import type { ReportEvent, ReportHint } from './event';

// shell 8: "For HTTP errors, the response URL, response body and request body are attached."
// Bodies are cut to a size a report can carry, and secrets a player typed never leave.

/** The longest body text attached to a report. */
export const REPORT_BODY_LIMIT = 4096;

/** Fields whose values are replaced before a body is attached (sign-in, cards, tokens). */
const SECRET_KEYS = /pass(word)?|token|secret|card|cvc|cvv|pin|authorization|cookie/i;

export function redactBody(body: unknown, depth = 0): unknown {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null)
        return cut(JSON.stringify(redactBody(parsed, depth)));
    } catch {
      // Not JSON: attached as text.
    }
    return cut(body);
  }
  if (depth > 8 || typeof body !== 'object' || body === null) return body;
  if (Array.isArray(body)) return body.map((v) => redactBody(v, depth + 1));
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      SECRET_KEYS.test(k) ? '[redacted]' : redactBody(v, depth + 1),
    ]),
  );
}

function cut(text: string): string {
  return text.length > REPORT_BODY_LIMIT ? `${text.slice(0, REPORT_BODY_LIMIT)}…` : text;
}

/** What an HTTP client's error tells about its exchange (our ApiError carries these fields). */
export interface HttpErrorFields {
  status: number;
  url: string;
  responseBody?: unknown;
  requestBody?: unknown;
}

function httpFields(e: unknown): HttpErrorFields | null {
  if (typeof e !== 'object' || e === null) return null;
  const o = e as Record<string, unknown>;
  return typeof o.status === 'number' && typeof o.url === 'string'
    ? (o as unknown as HttpErrorFields)
    : null;
}

/** The event with the HTTP exchange of its error attached (unchanged for other errors). */
export function withHttpContext<E extends ReportEvent>(event: E, hint?: ReportHint): E {
  const http = httpFields(hint?.originalException);
  if (!http) return event;
  return {
    ...event,
    extra: {
      ...event.extra,
      response_url: http.url,
      response_status: http.status,
      ...(http.responseBody !== undefined ? { response_body: redactBody(http.responseBody) } : {}),
      ...(http.requestBody !== undefined ? { request_body: redactBody(http.requestBody) } : {}),
    },
  };
}
