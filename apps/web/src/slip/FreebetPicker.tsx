import { isFreebet, type SlipBet } from '@sb/domain';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSlipStore } from './slip-context';

// domain 4 Freebet choice (issue 19): the freebets offered for this bet (POST /bonuses), one
// chosen by the player (never by default); choosing stakes the bet with it, "no freebet"
// sets the stake back to 0.

export function FreebetPicker({ bet, disabled }: { bet: SlipBet; disabled: boolean }) {
  const { t, locale } = useT();
  const store = useSlipStore();
  const freebets = bet.availableBonuses.filter(isFreebet);
  if (freebets.length === 0) return null;
  const chosen = isFreebet(bet.bonus) ? bet.bonus.id : '';
  const id = `freebet-${bet.id}`;
  return (
    <div className={styles.freebet}>
      <label htmlFor={id}>{t('slip.freebet')}</label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        data-testid="freebet-picker"
        onChange={(e) =>
          store.dispatch({
            type: 'freebetChosen',
            betId: bet.id,
            bonusId: e.target.value === '' ? null : e.target.value,
          })
        }
      >
        <option value="">{t('slip.freebet_none')}</option>
        {freebets.map((f) => (
          <option key={f.id} value={f.id}>
            {`${formatAmount(f.amount, bet.currency, locale)} · ${t(`bonus.kind.${f.type}`)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
