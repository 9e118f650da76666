import { DEFAULT_BONUS_PREFERENCE, isFreebet, type SlipBet } from '@sb/domain';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { useSlipStore } from './slip-context';

// domain 4 Bonus selection (issue 19): the slip picks hunting, then tournament, then combo boost
// by itself; the player may pick another bonus offered for the bet (a lootbox is never picked
// by default) or none. Shown when there is a choice to make: a bonus outside the default
// preference, or more than one.

export function BonusPicker({ bet, disabled }: { bet: SlipBet; disabled: boolean }) {
  const { t } = useT();
  const store = useSlipStore();
  const offered = bet.availableBonuses.filter((b) => !isFreebet(b));
  const preferred: readonly string[] = DEFAULT_BONUS_PREFERENCE;
  if (offered.length === 0 || (offered.length === 1 && preferred.includes(offered[0]!.type)))
    return null;
  const chosen = bet.bonus && !isFreebet(bet.bonus) ? bet.bonus.id : '';
  const id = `bonus-${bet.id}`;
  return (
    <div className={styles.freebet}>
      <label htmlFor={id}>{t('slip.bonus')}</label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        data-testid="bonus-picker"
        onChange={(e) =>
          store.dispatch({
            type: 'bonusChosen',
            betId: bet.id,
            bonusId: e.target.value === '' ? null : e.target.value,
          })
        }
      >
        <option value="">{t('slip.bonus_none')}</option>
        {offered.map((b) => (
          <option key={b.id} value={b.id}>
            {t(`bonus.kind.${b.type as 'comboboost' | 'hunting' | 'tournament' | 'lootbox'}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
