import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BONUS_PATHS,
  activateBonusRequest,
  bonusCampaignInput,
  bonusPathOf,
  bonusesAnswer,
  bonusesForBetsAnswer,
  bonusesForBetsRequest,
  bonusesQuery,
  bonusListQuery,
  bonusTermsAnswer,
  bonusTermsQuery,
  bonusTournamentsAnswer,
  bonusWire,
  boostBonusRequest,
  comboBoostsAnswer,
  errorBody,
  freebetProgressAnswer,
  freebetProgressRequest,
  freebetWire,
  freebetsAnswer,
  huntingsAnswer,
  lootboxDrawsAnswer,
  lootboxDrawsQuery,
  lootboxesAnswer,
  lootboxListQuery,
  lootboxWire,
  openLootboxRequest,
  promoCodeAnswer,
  promoCodeRequest,
  tournamentListQuery,
  tournamentRatingAnswer,
  type BonusPath,
} from '@sb/contract';
import { isAdmin, type Auth } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import type { Bonuses, BonusesOutcome } from './bonuses';

/** What the bonus routes use: the service and who is calling. */
export interface BonusesRoutesDeps {
  bonuses: Bonuses;
  auth: Auth;
}

const tags = ['sportsbook: bonuses'];
const issuedId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

function valueOf<T>(outcome: BonusesOutcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.message);
  return outcome.value;
}

/** domain 7 bonus calls, mounted under /api/sportsbook/v2. */
export function bonusesRoutes(deps: BonusesRoutesDeps): FastifyPluginAsyncZod {
  const playerId = async (request: FastifyRequest) => {
    const who = await deps.auth.currentPlayer(request);
    if (!who) throw unauthorized();
    return Number(who.id);
  };
  return async (app) => {
    app.get(
      '/bonuses',
      {
        schema: {
          tags,
          summary:
            'The caller’s bonuses (domain 7: status, available, unseen, limit_per_type, type)',
          querystring: bonusesQuery,
          response: { 200: bonusesAnswer, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.bonuses.list(await playerId(request), request.query),
      }),
    );
    app.get(
      '/bonuses/comboboosts',
      {
        schema: {
          tags,
          summary: 'The caller’s combo boosts, a page (default limit 4, domain 7)',
          querystring: bonusListQuery,
          response: { 200: comboBoostsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.page(await playerId(request), 'comboboost', request.query),
    );
    app.get(
      '/bonuses/freebets',
      {
        schema: {
          tags,
          summary: 'The caller’s freebets of every kind, a page (default limit 4, domain 7)',
          querystring: bonusListQuery,
          response: { 200: freebetsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.page(await playerId(request), 'freebet', request.query),
    );
    app.get(
      '/bonuses/huntings',
      {
        schema: {
          tags,
          summary:
            'The caller’s hunts with their farming stats, a page (default limit 4, domain 7)',
          querystring: bonusListQuery,
          response: { 200: huntingsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.page(await playerId(request), 'hunting', request.query),
    );
    app.get(
      '/bonuses/tournaments',
      {
        schema: {
          tags,
          summary:
            'The caller’s hunting tournaments with their farming stats and pool, a page (default page 1, limit 1, domain 7)',
          querystring: tournamentListQuery,
          response: { 200: bonusTournamentsAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.page(await playerId(request), 'tournament', request.query),
    );
    app.get(
      '/bonuses/tournaments/:id/rating',
      {
        schema: {
          tags,
          summary:
            'The leaderboard of one of the caller’s tournaments, in the caller’s currency: the first places and the caller’s row, e-mails masked',
          params: issuedId,
          response: { 200: tournamentRatingAnswer, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const rows = await deps.bonuses.rating(await playerId(request), Number(request.params.id));
        if (!rows) throw new AppError(404, 'error.bonus.not_found', 'No such bonus');
        return { data: rows };
      },
    );
    app.get(
      '/bonuses/freebet-progress',
      {
        schema: {
          tags,
          summary:
            'The caller’s freebet progress ("amb") in each running campaign: bets counted, possible, the ranges',
          response: { 200: freebetProgressAnswer, 401: errorBody },
        },
      },
      async (request) => ({ data: await deps.bonuses.freebetProgress(await playerId(request)) }),
    );
    app.post(
      '/bonuses/freebet-progress',
      {
        schema: {
          tags,
          summary:
            'The caller’s freebet progress with the slip’s bets that would count added to the possible count',
          body: freebetProgressRequest,
          response: { 200: freebetProgressAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.bonuses.freebetProgress(await playerId(request), request.body.bets),
      }),
    );
    app.get(
      '/bonuses/lootboxes',
      {
        schema: {
          tags,
          summary:
            'The caller’s lootboxes with their farming stats and chests, a page (default limit 500, status active, domain 7)',
          querystring: lootboxListQuery,
          response: { 200: lootboxesAnswer, 401: errorBody },
        },
      },
      async (request) => deps.bonuses.page(await playerId(request), 'lootbox', request.query),
    );
    app.post(
      '/bonuses/lootboxes/:id/open',
      {
        schema: {
          tags,
          summary:
            'Opens a chest (place 1, 2 or 3) of one of the caller’s lootboxes at its target, once: decided by the draw of the seed committed at activation, revealed in the answer',
          params: issuedId,
          body: openLootboxRequest,
          response: {
            200: lootboxWire,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) =>
        valueOf(
          await deps.bonuses.openLootbox(
            await playerId(request),
            Number(request.params.id),
            request.body.place,
          ),
        ),
    );
    /** The bonus found, when it is of the kind its path names (404 otherwise). */
    const ofPath = <T>(path: BonusPath, kind: string | undefined, found: T | null) => {
      if (!found || !kind || bonusPathOf(kind) !== path)
        throw new AppError(404, 'error.bonus.not_found', 'No such bonus');
      return found;
    };
    for (const kind of Object.keys(BONUS_PATHS) as BonusPath[]) {
      app.get(
        `/bonuses/${kind}/:id`,
        {
          schema: {
            tags,
            summary: `One of the caller’s ${kind} (404 for another player’s)`,
            params: issuedId,
            response: { 200: bonusWire, 401: errorBody, 404: errorBody },
          },
        },
        async (request) => {
          const found = await deps.bonuses.one(await playerId(request), Number(request.params.id));
          return ofPath(kind, found?.type, found);
        },
      );
      app.get(
        `/bonuses/${kind}/:id/terms`,
        {
          schema: {
            tags,
            summary: `The terms of one of the caller’s ${kind}, in the locale asked or theirs`,
            params: issuedId,
            querystring: bonusTermsQuery,
            response: { 200: bonusTermsAnswer, 401: errorBody, 404: errorBody },
          },
        },
        async (request) => {
          const found = await deps.bonuses.terms(
            await playerId(request),
            Number(request.params.id),
            request.query.locale,
          );
          return ofPath(kind, found?.kind, found).answer;
        },
      );
    }
    app.post(
      '/bonuses/mark-as-seen',
      {
        schema: {
          tags,
          summary: 'Marks the caller’s bonuses seen, in one call (domain 4)',
          body: z
            .array(z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/), type: z.string() }))
            .max(200),
          response: { 200: z.object({ marked: z.number().int() }), 401: errorBody },
        },
      },
      async (request) => ({
        marked: await deps.bonuses.markSeen(
          await playerId(request),
          request.body.map((b) => Number(b.id)),
        ),
      }),
    );
    app.post(
      '/bonuses/:id/activate',
      {
        schema: {
          tags,
          summary: 'Activates one of the caller’s hunts: its bets farm points from now (domain 7)',
          params: issuedId,
          body: activateBonusRequest.optional(),
          response: { 200: bonusWire, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) =>
        valueOf(
          await deps.bonuses.activate(
            await playerId(request),
            Number(request.params.id),
            request.body?.currency,
          ),
        ),
    );
    app.post(
      '/bonuses/:id/boost',
      {
        schema: {
          tags,
          summary:
            'Boosts one of the caller’s active, unused freebets, once, with the farmed points of their hunt, tournament or lootbox (`bonus_id`): the amount times the multiplier the points buy, rounded down; answers the freebet',
          params: issuedId,
          body: boostBonusRequest,
          response: {
            200: freebetWire,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) =>
        valueOf(
          await deps.bonuses.boost(
            await playerId(request),
            Number(request.params.id),
            Number(request.body.bonus_id),
            request.body.points,
          ),
        ),
    );
    app.post(
      '/bonuses/promo-code',
      {
        schema: {
          tags,
          summary: 'Redeems a promo code: its freebet, once per player (rate limited)',
          body: promoCodeRequest.extend({ currency: z.string().max(12).optional() }),
          response: {
            200: promoCodeAnswer,
            400: errorBody,
            401: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) =>
        valueOf(
          await deps.bonuses.redeemPromoCode(
            await playerId(request),
            request.body.code,
            request.body.currency,
          ),
        ),
    );
    app.post(
      '/bonuses',
      {
        schema: {
          tags,
          summary: 'Which bonuses suit each bet of a slip, with the boosted total odds',
          body: bonusesForBetsRequest,
          response: { 200: bonusesForBetsAnswer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        data: await deps.bonuses.forBets(await playerId(request), request.body.bets),
      }),
    );
  };
}

/** The operator's bonus calls under /api/admin, behind the admin token (issue 19). */
export function bonusesAdminRoutes(bonuses: Bonuses, adminToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdmin(request, adminToken)) throw unauthorized('Admin token required');
    });
    app.post(
      '/bonuses/campaigns',
      {
        schema: {
          tags: ['admin'],
          summary: 'Creates a bonus campaign (the fields of config/bonuses.json)',
          body: bonusCampaignInput,
          response: { 200: z.object({ created: z.boolean() }), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({ created: valueOf(await bonuses.createCampaign(request.body)) }),
    );
    app.get(
      '/bonuses/lootboxes/draws',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The opened lootbox chests, newest first, each with its revealed seed and draw (the operator’s audit)',
          querystring: lootboxDrawsQuery,
          response: { 200: lootboxDrawsAnswer, 401: errorBody },
        },
      },
      async (request) => ({ data: await bonuses.lootboxDraws(request.query) }),
    );
    app.post(
      '/bonuses/grants',
      {
        schema: {
          tags: ['admin'],
          summary: 'Grants a freebet campaign to a player, once per reference',
          body: z
            .object({
              campaign_id: z.string().max(40),
              player_id: z.number().int().positive(),
              currency: z.string().max(12),
              reference: z.string().min(1).max(80),
            })
            .strict(),
          response: {
            200: bonusWire,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) =>
        valueOf(
          await bonuses.grant(
            request.body.campaign_id,
            request.body.player_id,
            request.body.currency,
            request.body.reference,
          ),
        ),
    );
  };
}
