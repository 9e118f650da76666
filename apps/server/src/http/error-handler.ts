import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isErrorKey, type ErrorKey } from '@sb/contract';
import { AppError } from './errors';

export interface ErrorBody {
  error: { code: number | string; key: string; message: string; details?: unknown };
}

/**
 * What the framework's own refusals say: a fixed text per status, never the request's bytes
 * (issue 17, finding 7: the 414 of an over-long path parameter echoed the path). Fastify's own
 * error code (`FST_ERR_CTP_INVALID_JSON_BODY`, ...) goes along in `details.reason`.
 */
const FRAMEWORK_REFUSALS: Record<number, [key: ErrorKey, message: string]> = {
  400: ['error.validation.invalid_request', 'The request is malformed'],
  401: ['error.unauthorized', 'Sign in to continue'],
  403: ['error.forbidden', 'This is not allowed'],
  404: ['error.not_found', 'There is nothing at this address'],
  405: ['error.method_not_allowed', 'This method is not allowed here'],
  406: ['error.not_acceptable', 'No answer in an accepted format'],
  408: ['error.request_timeout', 'The request took too long to arrive'],
  411: ['error.validation.invalid_request', 'A Content-Length is required'],
  413: ['error.payload_too_large', 'The request body is too large'],
  414: ['error.uri_too_long', 'The address or one of its parts is too long'],
  415: ['error.unsupported_media_type', 'Send the body as application/json'],
  429: ['error.too_many_requests', 'Too many requests: wait a moment and try again'],
  431: ['error.validation.invalid_request', 'The request headers are too large'],
};

export function frameworkRefusal(status: number, reason?: string): ErrorBody {
  const [key, message] = FRAMEWORK_REFUSALS[status] ?? FRAMEWORK_REFUSALS[400]!;
  const body: ErrorBody = { error: { code: status, key, message } };
  if (reason && /^FST_[A-Z0-9_]{1,80}$/.test(reason)) body.error.details = { reason };
  return body;
}

/** A path segment of a validation error, unless it came from the client (a record's key). */
const SAFE_SEGMENT = /^[A-Za-z0-9_$-]{1,64}$/;

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
}

/** Where and what, in the schema's words: the values and unknown key names sent are not repeated. */
function describeValidation(context: string, items: ValidationItem[]) {
  return items.map((v) => {
    const segments = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => (SAFE_SEGMENT.test(s) ? s : '*'));
    const message =
      v.keyword === 'unrecognized_keys'
        ? 'has a field the schema does not know'
        : (v.message ?? 'is not valid').slice(0, 300);
    return { path: [context, ...segments].join('.'), message };
  });
}

export interface ErrorHandlerOptions {
  /**
   * Tests: an error key not declared in the contract (error-keys.ts) is refused, so an answer
   * with a key no locale translates fails the test that provokes it (issue 18).
   */
  refuseUndeclaredKeys?: boolean;
  /** Error reporting (shell 8): every unexpected failure, the 500s, goes there too. */
  report?: (error: unknown, context: Record<string, unknown>) => void;
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
      // issue 17, finding 3: a refusal that says when to come back (a 429; the 409 of an
      // Idempotency-Key still in flight) says it in Retry-After too.
      const wait = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'request';
      const details = describeValidation(context, err.validation as ValidationItem[]);
      return reply.status(400).send({
        error: {
          code: 400,
          key: 'error.validation.invalid_request',
          message: `Invalid ${context}: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
          details,
        },
      } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(err))
      // Fastify's own 4xx: bad JSON, body too large, unsupported media type...
      return reply.status(status).send(frameworkRefusal(status, err.code));
    request.log.error({ err }, 'request failed');
    options.report?.(err, { method: request.method, url: request.url.split('?')[0] });
    return reply.status(500).send({
      error: { code: 500, key: 'error.internal', message: 'Something went wrong on our side' },
    } satisfies ErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(frameworkRefusal(404)));
}

/**
 * Fastify's `frameworkErrors`: the router's refusals that come before any route or hook (a
 * malformed percent-encoding, a path parameter over `maxParamLength`), in the one error shape.
 * `decorate` adds what hooks would have (the security headers).
 */
export function frameworkErrors(decorate: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    decorate(request, reply);
    const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    void reply.status(status).send(frameworkRefusal(status, err.code));
  };
}
