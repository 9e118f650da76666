import {
  potentialWin,
  slipPlaceButtonBlock,
  slipTransition,
  linesCount,
  systemId,
  systemTypesFor,
  type BetType,
  type MinorUnits,
  type SlipBet,
} from '@sb/domain';
import { useKeyText } from '../alerts/useKeyText';
import { formatAmount } from '../account/money';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { useOddsType } from '../odds/OddsTypeProvider';
import { openModal } from '../modals/modal-store';
import { shareSlip } from '../sharebet/share';
import { BetStake } from './BetStake';
import { EmptySlip } from './EmptySlip';
import styles from './BetSlip.module.css';
import { limitMessages } from './limits-text';
import { OddsText } from './OddsText';
import { OddsPolicy } from './OddsPolicy';
import { QuickBet } from './QuickBet';
import { Receipt } from './Receipt';
import { SelectionLine } from './SelectionLine';
import { useSlipSelector, useSlipStore } from './slip-context';
import { useSlipEnv } from './useSlipEnv';

const BET_TYPES: BetType[] = ['single', 'combo', 'system'];

/** The bet slip (domain 4): the reducer's state drawn, every change sent back as an event. */
export function BetSlip() {
  const store = useSlipStore();
  const state = useSlipSelector((s) => s);
  const env = useSlipEnv();
  const { t, locale } = useT();
  const text = useKeyText();
  const oddsType = useOddsType();
  const site = useSession((s) => s.site);
  const ticket = state.ticket;
  const bets = ticket.bets;
  const busy = ticket.inProgress || ticket.ticketState === 'processing';

  if (ticket.ticketState === 'success') return <Receipt />;

  if (bets.length === 0) return <EmptySlip />;

  const first = bets[0] as SlipBet;
  const custom = first.customOdds !== null;
  const current: BetType = bets.length > 1 ? 'single' : first.betType;
  const allowed = (betType: BetType) =>
    betType === current ||
    slipTransition(state, { type: 'betTypeChanged', betType }, env)[0] !== state;
  const selections = bets.flatMap((b) => b.selections);
  const systemOptions =
    current === 'system' || allowed('system')
      ? systemTypesFor(selections.length, ticket.systemTypes)
      : [];
  const plainSystem = systemOptions.find((o) => !o.fullCover);
  const details = ticket.error?.details ?? {};
  const block = slipPlaceButtonBlock(state, env);
  const totalStake = bets.reduce((s, b) => s + b.stake, 0) as MinorUnits;
  const totalWin = bets.reduce((s, b) => s + b.stake + b.profit, 0) as MinorUnits;
  const anyChanged = selections.some((s) => s.isChanged);
  const limits = limitMessages(bets, env, oddsType, locale);
  const multi = bets.length > 1;

  return (
    <div className={styles.slip} data-testid="bet-slip" data-ticket-state={ticket.ticketState}>
      <QuickBet />
      {ticket.ticketState === 'partially_placed' && <Receipt partial />}

      <div className={styles.toolbar}>
        {custom ? (
          <span className={styles.customBadge}>{t('slip.type.custom_bet')}</span>
        ) : (
          <div className={styles.types} role="tablist" aria-label={t('slip.bet_type')}>
            {BET_TYPES.map((bt) => (
              <button
                key={bt}
                type="button"
                role="tab"
                aria-selected={current === bt}
                disabled={busy || !allowed(bt)}
                data-testid={`bet-type-${bt}`}
                onClick={() =>
                  store.dispatch({
                    type: 'betTypeChanged',
                    betType: bt,
                    // A plain "k of n" first: the full covers are there to pick.
                    ...(bt === 'system' && plainSystem ? { systemType: plainSystem } : {}),
                  })
                }
              >
                {t(`slip.type.${bt}`)}
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          className={styles.clear}
          disabled={ticket.inProgress}
          data-testid="slip-clear"
          onClick={() => store.dispatch({ type: 'cleared' })}
        >
          {t('slip.clear')}
        </button>
      </div>

      {current === 'system' && !custom && (
        <label className={styles.systemPicker}>
          <span>{t('slip.system_type')}</span>
          <select
            data-testid="system-type"
            value={first.systemType ? systemId(first.systemType) : ''}
            disabled={busy}
            onChange={(e) => {
              const type = systemOptions.find((o) => systemId(o) === e.target.value);
              if (type)
                store.dispatch({ type: 'betTypeChanged', betType: 'system', systemType: type });
            }}
          >
            {systemOptions.map((o) => (
              <option key={systemId(o)} value={systemId(o)}>
                {t('slip.system.lines', {
                  name: o.fullCover
                    ? t(`slip.system.${o.fullCover}`)
                    : t('slip.system.of', { win: o.winCount, total: o.totalCount }),
                  n: linesCount(o),
                })}
              </option>
            ))}
          </select>
        </label>
      )}

      <ul className={styles.bets}>
        {bets.map((bet) => (
          <li
            key={bet.id}
            className={styles.bet}
            data-testid="slip-bet"
            data-bet-type={bet.betType}
          >
            <ul className={styles.selections}>
              {bet.selections.map((sel, i) => (
                <SelectionLine
                  key={sel.id}
                  selection={sel}
                  error={i === 0 ? details[sel.id] : undefined}
                  removable={!busy}
                  onRemove={() => store.dispatch({ type: 'selectionRemoved', selectionId: sel.id })}
                />
              ))}
            </ul>
            {multi && (
              <>
                <BetStake bet={bet} disabled={busy} />
                <div className={styles.betWin}>
                  <span>{t('slip.potential_win')}</span>
                  <strong>{formatAmount(bet.stake + bet.profit, bet.currency, locale)}</strong>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>

      <div className={styles.footer}>
        {!multi && <BetStake bet={first} disabled={busy} />}
        <dl className={styles.totals}>
          {!multi && (
            <div>
              <dt>{t('slip.total_odds')}</dt>
              <dd>
                <OddsText odds={first.odds} testId="total-odds" />
              </dd>
            </div>
          )}
          {multi && (
            <div>
              <dt>{t('slip.total_stake')}</dt>
              <dd data-testid="total-stake">{formatAmount(totalStake, first.currency, locale)}</dd>
            </div>
          )}
          <div>
            <dt>{t('slip.potential_win')}</dt>
            <dd className={styles.win} data-testid="potential-win">
              {formatAmount(
                multi ? totalWin : potentialWin(first.stake, first.odds),
                first.currency,
                locale,
              )}
            </dd>
          </div>
        </dl>

        {anyChanged && (
          <div className={styles.changed} data-testid="odds-changed">
            <span>{t('slip.odds_changed')}</span>
            <button
              type="button"
              data-testid="accept-odds"
              disabled={ticket.inProgress}
              onClick={() => store.dispatch({ type: 'oddsChangesAccepted' })}
            >
              {t('slip.accept_changes')}
            </button>
          </div>
        )}

        {limits.map((m) => (
          <div
            key={m.key}
            className={m.kind === 'error' ? styles.errorBox : styles.warningBox}
            data-testid={m.kind === 'error' ? 'limit-error' : 'limit-warning'}
          >
            <strong>{text(m.key, m.params)}</strong>
            {m.descriptionKey && <p>{text(m.descriptionKey, m.params)}</p>}
          </div>
        ))}

        {ticket.ticketState === 'error' && ticket.error && (
          <div className={styles.errorBox} data-testid="slip-error" role="alert">
            {text(ticket.error.message, undefined, 'error.place_bets.default')}
          </div>
        )}

        {ticket.ticketState === 'processing' && (
          <div className={styles.processing} data-testid="slip-processing" role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('slip.awaiting_acceptance')}
          </div>
        )}

        <button
          type="button"
          className={styles.place}
          data-testid="place-bet"
          disabled={busy || block !== null}
          onClick={() => store.dispatch({ type: 'placeRequested' })}
        >
          {ticket.inProgress
            ? t('slip.placing')
            : totalStake > 0
              ? t('slip.place_amount', { amount: formatAmount(totalStake, first.currency, locale) })
              : t('slip.place')}
        </button>

        <div className={styles.secondaryRow}>
          <OddsPolicy />
          {site?.isShareBetOn && (
            <button
              type="button"
              className={styles.share}
              data-testid="share-slip"
              disabled={busy}
              onClick={() =>
                shareSlip(bets).then(
                  (code) => openModal({ name: 'share-bet', code }),
                  () => {},
                )
              }
            >
              {t('share.button')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
