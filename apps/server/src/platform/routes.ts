import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, csrfAnswer, siteConfig } from '@sb/contract';
import type { AppContext } from '../context';
import { installCsrfGuard } from './accounts/csrf-guard';
import { accountRoutes } from './accounts/routes';
import { devMailRoutes } from './mail/dev-routes';
import type { Platform } from './platform';
import { playerRoutes } from './player/routes';

/** Paths that authenticate without cookies and so sit outside the CSRF guard. */
export const CSRF_EXEMPT_PATHS: string[] = [];

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
export async function registerPlatform(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { platform } = ctx;
  installCsrfGuard(app, platform, CSRF_EXEMPT_PATHS);
  await app.register(siteRoutes(platform), { prefix: '/api/platform' });
  await app.register(accountRoutes(platform), { prefix: '/api/platform' });
  await app.register(playerRoutes(platform), { prefix: '/api/platform' });
  if (ctx.config.env !== 'production') await app.register(devMailRoutes(platform));
}
