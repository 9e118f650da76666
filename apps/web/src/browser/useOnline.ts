import { useSyncExternalStore } from 'react';

// Whether the browser has a network (shell 4.6 Connectivity): the slip will not try to place a
// bet it cannot send (issue 22 defect 3).

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, live; true while rendering on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
