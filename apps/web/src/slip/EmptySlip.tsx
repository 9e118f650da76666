import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { OddsPolicy } from './OddsPolicy';
import { QuickBet } from './QuickBet';

/** The slip with no bets (domain 4): quick bet, a hint to pick an odd, the odds policy. */
export function EmptySlip() {
  const { t } = useT();
  return (
    <div className={styles.slip}>
      <QuickBet />
      <div className={styles.empty} data-testid="slip-empty">
        <span className={styles.emptyIcon} aria-hidden="true">
          ◎
        </span>
        <p>{t('ticket.empty')}</p>
      </div>
      <OddsPolicy />
    </div>
  );
}
