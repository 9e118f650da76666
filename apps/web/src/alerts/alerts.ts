import { useSyncExternalStore } from 'react';

// shell 4.6, domain 2: alerts at bottom centre for 5 s, closable; a new alert dismisses any
// previous one. A tiny external store so any code (an API answer, a slip effect, the payment
// widget) can raise one without a React context.

export const ALERT_AUTO_CLOSE_MS = 5000;

export type AlertKind = 'success' | 'info' | 'warning' | 'error';

export interface Alert {
  id: number;
  kind: AlertKind;
  /** A translation key. */
  titleKey: string;
  descriptionKey?: string;
  params?: Record<string, string | number>;
  /** Text already in the player's language (the payment widget's notifications). */
  text?: string;
  /** Stays until closed or replaced (a state that lasts, like being offline), not 5 s. */
  sticky?: boolean;
}

/** The generic error alert of shell 4.6 / domain 8 (default title and description keys). */
export const GENERIC_ERROR = {
  kind: 'error',
  titleKey: 'error.default.title',
  descriptionKey: 'error.default.description',
} as const;

let current: Alert | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(alert: Alert | null): void {
  current = alert;
  if (timer) clearTimeout(timer);
  timer = null;
  if (alert && !alert.sticky && typeof window !== 'undefined') {
    timer = setTimeout(() => closeAlert(alert.id), ALERT_AUTO_CLOSE_MS);
  }
  for (const l of listeners) l();
}

/** Show an alert, replacing the one on screen. Returns its id. */
export function showAlert(alert: Omit<Alert, 'id'>): number {
  const id = nextId++;
  set({ ...alert, id });
  return id;
}

/** Close the alert with this id (or whatever is shown). */
export function closeAlert(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  set(null);
}

export function showGenericError(): void {
  showAlert(GENERIC_ERROR);
}

export function getAlert(): Alert | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlert(): Alert | null {
  return useSyncExternalStore(subscribe, getAlert, () => null);
}
