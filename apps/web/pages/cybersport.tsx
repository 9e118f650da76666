import { useRouter } from 'next/router';
import type { MatchListSpec } from '../src/api/catalog';
import { Pager, SportChips } from '../src/catalog/ListControls';
import { MatchList } from '../src/catalog/MatchList';
import { PAGE_SIZE, parseListQuery, type ListQuery } from '../src/catalog/list-query';
import { prefetch, useMatches } from '../src/catalog/queries';
import { EmptyState, PageTitle, Section } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

const sportOf = (q: ListQuery) => (q.sport.length ? { sportKey: q.sport.join(',') } : {});
const lists = (q: ListQuery) => ({
  live: {
    status: 'live',
    sportType: 'esport',
    limit: 30,
    sortBy: ['tournament_priority', 'start_time'],
    ...sportOf(q),
  } satisfies MatchListSpec,
  upcoming: {
    status: 'prematch',
    sportType: 'esport',
    type: 'match',
    limit: PAGE_SIZE,
    sortBy: ['start_time'],
    ...sportOf(q),
    ...(q.page > 1 ? { page: q.page } : {}),
  } satisfies MatchListSpec,
});

export const getServerSideProps = shellPage(async (p) => {
  const l = lists(parseListQuery(p.ctx.query));
  await Promise.all([prefetch.matches(p, l.live), prefetch.matches(p, l.upcoming)]);
  return {};
});

/** Cyber-sports (shell 2.1 `/cybersport`, page key e_sports): esports live and upcoming. */
export default function CybersportPage() {
  const { t } = useT();
  const q = parseListQuery(useRouter().query);
  const l = lists(q);
  const live = useMatches(l.live);
  const upcoming = useMatches(l.upcoming);
  return (
    <Layout>
      <Seo title={t('seo.cybersport.title')} description={t('seo.cybersport.description')} />
      <PageTitle
        title={t('cybersport.title')}
        lead={t('cybersport.lead')}
        icon={<NavIcon name="esport" size={26} />}
      />
      <SportChips query={q} pathname="/cybersport" sportType="esport" />
      {live.data.length > 0 && (
        <Section
          title={t('home.live_now')}
          badge={<span className="live-count">{live.pagination.total}</span>}
          testId="live-now"
        >
          <MatchList matches={live.data} headingLevel={3} />
        </Section>
      )}
      <Section title={t('home.upcoming')} testId="upcoming">
        {upcoming.data.length ? (
          <MatchList matches={upcoming.data} headingLevel={3} testId="match-list" />
        ) : (
          <EmptyState title={t('list.empty')} text={t('list.empty_hint')} />
        )}
        <Pager pagination={upcoming.pagination} query={q} pathname="/cybersport" />
      </Section>
    </Layout>
  );
}
