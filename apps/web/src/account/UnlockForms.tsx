import { useEffect, useState } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { api, errorKey } from './api';
import { openAuthModal, type Navigate } from './flows';
import styles from './Form.module.css';
import { SignInForm } from './SignInForm';
import { useSubmit } from './useSubmit';

/** resend_unlock_instructions (shell 2.4). */
export function ResendUnlockForm({ navigate = openAuthModal }: { navigate?: Navigate }) {
  const { t } = useT();
  const text = useKeyText();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid="resend-unlock-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await api('POST', '/api/platform/users/unlock', { body: { email } });
          setSent(true);
        });
      }}
    >
      {sent ? (
        <p className={styles.notice}>{t('auth.unlock_sent', { email })}</p>
      ) : (
        <p className={styles.lead}>{t('auth.unlock_lead')}</p>
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
        {sent ? t('auth.send_again') : t('auth.send_instructions')}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => navigate('sign-in')}>
          {t('auth.back_to_sign_in')}
        </button>
      </div>
    </form>
  );
}

type Unlocking =
  { state: 'checking' } | { state: 'unlocked'; email: string } | { state: 'failed'; key: string };

/** unlock_user (shell 2.4): the mailed link's token unlocks the account, then sign-in. */
export function UnlockView({
  token,
  navigate = openAuthModal,
}: {
  token?: string;
  navigate?: Navigate;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [result, setResult] = useState<Unlocking>({ state: 'checking' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    api<{ email: string }>(
      'GET',
      `/api/platform/users/unlock?unlock_token=${encodeURIComponent(token)}`,
    ).then(
      (answer) => live && setResult({ state: 'unlocked', email: answer.email }),
      (e: unknown) => live && setResult({ state: 'failed', key: errorKey(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!token) return <ResendUnlockForm navigate={navigate} />;
  if (result.state === 'checking') return <p className={styles.lead}>{t('common.please_wait')}</p>;
  if (result.state === 'failed') {
    return (
      <div className={styles.form}>
        <p className={styles.error}>{text(result.key)}</p>
        <ResendUnlockForm navigate={navigate} />
      </div>
    );
  }
  return <SignInForm email={result.email} notice="unlocked" navigate={navigate} />;
}
