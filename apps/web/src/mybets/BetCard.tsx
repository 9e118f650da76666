import { useState } from 'react';
import type { BetWire } from '@sb/contract';
import { historyBetType, intlLocale, isFarming, isFreebetKind, odds as toOdds } from '@sb/domain';
import { useKeyText } from '../alerts/useKeyText';
import { formatAmount } from '../account/money';
import { getSession, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { Countdown } from '../slip/Countdown';
import { OddsText } from '../slip/OddsText';
import { AutoCashout } from './AutoCashout';
import { CashoutPanel } from './CashoutPanel';
import { EditBet } from './EditBet';
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
  const text = useKeyText();
  const [editing, setEditing] = useState(false);
  const currency = currencyOf(bet);
  const money = (v: number) => formatAmount(v, currency, locale);
  const open = isOpenBet(bet);
  const outcome = outcomeOf(bet);
  const type = historyBetType(bet.type);
  const canCashOut = open && bet.to_cashout !== null && bet.status === 'waiting_results';
  // issue 22: an open single or combo may be edited (priced as a cash-out and a new bet).
  const canEdit = canCashOut && (type === 'single' || type === 'combo');
  const initialStake = bet.initial_stake ?? bet.stake.value;
  const cashouts = bet.cashouts ?? [];
  // shell 6: no jackpot mark while the site switches jackpots off.
  const jackpots = useSession((s) => s.site?.featureFlags.jackpots !== false);

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
            {bet.bonus?.type === 'comboboost' && bet.bonus.odds !== null && (
              <span className={styles.jackpot} data-testid="my-bet-boost">
                {t('slip.combo_boost', { odds: (bet.bonus.odds / 1000).toFixed(2) })}
              </span>
            )}
            {bet.bonus && isFreebetKind(bet.bonus.type) && (
              <span className={styles.jackpot} data-testid="my-bet-freebet">
                {t(`bonus.kind.${bet.bonus.type}`)}
              </span>
            )}
            {isFarming(bet.bonus) && (
              <span className={styles.jackpot} data-testid="my-bet-hunting">
                {t(`bonus.kind.${bet.bonus.type}`)}
              </span>
            )}
            {bet.used_in_jackpot && jackpots && (
              <span className={styles.jackpot} data-testid="my-bet-jackpot">
                {t('jackpot.badge')}
              </span>
            )}
          </strong>
          <span className={styles.ref}>
            #{bet.ref} ·{' '}
            {new Intl.DateTimeFormat(intlLocale(locale), {
              dateStyle: 'short',
              timeStyle: 'short',
            }).format(new Date(bet.created_at))}
          </span>
        </div>
        <span
          className={`${styles.badge} ${styles[`badge_${outcome ?? 'open'}`]}`}
          data-testid="my-bet-status"
        >
          {open ? t(`mybets.status.${bet.status}`) : t(`mybets.result.${bet.result}`)}
          {bet.status === 'submitted' && bet.accept_at && (
            <>
              {' · '}
              <Countdown until={bet.accept_at} testId="my-bet-countdown" />
            </>
          )}
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
          <dd data-testid="my-bet-stake">
            {initialStake !== bet.stake.value && open
              ? t('mybets.stake_left', { left: money(bet.stake.value), of: money(initialStake) })
              : money(initialStake)}
          </dd>
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
      {bet.status === 'rejected' && (
        <p className={styles.reason} data-testid="my-bet-reason">
          {t('mybets.rejected')}
          {bet.reason && <> {text(bet.reason, undefined, 'error.place_bets.default')}</>}
        </p>
      )}
      {cashouts.length > 0 && (
        <ul className={styles.history} data-testid="cashout-history">
          {cashouts.map((c, i) => (
            <li key={i} data-kind={c.kind}>
              <span>
                {t(`mybets.cashout.kind.${c.kind}`)} ·{' '}
                {new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(
                  new Date(c.at),
                )}
              </span>
              <strong>
                {t('mybets.cashout.history_line', {
                  amount: money(c.amount),
                  stake: money(c.stake),
                })}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {(bet.replaces || bet.replaced_by) && (
        <p className={styles.edited} data-testid="my-bet-edited">
          {bet.replaced_by ? t('mybets.edit.replaced') : t('mybets.edit.replaces')}
        </p>
      )}
      {canCashOut && !editing && <CashoutPanel bet={bet} money={money} />}
      {canCashOut && !editing && <AutoCashout bet={bet} currency={currency} money={money} />}
      {canEdit && !editing && (
        <button
          type="button"
          className={styles.link}
          data-testid="edit-bet-open"
          onClick={() => setEditing(true)}
        >
          {t('mybets.edit.open')}
        </button>
      )}
      {editing && (
        <EditBet bet={bet} currency={currency} money={money} onClose={() => setEditing(false)} />
      )}
    </article>
  );
}
