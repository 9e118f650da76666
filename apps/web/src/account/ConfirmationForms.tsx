import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { EmailInstructionsForm, type EmailInstructionsProps } from './EmailInstructionsForm';
import { openAuthModal, type Navigate } from './flows';
import styles from './Form.module.css';
import { SignInForm } from './SignInForm';
import { useTokenCheck } from './useTokenCheck';

/** resend_confirmation_instructions (shell 2.4). */
export function ResendConfirmationForm(props: EmailInstructionsProps) {
  return (
    <EmailInstructionsForm
      {...props}
      path="/api/platform/users/confirmation"
      testId="resend-confirmation-form"
      leadKey="auth.resend_confirmation_lead"
      sentKey="auth.confirmation_sent"
      submitKey="auth.resend_confirmation"
    />
  );
}

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
  const result = useTokenCheck(
    token
      ? `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token)}`
      : null,
  );

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
