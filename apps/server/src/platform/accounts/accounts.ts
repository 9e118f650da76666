import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AFFILIATE_COOKIE,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from '@sb/contract';
import { normalizeEmail } from '@sb/domain';
import { AppError, badRequest, forbidden } from '../../http/errors';
import {
  confirmationMail,
  resetPasswordMail,
  signUpAttemptMail,
  unlockMail,
} from '../mail/messages';
import type { Platform } from '../platform';
import { authRequiredFields } from '../player/profile';
import { players, type PlayerRow } from '../schema';
import { requestCountry } from '../site-config';
import { hashPassword, passwordProblems, verifyPassword } from './passwords';
import { hit, type Window } from './rate-limit';
import { addressKey } from './sign-in-throttle';
import { digest, newToken } from './tokens';

// Devise-style accounts (confirmable, recoverable, lockable) with the spec's refusals as
// AppErrors carrying their keys. Answers that would tell whether an e-mail is registered
// (resend confirmation, forgot password, resend unlock) are the same either way.

/** shell 5: sign-in, sign-up and deposit are refused for the countries listed in settings. */
export function assertCountryAllowed(
  platform: Platform,
  request: FastifyRequest,
  declared?: string | null,
): void {
  for (const country of [requestCountry(request.headers), declared ?? null]) {
    if (country && platform.site.blockedCountries.includes(country)) {
      const name = platform.site.countries.find((c) => c.code === country)?.name ?? country;
      throw new AppError(
        403,
        'error.country_blocked',
        `Sorry, we're not available in ${name} right now.`,
        {
          country,
          countryName: name,
        },
      );
    }
  }
}

/** 429 with the wait in `details.retryAfterSeconds` (the error handler adds `Retry-After`). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'error.auth.too_many_attempts', 'Too many attempts, try again later', {
    retryAfterSeconds,
  });

export async function limitRate(platform: Platform, key: string, window: Window): Promise<void> {
  const decision = await hit(platform.db.orm, key, window, platform.now());
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
}

function assertStrongPassword(
  password: string,
  confirmation: string | undefined,
  email: string,
): void {
  const problems = passwordProblems(password, email);
  if (problems.length)
    throw badRequest(
      'error.auth.weak_password',
      'Choose a password of at least 8 characters that is not a common one and does not contain your e-mail',
      { problems },
    );
  if (confirmation !== undefined && confirmation !== password)
    throw badRequest('error.auth.password_mismatch', 'The password confirmation does not match');
}

/** Players must be of age (18) to hold an account. */
export function assertAdult(platform: Platform, dateOfBirth: string | undefined | null): void {
  if (!dateOfBirth) return;
  const now = new Date(platform.now());
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = Date.UTC(y + 18, m - 1, d);
  if (eighteenth > now.getTime())
    throw badRequest('error.auth.underage', 'You must be 18 or older to play', { minimumAge: 18 });
}

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

function canonicalLocale(platform: Platform, wanted: string | undefined): string | undefined {
  if (!wanted) return undefined;
  return platform.site.locales.find((l) => l.toLowerCase() === wanted.toLowerCase());
}

export async function findByEmail(
  platform: Platform,
  email: string,
): Promise<PlayerRow | undefined> {
  const [row] = await platform.db.orm
    .select()
    .from(players)
    .where(eq(players.email, normalizeEmail(email)));
  return row;
}

export interface SignUpOutcome {
  /** The new account; null when the address was already registered (its owner was mailed). */
  player: PlayerRow | null;
  confirmationRequired: boolean;
}

/** The answer of a sign-up for a registered address: "check your mail", and the owner is told. */
async function tellOwner(platform: Platform, owner: PlayerRow): Promise<SignUpOutcome> {
  await platform.mailer.send(
    signUpAttemptMail(platform.publicOrigin, platform.site.siteName, owner.email),
  );
  return { player: null, confirmationRequired: true };
}

/**
 * A new player with an account in their currency, in one transaction (sign-up, and a host's
 * player signed in by its token, issue 23). A taken e-mail throws the unique violation.
 */
export async function createPlayer(
  platform: Platform,
  fields: Omit<typeof players.$inferInsert, 'createdAt' | 'updatedAt'> & { currency: string },
): Promise<PlayerRow> {
  const now = new Date(platform.now());
  const player = await platform.db.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(players)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning();
    const opened = await platform.wallet.openAccount(row!.id, fields.currency, tx);
    if (!opened.ok) throw new Error(opened.message);
    return row!;
  });
  platform.signedUp({ playerId: player.id, currency: fields.currency });
  return player;
}

/** POST /users */
export async function signUp(
  platform: Platform,
  request: FastifyRequest,
  body: SignUpRequest,
): Promise<SignUpOutcome> {
  const { site } = platform;
  if (!site.signUpAllowed) throw forbidden('error.auth.sign_up_disabled', 'Sign-up is closed');
  assertCountryAllowed(platform, request, body.country);
  await limitRate(platform, `signup:ip:${request.ip}`, platform.options.signUpPerAddress);
  assertStrongPassword(body.password, body.passwordConfirmation, body.email);
  if (!site.currencies.some((c) => c.code === body.currency))
    throw badRequest('error.auth.unsupported_currency', `Currency ${body.currency} is not offered`);
  if (!site.countries.some((c) => c.code === body.country))
    throw badRequest('error.auth.unknown_country', `Country ${body.country} is not offered`);
  assertAdult(platform, body.dateOfBirth);
  const missing = authRequiredFields(site).filter((f) => !body[f]);
  if (missing.length)
    throw badRequest('error.auth.required_fields', `Fill in: ${missing.join(', ')}`, {
      fields: missing,
    });
  // issue 17, finding 9: a registered address answers as a new one would (check your mail),
  // and its owner is told by mail instead. The hash is computed either way, so the time is
  // the same too.
  const encryptedPassword = await hashPassword(body.password, platform.options.passwordCost);
  const existing = await findByEmail(platform, body.email);
  if (existing) return tellOwner(platform, existing);
  const confirmationRequired = site.projectSettings.emailConfirmationRequired;
  const token = confirmationRequired ? newToken() : null;
  const now = new Date(platform.now());
  const affiliate = request.cookies?.[AFFILIATE_COOKIE];
  let player: PlayerRow;
  try {
    player = await createPlayer(platform, {
      email: normalizeEmail(body.email),
      encryptedPassword,
      currency: body.currency,
      language: canonicalLocale(platform, body.language) ?? site.locales[0]!,
      country: body.country,
      phone: body.phone ?? null,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      nickname: body.nickname ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      address: body.address ?? null,
      city: body.city ?? null,
      postalCode: body.postalCode ?? null,
      affiliateId: affiliate && /^[A-Za-z0-9_.-]{1,64}$/.test(affiliate) ? affiliate : null,
      confirmationToken: token ? digest(token) : null,
      confirmationSentAt: token ? now : null,
      confirmedAt: confirmationRequired ? null : now,
    });
  } catch (err) {
    // Registered meanwhile by a request racing this one: the same answer as above.
    const raced = isUniqueViolation(err) ? await findByEmail(platform, body.email) : undefined;
    if (raced) return tellOwner(platform, raced);
    throw err;
  }
  if (token)
    await platform.mailer.send(
      confirmationMail(platform.publicOrigin, site.siteName, player.email, token),
    );
  return { player, confirmationRequired };
}

const invalidCredentials = () =>
  badRequest('error.auth.invalid_credentials', 'Invalid e-mail or password');
const locked = () =>
  forbidden(
    'error.auth.locked',
    'Your account is locked after many failed sign-ins. Use the link we e-mailed you to sign in.',
  );

/**
 * POST /users/sign_in (issue 17, findings 2, 3, 10). Before any hash is computed: the quota per
 * address, then the back-off of failed sign-ins per account (its e-mail normalised) and per
 * address, answered 429 with Retry-After while it runs. A wrong password counts on both. An
 * account is locked only after `maxFailedAttempts` failures in a row, and then its owner is
 * mailed a link that unlocks and signs in: a stranger can slow an account, never keep its owner
 * out. That an account is locked is told only to whoever knows its password.
 */
export async function signIn(
  platform: Platform,
  request: FastifyRequest,
  body: SignInRequest,
): Promise<PlayerRow> {
  const { site, options } = platform;
  if (!site.signInAllowed) throw forbidden('error.auth.sign_in_disabled', 'Sign-in is closed');
  assertCountryAllowed(platform, request);
  const address = addressKey(request.ip);
  await limitRate(platform, `signin:ip:${address}`, options.signInPerAddress);
  const account = `account:${normalizeEmail(body.email)}`;
  const keys = [account, `address:${address}`];
  const wait = await platform.signInThrottle.waitS(keys);
  if (wait > 0) throw tooManyAttempts(wait);

  const player = await findByEmail(platform, body.email);
  const verification = await verifyPassword(
    body.password,
    player?.encryptedPassword ?? (await platform.dummyHash()),
    options.passwordCost,
  );
  if (!player || !verification.ok) {
    const failures = await platform.signInThrottle.fail(keys);
    if (player && !player.lockedAt && (failures.get(account) ?? 0) >= options.maxFailedAttempts)
      await lockAndMail(platform, player);
    throw invalidCredentials();
  }
  if (player.lockedAt) throw locked();
  if (player.blocked) throw forbidden('error.auth.blocked', 'This account is blocked');
  if (!player.confirmedAt && site.projectSettings.emailConfirmationRequired)
    throw forbidden(
      'error.auth.unconfirmed',
      'Confirm your e-mail address first: we sent you a link',
    );

  await platform.signInThrottle.clear(account);
  const now = new Date(platform.now());
  const [updated] = await platform.db.orm
    .update(players)
    .set({
      failedAttempts: 0,
      signInCount: sql`${players.signInCount} + 1`,
      lastSignInAt: now,
      lastSignInIp: request.ip,
      updatedAt: now,
      ...(verification.needsRehash
        ? { encryptedPassword: await hashPassword(body.password, options.passwordCost) }
        : {}),
    })
    .where(eq(players.id, player.id))
    .returning();
  return updated!;
}

async function lockAndMail(platform: Platform, player: PlayerRow): Promise<void> {
  const token = newToken();
  const [row] = await platform.db.orm
    .update(players)
    .set({ lockedAt: new Date(platform.now()), unlockToken: digest(token) })
    .where(and(eq(players.id, player.id), sql`${players.lockedAt} is null`))
    .returning({ id: players.id });
  if (row)
    await platform.mailer.send(
      unlockMail(platform.publicOrigin, platform.site.siteName, player.email, token),
    );
}

/** GET /users/confirmation?confirmation_token= */
export async function confirm(platform: Platform, token: string): Promise<PlayerRow> {
  const [player] = await platform.db.orm
    .select()
    .from(players)
    .where(eq(players.confirmationToken, digest(token)));
  if (!player)
    throw badRequest(
      'error.auth.confirmation_token_invalid',
      'This confirmation link is not valid',
    );
  const sent = player.confirmationSentAt?.getTime() ?? 0;
  if (sent + platform.options.confirmWithinMs <= platform.now())
    throw badRequest(
      'error.auth.confirmation_token_expired',
      'This confirmation link has expired: ask for a new one',
    );
  const [row] = await platform.db.orm
    .update(players)
    .set({
      confirmedAt: new Date(platform.now()),
      confirmationToken: null,
      updatedAt: new Date(platform.now()),
    })
    .where(eq(players.id, player.id))
    .returning();
  return row!;
}

/** POST /users/confirmation: a fresh link for an unconfirmed account; silent otherwise. */
export async function resendConfirmation(
  platform: Platform,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await limitRate(platform, `mail:ip:${request.ip}`, platform.options.mailsPerAddress);
  const player = await findByEmail(platform, email);
  if (!player || player.confirmedAt) return;
  const token = newToken();
  await platform.db.orm
    .update(players)
    .set({ confirmationToken: digest(token), confirmationSentAt: new Date(platform.now()) })
    .where(eq(players.id, player.id));
  await platform.mailer.send(
    confirmationMail(platform.publicOrigin, platform.site.siteName, player.email, token),
  );
}

/** POST /users/password: reset instructions; silent for an unknown e-mail. */
export async function forgotPassword(
  platform: Platform,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await limitRate(platform, `mail:ip:${request.ip}`, platform.options.mailsPerAddress);
  const player = await findByEmail(platform, email);
  if (!player) return;
  const token = newToken();
  await platform.db.orm
    .update(players)
    .set({ resetPasswordToken: digest(token), resetPasswordSentAt: new Date(platform.now()) })
    .where(eq(players.id, player.id));
  await platform.mailer.send(
    resetPasswordMail(platform.publicOrigin, platform.site.siteName, player.email, token),
  );
}

/**
 * PUT /users/password: a new password from a reset link. It also unlocks the account (the
 * link proves the mailbox, as the unlock link does) and ends every other session.
 */
export async function resetPassword(
  platform: Platform,
  body: ResetPasswordRequest,
): Promise<PlayerRow> {
  const [player] = await platform.db.orm
    .select()
    .from(players)
    .where(eq(players.resetPasswordToken, digest(body.reset_password_token)));
  if (!player)
    throw badRequest('error.auth.reset_password_token_invalid', 'This password link is not valid');
  const sent = player.resetPasswordSentAt?.getTime() ?? 0;
  if (sent + platform.options.resetPasswordWithinMs <= platform.now())
    throw badRequest(
      'error.auth.reset_password_token_expired',
      'This password link has expired: ask for a new one',
    );
  assertStrongPassword(body.password, body.password_confirmation, player.email);
  const encryptedPassword = await hashPassword(body.password, platform.options.passwordCost);
  const [row] = await platform.db.orm
    .update(players)
    .set({
      encryptedPassword,
      resetPasswordToken: null,
      resetPasswordSentAt: null,
      failedAttempts: 0,
      lockedAt: null,
      unlockToken: null,
      updatedAt: new Date(platform.now()),
    })
    .where(eq(players.id, player.id))
    .returning();
  await platform.sessions.destroyAll(player.id);
  return row!;
}

/** POST /users/unlock: a fresh unlock link for a locked account; silent otherwise. */
export async function resendUnlock(
  platform: Platform,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await limitRate(platform, `mail:ip:${request.ip}`, platform.options.mailsPerAddress);
  const player = await findByEmail(platform, email);
  if (!player?.lockedAt) return;
  const token = newToken();
  await platform.db.orm
    .update(players)
    .set({ unlockToken: digest(token) })
    .where(eq(players.id, player.id));
  await platform.mailer.send(
    unlockMail(platform.publicOrigin, platform.site.siteName, player.email, token),
  );
}

/** GET /users/unlock?unlock_token= */
export async function unlock(platform: Platform, token: string): Promise<PlayerRow> {
  const [row] = await platform.db.orm
    .update(players)
    .set({
      lockedAt: null,
      unlockToken: null,
      failedAttempts: 0,
      updatedAt: new Date(platform.now()),
    })
    .where(eq(players.unlockToken, digest(token)))
    .returning();
  if (!row) throw badRequest('error.auth.unlock_token_invalid', 'This unlock link is not valid');
  await platform.signInThrottle.clear(`account:${normalizeEmail(row.email)}`);
  return row;
}

/** Whether the player may sign in right now (used after a reset to decide on a session). */
export function canSignIn(platform: Platform, player: PlayerRow): boolean {
  return (
    !player.blocked &&
    !player.lockedAt &&
    (player.confirmedAt !== null || !platform.site.projectSettings.emailConfirmationRequired)
  );
}
