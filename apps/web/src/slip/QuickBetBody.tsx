import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSportsbookSettings } from './settings';
import { StakeInput } from './StakeInput';
import { useSlipSelector, useSlipStore } from './slip-context';
import { useSlipEnv } from './useSlipEnv';

/** A switched-on quick bet (domain 4): its stake, the quick stakes, the approval, its state. */
export function QuickBetBody() {
  const { t, locale } = useT();
  const store = useSlipStore();
  const quick = useSlipSelector((s) => s.quickBet);
  const env = useSlipEnv();
  const settings = useSportsbookSettings();
  const currency = quick.currency ?? env.player.currency;
  const stakes = settings?.stakes[currency.code] ?? [];

  return (
    <div className={styles.quickBody}>
      <div className={styles.stakeRow}>
        <div className={styles.stakeField}>
          <StakeInput
            className={styles.stakeInput}
            value={quick.stake}
            currency={currency}
            onValue={(stake) => store.dispatch({ type: 'quickBetStakeChanged', stake })}
            label={t('slip.stake')}
            disabled={quick.state === 'processing'}
            testId="quick-bet-stake"
            hintClassName={styles.stakeRefused}
          />
          <span className={styles.currency}>{currency.code}</span>
        </div>
        <button
          type="button"
          className={styles.approve}
          data-testid="quick-bet-approve"
          disabled={quick.stake <= 0 || quick.isApproved}
          onClick={() => store.dispatch({ type: 'quickBetApproved' })}
        >
          {quick.isApproved ? t('quick_bet.approved') : t('quick_bet.approve')}
        </button>
      </div>
      {stakes.length > 0 && !quick.isApproved && (
        <div className={styles.quickStakes}>
          {stakes.map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => store.dispatch({ type: 'quickBetStakeChanged', stake: v as never })}
            >
              {formatAmount(v, currency, locale, true)}
            </button>
          ))}
        </div>
      )}
      <p className={styles.hint} data-testid="quick-bet-status">
        {quick.state === 'processing'
          ? t('slip.placing')
          : quick.isApproved
            ? t('quick_bet.ready', { amount: formatAmount(quick.stake, currency, locale) })
            : t('quick_bet.needs_approval')}
      </p>
    </div>
  );
}
