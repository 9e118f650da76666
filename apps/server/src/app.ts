import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerErrorHandler } from './http/error-handler';

export interface BuildAppOptions {
  /** Pino options or false; tests pass nothing and get silence. */
  logger?: boolean | { level: string };
}

/**
 * The app factory, apart from the listener (house style: fastify/demo): plugins, then the
 * modules' routes (registered by the composition root, compose.ts), a zod schema on every
 * route. Tests drive it with `app.inject()`.
 */
export async function buildApp(
  config: Pick<Config, 'trustProxy' | 'env'>,
  registerRoutes: (app: FastifyInstance) => Promise<void>,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Behind an ingress, TRUST_PROXY says how many hops to believe for the client address
    // (sign-in rate limits per address depend on it); on a laptop nobody is in front.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Unknown query keys are refused by `.strict()` schemas; keep arrays as repeated keys.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { refuseUndeclaredKeys: config.env === 'test' });

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Open Sportsbook API', version: '0.1.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  await registerRoutes(app);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
