import Link from 'next/link';
import { useState } from 'react';
import { showGenericError } from '../alerts/alerts';
import { startDeposit } from '../deposit/deposit';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import styles from './HeaderAccount.module.css';
import { accountCurrency, formatAmount } from './money';
import { currentAccount, signOut, switchCurrency, useSession } from './session';

/**
 * The header's account area. A visitor gets sign-in and sign-up (modals; plain links without
 * JavaScript); a player gets the live balance with the currency switch among their accounts,
 * the deposit button (shell 4.3) and a menu with sign-out.
 */
export function HeaderAccount() {
  const { t, locale } = useT();
  const status = useSession((s) => s.status);
  const accounts = useSession((s) => s.accounts);
  const account = useSession(currentAccount);
  const email = useSession((s) => s.profile?.email);
  const [menu, setMenu] = useState(false);

  if (status === 'unknown' || status === 'pending') {
    return <span className={styles.placeholder} aria-hidden="true" />;
  }
  if (status === 'not_logged_in') {
    return (
      <>
        <Link
          href="/users/sign-in"
          className={styles.signIn}
          data-testid="header-sign-in"
          onClick={(e) => {
            e.preventDefault();
            openModal({ name: 'sign-in' });
          }}
        >
          {t('auth.sign_in')}
        </Link>
        <Link
          href="/users/sign-up"
          className={styles.signUp}
          data-testid="header-sign-up"
          onClick={(e) => {
            e.preventDefault();
            openModal({ name: 'sign-up' });
          }}
        >
          {t('auth.sign_up')}
        </Link>
      </>
    );
  }
  return (
    <div className={styles.player}>
      <label className={styles.balance}>
        <span className={styles.balanceLabel}>{t('account.balance')}</span>
        <select
          data-testid="balance"
          value={account?.currency ?? ''}
          aria-label={t('account.currency_switch')}
          onChange={(e) => switchCurrency(e.target.value).catch(showGenericError)}
        >
          {accounts.map((a) => (
            <option key={a.currency} value={a.currency}>
              {formatAmount(a.balance, accountCurrency(a), locale)}
            </option>
          ))}
          {accounts.length === 0 && <option value="">…</option>}
        </select>
      </label>
      <button
        type="button"
        className={styles.deposit}
        data-testid="deposit-button"
        onClick={startDeposit}
      >
        {t('deposit.button')}
      </button>
      <div className={styles.menuWrap}>
        <button
          type="button"
          className={styles.avatar}
          aria-haspopup="menu"
          aria-expanded={menu}
          aria-label={t('account.menu')}
          data-testid="account-menu"
          onClick={() => setMenu((m) => !m)}
        >
          {(email ?? '?').slice(0, 1).toUpperCase()}
        </button>
        {menu && (
          <div className={styles.menu} role="menu">
            <div className={styles.menuEmail}>{email}</div>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              data-testid="sign-out"
              onClick={() => {
                setMenu(false);
                signOut().catch(() => {});
              }}
            >
              {t('auth.sign_out')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
