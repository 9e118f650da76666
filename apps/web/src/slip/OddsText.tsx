import { formatOdds, type Odds } from '@sb/domain';
import { useOddsType } from '../odds/OddsTypeProvider';
import styles from './BetSlip.module.css';

/** Odds in the player's format; a change from the accepted odds shows both, with its direction. */
export function OddsText({
  odds,
  accepted,
  testId,
}: {
  odds: Odds;
  accepted?: Odds;
  testId?: string;
}) {
  const type = useOddsType();
  const moved = accepted !== undefined && accepted !== odds;
  const up = moved && odds > accepted;
  return (
    <span className={styles.odds} data-testid={testId}>
      {moved && <s className={styles.oldOdds}>{formatOdds(accepted, type)}</s>}
      <span className={moved ? (up ? styles.up : styles.down) : undefined}>
        {moved && (up ? '▲ ' : '▼ ')}
        {formatOdds(odds, type)}
      </span>
    </span>
  );
}
