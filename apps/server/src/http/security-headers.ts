import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyHelmetRouteOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** The helmet options this policy uses (helmet's own type is a union its spreads do not fit). */
export interface HeaderOptions {
  contentSecurityPolicy: { useDefaults: false; directives: Record<string, Source[] | null> };
  strictTransportSecurity: false | { maxAge: number; includeSubDomains: boolean };
  xContentTypeOptions: true;
  referrerPolicy: { policy: 'no-referrer' | 'strict-origin-when-cross-origin' };
  crossOriginOpenerPolicy: { policy: 'same-origin' | 'same-origin-allow-popups' };
  crossOriginResourcePolicy: { policy: 'same-origin' | 'same-site' | 'cross-origin' };
  xFrameOptions: false | { action: 'deny' | 'sameorigin' };
}

export const helmetOptions = (options: HeaderOptions) => options as unknown as HelmetOptions;

/** Sets the headers of `options` on a raw answer, and `Permissions-Policy`. */
export function applyHeaders(
  options: HeaderOptions,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  helmet(helmetOptions(options))(req, res, () => {});
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
}

/**
 * The security headers of every answer (issue 17, finding 4), as options of `helmet`: the
 * Fastify plugin (@fastify/helmet) applies them to the API and the server's own HTML pages, and
 * the same library wraps Next's handler for the player's pages (main.ts), so one policy holds
 * everywhere. Hand-written: only `Permissions-Policy`, which helmet does not set.
 */
export interface SecurityPolicy {
  production: boolean;
  /** The origin players use; its websocket origin goes into `connect-src`. */
  publicOrigin: string;
  /** Pages that may frame ours (site config `allowedHostOrigins`, the embedding hosts). */
  allowedHostOrigins: string[];
  /** The error-reporting service the browser posts to without a tunnel (issue 23), if any. */
  reportingOrigin?: string | null;
  /** The tag manager's script and its tags' origins (site config `tagManager`, issue 23). */
  trackingOrigins?: string[];
}

export function securityPolicyOf(
  config: {
    env: string;
    publicOrigin: string;
    reporting?: { browserDsn: string | null; tunnel: boolean };
  },
  site: {
    allowedHostOrigins: string[];
    tagManager?: { scriptUrl: string; origins: string[] } | null;
  },
): SecurityPolicy {
  const tags = site.tagManager;
  return {
    trackingOrigins: tags ? [...new Set([new URL(tags.scriptUrl).origin, ...tags.origins])] : [],
    production: config.env === 'production',
    publicOrigin: config.publicOrigin,
    allowedHostOrigins: site.allowedHostOrigins,
    reportingOrigin:
      config.reporting?.browserDsn && !config.reporting.tunnel
        ? originOf(config.reporting.browserDsn)
        : null,
  };
}

/** A URL's origin (a DSN's carries its key as user info: dropped), or null. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Powerful features no page of ours uses; payment stays open to our own (the deposit widget). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/** At least six months (Mozilla Observatory); no includeSubDomains: the operator's other hosts are theirs. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

function common(policy: SecurityPolicy): Omit<HeaderOptions, 'contentSecurityPolicy'> {
  return {
    strictTransportSecurity: policy.production
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false }
      : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The hosts may frame our pages; X-Frame-Options cannot name them, frame-ancestors can.
    xFrameOptions: policy.allowedHostOrigins.length ? false : { action: 'sameorigin' },
  };
}

const frameAncestors = (policy: SecurityPolicy) => ["'self'", ...policy.allowedHostOrigins];

/** The push socket on the public origin (CSP3 lets 'self' cover it; older engines need it named). */
function socketOrigin(policy: SecurityPolicy): string[] {
  try {
    const url = new URL(policy.publicOrigin);
    return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/** JSON answers: nothing may load, run or frame them. */
export function apiHeaders(policy: SecurityPolicy): HeaderOptions {
  return {
    ...common(policy),
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  };
}

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The per-answer nonce of a server-rendered page's inline scripts (made when the CSP is). */
export function cspNonce(reply: FastifyReply | ServerResponse): string {
  const res = ('raw' in reply ? reply.raw : reply) as WithNonce;
  res[NONCE] ??= randomBytes(16).toString('base64');
  return res[NONCE];
}

/**
 * The server's own HTML pages (the deposit pages, the dev outbox): their inline scripts carry
 * a nonce per answer; styles may be inline (the payment widget writes its own).
 */
export function htmlHeaders(policy: SecurityPolicy): HeaderOptions {
  return {
    ...common(policy),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as ServerResponse)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors(policy),
        upgradeInsecureRequests: policy.production ? [] : null,
      },
    },
  };
}

/** Route options of a server-rendered HTML page: `{ ...htmlRoute(policy), schema }`. */
export const htmlRoute = (policy: SecurityPolicy): FastifyHelmetRouteOptions => ({
  helmet: htmlHeaders(policy) as unknown as FastifyHelmetRouteOptions['helmet'],
});

export interface PageScripts {
  /** `'sha256-...'` of every inline script the build's pages carry (Next's chunk bootstrap). */
  hashes: string[];
  /** Next in dev mode: hot reloading evaluates code, so scripts cannot be pinned down. */
  dev: boolean;
}

/**
 * The player's pages, rendered by Next. The home page is regenerated static HTML shared by
 * every visitor, so a per-request nonce cannot be in it: inline scripts are allowed by hash
 * (http/page-scripts.ts computes them from the build). Styles may be inline (React `style`
 * attributes, the operator's theme).
 */
export function pageHeaders(policy: SecurityPolicy, scripts: PageScripts): HeaderOptions {
  return {
    ...common(policy),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scripts.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", ...scripts.hashes, ...(policy.trackingOrigins ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Operators' logos and banners may live on a CDN.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...socketOrigin(policy),
          ...(policy.reportingOrigin ? [policy.reportingOrigin] : []),
          ...(policy.trackingOrigins ?? []),
        ],
        frameSrc: ["'self'", ...(policy.trackingOrigins ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors(policy),
        upgradeInsecureRequests: policy.production ? [] : null,
      },
    },
  };
}
