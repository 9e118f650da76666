import { useEffect, useRef } from 'react';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { Countdown } from './Countdown';
import { OddsText } from './OddsText';
import { useSlipSelector, useSlipStore } from './slip-context';

/**
 * The receipt of a placement (domain 4 success): every placed bet with its stake, odds and
 * potential win; live bets still awaiting acceptance say so. `partial`: some bets were refused
 * and stay in the slip below with their messages.
 */
export function Receipt({ partial = false }: { partial?: boolean }) {
  const { t, locale } = useT();
  const store = useSlipStore();
  const ticket = useSlipSelector((s) => s.ticket);
  const placed = ticket.placedBets;
  const betOf = (slipBetId: string) => ticket.bets.find((b) => b.id === slipBetId);
  const box = useRef<HTMLDivElement>(null);
  // The receipt takes the focus the placed slip had (issue 26): the keyboard goes on from it.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-testid="bet-slip"]'))
      box.current?.focus();
  }, []);

  return (
    // role=status: "Bet placed" is announced, not only shown (WCAG 4.1.3, issue 26).
    <div
      ref={box}
      tabIndex={-1}
      className={`${styles.receipt} ${partial ? styles.partial : ''}`}
      role="status"
      data-testid="receipt"
    >
      <div className={styles.receiptHead}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <div>
          <strong>
            {partial
              ? t('receipt.partial')
              : placed.length === 1
                ? t('receipt.title')
                : t('receipt.title_many', { n: placed.length })}
          </strong>
          {!partial && <p>{t('receipt.lead')}</p>}
        </div>
      </div>
      {!partial && (
        <ul className={styles.receiptBets}>
          {placed.map((p) => {
            const bet = betOf(p.slipBetId);
            if (!bet) return null;
            return (
              <li key={p.betId} data-testid="receipt-bet">
                <div className={styles.receiptLine}>
                  <span>
                    {bet.customOdds
                      ? t('slip.type.custom_bet')
                      : bet.betType === 'system' && bet.systemType
                        ? bet.systemType.fullCover
                          ? t(`slip.system.${bet.systemType.fullCover}`)
                          : t('slip.system.of', {
                              win: bet.systemType.winCount,
                              total: bet.systemType.totalCount,
                            })
                        : t(`slip.type.${bet.betType}`)}
                  </span>
                  <OddsText odds={bet.odds} />
                </div>
                <div className={styles.receiptNames}>
                  {bet.selections.map((s) => s.outcomeName).join(' · ')}
                </div>
                <div className={styles.receiptLine}>
                  <span>
                    {t('slip.stake')} {formatAmount(bet.stake, bet.currency, locale)}
                  </span>
                  <strong>{formatAmount(bet.stake + bet.profit, bet.currency, locale)}</strong>
                </div>
                {p.status === 'submitted' && (
                  <div className={styles.hint}>
                    {t('slip.awaiting_acceptance')} {p.acceptAt && <Countdown until={p.acceptAt} />}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!partial && (
        <div className={styles.receiptActions}>
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="receipt-reuse"
            onClick={() => store.dispatch({ type: 'receiptClosed', keepSelections: true })}
          >
            {t('receipt.reuse')}
          </button>
          <button
            type="button"
            className={styles.place}
            data-testid="receipt-done"
            onClick={() => store.dispatch({ type: 'receiptClosed', keepSelections: false })}
          >
            {t('receipt.done')}
          </button>
        </div>
      )}
    </div>
  );
}
