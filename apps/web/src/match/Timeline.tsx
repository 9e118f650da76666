import type { Match, TimelineEvent } from '@sb/contract';
import { sides } from '../catalog/labels';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { periodText } from './periods';
import styles from './Timeline.module.css';

/** Timeline event types the page names itself; others keep the feed's own text. */
const EVENT_KEYS: Record<string, MessageKey> = {
  match_started: 'timeline.match_started',
  period_started: 'timeline.period_started',
  period_ended: 'timeline.period_ended',
  stoppage_announced: 'timeline.stoppage_announced',
  goal: 'timeline.goal',
  penalty_awarded: 'timeline.penalty_awarded',
  yellow_card: 'timeline.yellow_card',
  red_card: 'timeline.red_card',
  set_won: 'timeline.set_won',
  tiebreak_started: 'timeline.tiebreak_started',
  wicket: 'timeline.wicket',
  innings_ended: 'timeline.innings_ended',
  map_won: 'timeline.map_won',
  interrupted: 'timeline.interrupted',
  resumed: 'timeline.resumed',
  overtime: 'timeline.overtime',
  shootout: 'timeline.shootout',
  match_ended: 'timeline.match_ended',
};

/** What happened in the match, latest first (domain 7 `/matches/{id}/timeline`). */
export function Timeline({ match, events }: { match: Match; events: TimelineEvent[] }) {
  const { t } = useT();
  const { home, away } = sides(match);
  if (!events.length) return null;
  const latest = [...events].reverse().slice(0, 25);
  return (
    <section className={styles.timeline} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.title}>
        {t('match.timeline')}
      </h2>
      <ol className={styles.events}>
        {latest.map((e, i) => {
          const key = EVENT_KEYS[e.type];
          const side = e.side === 'home' ? home?.name : e.side === 'away' ? away?.name : null;
          const period = e.period_key ? periodText(e.period_key) : null;
          return (
            <li
              key={`${e.at}-${i}`}
              className={styles.event}
              data-type={e.type}
              data-side={e.side ?? undefined}
            >
              <span className={styles.time}>{e.match_time ?? ''}</span>
              <span className={styles.marker} aria-hidden="true" />
              <span className={styles.text}>
                {key ? t(key) : e.text}
                {side && <span className={styles.side}> · {side}</span>}
                {!side && period && (e.type === 'period_started' || e.type === 'period_ended') && (
                  <span className={styles.side}> · {t(period.key, period.values)}</span>
                )}
              </span>
              {e.score && (
                <span className={styles.score}>
                  {e.score.home}:{e.score.away}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
