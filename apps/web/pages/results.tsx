import { useRouter } from 'next/router';
import { utcDay, type MatchListSpec } from '../src/api/catalog';
import { DayTabs } from '../src/catalog/DayTabs';
import { Pager, SportChips } from '../src/catalog/ListControls';
import { ResultList } from '../src/catalog/ResultList';
import { PAGE_SIZE, parseListQuery, type ListQuery } from '../src/catalog/list-query';
import { prefetch, useMatches } from '../src/catalog/queries';
import { EmptyState, PageTitle } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

/** Finished matches stay in the catalog for 48 hours: today and the two days before. */
const DAYS = [0, -1, -2];

const resultsSpec = (q: ListQuery): MatchListSpec => ({
  status: 'finished',
  type: 'match',
  limit: PAGE_SIZE,
  sortBy: ['-start_time'],
  ...(q.date ? { date: q.date } : {}),
  ...(q.sport.length ? { sportKey: q.sport.join(',') } : {}),
  ...(q.page > 1 ? { page: q.page } : {}),
});

export const getServerSideProps = shellPage(async (p) => {
  await prefetch.matches(p, resultsSpec(parseListQuery(p.ctx.query)));
  return { today: utcDay(Date.now()) };
});

/** Results (shell 2.1 `/results`): finished matches, newest first, with their scores. */
export default function ResultsPage({ today }: { today: string }) {
  const { t } = useT();
  const q = parseListQuery(useRouter().query);
  const answer = useMatches(resultsSpec(q));
  return (
    <Layout>
      <Seo title={t('seo.results.title')} description={t('seo.results.description')} />
      <PageTitle
        title={t('results.title')}
        lead={t('results.lead')}
        icon={<NavIcon name="trophy" size={26} />}
      />
      <DayTabs
        today={today}
        offsets={DAYS}
        query={q}
        pathname="/results"
        allLabel={t('results.all_days')}
      />
      <SportChips query={q} pathname="/results" />
      {answer.data.length ? (
        <ResultList matches={answer.data} />
      ) : (
        <EmptyState title={t('results.empty')} />
      )}
      <Pager pagination={answer.pagination} query={q} pathname="/results" />
    </Layout>
  );
}
