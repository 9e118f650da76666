import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Auth } from './http/auth';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerQuotas, type QuotaOptions } from './http/quotas';
import {
  apiHeaders,
  applyHeaders,
  PERMISSIONS_POLICY,
  securityPolicyOf,
} from './http/security-headers';

/** The docs UI's own page: its scripts and styles are files of the plugin (no inline script). */
const SWAGGER_UI_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export interface BuildAppOptions {
  /** Pino options or false; tests pass nothing and get silence. */
  logger?: boolean | { level: string };
  /** Host pages that may frame ours (site config `allowedHostOrigins`): `frame-ancestors`. */
  allowedHostOrigins?: string[];
  /** Who is calling, for the quotas per player (http/quotas.ts); without it, per address. */
  auth?: Auth;
  /** Tests: other quotas than QUOTAS, and a Redis prefix that several apps share. */
  quotas?: Pick<QuotaOptions, 'quotas' | 'nameSpace'>;
  /** Error reporting of the 500s (main.ts: Sentry when SENTRY_DSN is set). */
  reportError?: (error: unknown, context: Record<string, unknown>) => void;
}

/**
 * The app factory, apart from the listener (house style: fastify/demo): plugins, then the
 * modules' routes (registered by the composition root, compose.ts), a zod schema on every
 * route. Tests drive it with `app.inject()`.
 */
export async function buildApp(
  config: Pick<Config, 'trustProxy' | 'env' | 'publicOrigin' | 'redisUrl'>,
  registerRoutes: (app: FastifyInstance) => Promise<void>,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const headers = apiHeaders(
    securityPolicyOf(config, { allowedHostOrigins: options.allowedHostOrigins ?? [] }),
  );
  const app = Fastify({
    logger: options.logger ?? false,
    // Refusals of the router itself (bad percent-encoding, an over-long path parameter) come
    // before any hook: they get the error shape and the headers here (issue 17, finding 7).
    frameworkErrors: frameworkErrors((request, reply) =>
      applyHeaders(headers, request.raw, reply.raw),
    ),
    bodyLimit: 256 * 1024,
    // Behind an ingress, TRUST_PROXY says how many hops to believe for the client address
    // (sign-in rate limits per address depend on it); on a laptop nobody is in front.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Unknown query keys are refused by `.strict()` schemas; keep arrays as repeated keys.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, {
    refuseUndeclaredKeys: config.env === 'test',
    ...(options.reportError ? { report: options.reportError } : {}),
  });

  // Security headers on every answer (issue 17, finding 4); HTML routes set their own CSP.
  await app.register(fastifyHelmet, headers as unknown as FastifyHelmetOptions);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyCookie);
  // issue 17, finding 8: an OpenAPI 3.1 document whose `$ref`s all resolve (the schemas with a
  // zod `meta({ id })` land in components.schemas), browsable at /api/docs, JSON at /api/docs/json.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Open Sportsbook API',
        version: '0.1.0',
        description:
          'Errors answer `{ error: { code, key, message, details? } }`. Money moves idempotently: ' +
          'send an `Idempotency-Key` on placement, deposits and cash-out (the contract is in ' +
          "the README's Security section).",
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: SWAGGER_UI_CSP,
    uiConfig: { deepLinking: false },
  });

  // issue 17, finding 3: behind a proxy nobody told us about, every client has the proxy's
  // address, and the per-address limits would be one limit for everyone. Say so, once.
  if (config.trustProxy === 0) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        'X-Forwarded-For arrives but TRUST_PROXY is 0: set it to the number of proxies in front, or every client shares the proxy address for sign-in limits and quotas',
      );
    });
  }

  // Quotas of the costly routes (http/quotas.ts): attached as the routes below register.
  await registerQuotas(app, {
    auth: options.auth,
    redisUrl: config.redisUrl,
    isolate: config.env === 'test',
    ...options.quotas,
  });

  await registerRoutes(app);
  return app;
}
