import { memo } from 'react';
import type { Match } from '@sb/contract';
import { matchHref } from '../api/catalog';
import { TeamLogo } from '../icons/TeamLogo';
import { useT } from '../i18n/useT';
import { MatchClock } from '../live/MatchClock';
import { OddsButton } from '../odds/OddsButton';
import { isMessageKey, outcomeLabel, sides } from './labels';
import styles from './MatchCard.module.css';
import { LocalTime } from './LocalTime';
import { PlainLink } from '../navigation/PlainLink';

/** A top event as a card: league and kick-off, both sides with their logos, the main market. */
export const MatchCard = memo(function MatchCard({ match }: { match: Match }) {
  const { t } = useT();
  const { home, away } = sides(match);
  const live = match.status === 1;
  const score = match.statistics?.total_score;
  return (
    <article className={styles.card} data-testid="match-card" data-match-id={match.id}>
      <div className={styles.top}>
        <span className={styles.league}>{match.tournament.name}</span>
        {live ? (
          <span className={styles.live}>
            {t('match.live_badge')} <MatchClock match={match} />
          </span>
        ) : (
          <LocalTime iso={match.start_time} show="day-time" className={styles.when} />
        )}
      </div>
      <PlainLink href={matchHref(match)} className={styles.sides}>
        {[home, away].map((c) =>
          c ? (
            <span key={c.id} className={styles.side}>
              <TeamLogo src={c.logo} size={40} />
              <span className={styles.name}>{c.name}</span>
            </span>
          ) : null,
        )}
        <span className={styles.vs} aria-hidden="true">
          {live && score ? `${score.home} : ${score.away}` : t('match.vs')}
        </span>
      </PlainLink>
      {match.main_market && (
        <div className={styles.odds}>
          {match.main_market.outcomes.map((o) => {
            const label = outcomeLabel(o);
            return (
              <div key={o.id} className={styles.odd}>
                <span className={styles.label} aria-hidden="true">
                  {isMessageKey(label) ? t(label) : label}
                </span>
                <OddsButton match={match} market={match.main_market!} outcome={o} />
              </div>
            );
          })}
        </div>
      )}
    </article>
  );
});
