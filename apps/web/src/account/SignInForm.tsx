import { useState } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { openAuthModal, requireAfterSignIn, type Navigate } from './flows';
import { EmailField } from './EmailField';
import styles from './Form.module.css';
import { signIn } from './session';
import { useSubmit } from './useSubmit';

/** The sign_in form of shell 2.4: e-mail and password, links to the other account forms. */
export function SignInForm({
  email: initialEmail = '',
  notice,
  navigate = openAuthModal,
  onSignedIn,
}: {
  email?: string;
  notice?: 'confirmed' | 'password_changed' | 'unlocked';
  navigate?: Navigate;
  onSignedIn?: () => void;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();

  return (
    <form
      className={styles.form}
      data-testid="sign-in-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const profile = await signIn(email, password);
          if (!requireAfterSignIn(profile)) onSignedIn?.();
        });
      }}
    >
      {notice && <p className={styles.notice}>{t(`auth.notice.${notice}`)}</p>}
      <EmailField value={email} onChange={setEmail} />
      <label className={styles.field}>
        {t('auth.password')}
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {text(error, undefined, 'error.default.description')}
          {error === 'error.auth.unconfirmed' && (
            <>
              {' '}
              <button
                type="button"
                className={styles.link}
                onClick={() => navigate('resend-confirmation', email)}
              >
                {t('auth.resend_confirmation')}
              </button>
            </>
          )}
          {error === 'error.auth.locked' && (
            <>
              {' '}
              <button type="button" className={styles.link} onClick={() => navigate('unlock')}>
                {t('auth.resend_unlock')}
              </button>
            </>
          )}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('common.please_wait') : t('auth.sign_in')}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => navigate('forgot-password')}>
          {t('auth.forgot_password')}
        </button>
        <button type="button" className={styles.link} onClick={() => navigate('sign-up')}>
          {t('auth.no_account')}
        </button>
      </div>
    </form>
  );
}
