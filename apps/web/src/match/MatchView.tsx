import { clientOnly } from '../page/client-only';
import { useEffect } from 'react';
import { queryKeys } from '../api/query-keys';
import { useQueryClient } from '../query/QueryProvider';
import type { Match } from '@sb/contract';
import { PREDICTION_SPORTS } from '@sb/domain';
import { useMarkets, useMatch, useSettings, useStatistics } from '../catalog/queries';
import { useTimeFormat } from '../catalog/time';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { Seo } from '../page/Seo';
import { BetBuilder } from '../slip/BetBuilder';
import { MarketsBoard } from './MarketsBoard';
import styles from './MatchView.module.css';
import { Scoreboard } from './Scoreboard';
import { Timeline } from './Timeline';

// The match's channel (and the live merge) is fetched after the page hydrates: what it missed
// meanwhile, the refetch on subscribing brings (issue 8 first-load budget).
const MatchLive = clientOnly(() => import('../live/MatchLive').then((m) => m.MatchLive));
// The live match (issue 22): tracker, statistics and stream placeholder, fetched for a live
// soccer match only (issue 8 first-load budget).
const LiveMatch = clientOnly(() => import('./LiveStats').then((m) => m.LiveMatch));
// The prediction block (domain 7 /vote, issue 27), fetched after hydration: nothing of it is in
// the match page's first load (issue 8 budget).
const PredictionBlock = clientOnly(() =>
  import('../predictions/PredictionBlock').then((m) => m.PredictionBlock),
);

/** A notice for matches not open for bets (domain 4: statuses 2 to 5 are non-bettable). */
const NOTICES: Record<number, MessageKey> = {
  2: 'match.notice.stopped',
  3: 'match.notice.closed',
  4: 'match.notice.finished',
  5: 'match.notice.not_covered',
};

/** The match page (shell 2.1 `/[sport]/[match]`), live from its own channel. */
export function MatchView({ matchId }: { matchId: number }) {
  const match = useMatch(matchId);
  return (
    <>
      <MatchLive matchId={matchId} />
      {match && <MatchContent match={match} />}
    </>
  );
}

function MatchContent({ match }: { match: Match }) {
  const { t } = useT();
  const format = useTimeFormat();
  const markets = useMarkets(match.id) ?? [];
  const settings = useSettings();
  const statistics = useStatistics(match.id, match.status === 1);
  // A goal, a card or a new period is on the timeline: ask for it as soon as the push says so.
  const client = useQueryClient();
  const { locale } = useT();
  const score = match.statistics?.total_score;
  const cards = match.statistics?.cards;
  const changeKey = [
    score?.home,
    score?.away,
    cards?.yellow.home,
    cards?.yellow.away,
    cards?.red.home,
    cards?.red.away,
    match.statistics?.current_period?.key,
    match.status,
  ].join('|');
  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeys.statistics(locale, match.id) });
  }, [client, locale, match.id, changeKey]);
  const notice = NOTICES[match.status] ?? (!match.bettable ? 'match.notice.unavailable' : null);
  const title =
    match.type === 'match'
      ? t('seo.match.title', { name: match.name })
      : t('seo.outright.title', { name: match.name });
  return (
    <>
      <Seo
        title={title}
        description={t('seo.match.description', {
          name: match.name,
          league: `${match.category.name} ${match.tournament.name}`,
          date: format.longDay(match.start_time),
        })}
      />
      <Scoreboard match={match} />
      {notice && (
        <p className={styles.notice} role="status" data-testid="match-notice">
          {t(notice)}
        </p>
      )}
      {match.type === 'match' && <BetBuilder match={match} />}
      <MarketsBoard match={match} markets={markets} groups={settings?.market_groups} />
      {match.type === 'match' && PREDICTION_SPORTS.includes(match.sport.key) && (
        <PredictionBlock match={match} />
      )}
      {match.status === 1 && match.sport.key === 'soccer' && match.type === 'match' && (
        <LiveMatch match={match} timeline={statistics?.timeline ?? []} />
      )}
      {statistics && <Timeline match={match} events={statistics.timeline} />}
    </>
  );
}
