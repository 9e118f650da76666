import { useT } from '../i18n/useT';
import styles from './TicketPanel.module.css';

/** The ticket panel of shell 2.8 (BET_SLIP and MY_BETS); its full screen is issue 9. */
export function TicketPanel() {
  const { t } = useT();
  return (
    <>
      <h2 className={styles.title}>{t('ticket.bet_slip')}</h2>
      <p className={styles.empty}>{t('ticket.empty')}</p>
    </>
  );
}
