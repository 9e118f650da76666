import { useState } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { api } from '../api/http-client';
import { openAuthModal, type Navigate } from './flows';
import { EmailField } from './EmailField';
import styles from './Form.module.css';
import { useSubmit } from './useSubmit';

export interface EmailInstructionsProps {
  email?: string;
  navigate?: Navigate;
}

/**
 * The forms of shell 2.4 that mail a link to an address (forgot password, resend confirmation,
 * resend unlock): one address, the same answer whether or not it is known, send again.
 */
export function EmailInstructionsForm({
  path,
  testId,
  leadKey,
  sentKey,
  submitKey,
  email: initialEmail = '',
  navigate = openAuthModal,
}: EmailInstructionsProps & {
  /** The platform endpoint that mails the link. */
  path: string;
  testId: string;
  leadKey: MessageKey;
  sentKey: MessageKey;
  submitKey: MessageKey;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await api('POST', path, { body: { email } });
          setSent(true);
        });
      }}
    >
      {sent ? (
        <p className={styles.notice}>{t(sentKey, { email })}</p>
      ) : (
        <p className={styles.lead}>{t(leadKey)}</p>
      )}
      <EmailField value={email} onChange={setEmail} />
      {error && <p className={styles.error}>{text(error)}</p>}
      <button type="submit" className={styles.primary} disabled={busy}>
        {sent ? t('auth.send_again') : t(submitKey)}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => navigate('sign-in')}>
          {t('auth.back_to_sign_in')}
        </button>
      </div>
    </form>
  );
}
