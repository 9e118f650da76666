// What one process tells its operator about itself in /api/health (issue 25, bounded memory):
// memory, open connections, event-loop delay. The HTTP server and the push server are made by
// the listener (main.ts) after the routes, so they are attached late.
import type { Server } from 'node:http';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How long one event-loop window lasts: the report shows the last complete one. */
const WINDOW_MS = 60_000;

export interface RuntimeReport {
  memory: {
    rss_bytes: number;
    heap_used_bytes: number;
    heap_total_bytes: number;
    external_bytes: number;
  };
  /** Open sockets: null when the process serves none (tests through inject). */
  connections: { http: number | null; websocket_clients: number | null };
  event_loop_delay_ms: { window_s: number; mean: number; p50: number; p99: number; max: number };
}

export interface RuntimeMetrics {
  /** The listener's HTTP server and push server (main.ts, the realtime test kit). */
  attach(parts: { server?: Server; realtime?: { stats(): { connections: number } } }): void;
  read(): Promise<RuntimeReport>;
  /** Stops the event-loop sampling (the app's close). */
  close(): void;
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

export function createRuntimeMetrics(): RuntimeMetrics {
  let server: Server | undefined;
  let realtime: { stats(): { connections: number } } | undefined;
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let windowStart = Date.now();
  let last: RuntimeReport['event_loop_delay_ms'] | null = null;
  const snapshot = (): RuntimeReport['event_loop_delay_ms'] => ({
    window_s: Math.round((Date.now() - windowStart) / 1000),
    // Before its first sample the histogram reports NaN for the mean.
    mean: ms(Number.isFinite(histogram.mean) ? histogram.mean : 0),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  });
  // A fixed window, so two operators polling do not reset each other's figures.
  const roll = setInterval(() => {
    last = snapshot();
    histogram.reset();
    windowStart = Date.now();
  }, WINDOW_MS);
  roll.unref();

  return {
    attach(parts) {
      server = parts.server ?? server;
      realtime = parts.realtime ?? realtime;
    },
    async read() {
      const m = process.memoryUsage();
      const http = server
        ? await new Promise<number | null>((resolve) =>
            server!.getConnections((err, n) => resolve(err ? null : n)),
          )
        : null;
      return {
        memory: {
          rss_bytes: m.rss,
          heap_used_bytes: m.heapUsed,
          heap_total_bytes: m.heapTotal,
          external_bytes: m.external,
        },
        connections: { http, websocket_clients: realtime ? realtime.stats().connections : null },
        event_loop_delay_ms: last ?? snapshot(),
      };
    },
    close() {
      clearInterval(roll);
      histogram.disable();
    },
  };
}
