import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SlipState } from '@sb/domain';
import type { SlipStore } from './slip-store';

// The page's slip store as React context, apart from SlipProvider (which loads the slip's lazy
// chunk): the chunk's components read the store through these hooks without importing the
// provider that imports them, so the lazy chunk is no import circle.

export const SlipContext = createContext<SlipStore | null>(null);

export function useSlipStore(): SlipStore {
  const store = useContext(SlipContext);
  if (!store) throw new Error('useSlipStore needs a SlipProvider');
  return store;
}

/** A slice of the slip state; re-renders only when that slice changes (compare by reference). */
export function useSlipSelector<T>(select: (state: SlipState) => T): T {
  const store = useSlipStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}

/** Whether an outcome is in the slip, for the odds button that shows it as selected. */
export function useIsSelected(selectionId: string): boolean {
  return useSlipSelector((s) => s.ticket.selectedOutcomeIds.includes(selectionId));
}
