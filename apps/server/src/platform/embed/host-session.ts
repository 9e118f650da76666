import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@sb/domain';
import { AppError, badRequest, forbidden } from '../../http/errors';
import {
  assertCountryAllowed,
  createPlayer,
  findByEmail,
  isUniqueViolation,
  limitRate,
} from '../accounts/accounts';
import { hit } from '../accounts/rate-limit';
import { startSession } from '../accounts/session-http';
import type { Platform } from '../platform';
import type { PlayerRow } from '../schema';
import { CLOCK_SKEW_S, HOST_TOKEN_MAX_AGE_S, verifyHostToken } from './host-token';

/** Never a password: `verifyPassword` refuses anything but an scrypt hash (the host signs them in). */
const NO_PASSWORD = 'host';

const invalidToken = () =>
  new AppError(403, 'error.embed.invalid_token', 'The host session token is not valid');

/**
 * POST /api/platform/embed/session (issue 23): the player the host's token names is signed in
 * here, found by the e-mail the host vouches for or created (confirmed: the host knows them).
 * A token signs in once; the usual refusals (blocked country, self-exclusion, limits) hold.
 */
export async function hostSession(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<PlayerRow> {
  const secret = platform.options.hostTokenSecret;
  if (!secret)
    throw new AppError(404, 'error.embed.not_enabled', 'HOST_TOKEN_SECRET is not set here');
  await limitRate(platform, `embed:ip:${request.ip}`, platform.options.signInPerAddress);
  const verdict = verifyHostToken(secret, token, platform.now());
  if (!verdict.ok) throw invalidToken();
  const { claims } = verdict;
  // Once: the window outlives the token whatever moment of its life it was first used.
  const once = await hit(
    platform.db.orm,
    `embed:jti:${claims.jti}`,
    { limit: 1, windowMs: (HOST_TOKEN_MAX_AGE_S + 2 * CLOCK_SKEW_S) * 1000 },
    platform.now(),
  );
  if (!once.allowed) throw invalidToken();
  assertCountryAllowed(platform, request, claims.country);
  const { site } = platform;
  if (!site.currencies.some((c) => c.code === claims.currency))
    throw badRequest(
      'error.auth.unsupported_currency',
      `Currency ${claims.currency} is not offered`,
    );
  const player = (await findByEmail(platform, claims.email)) ?? (await create(platform, claims));
  if (player.blocked) throw forbidden('error.auth.blocked', 'This account is blocked');
  await startSession(platform, request, reply, player);
  return player;
}

async function create(
  platform: Platform,
  claims: { email: string; currency: string; country: string },
): Promise<PlayerRow> {
  const now = new Date(platform.now());
  try {
    return await createPlayer(platform, {
      email: normalizeEmail(claims.email),
      encryptedPassword: NO_PASSWORD,
      currency: claims.currency,
      language: platform.site.locales[0]!,
      country: claims.country,
      confirmedAt: now,
    });
  } catch (err) {
    // Two first frames of one player at once: the other request created them.
    const raced = isUniqueViolation(err) ? await findByEmail(platform, claims.email) : undefined;
    if (raced) return raced;
    throw err;
  }
}
