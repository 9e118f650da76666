import type { ReportEvent, ReportHint } from './event';

// shell 8, error-report filtering: reports are dropped for network errors, connection aborted
// and timeout codes, cancelled requests, errors flagged to skip, chunk-load errors, script-
// element errors, and errors whose stack comes from tracking or tag-manager scripts; the
// resize-observer loop message is ignored; transactions named for the 404 page are not sent.
// Each rule is one function; `dropReason` runs them in order.

/** The thrown value's own fields, whatever threw it (Error, an HTTP client's error, an Event). */
function thrown(hint: ReportHint | undefined): Record<string, unknown> {
  const e = hint?.originalException;
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>) : {};
}

/** The messages an event carries: the thrown value's, each exception's and the event's. */
function messages(event: ReportEvent, hint: ReportHint | undefined): string[] {
  const out: string[] = [];
  const t = thrown(hint);
  if (typeof t.message === 'string') out.push(t.message);
  if (typeof hint?.originalException === 'string') out.push(hint.originalException);
  if (event.message) out.push(event.message);
  for (const v of event.exception?.values ?? []) if (v.value) out.push(v.value);
  return out;
}

/** The exception type names: the thrown value's `name` and each exception's `type`. */
function names(event: ReportEvent, hint: ReportHint | undefined): string[] {
  const out: string[] = [];
  const t = thrown(hint);
  if (typeof t.name === 'string') out.push(t.name);
  for (const v of event.exception?.values ?? []) if (v.type) out.push(v.type);
  return out;
}

/** Error codes of HTTP clients (axios' names, Node's socket codes) for no answer in time. */
export const DROPPED_ERROR_CODES = ['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT'];

/** The browsers' own words for a fetch that got no answer (Chrome, Firefox, Safari, RN). */
const NETWORK_MESSAGES =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|network error)$/i;

/** No answer: offline, connection reset, aborted by the network or timed out (not a bug). */
export function isNetworkError(event: ReportEvent, hint?: ReportHint): boolean {
  const code = thrown(hint).code;
  if (typeof code === 'string' && DROPPED_ERROR_CODES.includes(code)) return true;
  if (names(event, hint).includes('NetworkError')) return true;
  return messages(event, hint).some((m) => NETWORK_MESSAGES.test(m.trim()));
}

/** A request the page itself cancelled (navigation, a newer query): nothing went wrong. */
export function isCancelledRequest(event: ReportEvent, hint?: ReportHint): boolean {
  const t = thrown(hint);
  if (t.code === 'ERR_CANCELED' || t.__CANCEL__ === true) return true;
  return names(event, hint).some((n) => n === 'AbortError' || n === 'CanceledError');
}

/** An error its thrower flagged `skipCapture` (shell 8: "unless flagged to skip capture"). */
export function isSkipFlagged(_event: ReportEvent, hint?: ReportHint): boolean {
  const t = thrown(hint);
  const meta = t.meta as Record<string, unknown> | undefined;
  return t.skipCapture === true || meta?.skipCapture === true;
}

const CHUNK_MESSAGES =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** A lazy chunk that did not load (a deploy replaced it, the network dropped): reload fixes it. */
export function isChunkLoadError(event: ReportEvent, hint?: ReportHint): boolean {
  if (names(event, hint).includes('ChunkLoadError')) return true;
  return messages(event, hint).some((m) => CHUNK_MESSAGES.test(m));
}

/**
 * A `<script>` element's load failure (its `error` Event, which the SDK reports as "Event
 * captured as ...") or the browser's opaque "Script error." of a cross-origin script.
 */
export function isScriptElementError(event: ReportEvent, hint?: ReportHint): boolean {
  const target = thrown(hint).target as { tagName?: unknown } | undefined;
  if (typeof target?.tagName === 'string' && target.tagName.toUpperCase() === 'SCRIPT') return true;
  const serialized = event.extra?.__serialized__ as { target?: unknown } | undefined;
  if (typeof serialized?.target === 'string' && /script/i.test(serialized.target)) return true;
  return messages(event, hint).some((m) => /^Script error\.?$/.test(m.trim()));
}

/** Tag managers and trackers the operator loads (shell 7.3): their bugs are not ours. */
const TRACKING_SCRIPTS =
  /googletagmanager\.com|google-analytics\.com|\/gtag\/js|\/gtm\.js|connect\.facebook\.net|static\.hotjar\.com|clarity\.ms|doubleclick\.net|analytics\.tiktok\.com|snap\.licdn\.com/i;

/** An error whose stack runs through a tracking or tag-manager script. */
export function isTrackingScriptError(event: ReportEvent): boolean {
  return (event.exception?.values ?? []).some((v) =>
    (v.stacktrace?.frames ?? []).some((f) => TRACKING_SCRIPTS.test(f.filename ?? f.abs_path ?? '')),
  );
}

/** The browsers' harmless ResizeObserver loop notice (Chrome's and Firefox's wording). */
export function isResizeObserverMessage(event: ReportEvent, hint?: ReportHint): boolean {
  return messages(event, hint).some((m) =>
    /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/.test(m),
  );
}

/** A performance transaction of the 404 page (`/404`, `/de/404`): not sent. */
export function isNotFoundTransaction(event: ReportEvent): boolean {
  return event.type === 'transaction' && /(^|\/)404$/.test(event.transaction ?? '');
}

export type DropReason =
  | 'network'
  | 'cancelled'
  | 'skip-flagged'
  | 'chunk-load'
  | 'script-element'
  | 'tracking-script'
  | 'resize-observer'
  | 'not-found-transaction';

const RULES: [DropReason, (event: ReportEvent, hint?: ReportHint) => boolean][] = [
  ['network', isNetworkError],
  ['cancelled', isCancelledRequest],
  ['skip-flagged', isSkipFlagged],
  ['chunk-load', isChunkLoadError],
  ['script-element', isScriptElementError],
  ['tracking-script', isTrackingScriptError],
  ['resize-observer', isResizeObserverMessage],
  ['not-found-transaction', isNotFoundTransaction],
];

/** Why shell 8 drops this event, or null when it is sent. */
export function dropReason(event: ReportEvent, hint?: ReportHint): DropReason | null {
  for (const [reason, rule] of RULES) if (rule(event, hint)) return reason;
  return null;
}
