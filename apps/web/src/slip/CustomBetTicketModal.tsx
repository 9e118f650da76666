import formStyles from '../account/Form.module.css';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import styles from './BetSlip.module.css';
import { OddsText } from './OddsText';
import { useSlipSelector, useSlipStore } from './slip-context';

/**
 * The custom-bet ticket (domain 4: if the first bet is a custom bet, selecting an outcome opens
 * this instead): the bet-builder bet in the slip, kept or cleared to start a new slip.
 */
export function CustomBetTicketModal() {
  const { t } = useT();
  const store = useSlipStore();
  const bet = useSlipSelector((s) => s.ticket.bets[0]);
  return (
    <Modal
      title={t('custom_bet.ticket_title')}
      onClose={() => closeModal()}
      testId="custom-bet-ticket"
    >
      <div className={formStyles.form}>
        <p className={formStyles.lead}>{t('custom_bet.ticket_lead')}</p>
        {bet && (
          <div className={styles.bet}>
            <ul className={styles.selections}>
              {bet.selections.map((s) => (
                <li key={s.id} className={styles.selection}>
                  <div className={styles.selectionMain}>
                    <span className={styles.outcomeName}>{s.outcomeName}</span>
                    <span className={styles.market}>{s.marketName}</span>
                  </div>
                </li>
              ))}
            </ul>
            <div className={styles.betWin}>
              <span>{t('slip.total_odds')}</span>
              <OddsText odds={bet.odds} />
            </div>
          </div>
        )}
        <button type="button" className={formStyles.primary} onClick={() => closeModal()}>
          {t('custom_bet.keep')}
        </button>
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => {
            store.dispatch({ type: 'cleared' });
            closeModal();
          }}
        >
          {t('custom_bet.clear')}
        </button>
      </div>
    </Modal>
  );
}
