import { useQueryClient } from '../query/QueryProvider';
import { useState } from 'react';
import type { BetWire } from '@sb/contract';
import { historyBetType, odds as toOdds } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { api, errorKey } from '../api/http-client';
import { formatAmount } from '../account/money';
import { getSession, refreshAccounts } from '../account/session';
import { useT } from '../i18n/useT';
import { OddsText } from '../slip/OddsText';
import { upsertBet } from './bets-query';
import styles from './MyBets.module.css';
import { isOpenBet, outcomeOf } from './filters';

const RESULT_MARK: Record<string, string> = {
  win_entire: '✓',
  lose_entire: '✕',
  refund_entire: '↺',
  refund_half_win_other: '½',
  refund_half_lose_other: '½',
  canceled: '↺',
  no_results: '•',
};

function currencyOf(bet: BetWire) {
  const account = getSession().accounts.find((a) => a.currency === bet.stake.currency);
  return {
    code: bet.stake.currency,
    subunits: bet.stake.subunits,
    fiat: account?.fiat ?? bet.stake.subunits <= 100,
  };
}

/** One bet of the history (domain 3 Bet): its selections with their results, and cash-out. */
export function BetCard({ bet }: { bet: BetWire }) {
  const { t, locale } = useT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const currency = currencyOf(bet);
  const money = (v: number) => formatAmount(v, currency, locale);
  const open = isOpenBet(bet);
  const outcome = outcomeOf(bet);
  const type = historyBetType(bet.type);
  const canCashOut = open && bet.to_cashout !== null && bet.status === 'waiting_results';

  const cashOut = async () => {
    if (bet.to_cashout === null) return;
    setBusy(true);
    try {
      const answer = await api<{ data: BetWire }>('POST', '/api/sportsbook/v2/bets/cashout', {
        body: { bet_id: bet.id, to_cashout: bet.to_cashout, locale },
      });
      upsertBet(client, answer.data);
      void refreshAccounts();
      showAlert({
        kind: 'success',
        titleKey: 'mybets.cashout.done',
        params: { amount: money(answer.data.win_amount ?? bet.to_cashout) },
      });
    } catch (e) {
      showAlert({ kind: 'error', titleKey: 'mybets.cashout.failed', descriptionKey: errorKey(e) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <article
      className={`${styles.card} ${outcome ? styles[outcome] : ''}`}
      data-testid="my-bet"
      data-bet-id={bet.id}
      data-status={bet.status}
      data-result={bet.result}
    >
      <header className={styles.cardHead}>
        <div>
          <strong>
            {type === 'system' && bet.system
              ? t('slip.system.of', { win: bet.system.win_count, total: bet.system.total_count })
              : t(`slip.type.${type}`)}
          </strong>
          <span className={styles.ref}>
            #{bet.ref} ·{' '}
            {new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
              new Date(bet.created_at),
            )}
          </span>
        </div>
        <span
          className={`${styles.badge} ${styles[`badge_${outcome ?? 'open'}`]}`}
          data-testid="my-bet-status"
        >
          {open ? t(`mybets.status.${bet.status}`) : t(`mybets.result.${bet.result}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.selections.map((s) => (
          <li key={s.id} className={styles.leg} data-result={s.status}>
            <span
              className={`${styles.mark} ${styles[`mark_${s.status}`] ?? ''}`}
              aria-label={t(`mybets.result.${s.status as BetWire['result']}`)}
            >
              {RESULT_MARK[s.status] ?? '•'}
            </span>
            <div className={styles.legText}>
              <span className={styles.legOutcome}>{s.outcome.name}</span>
              <span className={styles.legMarket}>{s.market.name}</span>
              <span className={styles.legMatch}>{s.match.name}</span>
            </div>
            <OddsText odds={toOdds(s.odds)} />
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('slip.stake')}</dt>
          <dd>{money(bet.stake.value)}</dd>
        </div>
        <div>
          <dt>{t('slip.total_odds')}</dt>
          <dd>
            <OddsText odds={toOdds(bet.odds)} />
          </dd>
        </div>
        <div>
          <dt>{open ? t('slip.potential_win') : t('mybets.paid')}</dt>
          <dd data-testid="my-bet-win">
            {money(open ? bet.potential_win : (bet.win_amount ?? 0))}
          </dd>
        </div>
      </dl>
      {bet.status === 'rejected' && bet.reason && (
        <p className={styles.reason}>{t('mybets.rejected')}</p>
      )}
      {canCashOut &&
        (confirming ? (
          <div className={styles.confirm} data-testid="cashout-confirm">
            <span>{t('mybets.cashout.confirm', { amount: money(bet.to_cashout ?? 0) })}</span>
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
        ) : (
          <button
            type="button"
            className={styles.cashout}
            data-testid="cashout-button"
            onClick={() => setConfirming(true)}
          >
            {t('mybets.cashout.button', { amount: money(bet.to_cashout ?? 0) })}
          </button>
        ))}
    </article>
  );
}
