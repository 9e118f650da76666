import {
  initialSlipState,
  slipTransition,
  type SlipEffect,
  type SlipEnv,
  type SlipEvent,
  type SlipState,
} from '@sb/domain';

/**
 * The slip's state in the browser: the domain reducer (domain 4) behind a tiny external store,
 * so a component re-renders only when the slice it selects changes (an odds button re-renders
 * when its own outcome enters or leaves the slip, not on every keystroke in a stake field).
 */
export interface SlipStore {
  getState(): SlipState;
  dispatch(event: SlipEvent): void;
  subscribe(listener: () => void): () => void;
}

export function createSlipStore(options: {
  initial?: SlipState;
  env: () => SlipEnv;
  /** Performs what the reducer asks for: sign-in, modals, the API call, alerts. */
  onEffect: (effect: SlipEffect, store: SlipStore) => void;
}): SlipStore {
  let state = options.initial ?? initialSlipState();
  const listeners = new Set<() => void>();
  const store: SlipStore = {
    getState: () => state,
    dispatch(event) {
      const [next, effects] = slipTransition(state, event, options.env());
      if (next !== state) {
        state = next;
        for (const l of listeners) l();
      }
      for (const effect of effects) options.onEffect(effect, store);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
