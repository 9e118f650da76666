import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, csrfAnswer, siteConfig } from '@sb/contract';
import { installCsrfGuard } from './accounts/csrf-guard';
import { accountRoutes } from './accounts/routes';
import { embedRoutes, embedScriptRoute } from './embed/routes';
import { depositRoutes, sandboxProviderRoutes } from './deposits/routes';
import { CALLBACK_PATH, httpDelivery } from './deposits/sandbox-provider';
import { limitRoutes } from './limits/routes';
import { statementRoutes } from './wallet/statement-routes';
import { withdrawalAdminRoutes, withdrawalRoutes, withdrawPageRoutes } from './withdrawals/routes';
import { PAYOUT_CALLBACK_PATH } from './withdrawals/sandbox-payouts';
import { VERIFICATION_CALLBACK_PATH } from './verification/provider';
import {
  verificationAdminRoutes,
  verificationPageRoutes,
  verificationRoutes,
} from './verification/routes';
import { devMailRoutes } from './mail/dev-routes';
import type { Platform } from './platform';
import { playerRoutes } from './player/routes';

/** Paths that authenticate without cookies and so sit outside the CSRF guard. */
export const CSRF_EXEMPT_PATHS: string[] = [
  CALLBACK_PATH,
  PAYOUT_CALLBACK_PATH,
  VERIFICATION_CALLBACK_PATH,
];

function siteRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site-config',
      {
        schema: {
          tags: ['platform: site'],
          summary: 'Site config and project settings (shell 3), feature flags (shell 6)',
          response: { 200: siteConfig },
        },
      },
      async () => platform.site,
    );

    app.get(
      '/csrf',
      {
        schema: {
          tags: ['platform: site'],
          summary:
            'The CSRF token to echo in X-CSRF-Token (also in the readable csrf_token cookie)',
          response: { 200: csrfAnswer },
        },
      },
      async (request, reply) => {
        const current = request.cookies?.[CSRF_COOKIE];
        if (platform.csrf.valid(current)) return { token: current };
        const token = platform.csrf.issue();
        platform.csrf.setCookie(reply, token);
        return { token };
      },
    );
  };
}

/**
 * The platform module on the app: the CSRF guard for every module's state-changing requests,
 * then its routes. Call before the other modules' routes (app.ts).
 */
export async function registerPlatform(
  app: FastifyInstance,
  platform: Platform,
  /** Other modules' paths that carry no player action (the error-reporting tunnel). */
  csrfExempt: string[] = [],
): Promise<void> {
  installCsrfGuard(app, platform, [...CSRF_EXEMPT_PATHS, ...csrfExempt]);
  await app.register(siteRoutes(platform), { prefix: '/api/platform' });
  await app.register(accountRoutes(platform), { prefix: '/api/platform' });
  await app.register(playerRoutes(platform), { prefix: '/api/platform' });
  await app.register(embedRoutes(platform), { prefix: '/api/platform' });
  await app.register(embedScriptRoute());
  await app.register(limitRoutes(platform), { prefix: '/api/platform' });
  await app.register(depositRoutes(platform), { prefix: '/api/platform' });
  await app.register(sandboxProviderRoutes(platform));
  await app.register(withdrawalRoutes(platform), { prefix: '/api/platform' });
  await app.register(withdrawPageRoutes(platform));
  await app.register(verificationRoutes(platform), { prefix: '/api/platform' });
  await app.register(verificationPageRoutes(platform));
  await app.register(statementRoutes(platform));
  await app.register(withdrawalAdminRoutes(platform, platform.config.adminToken), {
    prefix: '/api/admin',
  });
  await app.register(verificationAdminRoutes(platform, platform.config.adminToken), {
    prefix: '/api/admin',
  });
  if (platform.config.env !== 'production') await app.register(devMailRoutes(platform));

  // The provider calls back over HTTP where the server listens (main.ts sets the loopback
  // origin), else through the app itself: the same routing, hooks and signature check.
  platform.payments.deliver ??= async (request) => {
    const origin = process.env.INTERNAL_API_ORIGIN;
    if (origin) return httpDelivery(origin)(request);
    const res = await app.inject({
      method: 'POST',
      url: request.path,
      payload: request.body,
      headers: request.headers,
    });
    return res.statusCode;
  };
  app.addHook('onClose', async () => platform.payments.stop());
}
