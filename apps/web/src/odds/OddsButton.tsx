import { memo, useState } from 'react';
import type { Market, Match, Outcome } from '@sb/contract';
import { formatOdds, parseOdds, selectionKey } from '@sb/domain';
import { useT } from '../i18n/useT';
import { oddsTrend } from '../live/odds-trend';
import { useIsSelected, useSlipStore } from '../slip/slip-context';
import styles from './OddsButton.module.css';
import { isPickable, selectionInput } from './selection';
import { useOddsType } from './OddsTypeProvider';

interface OddsButtonProps {
  match: Match;
  market: Market;
  outcome: Outcome;
  /**
   * Show the outcome's name with the odds (market cards): beside them (`row`) or above them
   * (`stack`, for three or more outcomes side by side). Lists put names in a header instead.
   */
  withName?: 'row' | 'stack' | false;
  /** The name to show when it differs from the outcome's (a line shown once for its row). */
  label?: string;
}

/**
 * One odd: click to add it to the slip or take it out (domain 4 Selecting an outcome); shows
 * itself selected (aria-pressed), in the visitor's odds format, and flashes up or down when
 * the odd moves (domain 4 Live merge). Locked when the market is suspended or the match is not
 * bettable. Re-renders only when its own outcome, market status or selection changes.
 */
export const OddsButton = memo(function OddsButton({
  match,
  market,
  outcome,
  withName = false,
  label,
}: OddsButtonProps) {
  const { t } = useT();
  const oddsType = useOddsType();
  const store = useSlipStore();
  const selected = useIsSelected(
    selectionKey({
      matchId: match.id,
      marketId: market.id,
      specifier: market.specifier,
      outcomeId: outcome.id,
    }),
  );
  // The last odd seen and which way it moved; a change restarts the flash (its key).
  const [seen, setSeen] = useState({
    odds: outcome.odds,
    trend: null as 'up' | 'down' | null,
    n: 0,
  });
  if (seen.odds !== outcome.odds)
    setSeen({ odds: outcome.odds, trend: oddsTrend(seen.odds, outcome.odds), n: seen.n + 1 });

  const value = parseOdds(outcome.odds);
  const text = value ? formatOdds(value, oddsType) : '-';
  const pickable = isPickable(match, market, outcome) && !!value;
  const name = outcome.name;
  const trendText = seen.trend ? t(seen.trend === 'up' ? 'odds.went_up' : 'odds.went_down') : '';
  return (
    <button
      type="button"
      className={withName ? `${styles.odd} ${styles[withName]}` : styles.odd}
      aria-pressed={selected}
      disabled={!pickable && !selected}
      data-testid="odd"
      data-outcome={outcome.id}
      onClick={() => {
        const selection = selectionInput(match, market, outcome);
        if (selection) store.dispatch({ type: 'outcomeSelected', selection });
      }}
    >
      {/* The name from content (WCAG 2.5.3, issue 26): the shown name and price are hidden
          from the tree and said in full, with the move of the price in words. */}
      <span className="sr-only">
        {pickable
          ? `${name} ${text}${trendText ? `, ${trendText}` : ''}`
          : `${name}, ${t('odds.suspended')}`}
      </span>
      {withName && (
        <span className={styles.name} aria-hidden="true">
          {label ?? outcome.name}
        </span>
      )}
      {pickable ? (
        <span
          key={seen.n}
          aria-hidden="true"
          className={styles.value}
          data-trend={seen.trend ?? undefined}
          data-long={text.length >= 6 || undefined}
        >
          {text}
        </span>
      ) : (
        <span className={styles.lock} aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 24 24" focusable="false">
            <path
              fill="currentColor"
              d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z"
            />
          </svg>
        </span>
      )}
    </button>
  );
}, sameOdd);

/** Equal when what the button shows and sends is equal (the match object changes often). */
function sameOdd(a: OddsButtonProps, b: OddsButtonProps): boolean {
  return (
    a.outcome === b.outcome &&
    a.market.status === b.market.status &&
    a.market.id === b.market.id &&
    a.market.specifier === b.market.specifier &&
    a.match.id === b.match.id &&
    a.match.bettable === b.match.bettable &&
    a.match.status === b.match.status &&
    a.withName === b.withName &&
    a.label === b.label
  );
}
