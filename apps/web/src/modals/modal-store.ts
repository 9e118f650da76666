import { useSyncExternalStore } from 'react';
import type { JackpotHitWire, ProfileField, SessionInfo } from '@sb/contract';

// The modals of shell 2.4 and domain 2, one at a time. A small external store: the URL
// triggers, the slip's effects, a 401 and the header all open them the same way.

export type ModalRequest =
  | { name: 'sign-in'; email?: string; notice?: 'confirmed' | 'password_changed' | 'unlocked' }
  | { name: 'sign-up' }
  /** Sign-up done, the e-mail must be confirmed; or a confirmation link's outcome. */
  | { name: 'confirmation'; email?: string; token?: string }
  | { name: 'resend-confirmation'; email?: string }
  | { name: 'forgot-password' }
  | { name: 'edit-password'; token: string }
  /** With a token: unlock from the mailed link; without: resend unlock instructions. */
  | { name: 'unlock'; token?: string }
  /** Closing disabled (shell 2.4). `then` continues the flow that needed it. */
  | { name: 'phone-verification'; then?: 'deposit' }
  | { name: 'missed-auth-fields'; fields: ProfileField[]; then?: 'deposit' }
  | { name: 'quick-deposit' }
  | { name: 'deposit-reminder' }
  | { name: 'iframe-deposit' }
  | { name: 'custom-bet-ticket' }
  | { name: 'share-bet'; code: string }
  | { name: 'share-bet-not-found' }
  /** Responsible gambling (issue 20; shell 2.4): the session so far, continue or stop. */
  | { name: 'reality-check'; info: SessionInfo }
  | { name: 'out-of-session-limit' }
  | { name: 'activity-limit-reached' }
  /** domain 2, shell 4.4 (issue 21): one of the player's jackpot hits, not shown before. */
  | { name: 'jackpot-hit'; hit: JackpotHitWire };

export type ModalName = ModalRequest['name'];

/** shell 2.4: these cannot be closed by the player. */
export const UNCLOSABLE: ReadonlySet<ModalName> = new Set([
  'phone-verification',
  'missed-auth-fields',
]);

let current: ModalRequest | null = null;
const listeners = new Set<() => void>();

function set(next: ModalRequest | null): void {
  current = next;
  for (const l of listeners) l();
}

export function openModal(request: ModalRequest): void {
  set(request);
}

/** Close the modal (only this one, when a name is given). */
export function closeModal(name?: ModalName): void {
  if (!current || (name && current.name !== name)) return;
  set(null);
}

export function getModal(): ModalRequest | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { subscribe as onModalChange };

export function useModal(): ModalRequest | null {
  return useSyncExternalStore(subscribe, getModal, () => null);
}
