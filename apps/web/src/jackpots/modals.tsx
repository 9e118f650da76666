import type { JackpotHitWire } from '@sb/contract';
import formStyles from '../account/Form.module.css';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import type { ModalViews } from '../modals/registry';
import { jackpotCurrency } from './jackpots-api';
import styles from './Jackpots.module.css';

/** domain 2 modal `jackpot hit` (shell 4.4): the player's win, its level and jackpot. */
export function JackpotHitModal({ hit }: { hit: JackpotHitWire }) {
  const { t, locale } = useT();
  const close = () => closeModal('jackpot-hit');
  const amount = formatAmount(
    hit.amount,
    jackpotCurrency(hit.currency, hit.currency_subunits),
    locale,
  );
  return (
    <Modal title={t('jackpot.hit.title')} onClose={close} testId="jackpot-hit">
      <div className={styles.won} data-hit={hit.id}>
        <p className={styles.wonLead}>
          {t('jackpot.hit.lead', { level: hit.jackpot_level_name, jackpot: hit.jackpot_name })}
        </p>
        <p className={styles.wonAmount} data-testid="jackpot-hit-amount">
          {amount}
        </p>
        <p className={styles.wonNote}>
          {t(hit.status === 'paid' ? 'jackpot.hit.paid' : 'jackpot.hit.approved')}
        </p>
        <button
          type="button"
          className={formStyles.primary}
          data-testid="jackpot-hit-ok"
          onClick={close}
        >
          {t('jackpot.hit.ok')}
        </button>
      </div>
    </Modal>
  );
}

export const jackpotModals: ModalViews = {
  'jackpot-hit': (modal) => <JackpotHitModal hit={modal.hit} />,
};
