import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { Executor } from '../wallet/ledger';
import { paymentCallbacks } from '../schema';
import { SIGNATURE_HEADER, verifyCallback } from './signature';

// The sandbox provider's signed server-to-server callbacks (payments here, payouts in
// withdrawals/), checked one way: the signature and its time over the raw bytes, then JSON,
// then the event's schema. Nothing reads a body that failed.

interface Verifier {
  readonly options: { paymentCallbackSecret: string; callbackToleranceMs: number };
  now(): number;
}

/** The event of a signed callback, or the 4xx that refuses it. */
export function signedEvent<S extends z.ZodType>(
  platform: Verifier,
  rawBody: string,
  signature: string | undefined,
  schema: S,
  what: string,
): z.infer<S> {
  const check = verifyCallback(
    platform.options.paymentCallbackSecret,
    rawBody,
    signature,
    platform.now(),
    platform.options.callbackToleranceMs,
  );
  if (!check.ok) {
    if (check.reason === 'stale')
      throw badRequest('error.payment.stale_callback', 'The callback is too old to be accepted');
    throw new AppError(
      401,
      'error.payment.invalid_signature',
      'The callback signature is not valid',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('error.validation.invalid_request', 'The callback body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw badRequest(
      'error.validation.invalid_request',
      `The callback body is not ${what}`,
      parsed.error.issues,
    );
  return parsed.data;
}

/**
 * A POST route for a signed callback, in a scope of its own that keeps the raw body as a
 * string (the signature is over those bytes); `handle` gets it and the signature header.
 */
export function signedCallbackRoute<R extends z.ZodType>(
  path: string,
  schema: { tags: string[]; summary: string; response: Record<number, z.ZodType> & { 200: R } },
  handle: (rawBody: string, signature: string | undefined) => Promise<z.infer<R>>,
): FastifyPluginAsync {
  return async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(path, { schema: { ...schema, body: z.string().max(10_000) } }, async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return handle(request.body, Array.isArray(signature) ? signature[0] : signature);
      });
  };
}

/**
 * Takes a callback's event once, in the caller's transaction: a replayed event is a 409 and
 * the transaction moves nothing.
 */
export async function takeEventOnce(
  tx: Executor,
  event: { eventId: string; type: string },
  paymentId: string,
): Promise<void> {
  const [fresh] = await tx
    .insert(paymentCallbacks)
    .values({ eventId: event.eventId, provider: 'sandbox', paymentId, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentCallbacks.eventId });
  if (!fresh)
    throw conflict(
      'error.payment.callback_replayed',
      `Event ${event.eventId} was already received`,
    );
}
