import { useState } from 'react';
import type { UserLimit } from '@sb/contract';
import { LIMIT_PERIODS, LIMIT_SHAPES, type LimitPeriod } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { AmountInput, type LimitUnit } from './AmountInput';
import { LimitRow } from './LimitRow';
import { setLimit } from './limits-api';
import styles from './Limits.module.css';

/** The limits a player sets on this page: money in the account's currency, or minutes. */
export type PageLimitType =
  'deposit' | 'loss' | 'wager' | 'bet' | 'session' | 'time' | 'activity' | 'reality_check';

/**
 * One kind of limit (issue 20): those set, and a form for a period not set yet (a maximum
 * stake, a session length and a reality-check interval have no period).
 */
export function LimitCard({
  type,
  limits,
  unit,
  now,
}: {
  type: PageLimitType;
  limits: readonly UserLimit[];
  unit: LimitUnit;
  now: number;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const periodic = LIMIT_SHAPES[type].periodic;
  const free = periodic ? LIMIT_PERIODS.filter((p) => !limits.some((l) => l.period === p)) : [];
  const canAdd = periodic ? free.length > 0 : limits.length === 0;
  const [period, setPeriod] = useState<LimitPeriod>(free[0] ?? 'day');
  const [amount, setAmount] = useState(0);
  const [busy, setBusy] = useState(false);
  const chosen = free.includes(period) ? period : (free[0] ?? 'day');

  const add = async () => {
    setBusy(true);
    try {
      await setLimit(client, {
        type,
        period: periodic ? chosen : null,
        currency: unit.kind === 'money' ? unit.currency.code : null,
        amount,
      });
      showAlert({ kind: 'success', titleKey: 'limits.applied' });
      setAmount(0);
    } catch (e) {
      showAlert({ kind: 'error', titleKey: 'limits.failed', descriptionKey: errorKey(e) });
    } finally {
      setBusy(false);
    }
  };

  const title = t(`limits.type.${type}` as MessageKey);
  return (
    <section
      className={styles.card}
      aria-labelledby={`limits-${type}`}
      data-testid={`limits-${type}`}
    >
      <h2 id={`limits-${type}`} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.about}>{t(`limits.about.${type}` as MessageKey)}</p>
      {limits.length > 0 ? (
        <ul className={styles.rows}>
          {limits.map((l) => (
            <LimitRow key={`${l.type}:${l.period}`} limit={l} unit={unit} now={now} />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('limits.none')}</p>
      )}
      {canAdd && (
        <form
          className={styles.add}
          onSubmit={(e) => {
            e.preventDefault();
            if (amount > 0) void add();
          }}
        >
          {periodic && (
            <label className={styles.field}>
              <span>{t('limits.period')}</span>
              <select
                className={styles.input}
                value={chosen}
                data-testid={`limits-${type}-period`}
                onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
              >
                {free.map((p) => (
                  <option key={p} value={p}>
                    {t(`limits.period.${p}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={styles.field}>
            <span>{t(unit.kind === 'money' ? 'limits.amount' : 'limits.minutes')}</span>
            <AmountInput
              unit={unit}
              value={amount}
              onValue={setAmount}
              label={`${title}: ${t(unit.kind === 'money' ? 'limits.amount' : 'limits.minutes')}`}
              testId={`limits-${type}-amount`}
            />
          </label>
          <button
            type="submit"
            className={styles.primary}
            disabled={busy || amount <= 0}
            data-testid={`limits-${type}-set`}
          >
            {t('limits.add')}
          </button>
        </form>
      )}
    </section>
  );
}
