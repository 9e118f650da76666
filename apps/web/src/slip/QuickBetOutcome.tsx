import { formatOdds } from '@sb/domain';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { useOddsType } from '../odds/OddsTypeProvider';
import { Countdown } from './Countdown';
import styles from './QuickBetOutcome.module.css';
import { useSlipSelector, useSlipStore } from './SlipProvider';

/**
 * What became of a one-tap bet (issue 22 defect 1: it once failed silently): placed, awaiting
 * acceptance with its countdown, accepted, or refused with the reason and a one-tap retry at the
 * price now. Drawn by the page shell, so it shows with the slip closed (a phone's sheet).
 */
export function QuickBetOutcome() {
  const { t } = useT();
  const text = useKeyText();
  const oddsType = useOddsType();
  const store = useSlipStore();
  const quick = useSlipSelector((s) => s.quickBet);
  if (quick.state === 'initial' || !quick.bet) return null;
  const selection = quick.bet.selections[0];
  const pick = selection
    ? `${selection.outcomeName} · ${selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}`
    : '';
  const dismiss = () => store.dispatch({ type: 'quickBetDismissed' });
  return (
    <div
      className={`${styles.outcome} ${styles[quick.state]}`}
      role={quick.state === 'error' ? 'alert' : 'status'}
      data-testid="quick-bet-outcome"
      data-state={quick.state}
    >
      <div className={styles.body}>
        <strong className={styles.title}>
          {quick.state === 'processing'
            ? quick.acceptAt
              ? t('quick_bet.awaiting')
              : t('slip.placing')
            : quick.state === 'success'
              ? t('quick_bet.placed.title')
              : t('quick_bet.failed.title')}
        </strong>
        <span className={styles.pick}>{pick}</span>
        {quick.state === 'processing' && quick.acceptAt && (
          <span className={styles.detail}>
            <Countdown until={quick.acceptAt} testId="quick-bet-countdown" />
          </span>
        )}
        {quick.state === 'error' && quick.error && (
          <span className={styles.detail} data-testid="quick-bet-reason">
            {text(quick.error.message, undefined, 'error.place_bets.default')}
          </span>
        )}
      </div>
      {quick.state === 'error' && selection && quick.isEnabled && (
        <button
          type="button"
          className={styles.retry}
          data-testid="quick-bet-retry"
          onClick={() => store.dispatch({ type: 'quickBetRetried' })}
        >
          {t('slip.retry_at', { odds: formatOdds(selection.odds, oddsType) })}
        </button>
      )}
      {quick.state !== 'processing' && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('common.close')}
          onClick={dismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
