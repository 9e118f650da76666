import { useState } from 'react';
import type { ProfileField, ProfileUpdateRequest } from '@sb/contract';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import styles from './Form.module.css';
import { ProfileFieldInput } from './ProfileFieldInput';
import { useSession, updateProfile } from './session';
import { useSubmit } from './useSubmit';

/**
 * missed_auth_fields (shell 2.4, 4.3, 5): the profile fields settings require that the player
 * has not filled, asked for before sign-in completes or before a deposit. It cannot be closed.
 */
export function MissedFieldsForm({
  fields,
  onDone,
}: {
  fields: readonly ProfileField[];
  onDone: () => void;
}) {
  const { t } = useT();
  const text = useKeyText();
  const profile = useSession((s) => s.profile);
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>(() =>
    Object.fromEntries(fields.map((f) => [f, profile?.[f] ?? ''])),
  );
  const { busy, error, run } = useSubmit();
  return (
    <form
      className={styles.form}
      data-testid="missed-fields-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const body = Object.fromEntries(
            fields.map((f) => [f, (values[f] ?? '').trim()]),
          ) as ProfileUpdateRequest;
          await updateProfile(body);
          onDone();
        });
      }}
    >
      <p className={styles.lead}>{t('profile.missed_fields_lead')}</p>
      {fields.map((field) => (
        <ProfileFieldInput
          key={field}
          field={field}
          value={values[field] ?? ''}
          onChange={(v) => setValues((x) => ({ ...x, [field]: v }))}
        />
      ))}
      {error && (
        <p className={styles.error}>{text(error, undefined, 'error.default.description')}</p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('common.continue')}
      </button>
    </form>
  );
}
