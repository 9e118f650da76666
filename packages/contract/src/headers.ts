// Cookies and headers the browser deals with (shell 4.1, 7.3; domain 3). Free of zod on
// purpose: the browser bundle imports these, and the schemas stay out of it.

/**
 * The CSRF contract for the web app: every state-changing request (POST, PUT, PATCH, DELETE)
 * to /api/* that carries the session cookie, and every one under /api/platform, must send
 * the value of the readable `csrf_token` cookie back in the `X-CSRF-Token` header, from a
 * page on the public origin (the Origin header is checked when the browser sends it). The
 * server sets the cookie on any /api response that finds it missing and rotates it at
 * sign-in and sign-out, so read it from `document.cookie` right before each request.
 */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The opaque session id: HttpOnly, SameSite=Lax. In production it is Secure and named with the
 * `__Host-` prefix (`__Host-sb_session`), so no sibling subdomain can set or shadow it.
 */
export const SESSION_COOKIE = 'sb_session';
export const SECURE_COOKIE_PREFIX = '__Host-';
/** shell 7.3: set from the `stag` parameter of GET /player, 30 days. */
export const AFFILIATE_COOKIE = 'affiliate_id';
/** The visitor's country as the ingress (a proxy or CDN) sees it; it must overwrite any sent. */
export const COUNTRY_HEADER = 'x-country-code';
/**
 * Placement, deposits and cash-out take one per attempt (as Stripe's API does): a repeat gets
 * the first answer and nothing happens twice; a repeat while the first is still running gets
 * 409 `error.idempotency.in_flight` (retry); the same key with another body 422
 * `error.idempotency.key_reused`.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set to `true` on an answer that repeats a kept one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
