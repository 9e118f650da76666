import Link from 'next/link';
import { useT } from '../i18n/useT';
import styles from './HeaderAccount.module.css';

/** The header's account area: sign-in and sign-up for a visitor (issue 9 adds the player's balance). */
export function HeaderAccount() {
  const { t } = useT();
  return (
    <>
      <Link href="/users/sign-in" className={styles.signIn}>
        {t('auth.sign_in')}
      </Link>
      <Link href="/users/sign-up" className={styles.signUp}>
        {t('auth.sign_up')}
      </Link>
    </>
  );
}
