import {
  formatOdds,
  slipBetTypeRefusal,
  slipPlaceButtonRefusal,
  slipTransition,
  linesCount,
  systemId,
  systemTypesFor,
  type BetType,
  type MinorUnits,
  type SlipBet,
} from '@sb/domain';
import { useRef, type KeyboardEvent } from 'react';
import { useKeyText } from '../alerts/useKeyText';
import { formatAmount } from '../account/money';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { useOddsType } from '../odds/OddsTypeProvider';
import { openModal } from '../modals/modal-store';
import { shareSlip } from '../sharebet/share';
import { useOnline } from '../browser/useOnline';
import { BetStake } from './BetStake';
import { Countdown } from './Countdown';
import { EmptySlip } from './EmptySlip';
import styles from './BetSlip.module.css';
import { limitMessages } from './limits-text';
import { OddsText } from './OddsText';
import { OddsPolicy } from './OddsPolicy';
import { StakeMemoryControl } from './StakeMemoryControl';
import { QuickStakesControl } from './QuickStakesControl';
import { QuickBet } from './QuickBet';
import { Receipt } from './Receipt';
import { SelectionLine } from './SelectionLine';
import { OddsAnnouncer } from './OddsAnnouncer';
import { BetJackpots, useSlipJackpots } from './SlipJackpots';
import { ComboBoostLine } from './ComboBoostLine';
import { HuntingLine } from './HuntingLine';
import { BonusPicker } from './BonusPicker';
import { useSlipSelector, useSlipStore } from './slip-context';
import { useSlipEnv } from './useSlipEnv';
import { useKeptFocus } from './useKeptFocus';

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
  const online = useOnline();
  const jackpotsOf = useSlipJackpots(bets);
  const root = useRef<HTMLDivElement>(null);
  // Where the player must act first (Retry, Accept changes), then Place (issue 26).
  const retry = useRef<HTMLButtonElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const place = useRef<HTMLButtonElement>(null);
  const keepFocus = useKeptFocus(root, [retry, accept, place]);

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
  // issue 22 defect 3: offline, Place is disabled and says why, instead of failing on press.
  const refusal = online
    ? slipPlaceButtonRefusal(state, env)
    : ({ block: 'offline', key: 'slip.blocked.offline' } as const);
  const block = refusal?.block ?? null;
  const acceptAt = ticket.placedBets
    .filter((p) => p.status === 'submitted' && p.acceptAt)
    .map((p) => p.acceptAt as string)
    .sort()
    .at(-1);
  // A refusal the player can answer in one tap: at the odds now (issue 22).
  const retryable =
    ticket.ticketState === 'error' &&
    online &&
    (refusal === null || refusal.key === 'slip.blocked.odds_changed');
  // issue 22 defect 7: a bet type the slip cannot take says which rule keeps it out.
  const typeReasons = custom
    ? []
    : BET_TYPES.filter((bt) => bt !== 'single' && bt !== current && !allowed(bt))
        .filter((bt) => selections.length >= (bt === 'system' ? 3 : 2))
        .map((bt) => ({ type: bt, key: slipBetTypeRefusal(state, bt, env) }))
        .filter((r): r is { type: BetType; key: string } => r.key !== null);
  const totalStake = bets.reduce((s, b) => s + b.stake, 0) as MinorUnits;
  const totalWin = bets.reduce((s, b) => s + b.stake + b.profit, 0) as MinorUnits;
  const anyChanged = selections.some((s) => s.isChanged);
  const limits = limitMessages(bets, env, oddsType, locale);
  const multi = bets.length > 1;
  // Enter in a stake places the bet, or goes to what must be done first (issue 26).
  const enterPlaces = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || !(e.target as HTMLElement).closest('[data-testid="bet-stake"]'))
      return;
    e.preventDefault();
    const first = retry.current ?? accept.current;
    if (first) first.focus();
    else if (place.current && !place.current.disabled) place.current.click();
  };

  return (
    <div
      ref={root}
      tabIndex={-1}
      className={styles.slip}
      data-testid="bet-slip"
      data-ticket-state={ticket.ticketState}
      onFocus={keepFocus}
      onKeyDown={enterPlaces}
    >
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
                title={
                  typeReasons.find((r) => r.type === bt)
                    ? text(typeReasons.find((r) => r.type === bt)!.key)
                    : undefined
                }
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

      {typeReasons.map((r) => (
        <p key={r.type} className={styles.typeReason} data-testid="bet-type-reason">
          {t('slip.type_blocked', { type: t(`slip.type.${r.type}`), reason: text(r.key) })}
        </p>
      ))}

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

      <OddsAnnouncer selections={bets.flatMap((b) => b.selections)} />
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
            <ComboBoostLine bet={bet} />
            <HuntingLine bet={bet} />
            <BonusPicker bet={bet} disabled={busy} />
            <BetJackpots ids={jackpotsOf.get(bet.id) ?? []} />
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
              {formatAmount(multi ? totalWin : first.stake + first.profit, first.currency, locale)}
            </dd>
          </div>
        </dl>
        {!multi && first.betType === 'system' && first.systemType && first.stake > 0 && (
          <p className={styles.hint} data-testid="system-split">
            {t('slip.system.split', {
              amount: formatAmount(first.stake, first.currency, locale),
              n: linesCount(first.systemType),
            })}
          </p>
        )}

        {/* A bet on its way is decided at the server: nothing to accept meanwhile. */}
        {anyChanged && !busy && (
          // A status: a screen reader hears that the odds changed (WCAG 4.1.3, issue 26).
          <div className={styles.changed} role="status" data-testid="odds-changed">
            <span>{t('slip.odds_changed')}</span>
            <button
              ref={accept}
              type="button"
              data-testid="accept-odds"
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
            {ticket.placedBets.length === 0 && ticket.error.code === undefined && (
              <strong>{t('slip.rejected.title')}</strong>
            )}
            <p data-testid="slip-error-reason">
              {text(ticket.error.message, undefined, 'error.place_bets.default')}
            </p>
            {retryable && (
              <button
                ref={retry}
                type="button"
                className={styles.retry}
                data-testid="retry-bet"
                onClick={() => store.dispatch({ type: 'retryRequested' })}
              >
                {t('slip.retry_at', { odds: formatOdds(first.odds, oddsType) })}
              </button>
            )}
          </div>
        )}

        {ticket.ticketState === 'processing' && (
          <div className={styles.processing} data-testid="slip-processing" role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('slip.awaiting_acceptance')}</span>
            {acceptAt && (
              <strong className={styles.countdown}>
                <Countdown until={acceptAt} testId="acceptance-countdown" />
              </strong>
            )}
          </div>
        )}

        {/* Limits say why in their own boxes above, with their amounts. */}
        {refusal &&
          !busy &&
          (ticket.ticketState !== 'error' || !online) &&
          !refusal.key.startsWith('error.validation.bet_limits') && (
            <p className={styles.placeReason} data-testid="place-reason" role="status">
              {text(refusal.key, undefined, 'error.place_bets.default')}
            </p>
          )}

        <button
          ref={place}
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
          <StakeMemoryControl />
          <QuickStakesControl />
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
