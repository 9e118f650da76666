import { useState } from 'react';
import type { UserLimit } from '@sb/contract';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { AmountInput, type LimitUnit } from './AmountInput';
import { changeLimit, setLimit } from './limits-api';
import styles from './Limits.module.css';
import { formatWhen } from './when';

/**
 * One limit as it stands (issue 20): its amount, what the period used and when it starts
 * again, a raise or removal waiting with the time it may be confirmed, and the player's moves.
 */
export function LimitRow({ limit, unit, now }: { limit: UserLimit; unit: LimitUnit; now: number }) {
  const money = unit.format;
  const { t, locale } = useT();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(limit.amount ?? 0);
  const [busy, setBusy] = useState(false);
  const name = limit.period
    ? t(`limits.period.${limit.period}` as MessageKey)
    : t(`limits.single.${limit.type}` as MessageKey);
  const due = limit.pendingAt !== null && Date.parse(limit.pendingAt) <= now;

  const run = async (change: () => Promise<{ effect: 'applied' | 'pending' }>) => {
    setBusy(true);
    try {
      const { effect } = await change();
      showAlert({
        kind: 'success',
        titleKey: effect === 'pending' ? 'limits.pending' : 'limits.applied',
      });
      setEditing(false);
    } catch (e) {
      showAlert({ kind: 'error', titleKey: 'limits.failed', descriptionKey: errorKey(e) });
    } finally {
      setBusy(false);
    }
  };

  const used = limit.used ?? 0;
  const share = limit.amount ? Math.min(1, used / limit.amount) : 0;
  return (
    <li className={styles.row} data-testid={`limit-${limit.type}-${limit.period ?? 'bet'}`}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{name}</span>
        <span className={styles.rowAmount} data-testid="limit-amount">
          {money(limit.amount ?? 0)}
        </span>
      </div>
      {limit.period && (
        <>
          <div
            className={styles.meter}
            role="meter"
            aria-valuemin={0}
            aria-valuemax={limit.amount ?? 0}
            aria-valuenow={used}
            aria-label={t('limits.used', { used: money(used), limit: money(limit.amount ?? 0) })}
          >
            <span style={{ inlineSize: `${share * 100}%` }} data-full={share >= 1 || undefined} />
          </div>
          <div className={styles.rowMeta}>
            <span data-testid="limit-used">
              {t('limits.used', { used: money(used), limit: money(limit.amount ?? 0) })}
            </span>
            {limit.periodEndsAt && (
              <span>{t('limits.resets', { time: formatWhen(limit.periodEndsAt, locale) })}</span>
            )}
          </div>
        </>
      )}
      {limit.pendingAt && (
        <div className={styles.pending} role="status" data-testid="limit-pending">
          <span>
            {limit.pendingAmount !== null
              ? t('limits.pending_raise', {
                  amount: money(limit.pendingAmount),
                  time: formatWhen(limit.pendingAt, locale),
                })
              : t('limits.pending_removal', { time: formatWhen(limit.pendingAt, locale) })}
          </span>
          <span className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={busy || !due}
              data-testid="limit-confirm"
              onClick={() => void run(() => changeLimit(client, 'confirm', limit))}
            >
              {t('limits.confirm')}
            </button>
            <button
              type="button"
              className={styles.link}
              disabled={busy}
              onClick={() => void run(() => changeLimit(client, 'cancel', limit))}
            >
              {t('limits.keep')}
            </button>
          </span>
        </div>
      )}
      {editing ? (
        <div className={styles.edit}>
          <AmountInput
            unit={unit}
            value={amount}
            onValue={setAmount}
            label={t('limits.amount')}
            testId="limit-edit-amount"
          />
          <button
            type="button"
            className={styles.primary}
            disabled={busy || amount <= 0}
            data-testid="limit-save"
            onClick={() =>
              void run(() =>
                setLimit(client, {
                  type: limit.type,
                  period: limit.period,
                  currency: limit.currency,
                  amount,
                }),
              )
            }
          >
            {t('limits.save')}
          </button>
          <button type="button" className={styles.link} onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.link}
            data-testid="limit-change"
            onClick={() => setEditing(true)}
          >
            {t('limits.change')}
          </button>
          {limit.status !== 'unconfirmed_disabled' && (
            <button
              type="button"
              className={styles.link}
              disabled={busy}
              data-testid="limit-remove"
              onClick={() => void run(() => changeLimit(client, 'remove', limit))}
            >
              {t('limits.remove')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
