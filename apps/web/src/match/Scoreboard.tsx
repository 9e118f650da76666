import type { Match } from '@sb/contract';
import { tournamentHref } from '../api/catalog';
import { sides } from '../catalog/labels';
import { useTimeFormat } from '../catalog/time';
import { SportIcon } from '../icons/SportIcon';
import { TeamLogo } from '../icons/TeamLogo';
import { useT } from '../i18n/useT';
import { MatchClock, StatusText } from '../live/MatchClock';
import { periodColumn, periodText } from './periods';
import styles from './Scoreboard.module.css';
import { PlainLink } from '../navigation/PlainLink';
import { FavouriteStar } from '../favourites/FavouriteStar';

/**
 * The match page's header (domain 3 Match, statistics): league, both competitors with their
 * logos, the score or the kick-off, the ticking clock or the period in play, period scores,
 * the game in play (tennis points, rounds), the server, cards and innings.
 */
export function Scoreboard({ match }: { match: Match }) {
  const { t } = useT();
  const format = useTimeFormat();
  const { home, away } = sides(match);
  const stats = match.statistics;
  const started = match.status !== 0 && !!stats?.total_score;
  const live = match.status === 1;
  return (
    <section className={styles.board} aria-labelledby="match-title" data-testid="scoreboard">
      <div className={styles.crumbs}>
        <SportIcon sportKey={match.sport.key} type={match.sport.type} size={16} />
        <PlainLink href={`/${match.sport.key}`}>{match.sport.name}</PlainLink>
        <span aria-hidden="true">/</span>
        <PlainLink href={tournamentHref(match.sport.key, match.category.slug)}>
          {match.category.name}
        </PlainLink>
        <span aria-hidden="true">/</span>
        <PlainLink href={tournamentHref(match.sport.key, match.tournament.slug)}>
          {match.tournament.name}
        </PlainLink>
        <span className={styles.star}>
          <FavouriteStar type="matches" id={String(match.id)} name={match.name} />
        </span>
      </div>
      {match.type === 'outright' || !home || !away ? (
        <div className={styles.outright}>
          <h1 id="match-title">{match.name}</h1>
          <p>
            {match.end_date
              ? t('match.outright_until', { date: format.longDay(match.end_date) })
              : format.longDay(match.start_time)}
          </p>
        </div>
      ) : (
        <div className={styles.teams}>
          <h1 id="match-title" className="sr-only">
            {t('match.title', { home: home.name, away: away.name })}
          </h1>
          <div className={styles.team}>
            <TeamLogo src={home.logo} size={64} lazy={false} />
            <span className={styles.teamName}>
              {home.name}
              {stats?.current_server === 'home' && live && <Serve />}
            </span>
          </div>
          <div className={styles.center}>
            {started ? (
              <p className={styles.score} data-testid="score">
                <span>{stats!.total_score!.home}</span>
                <span className={styles.colon}>:</span>
                <span>{stats!.total_score!.away}</span>
              </p>
            ) : (
              <p className={styles.kickoff}>
                <span className={styles.kickoffTime}>{format.time(match.start_time)}</span>
                <span>{format.weekday(match.start_time)}</span>
              </p>
            )}
            {live ? (
              <p className={styles.live}>
                <span className={styles.liveBadge}>{t('match.live_badge')}</span>
                <MatchClock match={match} className={styles.clock} />
              </p>
            ) : match.status !== 0 ? (
              <p className={styles.status}>
                <StatusText status={match.status} />
              </p>
            ) : null}
            {live && stats?.game_score && (
              <p className={styles.game} aria-label={t('match.game_score')}>
                {stats.game_score.home} – {stats.game_score.away}
              </p>
            )}
          </div>
          <div className={styles.team}>
            <TeamLogo src={away.logo} size={64} lazy={false} />
            <span className={styles.teamName}>
              {away.name}
              {stats?.current_server === 'away' && live && <Serve />}
            </span>
          </div>
        </div>
      )}
      {stats && stats.period_score.length > 0 && home && away && (
        <PeriodTable
          match={match}
          homeName={home.abbreviation || home.name}
          awayName={away.abbreviation || away.name}
        />
      )}
      {(match.stadium || match.city) && (
        <p className={styles.venue}>{[match.stadium, match.city].filter(Boolean).join(', ')}</p>
      )}
    </section>
  );
}

function Serve() {
  const { t } = useT();
  return (
    <span className={styles.serve} title={t('match.serving')}>
      <span className="sr-only">{t('match.serving')}</span>
    </span>
  );
}

function PeriodTable({
  match,
  homeName,
  awayName,
}: {
  match: Match;
  homeName: string;
  awayName: string;
}) {
  const { t } = useT();
  const stats = match.statistics!;
  const periods = [...stats.period_score].sort((a, b) => a.number - b.number);
  const header = (p: (typeof periods)[number]) => {
    const col = periodColumn(p.period_key, p.number);
    return typeof col === 'string' ? col : t(col.key);
  };
  const fullName = (p: (typeof periods)[number]) => {
    const named = periodText(p.period_key);
    return named ? t(named.key, named.values) : p.period_name;
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.periods} data-testid="period-scores">
        <caption className="sr-only">{t('match.period_scores')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('match.competitor')}</span>
            </th>
            {periods.map((p) => (
              <th key={p.period_key} scope="col" title={fullName(p)}>
                <abbr title={fullName(p)}>{header(p)}</abbr>
              </th>
            ))}
            {stats.total_score && <th scope="col">{t('match.total')}</th>}
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{side === 'home' ? homeName : awayName}</th>
              {periods.map((p) => (
                <td key={p.period_key}>{p[side]}</td>
              ))}
              {stats.total_score && <td className={styles.total}>{stats.total_score[side]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {stats.cards && (
        <p className={styles.cards}>
          <span className={styles.yellow} aria-hidden="true" />
          {t('match.yellow_cards', {
            home: stats.cards.yellow.home,
            away: stats.cards.yellow.away,
          })}
          <span className={styles.red} aria-hidden="true" />
          {t('match.red_cards', { home: stats.cards.red.home, away: stats.cards.red.away })}
        </p>
      )}
      {stats.innings && (
        <p className={styles.cards}>
          {t('match.innings_line', {
            home: `${stats.innings.runs.home}/${stats.innings.wickets.home} (${stats.innings.overs.home})`,
            away: `${stats.innings.runs.away}/${stats.innings.wickets.away} (${stats.innings.overs.away})`,
          })}
          {stats.innings.target !== null &&
            ` · ${t('match.target', { target: stats.innings.target })}`}
        </p>
      )}
    </div>
  );
}
