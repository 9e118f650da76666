import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoCashoutAnswer,
  autoCashoutRequest,
  betSettingsAnswer,
  betSettingsRequest,
  betsAnswer,
  betsExportQuery,
  betsQuery,
  betsSummaryAnswer,
  betsSummaryQuery,
  cashoutAnswer,
  cashoutRequest,
  customMarketsAnswer,
  customMarketsParams,
  customOddsAnswer,
  customOddsRequest,
  editBetAnswer,
  editBetConfirm,
  editBetQuoteAnswer,
  editBetRequest,
  errorBody,
  IDEMPOTENT_REPLAYED_HEADER,
  maxStakeAnswer,
  maxStakeRequest,
  placeBetsAnswer,
  placeBetsRequest,
  shareCodeAnswer,
  shareCodeQuery,
  shareCodeRequest,
  sharedBetsAnswer,
  type PushSubscriptionWire,
} from '@sb/contract';
import type { Auth, PlayerIdentity } from '../../http/auth';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { idempotencyHeaders, idempotencyKeyOf, type Idempotency } from '../../idempotency';
import { wireKeyParts } from './placement';
import type { BetsService } from './service';

/** What the bets routes use: the bets service and who is calling. */
export interface BetsRoutesDeps {
  bets: BetsService;
  auth: Auth;
}

/**
 * The v2 routes also keep cash-out's Idempotency-Key (issue 17), and POST /settings the
 * browser's Web Push subscription (domain 7; issue 27: the notifications module's Web Push).
 */
export interface BetsV2RoutesDeps extends BetsRoutesDeps {
  idempotency: Pick<Idempotency, 'reply'>;
  pushSubscriptions: {
    /** null: the site config leaves push off. */
    readonly publicKey: string | null;
    /** Whether the endpoint is a push service the server sends to (never an inner address). */
    accepts(endpoint: string): boolean;
    subscribe(playerId: number, s: PushSubscriptionWire): Promise<void>;
    unsubscribe(playerId: number, endpoint: string): Promise<void>;
  };
}

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

async function signedIn(ctx: BetsRoutesDeps, request: FastifyRequest): Promise<PlayerIdentity> {
  const player = await ctx.auth.currentPlayer(request);
  if (!player) throw unauthorized();
  return player;
}

/** Placement and the bet list (domain 7: the v3 base), mounted under /api/sportsbook/v3. */
export function betsV3Routes(ctx: BetsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bets',
      {
        schema: {
          tags: ['bets'],
          summary: "The player's bets, newest first (domain 3 Bet)",
          querystring: betsQuery,
          response: { 200: betsAnswer, ...errors },
        },
      },
      async (request) => ctx.bets.list(await signedIn(ctx, request), request.query),
    );

    app.get(
      '/bets/summary',
      {
        schema: {
          tags: ['bets'],
          summary:
            "The player's profit and loss per currency over a period in their time zone, or a date range (issue 27)",
          querystring: betsSummaryQuery,
          response: { 200: betsSummaryAnswer, ...errors },
        },
      },
      async (request) => ctx.bets.summary(await signedIn(ctx, request), request.query),
    );

    app.get(
      '/bets/export.csv',
      {
        schema: {
          tags: ['bets'],
          summary: "The player's bets under the history filters as CSV (issue 22)",
          querystring: betsExportQuery,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const player = await signedIn(ctx, request);
        const csv = await ctx.bets.exportCsv(player, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="bets.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/bets',
      {
        schema: {
          tags: ['bets'],
          summary:
            'Place bets (domain 3 placement payload). Idempotency-Key makes a retry safe: a repeat, even one sent while the first runs, waits for it and gets its answer (Idempotent-Replayed: true)',
          body: placeBetsRequest,
          response: { 200: placeBetsAnswer, ...errors, 409: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const player = await signedIn(ctx, request);
        const answer = await ctx.bets.place(player, request.body, idempotencyKeyOf(request));
        if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.code(answer.statusCode).send(answer.body as never);
      },
    );
  };
}

/** The other bet calls of domain 7, mounted under /api/sportsbook/v2. */
export function betsV2Routes(ctx: BetsV2RoutesDeps): FastifyPluginAsyncZod {
  const { idempotency } = ctx;
  return async (app) => {
    app.post(
      '/bets/cashout',
      {
        schema: {
          tags: ['bets'],
          summary:
            'Cash out an open bet at the offer the player saw (or better); Idempotency-Key makes a retry safe',
          body: cashoutRequest,
          headers: idempotencyHeaders,
          response: { 200: cashoutAnswer, ...errors, 409: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const player = await signedIn(ctx, request);
        // issue 17: a retried cash-out (Idempotency-Key) answers as the first did.
        // A cash-out paid by a process that died before answering is answered from the bet
        // (the key is marked in the cash-out's transaction): never run twice, never refused.
        return idempotency.reply(
          request,
          reply,
          {
            scope: 'cashout',
            owner: player.id,
            body: request.body,
            answerCommitted: async () => ({
              statusCode: 200,
              body: { data: await ctx.bets.bet(player, request.body.bet_id) },
            }),
          },
          async (committed) => ({
            statusCode: 200,
            body: {
              data: await ctx.bets.cashOut(
                player,
                request.body.bet_id,
                request.body.to_cashout,
                request.body.stake,
                committed,
              ),
            },
          }),
        );
      },
    );

    app.post(
      '/bets/edit/quote',
      {
        schema: {
          tags: ['bets'],
          summary: 'The price of editing an open bet: its cash-out and the new bet (issue 22)',
          body: editBetRequest,
          response: { 200: editBetQuoteAnswer, ...errors },
        },
      },
      async (request) => {
        const player = await signedIn(ctx, request);
        return { data: await ctx.bets.quoteEdit(player, request.body) };
      },
    );

    app.post(
      '/bets/edit',
      {
        schema: {
          tags: ['bets'],
          summary:
            'Edit an open bet at the price shown: cash-out and new bet in one transaction; Idempotency-Key makes a retry safe',
          body: editBetConfirm,
          headers: idempotencyHeaders,
          response: { 200: editBetAnswer, ...errors, 409: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const player = await signedIn(ctx, request);
        // Money moves both ways: a retried edit (Idempotency-Key) answers as the first did,
        // also when its process died after the commit (answered from the bets, as cash-out).
        return idempotency.reply(
          request,
          reply,
          {
            scope: 'edit_bet',
            owner: player.id,
            body: request.body,
            answerCommitted: async () => ({
              statusCode: 200,
              body: { data: await ctx.bets.edited(player, request.body.bet_id) },
            }),
          },
          async (committed) => ({
            statusCode: 200,
            body: { data: await ctx.bets.confirmEdit(player, request.body, committed) },
          }),
        );
      },
    );

    app.post(
      '/bets/auto-cashout',
      {
        schema: {
          tags: ['bets'],
          summary: 'Set or remove the rule "cash out when the offer reaches X" of an open bet',
          body: autoCashoutRequest,
          response: { 200: autoCashoutAnswer, ...errors },
        },
      },
      async (request) => {
        const player = await signedIn(ctx, request);
        return {
          data: await ctx.bets.setAutoCashout(player, request.body.bet_id, request.body.threshold),
        };
      },
    );

    app.post(
      '/settings',
      {
        schema: {
          tags: ['bets'],
          summary:
            "The player's settings: odds-change policy, quick stakes, odds format, stake memory, this browser's push subscription",
          body: betSettingsRequest,
          response: { 200: betSettingsAnswer, ...errors },
        },
      },
      async (request) => {
        const player = await signedIn(ctx, request);
        const { auto_accept_odds_change, stakes, odds_type, stake_memory } = request.body;
        const { push_subscription, push_unsubscribe } = request.body;
        // Refused before anything is saved: bad input changes nothing (DESIGN: Errors).
        if (push_subscription && ctx.pushSubscriptions.publicKey === null)
          throw forbidden('error.push.disabled', 'Browser notifications are turned off here');
        if (push_subscription && !ctx.pushSubscriptions.accepts(push_subscription.endpoint))
          throw badRequest('error.push.endpoint_not_allowed', 'Not a browser push service');
        await ctx.bets.saveSettings(player.id, {
          oddsChangePolicy: auto_accept_odds_change,
          stakes,
          oddsType: odds_type,
        });
        if (stake_memory) await ctx.bets.setStakeMemory(player.id, stake_memory);
        const playerId = Number(player.id);
        if (push_unsubscribe)
          await ctx.pushSubscriptions.unsubscribe(playerId, push_unsubscribe.endpoint);
        if (push_subscription) await ctx.pushSubscriptions.subscribe(playerId, push_subscription);
        const saved = await ctx.bets.settingsOf(player.id);
        return {
          data: {
            auto_accept_odds_change: await ctx.bets.oddsChangePolicyOf(player.id),
            stake_memory: await ctx.bets.stakeMemory(player.id),
            stakes: saved.stakes,
            odds_type: saved.oddsType,
          },
        };
      },
    );

    app.post(
      '/bets/max-stake',
      {
        schema: {
          tags: ['bets'],
          summary: 'The largest stake per bet from the limits and the balance',
          body: maxStakeRequest,
          response: { 200: maxStakeAnswer, ...errors },
        },
      },
      async (request) => {
        const player = await signedIn(ctx, request);
        const found = await ctx.bets.maxStakes(player, {
          currency: request.body.currency,
          bets: request.body.bets.map((b) => ({
            selections: b.selections.map((s) => ({ ...wireKeyParts(s), odds: s.odds })),
            system_id: b.system_id,
            custom_odds: b.custom_odds,
          })),
        });
        return {
          data: found.map((m) => ({
            max_stake: m.maxStake,
            currency: m.currency,
            subunits: m.subunits,
            limited_by: m.limitedBy,
          })),
        };
      },
    );

    app.get(
      '/bets/custom/markets/:matchId',
      {
        schema: {
          tags: ['bets'],
          summary: 'Markets of a match the bet builder can combine',
          params: customMarketsParams,
          response: { 200: customMarketsAnswer, ...errors },
        },
      },
      async (request) =>
        ctx.bets.customMarkets(request.params.matchId, await localeOf(ctx, request)),
    );

    app.post(
      '/bets/custom/odds',
      {
        schema: {
          tags: ['bets'],
          summary: 'Price selections of one match together (bet builder)',
          body: customOddsRequest,
          response: { 200: customOddsAnswer, ...errors },
        },
      },
      async (request) => ({
        data: await ctx.bets.customOdds(
          request.body.selections.map(wireKeyParts),
          await localeOf(ctx, request),
        ),
      }),
    );

    app.post(
      '/bets/share-code',
      {
        schema: {
          tags: ['bets'],
          summary: 'Share a slip as a short code',
          body: shareCodeRequest,
          response: { 200: shareCodeAnswer, ...errors },
        },
      },
      async (request) => {
        const player = await ctx.auth.currentPlayer(request);
        const code = await ctx.bets.createShareCode(
          player ? Number(player.id) : null,
          request.body.bets.map((b) => ({
            stake: b.stake,
            selections: b.selections.map((s) => ({ ...wireKeyParts(s), odds: s.odds })),
            system_id: b.system_id,
            custom_odds: b.custom_odds,
          })),
        );
        return { code };
      },
    );

    app.get(
      '/bets/share-code',
      {
        schema: {
          tags: ['bets'],
          summary: 'The bets of a share code with current prices (empty when unknown)',
          querystring: shareCodeQuery,
          response: { 200: sharedBetsAnswer, ...errors },
        },
      },
      async (request) => ({
        bets: await ctx.bets.sharedBets(request.query.code, await localeOf(ctx, request)),
      }),
    );
  };
}

/** The language of names: the player's, else the request's Accept-Language, else English. */
async function localeOf(ctx: BetsRoutesDeps, request: FastifyRequest): Promise<string> {
  const player = await ctx.auth.currentPlayer(request);
  if (player) return player.locale;
  const header = request.headers['accept-language'];
  return (typeof header === 'string' && header.split(/[,;]/)[0]?.trim()) || 'en';
}
