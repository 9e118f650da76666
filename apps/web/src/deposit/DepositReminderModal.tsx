import formStyles from '../account/Form.module.css';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import { startDeposit } from './deposit';

/** shell 4.2 deposit reminder: a quick-deposit player of the configured group, once a day. */
export function DepositReminderModal() {
  const { t } = useT();
  return (
    <Modal
      title={t('deposit.reminder.title')}
      onClose={() => closeModal('deposit-reminder')}
      testId="deposit-reminder"
    >
      <div className={formStyles.form}>
        <p className={formStyles.lead}>{t('deposit.reminder.lead')}</p>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => {
            closeModal('deposit-reminder');
            startDeposit();
          }}
        >
          {t('deposit.button')}
        </button>
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => closeModal('deposit-reminder')}
        >
          {t('deposit.reminder.later')}
        </button>
      </div>
    </Modal>
  );
}
