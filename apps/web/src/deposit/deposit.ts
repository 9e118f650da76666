import { showAlert } from '../alerts/alerts';
import { getSession } from '../account/session';
import { openModal } from '../modals/modal-store';

// shell 4.3 Deposit flow: missing profile fields first (a modal that cannot be closed), then the
// deposit as configured: the quick-deposit widget, the iframe deposit, or the casino page.

export const QUICK_DEPOSIT_STATUS_PARAM = 'quick-deposit-status';
export type QuickDepositStatus = 'success' | 'error' | 'pending';

/** shell 2.3: the casino-side deposit page, or the mirror's own URL. */
export const CASINO_DEPOSIT_PATH = '/profile/wallet/deposit';

export function startDeposit(): void {
  const { status, profile, site } = getSession();
  if (status !== 'logged_in' || !profile || !site) {
    openModal({ name: 'sign-in' });
    return;
  }
  // shell 5 Deposit gating: the auth fields come first, then the deposit-context fields.
  if (profile.authFieldsMissed.length > 0) {
    openModal({ name: 'missed-auth-fields', fields: profile.authFieldsMissed, then: 'deposit' });
    return;
  }
  if (site.deposit.requireProfileFields && profile.depositFieldsMissed.length > 0) {
    openModal({ name: 'missed-auth-fields', fields: profile.depositFieldsMissed, then: 'deposit' });
    return;
  }
  const phone = site.phoneVerification;
  if (phone.enabled && phone.mandatory && !profile.phoneVerified) {
    openModal({ name: 'phone-verification', then: 'deposit' });
    return;
  }
  const quickUser = site.featureFlags.quick_deposit !== false;
  if (site.deposit.mode === 'quick' && quickUser) openModal({ name: 'quick-deposit' });
  else if (site.deposit.mode === 'iframe' || site.deposit.mode === 'quick')
    openModal({ name: 'iframe-deposit' });
  else {
    const here = window.location.href;
    window.location.assign(
      site.deposit.casinoDepositUrl ??
        `${CASINO_DEPOSIT_PATH}?redirect=${encodeURIComponent(here)}`,
    );
  }
}

/** The page to come back to, marked with the outcome (shell 2.3). */
export function returnUrl(status: QuickDepositStatus): string {
  const url = new URL(window.location.href);
  url.searchParams.set(QUICK_DEPOSIT_STATUS_PARAM, status);
  url.hash = '';
  return url.toString();
}

export function isQuickDepositStatus(value: string | null): value is QuickDepositStatus {
  return value === 'success' || value === 'error' || value === 'pending';
}

/** shell 4.3: after return, the outcome shows as a success, failure or pending alert. */
export function showDepositOutcome(status: QuickDepositStatus): void {
  if (status === 'success')
    showAlert({
      kind: 'success',
      titleKey: 'deposit.success.title',
      descriptionKey: 'deposit.success.description',
    });
  else if (status === 'pending')
    showAlert({
      kind: 'warning',
      titleKey: 'deposit.pending.title',
      descriptionKey: 'deposit.pending.description',
    });
  else
    showAlert({
      kind: 'error',
      titleKey: 'deposit.failure.title',
      descriptionKey: 'deposit.failure.description',
    });
}
