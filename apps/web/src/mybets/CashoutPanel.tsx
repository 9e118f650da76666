import { useState } from 'react';
import type { BetWire } from '@sb/contract';
import { partialCashoutShown, stakePart, type MinorUnits } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { cashOutBet } from './bet-actions';
import styles from './MyBets.module.css';

/** The shares of the stake a player may cash out (issue 22 partial cash-out). */
const SHARES = [25, 50, 75, 100] as const;

/**
 * Cash-out of an open bet (domain 7), all of it or a share of the stake (issue 22): the amount
 * shown is what is paid; the rest of a partial cash-out stays on at the same odds.
 */
export function CashoutPanel({ bet, money }: { bet: BetWire; money: (v: number) => string }) {
  const { t, locale } = useT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [share, setShare] = useState<(typeof SHARES)[number]>(100);
  const [busy, setBusy] = useState(false);
  const offer = bet.to_cashout;
  if (offer === null) return null;
  const stake = bet.stake.value as MinorUnits;
  const part = share === 100 ? stake : stakePart(stake, share * 100);
  const amount = partialCashoutShown(offer as MinorUnits, stake, part);
  // A share too small to leave a part of the stake on is not offered.
  const shares = SHARES.filter(
    (s) => s === 100 || (stakePart(stake, s * 100) > 0 && stakePart(stake, s * 100) < stake),
  );

  const cashOut = async () => {
    setBusy(true);
    try {
      const done = await cashOutBet(client, bet, amount, share === 100 ? null : part, locale);
      showAlert({
        kind: 'success',
        titleKey: share === 100 ? 'mybets.cashout.done' : 'mybets.cashout.partial_done',
        params: {
          amount: money(done.cashouts?.at(-1)?.amount ?? amount),
          rest: money(done.stake.value),
        },
      });
    } catch (e) {
      showAlert({ kind: 'error', titleKey: 'mybets.cashout.failed', descriptionKey: errorKey(e) });
    } finally {
      setBusy(false);
      setConfirming(false);
      setShare(100);
    }
  };

  if (!confirming) {
    return (
      <button
        type="button"
        className={styles.cashout}
        data-testid="cashout-button"
        onClick={() => setConfirming(true)}
      >
        {t('mybets.cashout.button', { amount: money(offer) })}
      </button>
    );
  }
  return (
    <div className={styles.confirm} data-testid="cashout-confirm">
      {shares.length > 1 && (
        <div className={styles.shares} role="group" aria-label={t('mybets.cashout.share')}>
          {shares.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={share === s}
              data-testid={`cashout-share-${s}`}
              onClick={() => setShare(s)}
            >
              {s === 100 ? t('mybets.cashout.all') : `${s} %`}
            </button>
          ))}
        </div>
      )}
      <span data-testid="cashout-amount" data-amount={amount}>
        {share === 100
          ? t('mybets.cashout.confirm', { amount: money(amount) })
          : t('mybets.cashout.confirm_partial', {
              amount: money(amount),
              rest: money(stake - part),
            })}
      </span>
      <div>
        <button type="button" className={styles.cancel} onClick={() => setConfirming(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={styles.cashout}
          disabled={busy}
          data-testid="cashout-confirm-button"
          onClick={() => void cashOut()}
        >
          {t('mybets.cashout.yes')}
        </button>
      </div>
    </div>
  );
}
