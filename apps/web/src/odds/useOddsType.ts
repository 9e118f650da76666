import { useSyncExternalStore } from 'react';
import { DEFAULT_ODDS_TYPE, isOddsType, type OddsType } from '@sb/domain';
import { STORAGE_KEYS, safeStorage } from '../browser/storage';

// One value and one storage listener for the page, however many odds read it: a list of two
// hundred odds asks on every render, and storage is read once, not once per odd per render.

const listeners = new Set<() => void>();
let current: OddsType | null = null;

function read(): OddsType {
  const stored = safeStorage.get(STORAGE_KEYS.oddsType);
  return isOddsType(stored) ? stored : DEFAULT_ODDS_TYPE;
}

function changed(): void {
  current = read();
  for (const l of listeners) l();
}

export function setOddsType(type: OddsType): void {
  safeStorage.set(STORAGE_KEYS.oddsType, type);
  changed();
}

// Another tab changing the format changes this one too.
const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.oddsType && changed();

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => (current ??= read());

/** The player's format now, and its changes here or in another tab (saved for them, issue 27). */
export { snapshot as currentOddsType, subscribe as onOddsTypeChange };

/**
 * The visitor's odds display format, kept in local storage `odds_type` (domain 3 settings:
 * activeOddsType). The server renders the default and the browser switches after hydration.
 * Read once for the page by OddsTypeProvider; components read it with useOddsType.
 */
export function useStoredOddsType(): OddsType {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_ODDS_TYPE);
}
