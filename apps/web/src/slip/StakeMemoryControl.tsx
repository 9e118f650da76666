import { minorUnits } from '@sb/domain';
import { showGenericError } from '../alerts/alerts';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { setStakeMemory, useStakeMemory } from './settings';
import { StakeInput } from './StakeInput';
import { useSlipEnv } from './useSlipEnv';

const MODES = ['last', 'default', 'none'] as const;

/** How a new bet's stake starts (issue 22): the last stake, the player's default, or none. */
export function StakeMemoryControl() {
  const { t } = useT();
  const loggedIn = useSession(isLoggedIn);
  const memory = useStakeMemory();
  const currency = useSlipEnv().player.currency;
  if (!loggedIn || !memory) return null;
  return (
    <div className={styles.memory}>
      <label className={styles.policy}>
        <span>{t('slip.stake_memory.label')}</span>
        <select
          value={memory.mode}
          data-testid="stake-memory"
          onChange={(e) => {
            const mode = MODES.find((m) => m === e.target.value);
            if (mode) setStakeMemory({ mode }).catch(showGenericError);
          }}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`slip.stake_memory.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {memory.mode === 'default' && (
        <label className={styles.policy}>
          <span>{t('slip.stake_memory.default_amount')}</span>
          <StakeInput
            className={styles.memoryInput}
            value={minorUnits(memory.defaults[currency.code] ?? 0)}
            currency={currency}
            label={t('slip.stake_memory.default_amount')}
            testId="stake-memory-default"
            hintClassName={styles.stakeRefused}
            onValue={(v) =>
              void setStakeMemory({ defaults: { [currency.code]: v } }).catch(showGenericError)
            }
          />
        </label>
      )}
    </div>
  );
}
