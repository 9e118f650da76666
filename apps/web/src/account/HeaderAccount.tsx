import { clientOnly } from '../page/client-only';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import styles from './HeaderAccount.module.css';
import { useSession } from './session';
import { PlainLink } from '../navigation/PlainLink';

// A player's balance, menu and deposit button, fetched once a player is signed in: a visitor's
// first load does not carry them (issue 8 budget); the placeholder holds their place meanwhile.
const PlayerHeader = clientOnly(
  () => import('./PlayerHeader').then((m) => m.PlayerHeader),
  () => <span className={styles.placeholder} aria-hidden="true" />,
);

/**
 * The header's account area. A visitor gets sign-in and sign-up (modals; plain links without
 * JavaScript); a player gets the live balance with the currency switch among their accounts,
 * the deposit button (shell 4.3) and a menu with sign-out (PlayerHeader.tsx).
 */
export function HeaderAccount() {
  const { t } = useT();
  const status = useSession((s) => s.status);

  if (status === 'unknown' || status === 'pending') {
    return <span className={styles.placeholder} aria-hidden="true" />;
  }
  if (status === 'not_logged_in') {
    return (
      <>
        <PlainLink
          href="/users/sign-in"
          className={styles.signIn}
          data-testid="header-sign-in"
          onClick={(e) => {
            e.preventDefault();
            openModal({ name: 'sign-in' });
          }}
        >
          {t('auth.sign_in')}
        </PlainLink>
        <PlainLink
          href="/users/sign-up"
          className={styles.signUp}
          data-testid="header-sign-up"
          onClick={(e) => {
            e.preventDefault();
            openModal({ name: 'sign-up' });
          }}
        >
          {t('auth.sign_up')}
        </PlainLink>
      </>
    );
  }
  return <PlayerHeader />;
}
