import { useSyncExternalStore } from 'react';

// One shared one-second ticker for every clock on the page (not a timer per match), and the
// hydration rule every clock follows: the server and the first browser render show the same
// thing (`null` here), the browser takes over right after hydration.

const listeners = new Set<() => void>();
let now: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, updated every second; null while rendering on the server and hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}

/**
 * Whether the clock is past `ms`, on the same ticker; a component re-renders only when the
 * answer flips (a list's rows do not re-render every second). Null before hydration.
 */
export function usePast(ms: number): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => (now === null ? null : now > ms),
    () => null,
  );
}
