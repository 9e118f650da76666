import { useEffect, useState } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { api, errorKey } from './api';
import { openAuthModal, type Navigate } from './flows';
import styles from './Form.module.css';
import { SignInForm } from './SignInForm';
import { useSubmit } from './useSubmit';

/** resend_confirmation_instructions (shell 2.4). */
export function ResendConfirmationForm({
  email: initialEmail = '',
  navigate = openAuthModal,
}: {
  email?: string;
  navigate?: Navigate;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid="resend-confirmation-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await api('POST', '/api/platform/users/confirmation', { body: { email } });
          setSent(true);
        });
      }}
    >
      {sent ? (
        <p className={styles.notice}>{t('auth.confirmation_sent', { email })}</p>
      ) : (
        <p className={styles.lead}>{t('auth.resend_confirmation_lead')}</p>
      )}
      <label className={styles.field}>
        {t('auth.email')}
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      {error && <p className={styles.error}>{text(error)}</p>}
      <button type="submit" className={styles.primary} disabled={busy}>
        {sent ? t('auth.send_again') : t('auth.resend_confirmation')}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => navigate('sign-in')}>
          {t('auth.back_to_sign_in')}
        </button>
      </div>
    </form>
  );
}

type Confirming =
  { state: 'checking' } | { state: 'confirmed'; email: string } | { state: 'failed'; key: string };

/**
 * The confirmation modal and page: with a token from the mailed link it confirms the address
 * and offers sign-in; without one it says where the link went and can send it again.
 */
export function ConfirmationView({
  token,
  email,
  navigate = openAuthModal,
  onSignedIn,
}: {
  token?: string;
  email?: string;
  navigate?: Navigate;
  onSignedIn?: () => void;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [result, setResult] = useState<Confirming>({ state: 'checking' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    api<{ email: string }>(
      'GET',
      `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    ).then(
      (answer) => live && setResult({ state: 'confirmed', email: answer.email }),
      (e: unknown) => live && setResult({ state: 'failed', key: errorKey(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!token) {
    return (
      <div className={styles.form} data-testid="confirmation-sent">
        <p className={styles.notice}>{t('auth.confirmation_sent', { email: email ?? '' })}</p>
        <p className={styles.lead}>{t('auth.confirmation_lead')}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => navigate('resend-confirmation', email)}
        >
          {t('auth.resend_confirmation')}
        </button>
        <button type="button" className={styles.primary} onClick={() => navigate('sign-in', email)}>
          {t('auth.sign_in')}
        </button>
      </div>
    );
  }
  if (result.state === 'checking') return <p className={styles.lead}>{t('common.please_wait')}</p>;
  if (result.state === 'failed') {
    return (
      <div className={styles.form}>
        <p className={styles.error}>{text(result.key)}</p>
        <ResendConfirmationForm navigate={navigate} />
      </div>
    );
  }
  return (
    <SignInForm
      email={result.email}
      notice="confirmed"
      navigate={navigate}
      onSignedIn={onSignedIn}
    />
  );
}
