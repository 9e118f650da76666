import { useSyncExternalStore } from 'react';
import type {
  PlayerAccount,
  PlayerAnswer,
  PlayerProfile,
  ProfileUpdateRequest,
  SignUpAnswer,
  SignUpRequest,
  SiteConfig,
} from '@sb/contract';
import { STORAGE_KEYS, safeStorage } from '../browser/storage';
import { setRealtimeAuthStatus, setRealtimeDelta } from '../realtime/useChannel';
import { api } from '../api/http-client';

// The player's session in the browser (shell 3, 4.1): auth status, profile, accounts and the
// site config, as a small external store. Everything that changes it goes through the
// functions below, which also tell the slip (sessionEvents) and the push connection.

/** shell 3 Auth status. */
export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export interface Session {
  status: AuthStatus;
  profile: PlayerProfile | null;
  accounts: PlayerAccount[];
  site: SiteConfig | null;
}

export type SessionEvent =
  | { type: 'signedIn'; profile: PlayerProfile }
  | { type: 'signedOut' }
  | { type: 'currencyChanged'; account: PlayerAccount }
  | { type: 'balanceChanged'; currency: string; balance: number };

const initial: Session = { status: 'unknown', profile: null, accounts: [], site: null };
let state: Session = initial;
const listeners = new Set<() => void>();
const eventListeners = new Set<(e: SessionEvent) => void>();

const PLATFORM = '/api/platform';
/** shell 4.1: the first login sets a local marker that the player is registered. */
export const REGISTERED_KEY = 'registered';

function set(patch: Partial<Session>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

function emit(event: SessionEvent): void {
  for (const l of eventListeners) l(event);
}

export function getSession(): Session {
  return state;
}

export function onSessionEvent(listener: (e: SessionEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the session; the server renders the unknown state. */
export function useSession<T>(select: (s: Session) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initial),
  );
}

export const isLoggedIn = (s: Session) => s.status === 'logged_in';

/** The account of the profile's currency (the one bets are staked in). */
export function currentAccount(s: Session): PlayerAccount | null {
  if (!s.profile) return null;
  return s.accounts.find((a) => a.currency === s.profile?.currency) ?? s.accounts[0] ?? null;
}

function setAuth(status: AuthStatus): void {
  const before = state.status;
  if (before === status) return;
  set({ status });
  if (status === 'logged_in' || status === 'not_logged_in') setRealtimeAuthStatus(status);
}

function signedIn(profile: PlayerProfile): void {
  // shell 3: a blocked account counts as not logged in.
  if (!profile.isLoggedIn) return signedOutLocally();
  const was = state.status;
  set({ profile });
  setAuth('logged_in');
  safeStorage.set(REGISTERED_KEY, '1');
  if (was !== 'logged_in') emit({ type: 'signedIn', profile });
  void refreshAccounts();
}

function signedOutLocally(): void {
  const was = state.status;
  set({ profile: null, accounts: [] });
  setAuth('not_logged_in');
  if (was === 'logged_in') emit({ type: 'signedOut' });
}

/** The site config (shell 3), loaded once. */
export async function loadSite(): Promise<SiteConfig> {
  if (state.site) return state.site;
  const site = await api<SiteConfig>('GET', `${PLATFORM}/site-config`);
  set({ site });
  setRealtimeDelta(site.featureFlags.delta_compression === true);
  return site;
}

/**
 * shell 4.1: fetching the player sets pending; the profile sets logged in or not logged in.
 * `stag` is the tracking tag that sets the affiliate cookie (shell 7.3).
 */
export async function loadSession(stag?: string): Promise<void> {
  set({ status: state.status === 'unknown' ? 'pending' : state.status });
  const query = stag ? `?stag=${encodeURIComponent(stag)}` : '';
  try {
    const answer = await api<PlayerAnswer>('GET', `${PLATFORM}/player${query}`, {
      allowUnauthorized: true,
    });
    if ('id' in answer) signedIn(answer as PlayerProfile);
    else signedOutLocally();
  } catch {
    // shell 7.1: on failure an empty result.
    signedOutLocally();
  }
}

export async function refreshAccounts(): Promise<void> {
  if (state.status !== 'logged_in') return;
  try {
    const accounts = await api<PlayerAccount[]>('GET', `${PLATFORM}/player/accounts`);
    if (state.status === 'logged_in') set({ accounts });
  } catch {
    // A 401 already signed out; anything else keeps the balances shown.
  }
}

export async function signIn(email: string, password: string): Promise<PlayerProfile> {
  const answer = await api<{ player: PlayerProfile | null }>('POST', `${PLATFORM}/users/sign_in`, {
    body: { email, password },
    allowUnauthorized: true,
  });
  if (!answer.player) throw new Error('signed in without a profile');
  signedIn(answer.player);
  return answer.player;
}

/** Signed in by other means: a mailed link (the unlock link, issue 17), a host's token (issue 23). */
export function signedInByLink(profile: PlayerProfile): void {
  signedIn(profile);
}

export async function signUp(request: SignUpRequest): Promise<SignUpAnswer> {
  const answer = await api<SignUpAnswer>('POST', `${PLATFORM}/users`, {
    body: request,
    allowUnauthorized: true,
  });
  if (answer.player) signedIn(answer.player);
  return answer;
}

/** shell 4.1 Sign-out: the call, then profile and accounts cleared and quick bet off. */
export async function signOut(): Promise<void> {
  try {
    await api('POST', `${PLATFORM}/player/logout`, { allowUnauthorized: true });
  } finally {
    signedOutLocally();
  }
}

/** shell 8: a 401 anywhere signs the player out (the caller asks for sign-in, no alert). */
export function sessionExpired(): void {
  signedOutLocally();
}

/**
 * shell 4.1 Account currency switch: only to a currency other than the current one that the
 * player holds; then the change-account call.
 */
export async function switchCurrency(currency: string): Promise<void> {
  const { profile, accounts } = state;
  const account = accounts.find((a) => a.currency === currency);
  if (!profile || !account || profile.currency === currency) return;
  await api('PUT', `${PLATFORM}/player/currency`, { body: { currency } });
  if (state.profile) set({ profile: { ...state.profile, currency } });
  emit({ type: 'currencyChanged', account });
}

/** domain 4 Live merge: a balance update applies per currency. */
export function applyBalance(currency: string, balance: number): void {
  if (!state.accounts.some((a) => a.currency === currency)) {
    void refreshAccounts();
    return;
  }
  set({ accounts: state.accounts.map((a) => (a.currency === currency ? { ...a, balance } : a)) });
  emit({ type: 'balanceChanged', currency, balance });
}

/** Fill missed auth or deposit-context fields (PUT /player/profile). */
export async function updateProfile(fields: ProfileUpdateRequest): Promise<PlayerProfile> {
  const profile = await api<PlayerProfile>('PUT', `${PLATFORM}/player/profile`, { body: fields });
  set({ profile });
  return profile;
}

export function setProfile(profile: PlayerProfile): void {
  set({ profile });
}

/**
 * shell 2.2: changing language first stores the player locale on the platform (when signed
 * in), then reloads under the new prefix, only if the stored locale is the one asked for.
 * Returns false when the change failed (the caller shows the global error alert).
 */
export async function storeLocale(locale: string): Promise<boolean> {
  safeStorage.set(STORAGE_KEYS.locale, locale);
  if (state.status !== 'logged_in') return true;
  const answer = await api<{ locale: string }>('PUT', `${PLATFORM}/player/locale`, {
    body: { locale },
  });
  return answer.locale === locale;
}

/** Tests start from a clean store. */
/** Tests: the session as a page would have it once loaded. */
export function setSessionForTests(patch: Partial<Session>): void {
  set(patch);
}

export function resetSessionForTests(): void {
  state = initial;
  for (const l of listeners) l();
}
