import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SlipState } from '@sb/domain';
import { createSlipStore, type SlipStore } from './slip-store';

const SlipContext = createContext<SlipStore | null>(null);

const loadEngine = () => import('./slip-chunk').then((m) => m.slipEngine);

/**
 * Provides the one slip store of the page. By default its engine (the reducer, settings and
 * session, the API) is fetched when first needed (SlipSync also fetches it once the browser is
 * idle); tests hand in a store with an engine of their own.
 */
export function SlipProvider({ store, children }: { store?: SlipStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createSlipStore(loadEngine));
  return <SlipContext.Provider value={own}>{children}</SlipContext.Provider>;
}

export function useSlipStore(): SlipStore {
  const store = useContext(SlipContext);
  if (!store) throw new Error('useSlipStore needs a SlipProvider');
  return store;
}

/**
 * A slice of the slip state; re-renders only when that slice changes (compare by reference).
 * While hydrating it reads the state the server rendered (the store's initial one), then the
 * state now: the page hydrates in slices, after the slip may have been restored.
 */
export function useSlipSelector<T>(select: (state: SlipState) => T): T {
  const store = useSlipStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  );
}

/** Whether an outcome is in the slip, for the odds button that shows it as selected. */
export function useIsSelected(selectionId: string): boolean {
  return useSlipSelector((s) => s.ticket.selectedOutcomeIds.includes(selectionId));
}
