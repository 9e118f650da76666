import type { ProfileField } from '@sb/contract';
import { useT } from '../i18n/useT';
import styles from './Form.module.css';

const INPUT: Record<ProfileField, { type: string; autoComplete: string }> = {
  phone: { type: 'tel', autoComplete: 'tel' },
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  nickname: { type: 'text', autoComplete: 'nickname' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  postalCode: { type: 'text', autoComplete: 'postal-code' },
};

/** One profile field (sign-up extras, missed auth fields, deposit context). */
export function ProfileFieldInput({
  field,
  value,
  onChange,
}: {
  field: ProfileField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  const input = INPUT[field];
  return (
    <label className={styles.field}>
      {t(`profile.${field}`)}
      <input
        name={field}
        type={input.type}
        autoComplete={input.autoComplete}
        required
        value={value}
        placeholder={field === 'phone' ? '+49151…' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
