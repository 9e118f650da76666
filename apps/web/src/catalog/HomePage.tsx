import { clientOnly } from '../page/client-only';
import { useRouter } from 'next/router';
import type { Tournament } from '@sb/contract';
import { ListFilters, ListTabs, Pager, SportChips } from './ListControls';
import { MatchCard } from './MatchCard';
import cardStyles from './MatchCard.module.css';
import { MatchList } from './MatchList';
import { groupBySport } from './labels';
import { homeLists, parseListQuery, topEventsSpec, type ListQuery } from './list-query';
import { prefetch, useMatches } from './queries';
import { jackpotsPath, tournamentsPath } from '../api/catalog';
import type { JackpotsAnswer, TournamentsAnswer } from '../api/catalog-types';
import { queryKeys } from '../api/query-keys';
import { useQueryClient } from '../query/QueryProvider';
import { FavouritesEmpty } from './Favourites';
import { EmptyState, PageTitle, Section } from './Section';
import { SportIcon } from '../icons/SportIcon';
import { useT } from '../i18n/useT';
import { Layout } from '../layout/Layout';
import type { DataContext } from '../page/page-props';
import { Seo } from '../page/Seo';

const TOP_PARAMS = { top: 'true' };

// The jackpot banner and leaderboard (issue 21, domain 2 blocks), fetched after hydration.
const JackpotBlocks = clientOnly(() => import('../jackpots/JackpotBlocks').then((m) => m.default));

/** The top leagues' ids, of the chosen sports only when the visitor filtered by sport. */
const topIds = (tournaments: Tournament[], q: ListQuery) =>
  tournaments
    .filter((t) => !q.sport.length || q.sport.includes(t.sport.key))
    .map((t) => t.id)
    .slice(0, 20);

export interface HomeProps {
  topIds: number[];
}

/**
 * The home page's data for a list query: for the top tab, what is live, the top events and the
 * upcoming matches by sport; for the other tabs, their list.
 */
export async function loadHome(p: DataContext, q: ListQuery): Promise<HomeProps> {
  const lists = homeLists(q);
  if (q.tab !== 'top') {
    await prefetch.matches(p, lists[q.tab]);
    return { topIds: [] };
  }
  // The top leagues only decide which matches are top events: their ids travel, not the list.
  const [top] = await Promise.all([
    p.get<TournamentsAnswer>(tournamentsPath(TOP_PARAMS)),
    prefetch.matches(p, lists.live),
    prefetch.matches(p, lists.upcoming),
    // Whether there are jackpots decides the room their blocks take (none while switched off).
    p.queryClient.prefetchQuery({
      queryKey: queryKeys.jackpots(p.locale),
      queryFn: () => p.get<JackpotsAnswer>(jackpotsPath),
    }),
  ]);
  const ids = topIds(top.data, q);
  if (ids.length) await prefetch.matches(p, topEventsSpec(ids));
  return { topIds: ids };
}

/**
 * Home (shell 2.1 `/`): live now, top events and upcoming matches by sport with their main
 * market; the other list tabs (all, favourites, outrights, bet builder) with the list queries
 * in the URL.
 */
export function HomePage({ topIds: ids = [] }: Partial<HomeProps>) {
  const { t, locale } = useT();
  const router = useRouter();
  const q = parseListQuery(router.query);
  // The room of the jackpot blocks (globals.css `.jackpot-slot`), kept by the server's render
  // when the page brought jackpots, none when it brought none (also while the site switches
  // them off: shell 6); without the page's answer, the blocks ask for it themselves. Written
  // inline and small: it is all the first load carries of jackpots (issue 8 budget).
  const jackpots = useQueryClient().getQueryData<JackpotsAnswer>(queryKeys.jackpots(locale))?.data;
  return (
    <Layout>
      <Seo />
      <PageTitle title={t('home.title')} lead={t('home.lead')} />
      {q.tab === 'top' && jackpots?.length !== 0 && (
        <div className="jackpot-slot" data-reserved={jackpots && ''}>
          <JackpotBlocks />
        </div>
      )}
      <ListTabs query={q} />
      <SportChips query={q} />
      {q.tab === 'top' ? <TopTab query={q} ids={ids} /> : <ListTabContent query={q} />}
    </Layout>
  );
}

function TopTab({ query, ids }: { query: ListQuery; ids: number[] }) {
  const { t } = useT();
  const lists = homeLists(query);
  const live = useMatches(lists.live);
  const upcoming = useMatches(lists.upcoming);
  return (
    <>
      <Section
        title={t('home.live_now')}
        badge={
          live.pagination.total > 0 ? (
            <span className="live-count">{live.pagination.total}</span>
          ) : undefined
        }
        more={{ href: '/live', label: t('home.all_live', { count: live.pagination.total }) }}
        testId="live-now"
      >
        <MatchList matches={live.data} headingLevel={3} empty={t('home.no_live')} />
      </Section>
      {ids.length > 0 && <TopEvents ids={ids} />}
      <Section title={t('home.upcoming')} testId="upcoming">
        {upcoming.data.length === 0 && <EmptyState title={t('list.empty')} />}
        {groupBySport(upcoming.data).map((g) => (
          <Section
            key={g.sport.id}
            level={3}
            title={
              <>
                <SportIcon sportKey={g.sport.key} type={g.sport.type} size={18} />
                {g.sport.name}
              </>
            }
            more={{
              href: `/${g.sport.key}`,
              label: t('home.all_of_sport', { sport: g.sport.name }),
            }}
          >
            <MatchList matches={g.matches} headingLevel={4} />
          </Section>
        ))}
      </Section>
    </>
  );
}

function TopEvents({ ids }: { ids: number[] }) {
  const { t } = useT();
  const top = useMatches(topEventsSpec(ids));
  // The section stays in place when its matches go (they started): nothing below it jumps.
  return (
    <Section title={t('home.top_events')} testId="top-events">
      {top.data.length ? (
        <div className={cardStyles.grid}>
          {top.data.map((m) => (
            <MatchCard key={m.id} match={m} />
          ))}
        </div>
      ) : (
        <EmptyState title={t('list.empty')} />
      )}
    </Section>
  );
}

function ListTabContent({ query }: { query: ListQuery }) {
  const { t } = useT();
  const spec = homeLists(query)[query.tab as Exclude<ListQuery['tab'], 'top'>];
  const answer = useMatches(spec);
  const empty =
    query.tab === 'favorites' ? (
      <FavouritesEmpty />
    ) : (
      <EmptyState title={t('list.empty')} text={t('list.empty_hint')} />
    );
  return (
    <>
      <ListFilters query={query} />
      {query.tab === 'betbuilder' && <p className="lead-note">{t('list.betbuilder_note')}</p>}
      <h2 className="sr-only">{t(`list.tab.${query.tab}`)}</h2>
      {answer.data.length ? (
        <MatchList matches={answer.data} headingLevel={3} testId="match-list" />
      ) : (
        empty
      )}
      <Pager pagination={answer.pagination} query={query} />
    </>
  );
}
