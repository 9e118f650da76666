import { clientOnly } from '../page/client-only';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSlipSelector, useSlipStore } from './slip-context';

// The stake, quick stakes and approval of a switched-on quick bet: fetched when it is switched
// on (it is off on arrival), so the empty slip of every first load does not carry them.
const QuickBetBody = clientOnly(() => import('./QuickBetBody').then((m) => m.QuickBetBody));

/**
 * Quick bet (domain 4) for live matches: switched on, a stake, an approval; then one tap on a
 * live odd places it. The reducer decides everything; this draws its state. What became of a
 * tap is QuickBetOutcome's, drawn by the page shell whether the slip is open or not.
 */
export function QuickBet() {
  const { t } = useT();
  const store = useSlipStore();
  const enabled = useSlipSelector((s) => s.quickBet.isEnabled);

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
          checked={enabled}
          data-testid="quick-bet-toggle"
          onChange={() => store.dispatch({ type: 'quickBetToggled' })}
        />
      </label>
      {enabled && <QuickBetBody />}
    </section>
  );
}
