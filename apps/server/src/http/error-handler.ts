import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isErrorKey } from '@sb/contract';
import { AppError } from './errors';

export interface ErrorBody {
  error: { code: number | string; key: string; message: string; details?: unknown };
}

export interface ErrorHandlerOptions {
  /**
   * Tests: an error key not declared in the contract (error-keys.ts) is refused, so an answer
   * with a key no locale translates fails the test that provokes it (issue 18).
   */
  refuseUndeclaredKeys?: boolean;
}

/** The one place an error becomes HTTP: a 4xx says what was wrong, a 5xx never leaks a stack. */
export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  const declared = (key: string) => {
    if (options.refuseUndeclaredKeys && !isErrorKey(key))
      throw new Error(
        `Undeclared error key ${key}: declare it in packages/contract/src/error-keys.ts`,
      );
  };
  if (options.refuseUndeclaredKeys) {
    // Answers built as data (a placement's refusal) do not pass the handler: check them too.
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      const key = (payload as { error?: { key?: unknown } } | null)?.error?.key;
      if (typeof key === 'string') declared(key);
      return payload;
    });
  }
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      declared(err.key);
      const body: ErrorBody = { error: { code: err.code, key: err.key, message: err.message } };
      if (err.details !== undefined) body.error.details = err.details;
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'request'}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message,
      }));
      return reply.status(400).send({
        error: {
          code: 400,
          key: 'error.validation.invalid_request',
          message: `Invalid ${err.validationContext ?? 'request'}: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
          details,
        },
      } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(err)) {
      // Fastify's own 4xx: bad JSON, body too large, unsupported media type...
      return reply.status(status).send({
        error: { code: status, key: keyForStatus(status), message: err.message },
      } satisfies ErrorBody);
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: { code: 500, key: 'error.internal', message: 'Something went wrong on our side' },
    } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        code: 404,
        key: 'error.not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    } satisfies ErrorBody),
  );
}

function keyForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'error.unauthorized';
    case 403:
      return 'error.forbidden';
    case 404:
      return 'error.not_found';
    case 405:
      return 'error.method_not_allowed';
    case 413:
      return 'error.payload_too_large';
    case 415:
      return 'error.unsupported_media_type';
    case 429:
      return 'error.too_many_requests';
    default:
      return 'error.validation.invalid_request';
  }
}
