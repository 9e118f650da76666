import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  verificationAnswer,
  verificationCallbackAnswer,
  verificationDecisionRequest,
  verificationIdParams,
  verificationRequest,
  verificationReview,
  verificationState,
} from '@sb/contract';
import { MAX_DOCUMENT_BYTES } from '@sb/domain';
import { z } from 'zod';
import { isAdmin } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { cspNonce, htmlRoute, securityPolicyOf } from '../../http/security-headers';
import { pagePlayer, requirePlayer } from '../accounts/session-http';
import { SIGNATURE_HEADER } from '../deposits/signature';
import { signedCallbackRoute } from '../deposits/signed-callback';
import type { Platform } from '../platform';
import { verificationPage } from './pages';
import { reviewView } from './verification';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['platform: verification'];

/**
 * The document travels base64 in JSON, the API's one body format (CSRF guard, zod, OpenAPI):
 * this route alone takes up to 4/3 of the document bound plus the details.
 */
const SUBMIT_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/** The player's identity verification and the provider's callback, under /api/platform. */
export function verificationRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player/verification',
      {
        schema: {
          tags,
          summary: "The player's identity verification: state, and why it was rejected",
          response: { 200: verificationAnswer, 401: errorBody },
        },
      },
      async (request) => platform.verification.answer((await requirePlayer(platform, request)).id),
    );

    app.post(
      '/player/verification',
      {
        bodyLimit: SUBMIT_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Submit identity details and a document (png, jpeg or pdf, base64, at most 2 MiB); the provider decides later',
          body: verificationRequest,
          response: { 200: verificationAnswer, ...refusals, 413: errorBody },
        },
      },
      async (request) =>
        platform.verification.submit((await requirePlayer(platform, request)).id, request.body),
    );

    // The provider's callback: verified on the raw bytes that were signed, as payments are.
    await app.register(
      signedCallbackRoute(
        '/verifications/sandbox/callback',
        {
          tags,
          summary: `Sandbox verification provider callback, signed in ${SIGNATURE_HEADER} as payments are`,
          response: { 200: verificationCallbackAnswer, ...refusals },
        },
        async (body, signature) => ({
          received: true as const,
          state: await platform.verification.handleCallback(body, signature),
        }),
      ),
    );
  };
}

/** The operator's side under /api/admin, behind the admin token: review and decide. */
export function verificationAdminRoutes(
  platform: Platform,
  adminToken: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdmin(request, adminToken)) throw unauthorized('Admin token required');
    });
    app.get(
      '/verifications',
      {
        schema: {
          tags: ['admin'],
          summary: 'Identity verifications by state (pending first in, first listed)',
          querystring: z.object({ state: verificationState.default('pending') }).strict(),
          response: { 200: z.array(verificationReview), 401: errorBody },
        },
      },
      async (request) => (await platform.verification.list(request.query.state)).map(reviewView),
    );
    app.get(
      '/verifications/:id/document',
      {
        schema: {
          tags: ['admin'],
          summary: 'The submitted document (png, jpeg or pdf), as a download',
          params: verificationIdParams,
          response: { 200: z.instanceof(Buffer), 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const { mime, bytes } = await platform.verification.document(request.params.id);
        return reply
          .type(mime)
          .header('content-disposition', `attachment; filename="document-${request.params.id}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
    );
    app.post(
      '/verifications/:id/decide',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Verify or reject a pending identity verification (the provider then sends nothing)',
          params: verificationIdParams,
          body: verificationDecisionRequest,
          response: { 200: verificationReview, ...refusals },
        },
      },
      async (request) =>
        reviewView(
          await platform.verification.decide(request.params.id, request.body.decision, 'operator', {
            reason: request.body.reason ?? 'rejected_by_operator',
          }),
        ),
    );
  };
}

/** The casino-side page, /profile/verification (beside the withdraw page). */
export function verificationPageRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    const html = htmlRoute(securityPolicyOf(platform.config, platform.site));
    app.get(
      '/profile/verification',
      { ...html, schema: { hide: true } },
      async (request, reply) => {
        const player = await pagePlayer(platform, request);
        const verification = player ? await platform.verification.answer(player.id) : undefined;
        const page = verificationPage({
          nonce: cspNonce(reply),
          siteName: platform.site.siteName,
          signedIn: player !== null,
          email: player?.email,
          verification,
          refresh:
            verification?.state === 'pending' &&
            platform.now() - Date.parse(verification.submittedAt!) < 60_000,
        });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      },
    );
  };
}
