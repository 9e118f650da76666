import { useSyncExternalStore } from 'react';

/** shell 9: the compact layout below 780 px. */
export const COMPACT_QUERY = '(max-width: 779px)';

function subscribe(listener: () => void) {
  const media = window.matchMedia(COMPACT_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True in the compact layout; the server renders the wide one. */
export function useCompact(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT_QUERY).matches,
    () => false,
  );
}
