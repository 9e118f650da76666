import type { SlipSelection } from '@sb/domain';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { OddsText } from './OddsText';

/** One selection of a bet: match, market, outcome, odds (and their change), its labels. */
export function SelectionLine({
  selection,
  error,
  onRemove,
  removable,
}: {
  selection: SlipSelection;
  /** domain 8: a per-bet message, shown at the bet's first selection. */
  error?: string | undefined;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useT();
  const text = useKeyText();
  const blocked = selection.isSuspended || selection.isNotAvailable;
  return (
    <li
      className={`${styles.selection} ${blocked ? styles.blocked : ''}`}
      data-testid="slip-selection"
      data-selection-id={selection.id}
    >
      <div className={styles.selectionMain}>
        <div className={styles.outcome}>
          <span className={styles.outcomeName}>{selection.outcomeName}</span>
          <OddsText
            odds={selection.odds}
            accepted={selection.isChanged ? selection.acceptedOdds : undefined}
            testId="slip-selection-odds"
          />
        </div>
        <div className={styles.market}>{selection.marketName}</div>
        <div className={styles.matchLine}>
          <span className={styles.match}>
            {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
          </span>
          {selection.matchStatus === 1 && <span className={styles.live}>{t('slip.live')}</span>}
        </div>
        {selection.isNotAvailable ? (
          <span className={styles.label} data-testid="slip-label">
            {t('sb.ticket.not-available.label')}
          </span>
        ) : selection.isSuspended ? (
          <span className={styles.label} data-testid="slip-label">
            {t('sb.ticket.suspended.label')}
          </span>
        ) : null}
        {error && (
          <p className={styles.betError} data-testid="bet-error">
            {text(error, undefined, 'error.place_bets.default')}
          </p>
        )}
      </div>
      {removable && (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('slip.remove')}
          data-testid="slip-remove"
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </li>
  );
}
