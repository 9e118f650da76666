import { useEffect, useState } from 'react';
import type { BetWire, EditBetQuoteWire } from '@sb/contract';
import { minorUnits, odds as toOdds, type Currency, type MinorUnits } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { useKeyText } from '../alerts/useKeyText';
import { errorKey } from '../api/http-client';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { boostText } from '../slip/ComboBoostLine';
import { OddsText } from '../slip/OddsText';
import { useSlipSelector } from '../slip/SlipProvider';
import { StakeInput } from '../slip/StakeInput';
import { confirmEdit, quoteEdit, type EditChange } from './bet-actions';
import styles from './MyBets.module.css';

/**
 * Edit bet (issue 22): take legs out of an open bet, or add the selections of the bet slip.
 * Priced as the cash-out of the bet and a new bet at today's odds, shown in full (cash-out,
 * new odds, stake, potential win, what the balance moves by) before the player confirms.
 */
export function EditBet({
  bet,
  currency,
  money,
  onClose,
}: {
  bet: BetWire;
  currency: Currency;
  money: (v: number) => string;
  onClose: () => void;
}) {
  const { t } = useT();
  const text = useKeyText();
  const client = useQueryClient();
  const [remove, setRemove] = useState<string[]>([]);
  const [add, setAdd] = useState<string[]>([]);
  const [stake, setStake] = useState<MinorUnits | null>(null);
  // The quote with the change it priced: one for an older change is shown, not confirmed.
  const [priced, setPriced] = useState<{ key: string; quote: EditBetQuoteWire } | null>(null);
  const quote = priced?.quote ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The slip's bets as they are (a stable reference); their selections are derived here.
  const slipBets = useSlipSelector((s) => s.ticket.bets);
  const slipSelections = slipBets.flatMap((b) => b.selections);
  const legIds = new Set(bet.selections.map((s) => s.id));
  const candidates = slipSelections.filter((s) => !legIds.has(s.id));

  const change: EditChange = {
    remove,
    add: candidates
      .filter((s) => add.includes(s.id))
      .map((s) => ({
        match_id: Number(s.matchId),
        market_id: Number(s.marketId),
        specifier: s.specifier,
        outcome_id: String(s.outcomeId),
        odds: s.odds,
      })),
    ...(stake !== null ? { stake } : {}),
  };
  const key = JSON.stringify(change);
  const hasChange = change.remove.length + change.add.length > 0;

  useEffect(() => {
    if (!hasChange) return;
    const parsed = JSON.parse(key) as EditChange;
    let live = true;
    quoteEdit(bet, parsed).then(
      (q) => {
        if (!live) return;
        setPriced({ key, quote: q });
        setProblem(null);
      },
      (e: unknown) => {
        if (!live) return;
        setPriced(null);
        setProblem(errorKey(e));
      },
    );
    return () => {
      live = false;
    };
  }, [bet, key, hasChange]);
  const shown = hasChange ? quote : null;
  const current = shown !== null && priced?.key === key;

  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      await confirmEdit(client, bet, change, quote);
      showAlert({ kind: 'success', titleKey: 'mybets.edit.done' });
      onClose();
    } catch (e) {
      setProblem(errorKey(e));
      // A price that moved comes back with the new quote: shown, to confirm again.
      setPriced(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.edit} data-testid="edit-bet">
      <strong>{t('mybets.edit.title')}</strong>
      <ul className={styles.editLegs}>
        {bet.selections.map((s) => (
          <li key={s.id}>
            <label>
              <input
                type="checkbox"
                checked={!remove.includes(s.id)}
                data-testid="edit-keep-leg"
                onChange={() => setRemove(toggle(remove, s.id))}
              />
              <span>
                {s.outcome.name} · {s.match.name}
              </span>
            </label>
          </li>
        ))}
        {candidates.map((s) => (
          <li key={s.id}>
            <label>
              <input
                type="checkbox"
                checked={add.includes(s.id)}
                data-testid="edit-add-leg"
                onChange={() => setAdd(toggle(add, s.id))}
              />
              <span>
                {t('mybets.edit.add', { name: `${s.outcomeName} · ${s.nameA} – ${s.nameB}` })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {shown && (
        <dl
          className={styles.editQuote}
          data-testid="edit-quote"
          data-stake={shown.stake}
          data-current={current || undefined}
        >
          <div>
            <dt>{t('mybets.edit.cashout')}</dt>
            <dd data-testid="edit-cashout">{money(shown.cashout)}</dd>
          </div>
          <div>
            <dt>{t('mybets.edit.new_odds')}</dt>
            <dd data-testid="edit-odds">
              <OddsText odds={toOdds(shown.odds)} />
              {shown.bonus_odds !== null && (
                <span className={styles.editBoost} data-testid="edit-boost">
                  {t('slip.combo_boost', { odds: boostText(shown.bonus_odds) })}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('slip.stake')}</dt>
            <dd>
              <StakeInput
                className={styles.amountInput}
                value={minorUnits(shown.stake)}
                currency={currency}
                onValue={(v) => setStake(v > 0 ? v : null)}
                label={t('slip.stake')}
                testId="edit-stake"
                hintClassName={styles.hint}
              />
            </dd>
          </div>
          <div>
            <dt>{t('slip.potential_win')}</dt>
            <dd data-testid="edit-win">{money(shown.potential_win)}</dd>
          </div>
          <div>
            <dt>{t('mybets.edit.balance')}</dt>
            <dd data-testid="edit-balance" data-amount={shown.balance_change}>
              {shown.balance_change > 0 ? '+' : shown.balance_change < 0 ? '−' : ''}
              {money(Math.abs(shown.balance_change))}
            </dd>
          </div>
        </dl>
      )}
      {hasChange && problem && (
        <p className={styles.reason} role="alert" data-testid="edit-problem">
          {text(problem, undefined, 'error.place_bets.default')}
        </p>
      )}
      <div className={styles.editActions}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={styles.cashout}
          disabled={!current || busy}
          data-testid="edit-confirm"
          onClick={() => void confirm()}
        >
          {t('mybets.edit.confirm')}
        </button>
      </div>
    </div>
  );
}
