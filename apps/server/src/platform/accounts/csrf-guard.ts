import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@sb/contract';
import { AppError } from '../../http/errors';
import type { Platform } from '../platform';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return origin === 'null' ? 'null' : null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * CSRF protection for every state-changing request (OWASP: Origin check plus a signed
 * double-submit token). It applies to requests that carry the session cookie, whatever the
 * module, and to every one under /api/platform (sign-in and sign-up too, against login CSRF).
 * Exempt: server-to-server calls that authenticate otherwise (the signed payment callback,
 * API keys and admin tokens carry no cookie) and the payment provider's own /spi API.
 */
export function installCsrfGuard(
  app: FastifyInstance,
  platform: Platform,
  exemptPaths: string[],
): void {
  const exempt = new Set(exemptPaths);
  const fresh = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || exempt.has(path)) return;
    if (!platform.sessions.tokenOf(request) && !path.startsWith('/api/platform/')) return;

    const origin = requestOrigin(request);
    if (origin !== null) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== platform.publicOrigin && origin !== own)
        throw new AppError(
          403,
          'error.csrf.origin_mismatch',
          'Requests from another site are refused',
        );
    }
    const cookie = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!platform.csrf.valid(cookie) || header !== cookie)
      throw new AppError(
        403,
        'error.csrf.invalid',
        'Missing or wrong X-CSRF-Token header: send the csrf_token cookie value back',
      );
  });

  // Any API answer hands out a token when the browser has none, so the first POST can send it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (fresh.has(request) || !request.url.startsWith('/api/')) return payload;
    if (platform.csrf.valid(request.cookies?.[CSRF_COOKIE])) return payload;
    const already = reply.getHeader('set-cookie');
    const list = Array.isArray(already) ? already : already ? [String(already)] : [];
    if (!list.some((c) => c.startsWith(`${CSRF_COOKIE}=`)))
      platform.csrf.setCookie(reply, platform.csrf.issue());
    fresh.add(request);
    return payload;
  });
}
