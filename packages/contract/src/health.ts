import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), target: z.string(), ok: z.boolean() }),
  broker: z.object({ kind: z.enum(['memory', 'redis']), ok: z.boolean() }),
});
export type Health = z.infer<typeof health>;
