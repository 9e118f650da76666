import { useState, type ReactNode } from 'react';
import { SlipContext } from './slip-context';
import { createSlipStore, type SlipStore } from './slip-store';

export { useIsSelected, useSlipSelector, useSlipStore } from './slip-context';

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
