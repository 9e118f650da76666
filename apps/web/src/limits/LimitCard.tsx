import { useState } from 'react';
import type { UserLimit } from '@sb/contract';
import {
  LIMIT_PERIODS,
  minorUnits,
  type Currency,
  type LimitPeriod,
  type MinorUnits,
} from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { StakeInput } from '../slip/StakeInput';
import { LimitRow } from './LimitRow';
import { setLimit } from './limits-api';
import styles from './Limits.module.css';

export type MoneyLimitType = 'deposit' | 'loss' | 'wager' | 'bet';

/**
 * One kind of money limit (issue 20) in the player's current currency: those set, and a form
 * for a period not set yet (a bet limit has no period: one stake).
 */
export function MoneyLimitCard({
  type,
  limits,
  currency,
  money,
  now,
}: {
  type: MoneyLimitType;
  limits: readonly UserLimit[];
  currency: Currency;
  money: (minor: number) => string;
  now: number;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const periodic = type !== 'bet';
  const free = periodic ? LIMIT_PERIODS.filter((p) => !limits.some((l) => l.period === p)) : [];
  const canAdd = periodic ? free.length > 0 : limits.length === 0;
  const [period, setPeriod] = useState<LimitPeriod>(free[0] ?? 'day');
  const [amount, setAmount] = useState<MinorUnits>(minorUnits(0));
  const [busy, setBusy] = useState(false);
  const chosen = free.includes(period) ? period : (free[0] ?? 'day');

  const add = async () => {
    setBusy(true);
    try {
      await setLimit(client, {
        type,
        period: periodic ? chosen : null,
        currency: currency.code,
        amount,
      });
      showAlert({ kind: 'success', titleKey: 'limits.applied' });
      setAmount(minorUnits(0));
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
            <LimitRow
              key={`${l.type}:${l.period}`}
              limit={l}
              currency={currency}
              money={money}
              now={now}
            />
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
            <span>{t('limits.amount')}</span>
            <StakeInput
              className={styles.input}
              value={amount}
              currency={currency}
              onValue={setAmount}
              label={`${title}: ${t('limits.amount')}`}
              testId={`limits-${type}-amount`}
              hintClassName={styles.hint}
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
