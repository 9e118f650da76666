import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AFFILIATE_COOKIE,
  currencyAnswer,
  currencyRequest,
  depositContextAnswer,
  errorBody,
  localeAnswer,
  localeRequest,
  okAnswer,
  phoneCodeRequest,
  phoneVerificationAnswer,
  phoneVerificationQuery,
  phoneVerifyRequest,
  playerAccount,
  playerAccountsAnswer,
  playerAnswer,
  playerProfile,
  playerQuery,
  profileUpdateRequest,
} from '@sb/contract';
import { badRequest } from '../../http/errors';
import { assertAdult } from '../accounts/accounts';
import { endSession, requirePlayer } from '../accounts/session-http';
import type { Platform } from '../platform';
import { players } from '../schema';
import { phoneVerificationOf, sendPhoneCode, verifyPhoneCode } from './phone';
import {
  authRequiredFields,
  depositFieldsMissed,
  fieldValue,
  missingFields,
  profileAnswer,
} from './profile';

const AFFILIATE_MAX_AGE_S = 30 * 24 * 3600; // shell 9: affiliate cookie 30 days
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };
const tags = ['platform: player'];

/** The player calls of shell 7.1 and 7.2 under /api/platform. */
export function playerRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player',
      {
        schema: {
          tags,
          summary:
            'The profile; {} without a session. `stag` sets the affiliate_id cookie for 30 days',
          querystring: playerQuery,
          response: { 200: playerAnswer, 400: errorBody },
        },
      },
      async (request, reply) => {
        const { stag } = request.query;
        if (stag && platform.site.affiliateCookie)
          reply.setCookie(AFFILIATE_COOKIE, stag, {
            path: '/',
            maxAge: AFFILIATE_MAX_AGE_S,
            sameSite: 'lax',
            secure: platform.config.env === 'production',
          });
        // A session a limit ended answers its key (once), so a page opened after the limit
        // struck still shows why the player was signed out (issue 20, shell 8).
        if ((await platform.session(request))?.endedFor) await requirePlayer(platform, request);
        const session = await platform.session(request);
        return session ? profileAnswer(platform, session.player) : {};
      },
    );

    app.get(
      '/player/accounts',
      {
        schema: {
          tags,
          summary: "The player's accounts (balance in minor units)",
          response: { 200: playerAccountsAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        return platform.wallet.accounts(player.id);
      },
    );

    app.post(
      '/player/accounts',
      {
        schema: {
          tags,
          summary: 'Open an account in another currency',
          body: currencyRequest,
          response: { 201: playerAccount, ...refusals },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(platform, request);
        const opened = await platform.wallet.openAccount(player.id, request.body.currency);
        if (!opened.ok) throw badRequest('error.player.unsupported_currency', opened.message);
        return reply.status(201).send(opened.account);
      },
    );

    app.post(
      '/player/logout',
      {
        schema: {
          tags,
          summary: 'Sign out (ends the session, clears the cookie)',
          response: { 200: okAnswer, 403: errorBody },
        },
      },
      async (request, reply) => {
        await endSession(platform, request, reply);
        return { ok: true as const };
      },
    );

    app.put(
      '/player/currency',
      {
        schema: {
          tags,
          summary: 'Switch the current account: only to a currency the player holds (shell 4.1)',
          body: currencyRequest,
          response: { 200: currencyAnswer, ...refusals },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        const { currency } = request.body;
        const held = await platform.wallet.accounts(player.id);
        if (!held.some((a) => a.currency === currency))
          throw badRequest('error.player.currency_not_held', `You hold no ${currency} account`, {
            held: held.map((a) => a.currency),
          });
        await platform.db.orm
          .update(players)
          .set({ currency, updatedAt: new Date(platform.now()) })
          .where(eq(players.id, player.id));
        return { currency };
      },
    );

    app.put(
      '/player/locale',
      {
        schema: {
          tags,
          summary:
            'Store the player locale (shell 2.2: before the page reloads under the new prefix)',
          body: localeRequest,
          response: { 200: localeAnswer, ...refusals },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        const locale = platform.site.locales.find(
          (l) => l.toLowerCase() === request.body.locale.toLowerCase(),
        );
        if (!locale)
          throw badRequest(
            'error.player.unsupported_locale',
            `Locale ${request.body.locale} is not offered`,
            {
              locales: platform.site.locales,
            },
          );
        await platform.db.orm
          .update(players)
          .set({ language: locale, updatedAt: new Date(platform.now()) })
          .where(eq(players.id, player.id));
        return { locale };
      },
    );

    app.put(
      '/player/profile',
      {
        schema: {
          tags,
          summary:
            'Fill profile fields (missed auth fields, deposit context); a new phone needs verifying again',
          body: profileUpdateRequest,
          response: { 200: playerProfile, ...refusals },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        const body = request.body;
        assertAdult(platform, body.dateOfBirth);
        const phoneChanged = body.phone !== undefined && body.phone !== player.phone;
        const [row] = await platform.db.orm
          .update(players)
          .set({
            ...body,
            ...(phoneChanged ? { phoneVerifiedAt: null, phoneCode: null } : {}),
            updatedAt: new Date(platform.now()),
          })
          .where(eq(players.id, player.id))
          .returning();
        return profileAnswer(platform, row!);
      },
    );

    app.get(
      '/player/deposit-context',
      {
        schema: {
          tags,
          summary: 'What must be filled before a deposit (shell 4.3, 5 deposit gating)',
          response: { 200: depositContextAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        const { site } = platform;
        const verification = phoneVerificationOf(platform, player);
        return {
          required: site.deposit.requireProfileFields,
          fields: Object.fromEntries(
            site.deposit.profileFields.map((f) => [f, fieldValue(player, f)]),
          ),
          missing: depositFieldsMissed(player, site),
          authFieldsMissed: missingFields(player, authRequiredFields(site)),
          phoneVerificationRequired: verification.required && !verification.isVerified,
        };
      },
    );

    app.get(
      '/player/phone-verification',
      {
        schema: {
          tags,
          summary: 'getPhoneVerification (shell 7.2): isVerified',
          querystring: phoneVerificationQuery,
          response: { 200: phoneVerificationAnswer, ...refusals },
        },
      },
      async (request) => phoneVerificationOf(platform, await requirePlayer(platform, request)),
    );

    app.post(
      '/player/phone-verification',
      {
        schema: {
          tags,
          summary: 'Text a 6-digit code to the phone (given here or on the profile)',
          body: phoneCodeRequest,
          response: { 200: okAnswer, ...refusals },
        },
      },
      async (request) => {
        await sendPhoneCode(platform, await requirePlayer(platform, request), request.body.phone);
        return { ok: true as const };
      },
    );

    app.put(
      '/player/phone-verification',
      {
        schema: {
          tags,
          summary: 'Verify the phone with the texted code',
          body: phoneVerifyRequest,
          response: { 200: phoneVerificationAnswer, ...refusals },
        },
      },
      async (request) => {
        const player = await requirePlayer(platform, request);
        await verifyPhoneCode(platform, player, request.body.code);
        return {
          isVerified: true,
          phone: player.phone,
          required: phoneVerificationOf(platform, player).required,
        };
      },
    );
  };
}
