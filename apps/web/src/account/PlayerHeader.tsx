import { clientOnly } from '../page/client-only';
import { useState } from 'react';
import { showGenericError } from '../alerts/alerts';
import { useT } from '../i18n/useT';
import styles from './HeaderAccount.module.css';
import { accountCurrency, formatAmount } from './money';
import { currentAccount, signOut, switchCurrency, useSession } from './session';
import { PlainLink } from '../navigation/PlainLink';

// The session's time and net position (issue 20).
const SessionClock = clientOnly(() => import('../limits/SessionClock').then((m) => m.SessionClock));

// The bell and its notifications (issue 27).
const NotificationBell = clientOnly(() =>
  import('../notifications/NotificationBell').then((m) => m.NotificationBell),
);

/**
 * A signed-in player's part of the header: the live balance with the currency switch among
 * their accounts, the deposit button (shell 4.3), the session clock, the bell and a menu with
 * limits, the wallet pages and sign-out.
 */
export function PlayerHeader() {
  const { t, locale } = useT();
  const accounts = useSession((s) => s.accounts);
  const account = useSession(currentAccount);
  const email = useSession((s) => s.profile?.email);
  const [menu, setMenu] = useState(false);
  // shell 6: the responsible_gambling flag turns its parts off.
  const gambling = useSession((s) => s.site?.featureFlags.responsible_gambling !== false);
  const current = account ? accountCurrency(account) : null;
  return (
    <div className={styles.player}>
      {gambling && <SessionClock />}
      <NotificationBell />
      <div className={styles.menuWrap}>
        <button
          type="button"
          className={styles.balance}
          aria-haspopup="menu"
          aria-expanded={menu}
          data-testid="account-menu"
          onClick={() => setMenu((m) => !m)}
        >
          {/* The balance shown is part of the name (WCAG 2.5.3, issue 26). */}
          <span className="sr-only">{t('account.menu')} </span>
          <span className={styles.balanceValue} data-testid="balance">
            {account && current ? formatAmount(account.balance, current, locale) : '…'}
          </span>
        </button>
        {menu && (
          <div className={styles.menu} role="menu">
            <div className={styles.menuEmail}>{email}</div>
            <div
              className={styles.menuGroup}
              role="group"
              aria-label={t('account.currency_switch')}
            >
              {accounts.map((a) => (
                <button
                  key={a.currency}
                  type="button"
                  role="menuitemradio"
                  aria-checked={a.currency === account?.currency}
                  className={styles.menuItem}
                  data-testid={`account-${a.currency}`}
                  onClick={() => {
                    setMenu(false);
                    switchCurrency(a.currency).catch(showGenericError);
                  }}
                >
                  <span>{a.currency}</span>
                  <span className={styles.menuAmount}>
                    {formatAmount(a.balance, accountCurrency(a), locale)}
                  </span>
                </button>
              ))}
            </div>
            {gambling && (
              <PlainLink
                href="/profile/limits"
                role="menuitem"
                className={styles.menuItem}
                data-testid="menu-limits"
                onClick={() => setMenu(false)}
              >
                {t('limits.title')}
              </PlainLink>
            )}
            {/* The casino-side wallet pages are the server's (issue 27): a full page load. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the server's page */}
            <a
              href="/profile/wallet/withdraw"
              role="menuitem"
              className={styles.menuItem}
              data-testid="menu-withdraw"
            >
              {t('account.withdraw')}
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the server's page */}
            <a
              href="/profile/wallet/transactions"
              role="menuitem"
              className={styles.menuItem}
              data-testid="menu-transactions"
            >
              {t('account.transactions')}
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the server's page */}
            <a
              href="/profile/verification"
              role="menuitem"
              className={styles.menuItem}
              data-testid="menu-verification"
            >
              {t('account.verification')}
            </a>
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
      <button
        type="button"
        className={styles.deposit}
        data-testid="deposit-button"
        // The deposit flow is fetched on the first click (issue 8 first-load budget).
        onClick={() =>
          void import('../deposit/deposit').then((m) => m.startDeposit(), showGenericError)
        }
      >
        {t('deposit.button')}
      </button>
    </div>
  );
}
