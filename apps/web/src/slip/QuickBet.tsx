import { useEffect, useRef } from 'react';
import { showAlert } from '../alerts/alerts';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSportsbookSettings } from './settings';
import { StakeInput } from './StakeInput';
import { useSlipSelector, useSlipStore } from './slip-context';
import { useSlipEnv } from './useSlipEnv';

/**
 * Quick bet (domain 4) for live matches: switched on, a stake, an approval; then one tap on a
 * live odd places it. The reducer decides everything; this draws its state.
 */
export function QuickBet() {
  const { t, locale } = useT();
  const store = useSlipStore();
  const quick = useSlipSelector((s) => s.quickBet);
  const env = useSlipEnv();
  const settings = useSportsbookSettings();
  const currency = quick.currency ?? env.player.currency;
  const stakes = settings?.stakes[currency.code] ?? [];
  const shown = useRef(quick.state);

  // The outcome of a one-tap placement is told as an alert: the slip may be out of sight.
  useEffect(() => {
    if (shown.current === quick.state) return;
    shown.current = quick.state;
    if (quick.state === 'success')
      showAlert({
        kind: 'success',
        titleKey: 'quick_bet.placed.title',
        descriptionKey: 'quick_bet.placed.description',
      });
    else if (quick.state === 'error' && quick.error)
      showAlert({
        kind: 'error',
        titleKey: 'quick_bet.failed.title',
        descriptionKey: quick.error.message,
      });
  }, [quick.state, quick.error]);

  return (
    <section className={styles.quick} data-testid="quick-bet" aria-label={t('quick_bet.title')}>
      <label className={styles.quickToggle}>
        <span>
          <strong>{t('quick_bet.title')}</strong>
          <small>{t('quick_bet.lead')}</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={quick.isEnabled}
          data-testid="quick-bet-toggle"
          onChange={() => store.dispatch({ type: 'quickBetToggled' })}
        />
      </label>
      {quick.isEnabled && (
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
                  onClick={() =>
                    store.dispatch({ type: 'quickBetStakeChanged', stake: v as never })
                  }
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
      )}
    </section>
  );
}
