import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWithdrawalRequest,
  errorBody,
  payoutCallbackAnswer,
  withdrawal as withdrawalSchema,
  withdrawalDecisionRequest,
  withdrawalIdParams,
  withdrawalsAnswer,
  withdrawalStatus,
} from '@sb/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isAdmin } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { cspNonce, htmlRoute, securityPolicyOf } from '../../http/security-headers';
import { idempotencyHeaders } from '../../idempotency';
import { pagePlayer, requirePlayer } from '../accounts/session-http';
import { SIGNATURE_HEADER } from '../deposits/signature';
import { signedCallbackRoute } from '../deposits/signed-callback';
import type { Platform } from '../platform';
import { withdrawals } from '../schema';
import { casinoWithdrawPage } from './pages';
import {
  endWithdrawal,
  handlePayoutCallback,
  playerWithdrawals,
  requestWithdrawal,
  verificationRequiredToWithdraw,
  withdrawalView,
} from './withdrawals';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** A player's withdrawals and the provider's payout callback, under /api/platform (issue 27). */
export function withdrawalRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform: withdrawals'];
    app.post(
      '/withdrawals',
      {
        schema: {
          tags,
          summary:
            'Withdraw cash to a card: held at once, paid or declined by the provider. Idempotency-Key makes a retry safe',
          body: createWithdrawalRequest,
          headers: idempotencyHeaders,
          response: { 201: withdrawalSchema, ...refusals, 422: errorBody },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(platform, request);
        return platform.idempotency.reply(
          request,
          reply,
          { scope: 'withdrawal', owner: String(player.id), body: request.body },
          async () => ({
            statusCode: 201,
            body: withdrawalView(await requestWithdrawal(platform, request, player, request.body)),
          }),
        );
      },
    );

    app.get(
      '/withdrawals',
      {
        schema: {
          tags,
          summary: "The player's recent withdrawals",
          response: { 200: withdrawalsAnswer, 401: errorBody },
        },
      },
      async (request) =>
        (await playerWithdrawals(platform, await requirePlayer(platform, request))).map(
          withdrawalView,
        ),
    );

    app.post(
      '/withdrawals/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a pending withdrawal: the amount comes back to the balance',
          params: withdrawalIdParams,
          response: { 200: withdrawalSchema, ...refusals },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        return withdrawalView(
          await endWithdrawal(platform, request.params.id, 'cancelled', 'player', {
            owner: player.id,
          }),
        );
      },
    );

    // The provider's payout callback: verified on the raw bytes that were signed.
    await app.register(
      signedCallbackRoute(
        '/payouts/sandbox/callback',
        {
          tags,
          summary: `Sandbox provider payout callback, signed in ${SIGNATURE_HEADER} as payments are`,
          response: { 200: payoutCallbackAnswer, ...refusals },
        },
        async (body, signature) => {
          const result = await handlePayoutCallback(platform, body, signature);
          return { received: true as const, status: result.status };
        },
      ),
    );
  };
}

/** The operator's side under /api/admin, behind the admin token: review and decide. */
export function withdrawalAdminRoutes(
  platform: Platform,
  adminToken: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdmin(request, adminToken)) throw unauthorized('Admin token required');
    });
    app.get(
      '/withdrawals',
      {
        schema: {
          tags: ['admin'],
          summary: 'Withdrawals by status (pending first in, first listed)',
          querystring: z.object({ status: withdrawalStatus.default('pending') }).strict(),
          response: {
            200: z.array(withdrawalSchema.extend({ playerId: z.number().int() })),
            401: errorBody,
          },
        },
      },
      async (request) => {
        const rows = await platform.db.orm
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.status, request.query.status)))
          .orderBy(asc(withdrawals.createdAt))
          .limit(200);
        return rows.map((r) => ({ ...withdrawalView(r), playerId: r.playerId }));
      },
    );
    app.post(
      '/withdrawals/:id/decision',
      {
        schema: {
          tags: ['admin'],
          summary: 'Pay or decline a pending withdrawal (the provider then pays nothing)',
          params: withdrawalIdParams,
          body: withdrawalDecisionRequest,
          response: { 200: withdrawalSchema, ...refusals },
        },
      },
      async (request) =>
        withdrawalView(
          await endWithdrawal(
            platform,
            request.params.id,
            request.body.decision === 'pay' ? 'paid' : 'declined',
            'operator',
            { reason: request.body.reason ?? 'declined_by_operator' },
          ),
        ),
    );
  };
}

/** The casino-side withdraw page, /profile/wallet/withdraw (beside the deposit page). */
export function withdrawPageRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    const html = htmlRoute(securityPolicyOf(platform.config, platform.site));
    app.get(
      '/profile/wallet/withdraw',
      { ...html, schema: { hide: true } },
      async (request, reply) => {
        const player = await pagePlayer(platform, request);
        const page = casinoWithdrawPage({
          nonce: cspNonce(reply),
          siteName: platform.site.siteName,
          signedIn: player !== null,
          email: player?.email,
          accounts: player ? await platform.wallet.accounts(player.id) : [],
          withdrawals: player
            ? (await playerWithdrawals(platform, player)).map(withdrawalView)
            : [],
          verificationRequired: player
            ? await verificationRequiredToWithdraw(platform, player)
            : false,
        });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      },
    );
  };
}
