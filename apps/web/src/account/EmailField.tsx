import { useT } from '../i18n/useT';
import styles from './Form.module.css';

/** The e-mail field of the sign-in, sign-up and e-mail-a-link forms. */
export function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useT();
  return (
    <label className={styles.field}>
      {t('auth.email')}
      <input
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
