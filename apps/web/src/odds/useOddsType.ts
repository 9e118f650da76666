import { useSyncExternalStore } from 'react';
import { DEFAULT_ODDS_TYPE, isOddsType, type OddsType } from '@sb/domain';
import { STORAGE_KEYS, safeStorage } from '../shell/storage';

const listeners = new Set<() => void>();

function read(): OddsType {
  const stored = safeStorage.get(STORAGE_KEYS.oddsType);
  return isOddsType(stored) ? stored : DEFAULT_ODDS_TYPE;
}

export function setOddsType(type: OddsType): void {
  safeStorage.set(STORAGE_KEYS.oddsType, type);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the format changes this one too.
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.oddsType && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's odds display format, kept in local storage `odds_type` (domain 3 settings:
 * activeOddsType). The server renders the default and the browser switches after hydration.
 */
export function useOddsType(): OddsType {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_ODDS_TYPE);
}
