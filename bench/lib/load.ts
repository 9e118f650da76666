// A closed-loop load of tasks from a number of concurrent workers (the benchmarks' clients).

/** `width` workers run `count` tasks; answers tasks per second and each task's latency (ms). */
export async function load(
  count: number,
  width: number,
  task: (i: number, worker: number) => Promise<unknown>,
): Promise<{ perSec: number; latencies: number[] }> {
  let next = 0;
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: width }, async (_, worker) => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await task(i, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { perSec: count / ((performance.now() - start) / 1000), latencies };
}
