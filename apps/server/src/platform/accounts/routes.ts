import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmationQuery,
  emailRequest,
  errorBody,
  instructionsSentAnswer,
  resetPasswordRequest,
  signedInAnswer,
  signInRequest,
  signUpAnswer,
  signUpRequest,
  unlockQuery,
} from '@sb/contract';
import { z } from 'zod';
import type { Platform } from '../platform';
import { profileAnswer } from '../player/profile';
import {
  canSignIn,
  confirm,
  forgotPassword,
  resendConfirmation,
  resendUnlock,
  resetPassword,
  signIn,
  signUp,
  unlock,
} from './accounts';
import { startSession } from './session-http';

const refusals = { 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
const tags = ['platform: accounts'];

/** Devise-style account paths under /api/platform (DESIGN: Addresses). */
export function accountRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        schema: {
          tags,
          summary:
            'Sign up (email, password, currency, country and the fields settings require). A registered address answers as a new one (check your mail) and its owner is mailed',
          body: signUpRequest,
          response: { 201: signUpAnswer, ...refusals },
        },
      },
      async (request, reply) => {
        const { player, confirmationRequired } = await signUp(platform, request, request.body);
        if (player && !confirmationRequired) await startSession(platform, request, reply, player);
        return reply.status(201).send({
          confirmationRequired,
          player: player && !confirmationRequired ? await profileAnswer(platform, player) : null,
        });
      },
    );

    app.post(
      '/users/sign_in',
      {
        schema: {
          tags,
          summary: 'Sign in; rotates the session cookie and the CSRF token',
          body: signInRequest,
          response: { 200: signedInAnswer, ...refusals },
        },
      },
      async (request, reply) => {
        const player = await signIn(platform, request, request.body);
        await startSession(platform, request, reply, player);
        return { player: await profileAnswer(platform, player) };
      },
    );

    app.get(
      '/users/confirmation',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail address from the mailed link',
          querystring: confirmationQuery,
          response: {
            200: z.object({ confirmed: z.literal(true), email: z.string() }),
            ...refusals,
          },
        },
      },
      async (request) => {
        const player = await confirm(platform, request.query.confirmation_token);
        return { confirmed: true as const, email: player.email };
      },
    );

    app.post(
      '/users/confirmation',
      {
        schema: {
          tags,
          summary: 'Resend confirmation instructions (same answer for unknown addresses)',
          body: emailRequest,
          response: { 200: instructionsSentAnswer, ...refusals },
        },
      },
      async (request) => {
        await resendConfirmation(platform, request, request.body.email);
        return { sent: true as const };
      },
    );

    app.post(
      '/users/password',
      {
        schema: {
          tags,
          summary: 'Forgot password: mail reset instructions (same answer for unknown addresses)',
          body: emailRequest,
          response: { 200: instructionsSentAnswer, ...refusals },
        },
      },
      async (request) => {
        await forgotPassword(platform, request, request.body.email);
        return { sent: true as const };
      },
    );

    app.put(
      '/users/password',
      {
        schema: {
          tags,
          summary:
            'Reset the password with the mailed token; unlocks, ends other sessions, signs in',
          body: resetPasswordRequest,
          response: { 200: signedInAnswer, ...refusals },
        },
      },
      async (request, reply) => {
        const player = await resetPassword(platform, request.body);
        if (!canSignIn(platform, player)) return { player: null };
        await startSession(platform, request, reply, player);
        return { player: await profileAnswer(platform, player) };
      },
    );

    app.post(
      '/users/unlock',
      {
        schema: {
          tags,
          summary: 'Resend unlock instructions (same answer for unknown or unlocked accounts)',
          body: emailRequest,
          response: { 200: instructionsSentAnswer, ...refusals },
        },
      },
      async (request) => {
        await resendUnlock(platform, request, request.body.email);
        return { sent: true as const };
      },
    );

    app.get(
      '/users/unlock',
      {
        schema: {
          tags,
          summary:
            'Unlock the account from the mailed link, and sign in (the link proves the mailbox)',
          querystring: unlockQuery,
          response: {
            200: signedInAnswer.extend({ unlocked: z.literal(true), email: z.string() }),
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const player = await unlock(platform, request.query.unlock_token);
        // issue 17: a lock a stranger caused never keeps the owner out: the link signs in.
        const signedIn = canSignIn(platform, player);
        if (signedIn) await startSession(platform, request, reply, player);
        return {
          unlocked: true as const,
          email: player.email,
          player: signedIn ? await profileAnswer(platform, player) : null,
        };
      },
    );
  };
}
