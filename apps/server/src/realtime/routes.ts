import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  apiBatchRequest,
  apiBatchResult,
  apiBroadcastRequest,
  apiBroadcastResult,
  apiPublishRequest,
  apiPublishResult,
  errorBody,
  parseChannel,
  websocketAuthorizeAnswer,
  websocketAuthorizeRequest,
  websocketTokenAnswer,
  type ApiBatchResult,
  type StreamPosition,
} from '@sb/contract';
import type { Auth } from '../http/auth';
import { AppError, unauthorized } from '../http/errors';
import type { Broker } from './broker';
import { loadRealtimeOptions, type RealtimeOptions } from './options';
import { signConnectionToken, signSubscriptionToken, tokenKey } from './tokens';

/**
 * domain 7: `POST /websocket/token` and `POST /websocket/authorize`, mounted under
 * /api/sportsbook/v2. The tokens are Centrifugo's, so a real Centrifugo accepts them too.
 */
export function websocketRoutes(ctx: {
  auth: Auth;
  /** HS256 secret of the connection and subscription tokens. */
  secret: string;
  options?: Partial<RealtimeOptions>;
}): FastifyPluginAsyncZod {
  const key = tokenKey(ctx.secret);
  const options = { ...loadRealtimeOptions(), ...ctx.options };
  return async (app) => {
    app.post(
      '/websocket/token',
      {
        schema: {
          tags: ['realtime'],
          summary:
            'Connection token for the push socket (sub is the player id, empty for a visitor)',
          response: { 200: websocketTokenAnswer },
        },
      },
      async (request) => {
        const player = await ctx.auth.currentPlayer(request);
        return {
          token: await signConnectionToken(key, player?.id ?? '', options.connectionTokenTtlS),
        };
      },
    );

    app.post(
      '/websocket/authorize',
      {
        schema: {
          tags: ['realtime'],
          summary: "Subscription tokens for the caller's own private channel",
          body: websocketAuthorizeRequest,
          response: {
            200: websocketAuthorizeAnswer,
            400: errorBody,
            401: errorBody,
            403: errorBody,
          },
        },
      },
      async (request) => {
        const player = await ctx.auth.currentPlayer(request);
        if (!player) throw unauthorized('Sign in to receive private updates');
        const channels = [...new Set(request.body.channels)];
        for (const channel of channels) {
          const info = parseChannel(channel);
          // Only `$private:{locale}:{own id}` needs, and gets, a token (shell 4.5).
          if (info?.kind !== 'private' || info.userId !== player.id)
            throw new AppError(
              403,
              'error.websocket.channel_forbidden',
              `No subscription to ${channel} for this player`,
              { channel },
            );
        }
        return {
          channels: await Promise.all(
            channels.map(async (channel) => ({
              channel,
              token: await signSubscriptionToken(
                key,
                player.id,
                channel,
                options.subscriptionTokenTtlS,
              ),
            })),
          ),
        };
      },
    );
  };
}

/**
 * The subset of Centrifugo's server HTTP API the backend uses (`publish`, `broadcast`, `batch`),
 * mounted at /realtime/api: internal, and refused without the `X-API-Key`.
 */
export function realtimeApiRoutes(ctx: {
  broker: Pick<Broker, 'publish'>;
  apiKey: string;
}): FastifyPluginAsyncZod {
  const expected = Buffer.from(ctx.apiKey);
  const authorized = (request: FastifyRequest): boolean => {
    let given = request.headers['x-api-key'];
    const auth = request.headers.authorization;
    if (given === undefined && typeof auth === 'string' && auth.toLowerCase().startsWith('apikey '))
      given = auth.slice(7).trim();
    if (typeof given !== 'string') return false;
    const buf = Buffer.from(given);
    return buf.length === expected.length && timingSafeEqual(buf, expected);
  };

  const publishOne = async (
    channel: string,
    data: unknown,
    skipHistory: boolean | undefined,
  ): Promise<StreamPosition> => {
    if (!parseChannel(channel))
      throw new AppError(
        400,
        'error.realtime.unknown_channel',
        'Unknown channel: public:{locale}, public:{locale}:match:{id} or $private:{locale}:{user}',
        { channel },
        102,
      );
    return ctx.broker.publish({ channel, data }, { skipHistory });
  };

  const broadcast = async (channels: string[], data: unknown, skipHistory?: boolean) => ({
    responses: await Promise.all(
      channels.map((channel) =>
        publishOne(channel, data, skipHistory).then(
          (result) => ({ result }),
          (err: unknown) => ({
            error:
              err instanceof AppError && typeof err.code === 'number'
                ? { code: err.code, message: err.message }
                : { code: 100, message: 'internal server error' },
          }),
        ),
      ),
    ),
  });

  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!authorized(request)) throw unauthorized('A valid X-API-Key is required');
    });

    const common = { tags: ['realtime-internal'] };

    app.post(
      '/publish',
      {
        schema: {
          ...common,
          summary: 'Publish to one channel (Centrifugo server API)',
          body: apiPublishRequest,
          response: { 200: apiPublishResult, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        result: await publishOne(
          request.body.channel,
          request.body.data,
          request.body.skip_history,
        ),
      }),
    );

    app.post(
      '/broadcast',
      {
        schema: {
          ...common,
          summary: 'Publish the same data to many channels (Centrifugo server API)',
          body: apiBroadcastRequest,
          response: { 200: apiBroadcastResult, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        result: await broadcast(
          request.body.channels,
          request.body.data,
          request.body.skip_history,
        ),
      }),
    );

    app.post(
      '/batch',
      {
        schema: {
          ...common,
          summary: 'Several publish and broadcast commands in one request (Centrifugo server API)',
          body: apiBatchRequest,
          response: { 200: apiBatchResult, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const run = async (
          command: (typeof request.body.commands)[number],
        ): Promise<ApiBatchResult['replies'][number]> => {
          if ('publish' in command) {
            const p = command.publish;
            try {
              return { publish: await publishOne(p.channel, p.data, p.skip_history) };
            } catch (err) {
              if (err instanceof AppError && typeof err.code === 'number')
                return { error: { code: err.code, message: err.message } };
              throw err;
            }
          }
          const b = command.broadcast;
          return { broadcast: await broadcast(b.channels, b.data, b.skip_history) };
        };
        const { commands, parallel } = request.body;
        if (parallel) return { replies: await Promise.all(commands.map(run)) };
        // In order by default: a batch often carries updates whose order matters.
        const replies: ApiBatchResult['replies'] = [];
        for (const command of commands) replies.push(await run(command));
        return { replies };
      },
    );
  };
}
