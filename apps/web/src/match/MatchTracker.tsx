import type { Match } from '@sb/contract';
import type { MatchPhase } from '@sb/domain';
import { sides } from '../catalog/labels';
import { useT } from '../i18n/useT';
import styles from './LiveStats.module.css';

/**
 * A visual match tracker (issue 22): the pitch with the ball where the phase of play puts it and
 * the side in possession, drawn from the same model as the statistics. Home attacks to the right.
 */
export function MatchTracker({ match, phase }: { match: Match; phase: MatchPhase }) {
  const { t } = useT();
  const { home, away } = sides(match);
  const team = phase.side === 'home' ? home?.name : phase.side === 'away' ? away?.name : null;
  const label = t(`match.phase.${phase.kind}`);
  return (
    <section
      className={styles.tracker}
      aria-label={t('match.tracker')}
      data-testid="match-tracker"
      data-phase={phase.kind}
      data-side={phase.side ?? undefined}
    >
      <svg
        viewBox="0 0 200 120"
        className={styles.pitch}
        role="img"
        aria-label={team ? `${label} · ${team}` : label}
      >
        <rect x="1" y="1" width="198" height="118" rx="4" className={styles.grass} />
        <g className={styles.lines}>
          <rect x="4" y="4" width="192" height="112" />
          <line x1="100" y1="4" x2="100" y2="116" />
          <circle cx="100" cy="60" r="16" />
          <rect x="4" y="32" width="26" height="56" />
          <rect x="170" y="32" width="26" height="56" />
          <rect x="4" y="46" width="9" height="28" />
          <rect x="187" y="46" width="9" height="28" />
        </g>
        {phase.side && (
          <rect
            className={phase.side === 'home' ? styles.zoneHome : styles.zoneAway}
            x={phase.side === 'home' ? 100 : 4}
            y="4"
            width="96"
            height="112"
          />
        )}
        <circle
          className={styles.ball}
          cx={4 + (phase.ballX / 100) * 192}
          cy={4 + (phase.ballY / 100) * 112}
          r="4"
        />
      </svg>
      <p className={styles.phase} data-testid="tracker-phase">
        <strong>{label}</strong>
        {team && <span> · {team}</span>}
      </p>
    </section>
  );
}
