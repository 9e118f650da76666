import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callbackAnswer,
  createDepositAnswer,
  createDepositRequest,
  deposit as depositSchema,
  depositIdParams,
  depositsAnswer,
  errorBody,
  QUICK_DEPOSIT_STATUS,
  quickDepositStatus,
  sandboxConfirmRequest,
  sandboxPaymentAnswer,
  sandboxPaymentQuery,
} from '@sb/contract';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { idempotencyHeaders } from '../../idempotency';
import { cspNonce, htmlRoute, securityPolicyOf } from '../../http/security-headers';
import { pagePlayer, requirePlayer } from '../accounts/session-http';
import type { Platform } from '../platform';
import { phoneVerificationOf } from '../player/phone';
import { authRequiredFields, depositFieldsMissed, missingFields } from '../player/profile';
import {
  createDeposit,
  depositView,
  handleCallback,
  playerDeposit,
  playerDeposits,
} from './deposits';
import { casinoDepositPage, iframeDepositPage } from './pages';
import { SIGNATURE_HEADER } from './signature';
import { signedCallbackRoute } from './signed-callback';

const widgetSource = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'widget.js'),
  'utf8',
);
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Deposits of the casino side, under /api/platform. */
export function depositRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform: deposits'];
    app.post(
      '/deposits',
      {
        schema: {
          tags,
          summary:
            'Start a deposit; the widget pays it at the provider with clientSecret. Idempotency-Key makes a retry safe',
          body: createDepositRequest,
          headers: idempotencyHeaders,
          response: { 201: createDepositAnswer, ...refusals, 422: errorBody },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(platform, request);
        // issue 17: a retried deposit (Idempotency-Key) starts one payment, not two.
        return platform.idempotency.reply(
          request,
          reply,
          { scope: 'deposit', owner: String(player.id), body: request.body },
          async () => {
            const { deposit, clientSecret } = await createDeposit(
              platform,
              request,
              player,
              request.body,
            );
            return { statusCode: 201, body: { ...depositView(deposit), clientSecret } };
          },
        );
      },
    );

    app.get(
      '/deposits',
      {
        schema: {
          tags,
          summary: "The player's recent deposits",
          response: { 200: depositsAnswer, 401: errorBody },
        },
      },
      async (request) =>
        (await playerDeposits(platform, await requirePlayer(platform, request))).map(depositView),
    );

    app.get(
      '/deposits/:id',
      {
        schema: {
          tags,
          summary: 'One deposit and its status',
          params: depositIdParams,
          response: { 200: depositSchema, ...refusals },
        },
      },
      async (request) =>
        depositView(
          await playerDeposit(platform, await requirePlayer(platform, request), request.params.id),
        ),
    );

    // The provider's server-to-server callback: verified on the raw bytes that were signed.
    await app.register(
      signedCallbackRoute(
        '/payments/sandbox/callback',
        {
          tags,
          summary: `Sandbox provider callback, signed in ${SIGNATURE_HEADER}: t=<unix>,v1=hex(HMAC-SHA256(secret, "<t>.<body>"))`,
          response: { 200: callbackAnswer, ...refusals },
        },
        async (body, signature) => {
          const result = await handleCallback(platform, body, signature);
          return { received: true as const, status: result.status };
        },
      ),
    );
  };
}

/** Only same-origin return URLs: the page must not become an open redirect. */
function sameOriginUrl(
  platform: Platform,
  value: string | undefined,
  name: string,
): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    if (new URL(value).origin === platform.publicOrigin) return value;
  } catch {
    // falls through to the refusal
  }
  throw badRequest(
    'error.payment.return_url_not_allowed',
    `${name} must be on ${platform.publicOrigin}`,
  );
}

const iframeQuery = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Z]{3,5}$/)
      .optional(),
    locale: z.string().max(10).optional(),
    amount: z.coerce.number().int().positive().optional(),
    successUrl: z.string().max(2000).optional(),
    failureUrl: z.string().max(2000).optional(),
    pendingUrl: z.string().max(2000).optional(),
  })
  .strict();

/** The sandbox provider's script, pages and API (served under /spi, as a provider's would be). */
export function sandboxProviderRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sandbox payment provider'];
    const html = htmlRoute(securityPolicyOf(platform.config, platform.site));
    app.get('/spi/main.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(widgetSource),
    );

    app.get(
      '/spi/iframe',
      { ...html, schema: { hide: true, querystring: iframeQuery } },
      async (request, reply) => {
        const q = request.query;
        const page = iframeDepositPage(
          {
            mode: 'iframe',
            currency: q.currency,
            locale: q.locale,
            amount: q.amount,
            successUrl: sameOriginUrl(platform, q.successUrl, 'successUrl'),
            failureUrl: sameOriginUrl(platform, q.failureUrl, 'failureUrl'),
            pendingUrl: sameOriginUrl(platform, q.pendingUrl, 'pendingUrl'),
          },
          cspNonce(reply),
        );
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );

    app.get(
      '/spi/api/methods',
      {
        schema: {
          tags,
          summary: 'Payment methods the sandbox offers',
          response: {
            200: z.object({ methods: z.array(z.object({ id: z.string(), name: z.string() })) }),
          },
        },
      },
      async () => ({ methods: [{ id: 'card', name: 'Card' }] }),
    );

    app.post(
      '/spi/api/payments/:id/confirm',
      {
        schema: {
          tags,
          summary: 'Pay with a test card; the outcome is sent to the platform by a signed callback',
          params: depositIdParams,
          body: sandboxConfirmRequest,
          response: { 200: sandboxPaymentAnswer, ...refusals },
        },
      },
      async (request) =>
        platform.payments.confirm(request.params.id, request.body.clientSecret, request.body.card),
    );

    app.get(
      '/spi/api/payments/:id',
      {
        schema: {
          tags,
          summary: "The payment's status at the provider",
          params: depositIdParams,
          querystring: sandboxPaymentQuery,
          response: { 200: sandboxPaymentAnswer, ...refusals },
        },
      },
      async (request) => platform.payments.status(request.params.id, request.query.clientSecret),
    );

    app.get(
      '/profile/wallet/deposit',
      {
        ...html,
        schema: {
          hide: true,
          querystring: z.object({
            [QUICK_DEPOSIT_STATUS]: quickDepositStatus.optional(),
            currency: z.string().max(5).optional(),
          }),
        },
      },
      async (request, reply) => {
        const player = await pagePlayer(platform, request);
        const here = '/profile/wallet/deposit';
        const page = casinoDepositPage({
          nonce: cspNonce(reply),
          siteName: platform.site.siteName,
          signedIn: player !== null,
          email: player?.email,
          accounts: player ? await platform.wallet.accounts(player.id) : [],
          deposits: player ? (await playerDeposits(platform, player)).map(depositView) : [],
          status: request.query[QUICK_DEPOSIT_STATUS],
          missingFields: player
            ? [
                ...missingFields(player, authRequiredFields(platform.site)),
                ...depositFieldsMissed(player, platform.site),
              ]
            : [],
          phoneVerificationNeeded: player
            ? phoneVerificationOf(platform, player).required && !player.phoneVerifiedAt
            : false,
          widget: {
            mode: 'page',
            currency: request.query.currency ?? player?.currency,
            locale: player?.language,
            successUrl: here,
            failureUrl: here,
            pendingUrl: here,
          },
        });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      },
    );
  };
}
