import { useEffect } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { EmailInstructionsForm, type EmailInstructionsProps } from './EmailInstructionsForm';
import { openAuthModal, type Navigate } from './flows';
import styles from './Form.module.css';
import { signedInByLink } from './session';
import { SignInForm } from './SignInForm';
import { useTokenCheck } from './useTokenCheck';

/** resend_unlock_instructions (shell 2.4). */
export function ResendUnlockForm(props: EmailInstructionsProps) {
  return (
    <EmailInstructionsForm
      {...props}
      path="/api/platform/users/unlock"
      testId="resend-unlock-form"
      leadKey="auth.unlock_lead"
      sentKey="auth.unlock_sent"
      submitKey="auth.send_instructions"
    />
  );
}

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
  const result = useTokenCheck(
    token ? `/api/platform/users/unlock?unlock_token=${encodeURIComponent(token)}` : null,
  );

  // The link unlocks and signs in (issue 17: a lock a stranger caused never keeps the owner out).
  const player = result.state === 'valid' ? result.player : null;
  useEffect(() => {
    if (player) signedInByLink(player);
  }, [player]);

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
  if (player)
    return (
      <p className={styles.notice} data-testid="unlocked-signed-in">
        {t('auth.notice.unlocked_signed_in')}
      </p>
    );
  return <SignInForm email={result.email} notice="unlocked" navigate={navigate} />;
}
