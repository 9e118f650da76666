import { type MinorUnits, type SlipBet } from '@sb/domain';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSportsbookSettings } from './settings';
import { FreebetPicker } from './FreebetPicker';
import { StakeInput } from './StakeInput';
import { useSlipStore } from './slip-context';

/**
 * A bet's stake (domain 4 Stake source): typed as a stake or as the wanted potential win, the
 * quick stakes of settings, and what the bet returns.
 */
export function BetStake({ bet, disabled }: { bet: SlipBet; disabled: boolean }) {
  const { t, locale } = useT();
  const store = useSlipStore();
  const settings = useSportsbookSettings();
  const quick = settings?.stakes[bet.currency.code] ?? [];
  const byWin = bet.stakeSource === 'potentialWin';
  // The bet's own price (a system's is summed per line, issue 22 defect 5), not stake x odds.
  const win = (bet.stake + bet.profit) as MinorUnits;
  const freebet = bet.freebetStake !== null;
  const change = (value: MinorUnits, source: 'stake' | 'potentialWin') =>
    store.dispatch({ type: 'stakeChanged', betId: bet.id, value, source });

  return (
    <div className={styles.stake} data-testid="bet-stake">
      <FreebetPicker bet={bet} disabled={disabled} />
      <div className={styles.stakeRow}>
        <div className={styles.stakeField}>
          <StakeInput
            className={styles.stakeInput}
            value={byWin ? win : bet.stake}
            currency={bet.currency}
            onValue={(v) => change(v, byWin ? 'potentialWin' : 'stake')}
            label={byWin ? t('slip.to_win') : t('slip.stake')}
            disabled={disabled || freebet}
            testId="stake-input"
            hintClassName={styles.stakeRefused}
          />
          <span className={styles.currency}>{bet.currency.code}</span>
        </div>
        <div className={styles.source} role="group" aria-label={t('slip.stake_source')}>
          <button
            type="button"
            aria-pressed={!byWin}
            disabled={disabled}
            onClick={() => byWin && change(bet.stake, 'stake')}
          >
            {t('slip.stake')}
          </button>
          <button
            type="button"
            aria-pressed={byWin}
            disabled={disabled}
            data-testid="stake-source-win"
            onClick={() => !byWin && change(win, 'potentialWin')}
          >
            {t('slip.to_win')}
          </button>
        </div>
      </div>
      {quick.length > 0 && !freebet && (
        <div className={styles.quickStakes}>
          {quick.map((v) => (
            <button
              key={v}
              type="button"
              disabled={disabled}
              data-testid="quick-stake"
              onClick={() => change(v as MinorUnits, 'stake')}
            >
              {formatAmount(v, bet.currency, locale, true)}
            </button>
          ))}
        </div>
      )}
      {byWin && bet.stake > 0 && (
        <div className={styles.hint}>
          {t('slip.stake_needed', { amount: formatAmount(bet.stake, bet.currency, locale) })}
        </div>
      )}
    </div>
  );
}
