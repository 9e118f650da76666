import { useEffect, useState } from 'react';
import { readCookie } from '../api/http-client';
import { getSession, REGISTERED_KEY, useSession } from '../account/session';
import { safeStorage, STORAGE_KEYS } from '../browser/storage';
import { useT } from '../i18n/useT';
import { getModal, openModal } from '../modals/modal-store';
import { consentAnswered, declineConsent, giveConsent } from './consent';
import styles from './Reminders.module.css';

const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder';
const DAY_S = 24 * 3600; // shell 9: deposit reminder cookie 1 day

/** A performance audit (Lighthouse) gets no sign-up reminder (shell 4.2). */
const auditRun = () => /Chrome-Lighthouse|Speed Insights/i.test(navigator.userAgent);

/**
 * The shell's reminders and consent (shell 4.2, 9; issue 20): the sign-up reminder for a
 * visitor who never had it, the deposit reminder for a quick-deposit player of the configured
 * group once a day, and the cookie-consent banner until answered. Fetched after the first paint.
 */
export function Reminders() {
  const { t } = useT();
  const status = useSession((s) => s.status);
  const site = useSession((s) => s.site);
  const groups = useSession((s) => s.profile?.statuses.map((g) => g.id).join(',') ?? '');
  const [asking, setAsking] = useState(() => !consentAnswered());

  // shell 4.2 sign-up reminder: after signUpReminderSeconds, logged out, sign-up allowed, once.
  useEffect(() => {
    const after = site?.signUpReminderSeconds;
    if (!site?.signUpAllowed || after == null || status !== 'not_logged_in' || auditRun()) return;
    if (safeStorage.get(STORAGE_KEYS.signUpReminded) || safeStorage.get(REGISTERED_KEY)) return;
    const id = setTimeout(() => {
      if (getSession().status !== 'not_logged_in' || getModal()) return;
      safeStorage.set(STORAGE_KEYS.signUpReminded, '1');
      openModal({ name: 'sign-up' });
    }, after * 1000);
    return () => clearTimeout(id);
  }, [site, status]);

  // shell 4.2 deposit reminder: quick-deposit players of the group, after remindAfter, daily.
  useEffect(() => {
    const reminder = site?.depositReminder;
    if (!reminder?.showDepositReminder || status !== 'logged_in') return;
    if (site?.featureFlags.quick_deposit === false) return;
    if (!groups.split(',').includes(reminder.playerGroupId)) return;
    if (readCookie(DEPOSIT_REMINDER_COOKIE)) return;
    const id = setTimeout(
      () => {
        if (getModal()) return;
        document.cookie = `${DEPOSIT_REMINDER_COOKIE}=1; max-age=${DAY_S}; path=/; samesite=lax`;
        openModal({ name: 'deposit-reminder' });
      },
      (reminder.remindAfter ?? 10) * 1000,
    );
    return () => clearTimeout(id);
  }, [site, status, groups]);

  if (!asking) return null;
  return (
    <section className={styles.banner} aria-label={t('consent.title')} data-testid="consent-banner">
      <p>{t('consent.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.accept}
          data-testid="consent-accept"
          onClick={() => {
            giveConsent();
            setAsking(false);
          }}
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          className={styles.decline}
          onClick={() => {
            declineConsent();
            setAsking(false);
          }}
        >
          {t('consent.necessary')}
        </button>
      </div>
    </section>
  );
}
