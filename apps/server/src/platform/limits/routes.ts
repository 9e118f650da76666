import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
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
import { endSession, requirePlayer } from '../accounts/session-http';
import { exclusionMail } from '../mail/messages';
import type { Platform } from '../platform';
import type { PlayerRow } from '../schema';

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

  return async (app) => {
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
