import { whenIdle } from './when-idle';

/** How long a page nobody touches waits before it preloads what a touch would need. */
export const ENGAGE_FALLBACK_MS = 8000;

const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `task` at the visitor's first sign of acting (a pointer or key going down, a focus),
 * which comes some 100 ms before the click it starts, or else once the page has stood idle for
 * ENGAGE_FALLBACK_MS. For preloads of code a click will need (the slip's engine, the modals):
 * evaluating them right after hydration made the first seconds of every visit busy for visitors
 * who only read (issue 8 TBT). Returns the function that cancels it.
 */
export function whenEngaged(task: () => void): () => void {
  let done = false;
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const timer = setTimeout(() => (cancelIdle = whenIdle(run)), ENGAGE_FALLBACK_MS);
  const stop = () => {
    clearTimeout(timer);
    cancelIdle();
    for (const type of INTENT) window.removeEventListener(type, run, true);
  };
  for (const type of INTENT) window.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    done = true;
    stop();
  };
}
