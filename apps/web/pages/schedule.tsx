import { useRouter } from 'next/router';
import { utcDay, type MatchListSpec } from '../src/api/catalog';
import { DayTabs } from '../src/catalog/DayTabs';
import { Pager, SportChips } from '../src/catalog/ListControls';
import { MatchList } from '../src/catalog/MatchList';
import { groupBySport } from '../src/catalog/labels';
import { PAGE_SIZE, parseListQuery, type ListQuery } from '../src/catalog/list-query';
import { prefetch, useMatches } from '../src/catalog/queries';
import { EmptyState, PageTitle, Section } from '../src/catalog/Section';
import { useTimeFormat } from '../src/catalog/time';
import { NavIcon } from '../src/icons/NavIcon';
import { SportIcon } from '../src/icons/SportIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

const scheduleSpec = (q: ListQuery, today: string): MatchListSpec => ({
  status: 'prematch',
  type: 'match',
  date: q.date ?? today,
  limit: PAGE_SIZE,
  sortBy: ['sport_priority', 'tournament_priority', 'start_time'],
  ...(q.sport.length ? { sportKey: q.sport.join(',') } : {}),
  ...(q.page > 1 ? { page: q.page } : {}),
});

export const getServerSideProps = shellPage(async (p) => {
  const today = utcDay(Date.now());
  await prefetch.matches(p, scheduleSpec(parseListQuery(p.ctx.query), today));
  return { today };
});

/** Schedule (shell 2.1 `/schedule`): the prematch matches of a day, by sport and league. */
export default function SchedulePage({ today }: { today: string }) {
  const { t } = useT();
  const format = useTimeFormat();
  const q = parseListQuery(useRouter().query);
  const answer = useMatches(scheduleSpec(q, today));
  const day = q.date ?? today;
  return (
    <Layout>
      <Seo title={t('seo.schedule.title')} description={t('seo.schedule.description')} />
      <PageTitle
        title={t('schedule.title')}
        lead={format.longDay(`${day}T12:00:00.000Z`)}
        icon={<NavIcon name="calendar" size={26} />}
      />
      <DayTabs today={today} offsets={DAYS} query={q} pathname="/schedule" />
      <SportChips query={q} pathname="/schedule" />
      {answer.data.length === 0 && <EmptyState title={t('schedule.empty')} />}
      <div data-testid="schedule-list">
        {groupBySport(answer.data).map((g) => (
          <Section
            key={g.sport.id}
            title={
              <>
                <SportIcon sportKey={g.sport.key} type={g.sport.type} size={18} />
                {g.sport.name}
              </>
            }
          >
            <MatchList matches={g.matches} headingLevel={3} />
          </Section>
        ))}
      </div>
      <Pager pagination={answer.pagination} query={q} pathname="/schedule" />
    </Layout>
  );
}
