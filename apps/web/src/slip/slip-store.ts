import {
  initialSlipState,
  type SlipEffect,
  type SlipEnv,
  type SlipEvent,
  type SlipState,
  type slipTransition,
} from '@sb/domain';

/**
 * What turns events into slip states: the domain reducer (domain 4), the environment it reads,
 * the effects runner, and the events the slip starts with (its system types).
 */
export interface SlipEngine {
  transition: typeof slipTransition;
  env: () => SlipEnv;
  /** Performs what the reducer asks for: sign-in, modals, the API call, alerts. */
  onEffect: (effect: SlipEffect, store: SlipStore) => void;
  startEvents: () => SlipEvent[];
}

/**
 * The slip's state in the browser: the domain reducer behind a tiny external store, so a
 * component re-renders only when the slice it selects changes (an odds button re-renders when
 * its own outcome enters or leaves the slip, not on every keystroke in a stake field).
 */
export interface SlipStore {
  getState(): SlipState;
  /**
   * The state the store began with: what the server rendered. Hydration reads it, so a slip
   * restored from session storage before a part of the page hydrates does not make that part
   * differ from the server's HTML (issue 22 defect 6, React #418 on a phone).
   */
  getInitialState(): SlipState;
  dispatch(event: SlipEvent): void;
  subscribe(listener: () => void): () => void;
  /** Fetch the engine now (a lazy store's; resolved at once for a store given one). */
  load(): Promise<void>;
}

// Events the page sends on its own while the slip may be empty: they wait for the engine
// without fetching it. Anything else is the player's doing and fetches it at once.
const BACKGROUND: ReadonlySet<SlipEvent['type']> = new Set<SlipEvent['type']>([
  'routeChanged',
  'signedOut',
  'signedIn',
  'currencyChanged',
  'balanceChanged',
  'providerStatusChanged',
]);

/**
 * A store over an engine given now, or fetched on first need (issue 8: the reducer is ~15 kB
 * of the first load that no page needs to paint). Until the engine is there the state is the
 * empty slip and events queue in order; they are applied, in order, as soon as it arrives.
 */
export function createSlipStore(
  engine: SlipEngine | (() => Promise<SlipEngine>),
  initial: SlipState = initialSlipState(),
): SlipStore {
  let state = initial;
  let current: SlipEngine | null = null;
  let loading: Promise<void> | null = null;
  const queue: SlipEvent[] = [];
  const listeners = new Set<() => void>();

  const apply = (on: SlipEngine, event: SlipEvent) => {
    const [next, effects] = on.transition(state, event, on.env());
    if (next !== state) {
      state = next;
      for (const l of listeners) l();
    }
    for (const effect of effects) on.onEffect(effect, store);
  };
  const start = (on: SlipEngine) => {
    current = on;
    for (const event of [...on.startEvents(), ...queue.splice(0)]) apply(on, event);
  };

  const store: SlipStore = {
    getState: () => state,
    getInitialState: () => initial,
    dispatch(event) {
      if (current) return apply(current, event);
      queue.push(event);
      if (!BACKGROUND.has(event.type)) void store.load();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= typeof engine === 'function' ? engine().then(start) : Promise.resolve();
      return loading;
    },
  };
  if (typeof engine !== 'function') start(engine);
  return store;
}
