import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, transactionsAnswer, transactionsQuery } from '@sb/contract';
import { z } from 'zod';
import { cspNonce, htmlRoute, securityPolicyOf } from '../../http/security-headers';
import { pagePlayer, requirePlayer } from '../accounts/session-http';
import type { Platform } from '../platform';
import { statement, statementCsv } from './statement';
import { transactionsPage } from './statement-page';

/** The player's statement: the API (JSON or CSV) and the casino-side page (issue 27). */
export function statementRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/platform/wallet/transactions',
      {
        schema: {
          tags: ['platform: wallet'],
          summary:
            "The player's ledger movements, newest first; filter by kind, dates (UTC) and currency; format=csv exports",
          querystring: transactionsQuery,
          // JSON, or the CSV text with format=csv.
          response: {
            200: z.union([transactionsAnswer, z.string()]),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(platform, request);
        const rows = await statement(platform.db.orm, player.id, request.query);
        if (request.query.format !== 'csv') return rows;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .header('cache-control', 'no-store')
          .send(statementCsv(rows, (c) => platform.wallet.currency(c)?.subunits ?? 100));
      },
    );

    const html = htmlRoute(securityPolicyOf(platform.config, platform.site));
    app.get(
      '/profile/wallet/transactions',
      { ...html, schema: { hide: true, querystring: transactionsQuery } },
      async (request, reply) => {
        const player = await pagePlayer(platform, request);
        // The page's script-free form: no nonce needed, but the policy is the pages' own.
        cspNonce(reply);
        const page = transactionsPage({
          siteName: platform.site.siteName,
          signedIn: player !== null,
          accounts: player ? await platform.wallet.accounts(player.id) : [],
          rows: player ? await statement(platform.db.orm, player.id, request.query) : [],
          query: request.query,
        });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      },
    );
  };
}
