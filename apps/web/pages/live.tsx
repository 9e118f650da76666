import { useRouter } from 'next/router';
import type { MatchListSpec } from '../src/api/catalog';
import { SportChips } from '../src/catalog/ListControls';
import { MatchList } from '../src/catalog/MatchList';
import { groupBySport } from '../src/catalog/labels';
import { parseListQuery, type ListQuery } from '../src/catalog/list-query';
import { prefetch, useMatches } from '../src/catalog/queries';
import { EmptyState, PageTitle, Section } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { SportIcon } from '../src/icons/SportIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

const liveSpec = (q: ListQuery): MatchListSpec => ({
  status: 'live',
  limit: 100,
  sortBy: ['sport_priority', 'tournament_priority', 'start_time'],
  ...(q.sport.length ? { sportKey: q.sport.join(',') } : {}),
});

export const getServerSideProps = shellPage(async (p) => {
  await prefetch.matches(p, liveSpec(parseListQuery(p.ctx.query)));
  return {};
});

/** In-play (shell 2.1 `/live`): every live match by sport; matches join and leave as they start and end. */
export default function LivePage() {
  const { t } = useT();
  const q = parseListQuery(useRouter().query);
  const live = useMatches(liveSpec(q));
  return (
    <Layout>
      <Seo title={t('seo.live.title')} description={t('seo.live.description')} />
      <PageTitle
        title={t('live.title')}
        lead={t('live.lead', { count: live.pagination.total })}
        icon={<NavIcon name="live" size={26} />}
      />
      <SportChips query={q} pathname="/live" />
      {live.data.length === 0 && (
        <EmptyState
          title={t('home.no_live')}
          text={t('live.empty_hint')}
          action={{ href: '/schedule', label: t('nav.schedule') }}
        />
      )}
      <div data-testid="live-list">
        {groupBySport(live.data).map((g) => (
          <Section
            key={g.sport.id}
            title={
              <>
                <SportIcon sportKey={g.sport.key} type={g.sport.type} size={18} />
                {g.sport.name}
                <span className="live-count">{g.matches.length}</span>
              </>
            }
          >
            <MatchList matches={g.matches} headingLevel={3} />
          </Section>
        ))}
      </div>
    </Layout>
  );
}
