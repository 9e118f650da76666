import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SlipEffect, SlipEnv, SlipState } from '@sb/domain';
import { runSlipEffect } from './effects';
import { liveSlipEnv } from './slip-env';
import { createSlipStore, type SlipStore } from './slip-store';

const SlipContext = createContext<SlipStore | null>(null);

/**
 * Provides the one slip store of the page. `env` is read at each event (settings and the
 * player may change under it); `onEffect` performs the reducer's effects. The defaults are
 * the real ones: settings and the session, and the effect runner that calls the API.
 */
export function SlipProvider({
  env = liveSlipEnv,
  onEffect = runSlipEffect,
  children,
}: {
  env?: () => SlipEnv;
  onEffect?: (effect: SlipEffect, store: SlipStore) => void;
  children: ReactNode;
}) {
  const [store] = useState(() => createSlipStore({ env, onEffect }));
  return <SlipContext.Provider value={store}>{children}</SlipContext.Provider>;
}

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
