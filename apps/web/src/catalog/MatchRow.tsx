import { memo, type CSSProperties, type ReactNode } from 'react';
import { KICKOFF_GRACE_MS, kickoffDelayed } from '@sb/domain';
import type { Market, Match } from '@sb/contract';
import { TeamLogo } from '../icons/TeamLogo';
import { useT } from '../i18n/useT';
import { MatchClock, StatusText } from '../live/MatchClock';
import { usePast } from '../live/useNow';
import { OddsButton } from '../odds/OddsButton';
import { matchHref } from '../api/catalog';
import { lineLabel, sides } from './labels';
import styles from './MatchList.module.css';
import { LocalTime } from './LocalTime';
import { PlainLink } from '../navigation/PlainLink';
import { FavouriteStar } from '../favourites/FavouriteStar';

/** Outcome columns a list shows for a sport's main market. */
export const mainColumns = (match: Match) =>
  match.type === 'outright'
    ? 0
    : Math.min(3, match.main_market?.outcomes.length ?? (match.sport.key === 'soccer' ? 3 : 2));

/**
 * One match in a list: when (start time, or live badge with clock), the two sides with logos
 * and the score, the main market's odds, the secondary market's balanced line on wide screens,
 * and a link to every market. Memoized: a row re-renders only when its match object changes,
 * and inside it only the odds that moved.
 */
export const MatchRow = memo(function MatchRow({
  match,
  columns,
  withSecondary = true,
}: {
  match: Match;
  columns: number;
  withSecondary?: boolean;
}) {
  const { t } = useT();
  const live = match.status === 1;
  const { home, away } = sides(match);
  const score = match.statistics?.total_score;
  const href = matchHref(match);
  const more = Math.max(0, match.available_markets - (match.main_market ? 1 : 0));
  return (
    <div
      className={styles.row}
      data-testid="match-row"
      data-match-id={match.id}
      data-live={live || undefined}
    >
      <div className={styles.when}>
        {live ? (
          <>
            <span className={styles.liveBadge}>{t('match.live_badge')}</span>
            <MatchClock match={match} className={styles.clock} />
          </>
        ) : match.status === 0 ? (
          <>
            <LocalTime iso={match.start_time} show="time" className={styles.time} />
            <Delayed
              match={match}
              fallback={<LocalTime iso={match.start_time} show="day" className={styles.date} />}
            />
          </>
        ) : (
          <span className={styles.statusText}>
            <StatusText status={match.status} />
          </span>
        )}
      </div>
      <PlainLink href={href} className={styles.teams}>
        {match.type === 'outright' || !home || !away ? (
          <span className={styles.eventName}>{match.name}</span>
        ) : (
          [home, away].map((c, i) => (
            <span key={c.id} className={styles.team}>
              <TeamLogo src={c.logo} size={20} />
              <span className={styles.teamName}>{c.name}</span>
              {score && match.status !== 0 && (
                <span className={styles.score}>{i === 0 ? score.home : score.away}</span>
              )}
            </span>
          ))
        )}
      </PlainLink>
      <div
        className={styles.odds}
        style={{ '--columns': columns } as CSSProperties}
        data-market="main"
      >
        {match.type === 'match' && match.main_market ? (
          <MarketOdds match={match} market={match.main_market} columns={columns} />
        ) : (
          Array.from({ length: match.type === 'match' ? columns : 0 }, (_, i) => (
            <span key={i} className={styles.emptyOdd} aria-hidden="true">
              –
            </span>
          ))
        )}
      </div>
      {withSecondary && (
        <div className={styles.secondary} data-market="secondary">
          {match.type === 'match' && match.secondary_market?.outcomes.length === 2 ? (
            <>
              <span className={styles.line}>{lineLabel(match.secondary_market.specifier)}</span>
              <MarketOdds match={match} market={match.secondary_market} columns={2} />
            </>
          ) : null}
        </div>
      )}
      <div className={styles.end}>
        {/* issue 27: a star on every row; a visitor's asks them to sign in. */}
        <FavouriteStar type="matches" id={String(match.id)} name={match.name} testId="row-star" />
        <PlainLink href={href} className={styles.more}>
          {/* "+25" reads left to right in Arabic too; the chevron mirrors (issue 26). */}
          <span aria-hidden="true" dir={more > 0 ? 'ltr' : undefined}>
            {more > 0 ? `+${more}` : '›'}
          </span>
          <span className="sr-only">
            {t('match.all_markets', { name: match.name, count: match.available_markets })}
          </span>
        </PlainLink>
      </div>
    </div>
  );
});

function MarketOdds({ match, market, columns }: { match: Match; market: Market; columns: number }) {
  return (
    <>
      {market.outcomes.slice(0, columns).map((o) => (
        <OddsButton key={o.id} match={match} market={market} outcome={o} />
      ))}
    </>
  );
}

/** "Delayed" under the time of a prematch match past its kick-off (issue 22 defect 10). */
function Delayed({ match, fallback }: { match: Match; fallback: ReactNode }) {
  const { t } = useT();
  // Delayed once past its start and the grace: asked of the clock as one yes/no.
  const past = usePast(Date.parse(match.start_time) + KICKOFF_GRACE_MS);
  if (!past || !kickoffDelayed(match, Date.parse(match.start_time) + KICKOFF_GRACE_MS + 1)) {
    return <>{fallback}</>;
  }
  return (
    <span className={styles.date} data-testid="kickoff-delayed">
      {t('match.delayed')}
    </span>
  );
}
