import { useState } from 'react';
import type { PlayerProfile } from '@sb/contract';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { api } from '../api/http-client';
import { openAuthModal, requireAfterSignIn, type Navigate } from './flows';
import { EmailInstructionsForm, type EmailInstructionsProps } from './EmailInstructionsForm';
import styles from './Form.module.css';
import { setProfile, loadSession } from './session';
import { useSubmit } from './useSubmit';

/** forgot_password (shell 2.4): the same answer whether or not the address is known. */
export function ForgotPasswordForm(props: EmailInstructionsProps) {
  return (
    <EmailInstructionsForm
      {...props}
      path="/api/platform/users/password"
      testId="forgot-password-form"
      leadKey="auth.forgot_password_lead"
      sentKey="auth.password_instructions_sent"
      submitKey="auth.send_instructions"
    />
  );
}

/**
 * edit_password (shell 2.4) with the token of the mailed link (already removed from the URL).
 * A successful reset signs the player in.
 */
export function EditPasswordForm({
  token,
  navigate = openAuthModal,
  onDone,
}: {
  token: string;
  navigate?: Navigate;
  onDone?: () => void;
}) {
  const { t } = useT();
  const text = useKeyText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid="edit-password-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const answer = await api<{ player: PlayerProfile | null }>(
            'PUT',
            '/api/platform/users/password',
            {
              body: {
                reset_password_token: token,
                password,
                password_confirmation: confirmation,
              },
            },
          );
          if (answer.player) {
            setProfile(answer.player);
            await loadSession();
            if (!requireAfterSignIn(answer.player)) onDone?.();
          } else {
            navigate('sign-in');
          }
        });
      }}
    >
      <p className={styles.lead}>{t('auth.edit_password_lead')}</p>
      <label className={styles.field}>
        {t('auth.new_password')}
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={8}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        {t('auth.password_confirmation')}
        <input
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {text(error)}
          {error.startsWith('error.auth.reset_password_token') && (
            <>
              {' '}
              <button
                type="button"
                className={styles.link}
                onClick={() => navigate('forgot-password')}
              >
                {t('auth.send_again')}
              </button>
            </>
          )}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('auth.change_password')}
      </button>
    </form>
  );
}
