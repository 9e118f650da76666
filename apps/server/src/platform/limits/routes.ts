import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  okAnswer,
  sessionInfoAnswer,
  type SessionInfo,
  userLimitChangeAnswer,
  userLimitKeyRequest,
  userLimitSetRequest,
  userLimitsAnswer,
  type UserLimit,
} from '@sb/contract';
import {
  isInForce,
  isTimeZone,
  LIMIT_SHAPES,
  periodEnd,
  type UserLimitChange,
  type UserLimitKey,
  type UserLimitState,
} from '@sb/domain';
import { AppError, badRequest } from '../../http/errors';
import type { ResolvedSession } from '../accounts/sessions';
import { endSession, requirePlayer, sessionGone } from '../accounts/session-http';
import { exclusionMail } from '../mail/messages';
import type { Platform } from '../platform';
import type { PlayerRow } from '../schema';
import { ACTIVITY_LIMIT } from './session-guard';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['platform: responsible gambling'];

/** The wire view of a limit at `now`, with what its period used. */
export function limitView(l: UserLimitState, used: number | null, now: number): UserLimit {
  const live = isInForce(l, now);
  return {
    type: l.type,
    status: l.status,
    period: l.period,
    currency: l.currency,
    amount: l.amount,
    pendingAmount: l.pendingAmount,
    pendingAt: l.pendingAt === null ? null : new Date(l.pendingAt).toISOString(),
    endsAt: l.endsAt === null ? null : new Date(l.endsAt).toISOString(),
    timeZone: l.timeZone,
    used: live && l.period ? used : null,
    periodEndsAt:
      live && l.period ? new Date(periodEnd(now, l.period, l.timeZone)).toISOString() : null,
  };
}

function keyOf(
  body: { type: UserLimitKey['type']; period?: string | null; currency?: string | null },
  timeZone: string,
): UserLimitKey {
  return {
    type: body.type,
    period: (body.period ?? null) as UserLimitKey['period'],
    currency: body.currency ?? null,
    timeZone,
  };
}

/**
 * getUserLimits and the player's own changes (shell 3, 7.2; issue 20) under /api/platform.
 * Refusals carry the domain's keys (error.user_limits.*) with a 400 and change nothing.
 */
export function limitRoutes(platform: Platform): FastifyPluginAsyncZod {
  const { limits } = platform;

  async function views(player: PlayerRow): Promise<UserLimit[]> {
    const list = await limits.list(player.id);
    const used = await limits.usedBy(platform.db.orm, player.id, list);
    const now = limits.now();
    return list.map((l) => limitView(l, used(l), now));
  }

  async function apply(player: PlayerRow, key: UserLimitKey, change: UserLimitChange) {
    if (key.currency !== null && !platform.wallet.currency(key.currency))
      throw badRequest('error.user_limits.invalid_request', 'No such currency');
    const r = await limits.change(player.id, key, change);
    if (!r.ok)
      throw new AppError(400, r.key, MESSAGES[r.key] ?? 'The limit cannot be changed', {
        ...(r.pendingAt ? { pendingAt: new Date(r.pendingAt).toISOString() } : {}),
      });
    const used = await limits.usedBy(platform.db.orm, player.id, [r.limit]);
    return {
      r,
      answer: { limit: limitView(r.limit, used(r.limit), limits.now()), effect: r.effect },
    };
  }

  /** getSessionsInfo: the session so far and the reality check (shell 4.2). */
  async function sessionInfo(session: ResolvedSession): Promise<SessionInfo> {
    const { player, startedAt } = session;
    const now = limits.now();
    const flows = await limits.flowsSince(player.id, player.currency, startedAt);
    const check = (await limits.list(player.id)).find(
      (l) => l.type === 'reality_check' && isInForce(l, now) && l.amount !== null,
    );
    const dueAt = check ? (session.realityCheckAt ?? startedAt) + check.amount! * 60_000 : null;
    const endsAt = await limits.sessions.endsAt(player.id, startedAt);
    return {
      startedAt: new Date(startedAt).toISOString(),
      seconds: Math.max(0, Math.floor((now - startedAt) / 1000)),
      currency: player.currency,
      stakes: flows.stakes,
      returns: flows.returns,
      net: flows.returns - flows.stakes,
      realityCheck:
        check && dueAt !== null
          ? {
              intervalMinutes: check.amount!,
              dueAt: new Date(dueAt).toISOString(),
              due: now >= dueAt,
            }
          : null,
      activityTracking:
        platform.site.featureFlags.activity_tracking !== false &&
        (await limits.sessions.tracksActivity(player.id)),
      sessionEndsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    };
  }

  /** The request's live session (requirePlayer has refused every other). */
  async function liveSession(request: Parameters<typeof requirePlayer>[1]) {
    await requirePlayer(platform, request);
    const session = await platform.session(request);
    if (!session) throw sessionGone();
    return session;
  }

  return async (app) => {
    app.get(
      '/player/session-info',
      {
        schema: {
          tags,
          summary:
            'getSessionsInfo (shell 4.2, 7.2): time, stakes, returns and net position of the session; the reality check',
          response: { 200: sessionInfoAnswer, 401: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return sessionInfo(await liveSession(request));
      },
    );

    app.post(
      '/player/session-info/continue',
      {
        schema: {
          tags,
          summary:
            'continueSession (shell 7.2): the reality check is answered; the next one is due an interval later',
          response: { 200: sessionInfoAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const session = await liveSession(request);
        await platform.sessions.realityChecked(session.idHash);
        return sessionInfo({ ...session, realityCheckAt: limits.now() });
      },
    );

    app.post(
      '/player/activity',
      {
        schema: {
          tags,
          summary:
            'trackActivity (shell 4.2, 7.2): the tab was active this minute; 401 once the activity limit is reached',
          response: { 200: okAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const session = await liveSession(request);
        await limits.sessions.mark(session.player.id, 'active');
        if (
          (await limits.sessions.verdict(session.player.id, session.startedAt)) === ACTIVITY_LIMIT
        ) {
          await platform.sessions.endFor(session.idHash, ACTIVITY_LIMIT);
          throw new AppError(401, ACTIVITY_LIMIT, 'Your activity limit is reached');
        }
        return { ok: true as const };
      },
    );

    app.get(
      '/player/limits',
      {
        schema: {
          tags,
          summary:
            'getUserLimits (shell 7.2): every limit the player set, with what its period used',
          response: { 200: userLimitsAnswer, 401: errorBody },
        },
      },
      async (request) => views(await requirePlayer(platform, request)),
    );

    app.put(
      '/player/limits',
      {
        schema: {
          tags,
          summary:
            'Set a limit (amount) or exclude oneself (months of self-exclusion, days of cooling-off). ' +
            'Lower takes effect at once; a raise waits the cooling period and a confirmation',
          body: userLimitSetRequest,
          response: { 200: userLimitChangeAnswer, ...refusals },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(platform, request);
        const { amount, months, days, timeZone = 'UTC' } = request.body;
        if (!isTimeZone(timeZone))
          throw badRequest('error.user_limits.invalid_time_zone', 'Unknown time zone');
        const key = keyOf(request.body, timeZone);
        const exclusion = LIMIT_SHAPES[key.type].measure === 'exclusion';
        const change: UserLimitChange = exclusion
          ? {
              kind: 'exclude',
              ...(months === undefined ? {} : { months }),
              ...(days === undefined ? {} : { days }),
            }
          : { kind: 'set', amount: amount ?? Number.NaN };
        const { r, answer } = await apply(player, key, change);
        if (r.excluded && r.limit.endsAt !== null) {
          // Issue 20: an exclusion ends every session of the player, here and elsewhere.
          await platform.sessions.destroyAll(player.id);
          await endSession(platform, request, reply);
          await platform.mailer.send(
            exclusionMail(
              platform.site.siteName,
              player.email,
              key.type as 'selfexclusion' | 'coolingoff',
              new Date(r.limit.endsAt),
            ),
          );
        }
        return answer;
      },
    );

    for (const [path, kind, summary] of [
      [
        '/player/limits/confirm',
        'confirm',
        'Confirm a raise or removal whose cooling period is over',
      ],
      ['/player/limits/cancel', 'cancel', 'Cancel a raise or removal still waiting'],
      [
        '/player/limits/remove',
        'remove',
        'Remove a limit: waits the cooling period and a confirmation',
      ],
    ] as const)
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            body: userLimitKeyRequest,
            response: { 200: userLimitChangeAnswer, ...refusals },
          },
        },
        async (request) => {
          const player = await requirePlayer(platform, request);
          const [current] = (await limits.list(player.id)).filter(
            (l) =>
              l.type === request.body.type &&
              l.period === (request.body.period ?? null) &&
              l.currency === (request.body.currency ?? null),
          );
          const key = keyOf(request.body, current?.timeZone ?? 'UTC');
          return (await apply(player, key, { kind })).answer;
        },
      );
  };
}

const MESSAGES: Record<string, string> = {
  'error.user_limits.invalid_request': 'This limit has no such period or currency',
  'error.user_limits.invalid_amount': 'The amount is not a limit one can set',
  'error.user_limits.invalid_duration': 'That length of exclusion cannot be chosen',
  'error.user_limits.not_found': 'There is no such limit in force',
  'error.user_limits.nothing_pending': 'No change of this limit is waiting',
  'error.user_limits.cooling_period': 'The change can be confirmed only after its cooling period',
  'error.user_limits.cannot_shorten': 'An exclusion can be made longer, never shorter',
  'error.user_limits.cannot_lift': 'An exclusion cannot be lifted before it ends',
};
