import type { ModalRequest } from '../modals/modal-store';

// shell 2.5 URL triggers, read from a URL: which modal to open, which tokens and codes it
// carries, which tracking tags to keep; and the URL without them. Pure, so it is tested alone.

/** shell 2.5 hash values. */
const HASH_MODALS: Record<string, ModalRequest['name']> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  confirmation: 'resend-confirmation',
  passwordEdit: 'forgot-password',
  passwordNew: 'forgot-password',
  unlock: 'unlock',
};

/** shell 2.5 `modal` parameter values, compared without case or separators. */
const PARAM_MODALS: Record<string, ModalRequest['name'] | 'deposit'> = {
  signin: 'sign-in',
  signup: 'sign-up',
  confirmation: 'resend-confirmation',
  passwordedit: 'forgot-password',
  passwordnew: 'forgot-password',
  unlock: 'unlock',
  deposit: 'deposit',
};

/** shell 2.5, 9: tracking tags captured and removed. */
export const TRACKING_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;

/** Where captured tracking tags are kept (local storage) for what may follow: a sign-up, a
 * deposit, the tag manager once the player consents (issue 23). */
export const TRACKING_KEY = 'tracking';

export interface UrlTriggers {
  modal: ModalRequest | null;
  deposit: boolean;
  depositStatus: string | null;
  betcode: string | null;
  tracking: Partial<Record<(typeof TRACKING_TAGS)[number], string>>;
  /** The path and query without what was taken (no hash), or null when nothing was. */
  cleaned: string | null;
}

/**
 * Reads `pathAndQuery` (router.asPath) and `hash`. Account pages (/users/*) read their own
 * tokens, so the token triggers are left to them there.
 */
export function readUrlTriggers(pathAndQuery: string, hash: string, pathname: string): UrlTriggers {
  const url = new URL(pathAndQuery, 'http://x');
  const params = url.searchParams;
  let taken = false;
  const take = (name: string): string | null => {
    const value = params.get(name);
    if (value !== null) {
      params.delete(name);
      taken = true;
    }
    return value;
  };
  const out: UrlTriggers = {
    modal: null,
    deposit: false,
    depositStatus: null,
    betcode: null,
    tracking: {},
    cleaned: null,
  };
  for (const tag of TRACKING_TAGS) {
    const value = take(tag);
    if (value) out.tracking[tag] = value;
  }
  const accountPage = pathname.startsWith('/users/');
  const resetToken = accountPage ? null : take('reset_password_token');
  const unlockToken = accountPage ? null : take('unlock_token');
  const modalParam = take('modal');
  const hashName = hash.replace(/^#/, '');
  if (resetToken) out.modal = { name: 'edit-password', token: resetToken };
  else if (unlockToken) out.modal = { name: 'unlock', token: unlockToken };
  else if (modalParam) {
    const name = PARAM_MODALS[modalParam.replace(/[^a-z]/gi, '').toLowerCase()];
    if (name === 'deposit') out.deposit = true;
    else if (name) out.modal = { name } as ModalRequest;
  } else if (HASH_MODALS[hashName]) {
    out.modal = { name: HASH_MODALS[hashName] } as ModalRequest;
  }
  if (take('show_deposit') !== null) out.deposit = true;
  out.depositStatus = take('quick-deposit-status');
  out.betcode = take('betcode');
  const stripHash = hashName in HASH_MODALS;
  if (taken || stripHash) out.cleaned = `${url.pathname}${url.search}`;
  return out;
}
