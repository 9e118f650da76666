import { suitableSelectionsCount, type SlipBet } from '@sb/domain';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';

// domain 3 Slip bet activeRangeIndex (issue 19): the combo boost a bet carries, or the next
// range its selections could reach. The boosted total odds and potential win are the bet's
// own (the reducer prices the boost).

/** A boost multiplier as shown: 1050 is "1.05". */
export const boostText = (odds: number) => (odds / 1000).toFixed(2);

export function ComboBoostLine({ bet }: { bet: SlipBet }) {
  const { t } = useT();
  const boost = bet.bonus?.type === 'comboboost' ? bet.bonus : null;
  if (!boost) return null;
  if (bet.bonusOdds !== null) {
    return (
      <p className={styles.boost} data-testid="slip-boost">
        {t('slip.combo_boost', { odds: boostText(bet.bonusOdds) })}
      </p>
    );
  }
  const suitable = suitableSelectionsCount(bet.selections, boost);
  const next = boost.ranges.find((r) => r.minCount > suitable);
  return next ? (
    <p className={styles.jackpots} data-testid="slip-boost-next">
      {t('slip.combo_boost_next', { odds: boostText(next.bonusOdds), count: next.minCount })}
    </p>
  ) : null;
}
