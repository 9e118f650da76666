import { readCookie } from '../api/http-client';
import { safeStorage, STORAGE_KEYS } from '../browser/storage';

// Cookie consent (shell 9: consent cookie value 1 for 365 days). Tracking of any kind (tags,
// pixels, error reports with user data) asks `hasConsent()` before it loads.

export const CONSENT_COOKIE = 'cookie_consent';
const YEAR_S = 365 * 24 * 3600;

export function hasConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === '1';
}

const consented = new Set<() => void>();

export function giveConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=1; max-age=${YEAR_S}; path=/; samesite=lax`;
  safeStorage.set(STORAGE_KEYS.consent, '1');
  for (const l of consented) l();
}

/** Called when the player consents on this page (tracking waits for it, issue 23). */
export function onConsent(listener: () => void): () => void {
  consented.add(listener);
  return () => void consented.delete(listener);
}

/** "Only necessary": remembered for the visit's tab, asked again next visit. */
export function declineConsent(): void {
  safeStorage.set(STORAGE_KEYS.consent, '0', 'session');
}

export function consentAnswered(): boolean {
  return hasConsent() || safeStorage.get(STORAGE_KEYS.consent, 'session') === '0';
}
