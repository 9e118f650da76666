import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { Platform } from '../platform';
import type { PlayerRow } from '../schema';

const LIMIT_ENDED: Record<string, string> = {
  'error.user_limits.out_of_limit': 'Your session or play-time limit is reached',
  'error.user_limits.activity_limit_reached': 'Your activity limit is reached',
};

const EXCLUDED_MESSAGE = {
  selfexclusion: 'You excluded yourself: the account opens again when the exclusion ends',
  coolingoff: 'You are taking a break: the account opens again when it ends',
};

/**
 * Signs the player in on this response: the old session (if any) ends and a new id is issued
 * (rotation on sign-in, against session fixation), with a fresh CSRF token.
 */
export async function startSession(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  player: PlayerRow,
): Promise<void> {
  // Issue 20: a self-excluded or cooling-off player gets no session, by any way in; nor one
  // whose play or active time of the period is used up.
  const excluded = await platform.limits.exclusion(player.id);
  if (excluded)
    throw new AppError(403, excluded.key, EXCLUDED_MESSAGE[excluded.type], {
      endsAt: new Date(excluded.endsAt).toISOString(),
    });
  const spent = await platform.limits.sessions.signInRefusal(player.id);
  if (spent) throw new AppError(403, spent, LIMIT_ENDED[spent]!);
  await platform.sessions.destroy(platform.sessions.tokenOf(request));
  const token = await platform.sessions.create(player.id, request);
  platform.sessions.setCookie(reply, token);
  platform.csrf.setCookie(reply, platform.csrf.issue());
  platform.forget(request);
  await platform.sweep();
}

export async function endSession(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await platform.sessions.destroy(platform.sessions.tokenOf(request));
  platform.sessions.clearCookie(reply);
  platform.csrf.setCookie(reply, platform.csrf.issue());
  platform.forget(request);
}

/** shell 8: a 401 anywhere means the session is gone; the web app signs out and asks to sign in. */
export const sessionGone = () =>
  new AppError(401, 'error.unauthorized', 'Your session has ended: sign in again');

/**
 * The signed-in player a server-rendered page shows, or null (the page then asks to sign in):
 * a blocked player or an ended session shows the signed-out page, unlike the API's 401s.
 */
export async function pagePlayer(
  platform: Platform,
  request: FastifyRequest,
): Promise<PlayerRow | null> {
  const session = await platform.session(request);
  return session && !session.player.blocked && !session.endedFor ? session.player : null;
}

/** The signed-in, not blocked player of this request, or a 401. */
export async function requirePlayer(
  platform: Platform,
  request: FastifyRequest,
): Promise<PlayerRow> {
  const session = await platform.session(request);
  // shell 8: 'User is out of limit' (a session or time limit) signs out with its own modal.
  // Said once: the ended session goes with this answer.
  if (session?.endedFor) {
    await platform.sessions.destroyHashed(session.idHash);
    throw new AppError(
      401,
      session.endedFor,
      LIMIT_ENDED[session.endedFor] ?? 'A limit ended the session',
    );
  }
  if (!session || session.player.blocked) throw sessionGone();
  return session.player;
}
