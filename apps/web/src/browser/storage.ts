// shell 9: the storage keys of the front end.
export const STORAGE_KEYS = {
  bets: 'bets',
  ticketState: 'ticket_state',
  quickBet: 'quick_bet',
  oddsType: 'odds_type',
  locale: 'locale',
  deviceId: 'deviceId',
  /** The cookie-consent answer (shell 9: consent key); also a cookie, value 1, for 365 days. */
  consent: 'cookie_consent',
  /** The sign-up reminder was shown once (shell 4.2). */
  signUpReminded: 'sign_up_reminded',
} as const;

/** localStorage that survives private mode and server rendering (where there is none). */
export const safeStorage = {
  get(key: string, store: 'local' | 'session' = 'local'): string | null {
    try {
      return (store === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string, store: 'local' | 'session' = 'local'): void {
    try {
      (store === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
    } catch {
      // Storage full or forbidden: the preference lives for this page only.
    }
  },
};
