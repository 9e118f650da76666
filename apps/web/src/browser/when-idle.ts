/** shell 9: idle fallback 3000 ms (the latest an idle task runs when the page never idles). */
export const IDLE_FALLBACK_MS = 3000;

/**
 * Runs `task` once the browser is idle (work that must not compete with the first paint and
 * hydration). Returns the function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
