import { useState } from 'react';
import type { ProfileField, SignUpRequest } from '@sb/contract';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { openAuthModal, requireAfterSignIn, type Navigate } from './flows';
import { EmailField } from './EmailField';
import styles from './Form.module.css';
import { ProfileFieldInput } from './ProfileFieldInput';
import { signUp, useSession } from './session';
import { useSubmit } from './useSubmit';

/**
 * The sign_up form of shell 2.4: e-mail, password, currency, country and whatever fields the
 * site requires. With e-mail confirmation on, it ends on the confirmation modal.
 */
export function SignUpForm({
  navigate = openAuthModal,
  onSignedIn,
}: {
  navigate?: Navigate;
  onSignedIn?: () => void;
}) {
  const { t, locale } = useT();
  const text = useKeyText();
  const site = useSession((s) => s.site);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState('');
  const [country, setCountry] = useState('');
  const [adult, setAdult] = useState(false);
  const [extra, setExtra] = useState<Partial<Record<ProfileField, string>>>({});
  const { busy, error, run } = useSubmit();

  const currencies = site?.currencies ?? [];
  const countries = (site?.countries ?? []).filter((c) => !site?.blockedCountries.includes(c.code));
  const required = site?.signUpRequiredFields ?? [];
  const chosenCurrency = currency || site?.defaultCurrency || currencies[0]?.code || '';

  return (
    <form
      className={styles.form}
      data-testid="sign-up-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const request: SignUpRequest = {
            email,
            password,
            currency: chosenCurrency,
            country,
            language: locale,
            ...Object.fromEntries(required.map((f) => [f, extra[f] ?? ''])),
          };
          const answer = await signUp(request);
          if (answer.confirmationRequired || !answer.player) {
            openModal({ name: 'confirmation', email });
          } else if (!requireAfterSignIn(answer.player)) {
            onSignedIn?.();
          }
        });
      }}
    >
      <EmailField value={email} onChange={setEmail} />
      <label className={styles.field}>
        {t('auth.password')}
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
      <div className={styles.row}>
        <label className={styles.field}>
          {t('auth.currency')}
          <select
            name="currency"
            value={chosenCurrency}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('auth.country')}
          <select
            name="country"
            required
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            <option value="">{t('auth.choose_country')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {required.map((field) => (
        <ProfileFieldInput
          key={field}
          field={field}
          value={extra[field] ?? ''}
          onChange={(v) => setExtra((x) => ({ ...x, [field]: v }))}
        />
      ))}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="adult"
          required
          checked={adult}
          onChange={(e) => setAdult(e.target.checked)}
        />
        <span>{t('auth.adult_terms')}</span>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {text(error, undefined, 'error.default.description')}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('common.please_wait') : t('auth.create_account')}
      </button>
      <div className={styles.links}>
        <span />
        <button type="button" className={styles.link} onClick={() => navigate('sign-in')}>
          {t('auth.have_account')}
        </button>
      </div>
    </form>
  );
}
