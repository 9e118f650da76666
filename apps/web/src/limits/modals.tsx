import { useState } from 'react';
import formStyles from '../account/Form.module.css';
import { accountCurrency, formatAmount } from '../account/money';
import { currentAccount, signOut, useSession } from '../account/session';
import { showGenericError } from '../alerts/alerts';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal, openModal } from '../modals/modal-store';
import type { ModalViews } from '../modals/registry';
import { PlainLink } from '../navigation/PlainLink';
import type { SessionInfo } from '@sb/contract';
import { continueSession, sessionClock } from './session-info';
import styles from './Limits.module.css';
import { formatMinutes } from './when';

/**
 * The reality check (shell 2.4, 4.2): how long the session has lasted and where the player
 * stands, then continue, stop, or read the bet history.
 */
function RealityCheckModal({ info }: { info: SessionInfo }) {
  const { t, locale } = useT();
  const account = useSession(currentAccount);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) =>
    account ? formatAmount(minor, accountCurrency(account), locale) : String(minor);
  const go = async () => {
    setBusy(true);
    try {
      await continueSession();
      closeModal('reality-check');
    } catch {
      showGenericError();
      setBusy(false);
    }
  };
  return (
    <Modal title={t('limits.reality.title')} onClose={() => void go()} testId="reality-check">
      <div className={formStyles.form}>
        <p className={formStyles.lead}>
          {t('limits.reality.lead', {
            interval: formatMinutes(info.realityCheck?.intervalMinutes ?? 0, locale),
          })}
        </p>
        <dl className={styles.facts}>
          <dt>{t('limits.session.time')}</dt>
          <dd data-testid="reality-time">{sessionClock(info.seconds)}</dd>
          <dt>{t('limits.session.stakes')}</dt>
          <dd>{money(info.stakes)}</dd>
          <dt>{t('limits.session.returns')}</dt>
          <dd>{money(info.returns)}</dd>
          <dt>{t('limits.session.net')}</dt>
          <dd data-testid="reality-net" data-negative={info.net < 0 || undefined}>
            {money(info.net)}
          </dd>
        </dl>
        <button
          type="button"
          className={formStyles.primary}
          disabled={busy}
          data-testid="reality-continue"
          onClick={() => void go()}
        >
          {t('limits.reality.continue')}
        </button>
        <button
          type="button"
          className={formStyles.secondary}
          data-testid="reality-sign-out"
          onClick={() => {
            closeModal('reality-check');
            void signOut().catch(() => {});
          }}
        >
          {t('auth.sign_out')}
        </button>
        <PlainLink href="/bets" className={styles.link} onClick={() => closeModal('reality-check')}>
          {t('limits.reality.history')}
        </PlainLink>
      </div>
    </Modal>
  );
}

/** shell 2.4 out-of-session-limit and activity-limit-reached: signed out, and why. */
function LimitReachedModal({ kind }: { kind: 'session' | 'activity' }) {
  const { t } = useT();
  const name = kind === 'session' ? 'out-of-session-limit' : 'activity-limit-reached';
  return (
    <Modal title={t(`limits.reached.${kind}.title`)} onClose={() => closeModal(name)} testId={name}>
      <div className={formStyles.form}>
        <p className={formStyles.lead}>{t(`limits.reached.${kind}.lead`)}</p>
        <PlainLink href="/profile/limits" className={styles.link} onClick={() => closeModal(name)}>
          {t('limits.title')}
        </PlainLink>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => openModal({ name: 'sign-in' })}
        >
          {t('auth.sign_in')}
        </button>
      </div>
    </Modal>
  );
}

export const limitModals: ModalViews = {
  'reality-check': (modal) => <RealityCheckModal info={modal.info} />,
  'out-of-session-limit': () => <LimitReachedModal kind="session" />,
  'activity-limit-reached': () => <LimitReachedModal kind="activity" />,
};
