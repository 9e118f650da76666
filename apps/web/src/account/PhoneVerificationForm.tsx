import { useState } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { api } from '../api/http-client';
import styles from './Form.module.css';
import { loadSession, useSession } from './session';
import { useSubmit } from './useSubmit';

/**
 * phone_verification (shell 2.4, 5): a texted 6-digit code confirms the phone. Mandatory when
 * configured, so the modal cannot be closed; the player may still sign out.
 */
export function PhoneVerificationForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const text = useKeyText();
  const profile = useSession((s) => s.profile);
  const [phone, setPhone] = useState(profile?.phone ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid="phone-verification-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          if (!sent) {
            await api('POST', '/api/platform/player/phone-verification', {
              body: phone ? { phone } : {},
            });
            setSent(true);
            return;
          }
          await api('PUT', '/api/platform/player/phone-verification', { body: { code } });
          await loadSession();
          onDone();
        });
      }}
    >
      <p className={styles.lead}>{t('phone.lead')}</p>
      <label className={styles.field}>
        {t('profile.phone')}
        <input
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          readOnly={sent}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      {sent && (
        <label className={styles.field}>
          {t('phone.code')}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      )}
      {sent && <p className={styles.notice}>{t('phone.code_sent', { phone })}</p>}
      {error && (
        <p className={styles.error}>{text(error, undefined, 'error.default.description')}</p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {sent ? t('phone.verify') : t('phone.send_code')}
      </button>
      {sent && (
        <button type="button" className={styles.link} onClick={() => setSent(false)}>
          {t('phone.change_number')}
        </button>
      )}
    </form>
  );
}
