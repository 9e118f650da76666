// Shared figures for every benchmark: medians of several runs and latency percentiles.

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `fn` `runs` times after `warmup` unmeasured runs and returns each run's milliseconds. */
export async function timeRuns(fn: () => unknown, runs = 7, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * The same, each run's wall time and the CPU time the process spent in it (user + system): on a
 * shared machine the CPU time is what the code costs, the wall time adds the wait for a core.
 */
export async function timeRunsWithCpu(
  fn: () => unknown,
  runs = 7,
  warmup = 2,
): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < warmup; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    await fn();
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall, cpu };
}

export const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
