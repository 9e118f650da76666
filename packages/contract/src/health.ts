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
    /** This process's memory (issue 25: resident memory must stay bounded). */
    memory: z.object({
      rss_bytes: z.number(),
      heap_used_bytes: z.number(),
      heap_total_bytes: z.number(),
      external_bytes: z.number(),
    }),
    /** Open sockets of this process; null where it serves none. */
    connections: z.object({
      http: z.number().nullable(),
      websocket_clients: z.number().nullable(),
    }),
    /** Event-loop delay over the last complete window (window_s seconds; the first: so far). */
    event_loop_delay_ms: z.object({
      window_s: z.number(),
      mean: z.number(),
      p50: z.number(),
      p99: z.number(),
      max: z.number(),
    }),
    /**
     * The built-in feed as this process sees it. `lag_ms`: time since the leader's last
     * completed tick (healthy: about the tick interval); null on a process that does not lead.
     */
    feed: z.object({
      enabled: z.boolean(),
      leader: z.boolean(),
      ticks: z.number(),
      last_tick_ms: z.number(),
      lag_ms: z.number().nullable(),
    }),
  })
  .meta({ id: 'HealthDetails' });
export type HealthDetails = z.infer<typeof healthDetails>;
