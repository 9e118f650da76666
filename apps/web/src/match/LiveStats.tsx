import type { Match, TimelineEvent } from '@sb/contract';
import {
  impliedStatistics,
  parseOdds,
  strengthFromOdds,
  type ImpliedStatistics,
  type TeamStatistics,
} from '@sb/domain';
import { sides } from '../catalog/labels';
import { useT } from '../i18n/useT';
import { clockElapsed, parseClockText } from '../live/clock';
import { useNow } from '../live/useNow';
import styles from './LiveStats.module.css';
import { MatchTracker } from './MatchTracker';

/** The rows of the statistics panel, in the order bettors read them. */
const ROWS: { key: keyof TeamStatistics; label: Parameters<ReturnType<typeof useT>['t']>[0] }[] = [
  { key: 'possession', label: 'match.stats.possession' },
  { key: 'attacks', label: 'match.stats.attacks' },
  { key: 'dangerousAttacks', label: 'match.stats.dangerous_attacks' },
  { key: 'shots', label: 'match.stats.shots' },
  { key: 'shotsOnTarget', label: 'match.stats.shots_on_target' },
  { key: 'corners', label: 'match.stats.corners' },
  { key: 'yellowCards', label: 'match.stats.yellow_cards' },
  { key: 'redCards', label: 'match.stats.red_cards' },
];

/** The statistics a live soccer match's model implies now (domain match-stats), ticking. */
export function useImpliedStatistics(match: Match, timeline: readonly TimelineEvent[]) {
  const now = useNow();
  const stats = match.statistics;
  const clock = stats?.clock ?? null;
  const seconds = clock ? (parseClockText(clock.match_time) ?? 0) + clockElapsed(clock, now) : 0;
  const main = match.main_market;
  const odds = (id: string) => parseOdds(main?.outcomes.find((o) => o.id === id)?.odds);
  const goals = timeline.filter((e) => e.type === 'goal');
  const last = goals.at(-1);
  const lastMinute = last?.match_time ? Math.floor((parseClockText(last.match_time) ?? 0) / 60) : 0;
  const current = stats?.current_period?.key;
  return impliedStatistics({
    matchId: match.id,
    minute: seconds / 60,
    score: stats?.total_score ?? { home: 0, away: 0 },
    cards: stats?.cards ?? null,
    strength: strengthFromOdds(odds('1'), odds('3')),
    atBreak: !!clock?.stopped || current === 'ht' || current === 'break',
    lastGoal: last?.side ? { side: last.side, minute: lastMinute } : null,
  });
}

/**
 * The live match (issue 22): statistics per team as bars, a tracker of the phase of play
 * drawn from the same model, and an honest word on the stream.
 */
export function LiveMatch({ match, timeline }: { match: Match; timeline: TimelineEvent[] }) {
  const implied = useImpliedStatistics(match, timeline);
  return (
    <div className={styles.live}>
      <MatchTracker match={match} phase={implied.phase} />
      <LiveStatsTable match={match} stats={implied} />
      <StreamPlaceholder />
    </div>
  );
}

function LiveStatsTable({ match, stats }: { match: Match; stats: ImpliedStatistics }) {
  const { t } = useT();
  const { home, away } = sides(match);
  return (
    <section className={styles.panel} aria-labelledby="stats-title" data-testid="live-stats">
      <h2 id="stats-title" className={styles.title}>
        {t('match.stats.title')}
      </h2>
      <div className={styles.teams} aria-hidden="true">
        <span dir="auto">{home?.name}</span>
        <span dir="auto">{away?.name}</span>
      </div>
      <dl className={styles.rows}>
        {ROWS.map(({ key, label }) => {
          const h = stats.home[key];
          const a = stats.away[key];
          const total = h + a || 1;
          const unit = key === 'possession' ? '%' : '';
          return (
            <div key={key} className={styles.row} data-stat={key}>
              <dt>{t(label)}</dt>
              <dd className={styles.values}>
                <span data-testid={`stat-${key}-home`}>
                  {h}
                  {unit}
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.home} style={{ width: `${(h / total) * 100}%` }} />
                  <span className={styles.away} style={{ width: `${(a / total) * 100}%` }} />
                </span>
                <span data-testid={`stat-${key}-away`}>
                  {a}
                  {unit}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** There is no video of our matches: the page says so rather than a player that never plays. */
function StreamPlaceholder() {
  const { t } = useT();
  return (
    <section
      className={styles.stream}
      data-testid="stream-placeholder"
      aria-labelledby="stream-title"
    >
      <h2 id="stream-title" className={styles.title}>
        {t('match.stream.title')}
      </h2>
      <p>{t('match.stream.none')}</p>
    </section>
  );
}
