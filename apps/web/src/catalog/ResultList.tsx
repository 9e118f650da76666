import type { Match } from '@sb/contract';
import { matchHref, tournamentHref } from '../api/catalog';
import { SportIcon } from '../icons/SportIcon';
import { TeamLogo } from '../icons/TeamLogo';
import { useT } from '../i18n/useT';
import { StatusText } from '../live/MatchClock';
import { groupByTournament, sides } from './labels';
import styles from './ResultList.module.css';
import { useTimeFormat } from './time';
import { PlainLink } from '../navigation/PlainLink';

/** Finished matches with their final and period scores (shell 2.1 `/results`). */
export function ResultList({ matches }: { matches: readonly Match[] }) {
  const { t } = useT();
  const format = useTimeFormat();
  return (
    <div className={styles.list} data-testid="results-list">
      {groupByTournament(matches).map((g) => (
        <section
          key={g.key}
          className={styles.group}
          aria-label={`${g.category.name} · ${g.tournament.name}`}
        >
          <h2 className={styles.title}>
            <SportIcon sportKey={g.sport.key} type={g.sport.type} size={16} />
            <PlainLink href={tournamentHref(g.sport.key, g.tournament.slug)}>
              <span className={styles.category}>{g.category.name} · </span>
              {g.tournament.name}
            </PlainLink>
          </h2>
          <ul>
            {g.matches.map((m) => {
              const { home, away } = sides(m);
              const score = m.statistics?.total_score;
              const periods = [...(m.statistics?.period_score ?? [])].sort(
                (a, b) => a.number - b.number,
              );
              return (
                <li key={m.id} className={styles.row} data-testid="result-row">
                  <span className={styles.when}>
                    <span>{format.day(m.start_time)}</span>
                    <span>{format.time(m.start_time)}</span>
                  </span>
                  <PlainLink href={matchHref(m)} className={styles.teams}>
                    {home && away ? (
                      [home, away].map((c, i) => {
                        const mine = score ? (i === 0 ? score.home : score.away) : null;
                        const theirs = score ? (i === 0 ? score.away : score.home) : null;
                        return (
                          <span
                            key={c.id}
                            className={styles.team}
                            data-won={
                              mine !== null && theirs !== null && mine > theirs ? true : undefined
                            }
                          >
                            <TeamLogo src={c.logo} size={20} />
                            <span className={styles.name}>{c.name}</span>
                            <span className={styles.periods} aria-hidden="true">
                              {periods.map((p) => (
                                <span key={p.period_key}>{i === 0 ? p.home : p.away}</span>
                              ))}
                            </span>
                            <span className={styles.score}>{mine ?? '–'}</span>
                          </span>
                        );
                      })
                    ) : (
                      <span className={styles.name}>{m.name}</span>
                    )}
                  </PlainLink>
                  <span className={styles.status}>
                    {m.status === 4 ? t('results.final') : <StatusText status={m.status} />}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
