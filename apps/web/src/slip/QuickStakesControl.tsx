import { useId, useState } from 'react';
import { minorUnits, quickStakes, type MinorUnits } from '@sb/domain';
import { showGenericError } from '../alerts/alerts';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { saveQuickStakes } from './player-settings';
import { useSportsbookSettings } from './settings';
import { StakeInput } from './StakeInput';
import { useSlipEnv } from './useSlipEnv';

/**
 * The player's own quick-stake buttons (domain 3 Settings stakes, saved by POST /settings,
 * issue 27): edited here, found again on any device after signing in.
 */
export function QuickStakesControl() {
  const { t } = useT();
  const loggedIn = useSession(isLoggedIn);
  const currency = useSlipEnv().player.currency;
  const shown = useSportsbookSettings()?.stakes[currency.code];
  const [draft, setDraft] = useState<MinorUnits[] | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  if (!loggedIn || !shown) return null;
  const valid = draft && quickStakes(draft);
  return (
    <div className={styles.memory}>
      <button
        type="button"
        className={styles.share}
        aria-expanded={draft !== null}
        aria-controls={formId}
        data-testid="quick-stakes-edit"
        onClick={() => setDraft(draft ? null : shown.map((v) => minorUnits(v)))}
      >
        {t('slip.quick_stakes.edit')}
      </button>
      {draft && (
        <form
          id={formId}
          className={styles.memory}
          aria-label={t('slip.quick_stakes.edit')}
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            setSaving(true);
            saveQuickStakes(currency.code, valid)
              .then(() => setDraft(null), showGenericError)
              .finally(() => setSaving(false));
          }}
        >
          {draft.map((v, i) => (
            <StakeInput
              key={i}
              className={styles.memoryInput}
              value={v}
              currency={currency}
              label={t('slip.quick_stakes.amount', { n: i + 1 })}
              testId="quick-stake-input"
              hintClassName={styles.stakeRefused}
              onValue={(next) => setDraft(draft.map((old, j) => (j === i ? next : old)))}
            />
          ))}
          <button
            type="submit"
            className={styles.share}
            disabled={!valid || saving}
            data-testid="quick-stakes-save"
          >
            {t('slip.quick_stakes.save')}
          </button>
        </form>
      )}
    </div>
  );
}
