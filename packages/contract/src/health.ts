import { z } from 'zod';

/** What anyone may know: up or down (issue 17, finding 6). */
export const health = z.object({ status: z.enum(['ok', 'degraded']) }).meta({ id: 'Health' });
export type Health = z.infer<typeof health>;

/** The operator's view, with `Authorization: Bearer <ADMIN_TOKEN>`: versions, backends, limits. */
export const healthDetails = health
  .extend({
    version: z.string(),
    node: z.string(),
    environment: z.enum(['development', 'test', 'production']),
    uptime_s: z.number(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      target: z.string(),
      ok: z.boolean(),
    }),
    broker: z.object({ kind: z.enum(['memory', 'redis']), ok: z.boolean() }),
    /** The configured limits (request body, websockets per address and user, quotas...). */
    limits: z.record(z.string(), z.number()),
  })
  .meta({ id: 'HealthDetails' });
export type HealthDetails = z.infer<typeof healthDetails>;
