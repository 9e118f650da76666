import { useRouter } from 'next/router';
import type { Sport } from '@sb/contract';
import { LeagueDirectory, TopLeagues } from '../../src/catalog/LeagueDirectory';
import { ListFilters, Pager } from '../../src/catalog/ListControls';
import { MatchList } from '../../src/catalog/MatchList';
import { parseListQuery } from '../../src/catalog/list-query';
import { findSport, sportLists } from '../../src/catalog/page-data';
import { prefetch, useMatches, useTournaments } from '../../src/catalog/queries';
import { EmptyState, PageTitle, Section } from '../../src/catalog/Section';
import { SportIcon } from '../../src/icons/SportIcon';
import { useT } from '../../src/i18n/useT';
import { Layout } from '../../src/layout/Layout';
import { shellPage } from '../../src/page/page-props';
import { Seo } from '../../src/page/Seo';

export const getServerSideProps = shellPage(async (p) => {
  const sport = await findSport(p, p.ctx.params?.sport);
  if (!sport) return { notFound: true };
  const lists = sportLists(sport.key, parseListQuery(p.ctx.query));
  await Promise.all([
    prefetch.matches(p, lists.live),
    prefetch.matches(p, lists.upcoming),
    prefetch.tournaments(p, { sport_key: sport.key }),
  ]);
  return { sport };
});

/** Sport page (shell 2.1 `/[sport]`): live now, top leagues, upcoming matches, leagues by country. */
export default function SportPage({ sport }: { sport: Sport }) {
  const { t } = useT();
  const router = useRouter();
  const q = parseListQuery(router.query);
  const lists = sportLists(sport.key, q);
  const live = useMatches(lists.live);
  const upcoming = useMatches(lists.upcoming);
  const tournaments = useTournaments({ sport_key: sport.key });
  const pathname = `/${sport.key}`;
  return (
    <Layout>
      <Seo
        title={t('seo.sport.title', { sport: sport.name })}
        description={t('seo.sport.description', { sport: sport.name })}
      />
      <PageTitle
        title={sport.name}
        lead={t('sport.lead', { sport: sport.name })}
        icon={<SportIcon sportKey={sport.key} type={sport.type} size={26} />}
      />
      <TopLeagues tournaments={tournaments} />
      {live.data.length > 0 && (
        <Section
          title={t('home.live_now')}
          badge={<span className="live-count">{live.pagination.total}</span>}
          more={{
            href: `/live?sport=${sport.key}`,
            label: t('home.all_live', { count: live.pagination.total }),
          }}
          testId="live-now"
        >
          <MatchList matches={live.data} headingLevel={3} />
        </Section>
      )}
      <Section title={t('sport.upcoming', { sport: sport.name })} testId="upcoming">
        <ListFilters query={q} pathname={pathname} />
        <MatchList matches={upcoming.data} headingLevel={3} testId="match-list" />
        {upcoming.data.length === 0 && (
          <EmptyState title={t('list.empty')} text={t('list.empty_hint')} />
        )}
        <Pager pagination={upcoming.pagination} query={q} pathname={pathname} />
      </Section>
      <Section title={t('sport.leagues')}>
        <LeagueDirectory tournaments={tournaments} />
      </Section>
    </Layout>
  );
}
