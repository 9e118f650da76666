import { useState } from 'react';
import type { BetWire } from '@sb/contract';
import { minorUnits, type Currency, type MinorUnits } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { StakeInput } from '../slip/StakeInput';
import { setAutoCashout } from './bet-actions';
import styles from './MyBets.module.css';

/**
 * Auto cash-out (issue 22): "cash out when the offer reaches X". The server executes the rule
 * once, by itself, as soon as the offer passes it; until then it can be changed or removed.
 */
export function AutoCashout({
  bet,
  currency,
  money,
}: {
  bet: BetWire;
  currency: Currency;
  money: (v: number) => string;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [threshold, setThreshold] = useState<MinorUnits>(
    minorUnits(bet.auto_cashout?.threshold ?? Math.max(bet.to_cashout ?? 0, bet.stake.value)),
  );
  const [busy, setBusy] = useState(false);
  const rule = bet.auto_cashout ?? null;

  const save = async (value: number | null) => {
    setBusy(true);
    try {
      const done = await setAutoCashout(client, bet, value);
      if (done.status === 'cashed_out') {
        showAlert({
          kind: 'success',
          titleKey: 'mybets.auto_cashout.paid',
          params: { amount: money(done.cashouts?.at(-1)?.amount ?? 0) },
        });
      }
      setEditing(false);
    } catch (e) {
      showAlert({
        kind: 'error',
        titleKey: 'mybets.auto_cashout.failed',
        descriptionKey: errorKey(e),
      });
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <div className={styles.auto} data-testid="auto-cashout">
        {rule ? (
          <>
            <span data-testid="auto-cashout-rule">
              {t('mybets.auto_cashout.rule', { amount: money(rule.threshold) })}
            </span>
            <button type="button" className={styles.link} onClick={() => setEditing(true)}>
              {t('mybets.auto_cashout.change')}
            </button>
            <button
              type="button"
              className={styles.link}
              disabled={busy}
              onClick={() => void save(null)}
            >
              {t('mybets.auto_cashout.remove')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.link}
            data-testid="auto-cashout-open"
            onClick={() => setEditing(true)}
          >
            {t('mybets.auto_cashout.set')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.autoForm} data-testid="auto-cashout-form">
      <label>
        <span>{t('mybets.auto_cashout.when')}</span>
        <StakeInput
          className={styles.amountInput}
          value={threshold}
          currency={currency}
          onValue={setThreshold}
          label={t('mybets.auto_cashout.when')}
          testId="auto-cashout-amount"
          hintClassName={styles.hint}
        />
      </label>
      <div>
        <button type="button" className={styles.cancel} onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={styles.cashout}
          disabled={busy || threshold <= 0}
          data-testid="auto-cashout-save"
          onClick={() => void save(threshold)}
        >
          {t('mybets.auto_cashout.save')}
        </button>
      </div>
    </div>
  );
}
