import type { Category, Sport, Tournament } from '@sb/contract';
import type { MatchListSpec } from '../api/catalog';
import { SportIcon } from '../icons/SportIcon';
import { useT } from '../i18n/useT';
import { Seo } from '../page/Seo';
import { LeagueDirectory } from './LeagueDirectory';
import { MatchList } from './MatchList';
import { useCategories, useMatches, useTournaments } from './queries';
import { EmptyState, PageTitle, Section } from './Section';
import { PlainLink } from '../navigation/PlainLink';
import { FavouriteStar } from '../favourites/FavouriteStar';

/** The lists of a league page: its open matches and its outrights (domain 3 League). */
export const leagueLists = (tournamentId: number) => ({
  matches: {
    status: 'open',
    type: 'match',
    tournamentIds: [tournamentId],
    limit: 60,
    sortBy: ['start_time'],
  } satisfies MatchListSpec,
  outrights: {
    status: 'open',
    type: 'outright',
    tournamentIds: [tournamentId],
    limit: 10,
  } satisfies MatchListSpec,
});

/** The lists of a category page: the open matches of every league of the country. */
export const categoryLists = (categoryId: number) => ({
  matches: {
    status: 'open',
    type: 'match',
    categoryId,
    limit: 60,
    sortBy: ['tournament_priority', 'start_time'],
  } satisfies MatchListSpec,
});

export const leagueParams = (sportKey: string, slug: string) => ({ sport_key: sportKey, slug });
export const categoryParams = (sportKey: string, slug: string) => ({ sport_key: sportKey, slug });
export const categoryTournamentParams = (sportKey: string, categoryId: number) => ({
  sport_key: sportKey,
  category_id: String(categoryId),
});

/** League page (shell 2.1 `/[sport]/[league]`). */
export function LeagueView({ sport, slug }: { sport: Sport; slug: string }) {
  const { t } = useT();
  const league: Tournament | undefined = useTournaments(leagueParams(sport.key, slug))[0];
  const lists = leagueLists(league?.id ?? 0);
  const matches = useMatches(lists.matches);
  const outrights = useMatches(lists.outrights);
  if (!league) return null;
  return (
    <>
      <Seo
        title={t('seo.league.title', { league: league.name, sport: sport.name })}
        description={t('seo.league.description', {
          league: league.name,
          country: league.category.name,
        })}
      />
      <Crumbs sport={sport} category={league.category} />
      <PageTitle
        title={league.name}
        lead={t('league.lead', { country: league.category.name, count: league.matches_count })}
        icon={<SportIcon sportKey={sport.key} type={sport.type} size={26} />}
        action={<FavouriteStar type="leagues" id={String(league.id)} name={league.name} />}
      />
      <Section title={t('league.matches')} testId="league-matches">
        {matches.data.length ? (
          <MatchList matches={matches.data} headingLevel={3} testId="match-list" />
        ) : (
          <EmptyState title={t('list.empty')} text={t('list.empty_hint')} />
        )}
      </Section>
      {outrights.data.length > 0 && (
        <Section title={t('league.outrights')}>
          <MatchList matches={outrights.data} headingLevel={3} />
        </Section>
      )}
    </>
  );
}

/** Category page (shell 2.1 `/[sport]/[category]`): a country's leagues and matches. */
export function CategoryView({ sport, slug }: { sport: Sport; slug: string }) {
  const { t } = useT();
  const category: Category | undefined = useCategories(categoryParams(sport.key, slug))[0];
  const leagues = useTournaments(categoryTournamentParams(sport.key, category?.id ?? 0));
  const matches = useMatches(categoryLists(category?.id ?? 0).matches);
  if (!category) return null;
  return (
    <>
      <Seo
        title={t('seo.category.title', { country: category.name, sport: sport.name })}
        description={t('seo.category.description', { country: category.name, sport: sport.name })}
      />
      <Crumbs sport={sport} />
      <PageTitle
        title={t('category.title', { country: category.name, sport: sport.name })}
        lead={t('category.lead', { count: category.matches_count, live: category.live_count })}
        icon={<SportIcon sportKey={sport.key} type={sport.type} size={26} />}
      />
      <Section title={t('sport.leagues')}>
        <LeagueDirectory tournaments={leagues} />
      </Section>
      <Section title={t('league.matches')} testId="category-matches">
        {matches.data.length ? (
          <MatchList matches={matches.data} headingLevel={3} testId="match-list" />
        ) : (
          <EmptyState title={t('list.empty')} text={t('list.empty_hint')} />
        )}
      </Section>
    </>
  );
}

function Crumbs({ sport, category }: { sport: Sport; category?: Tournament['category'] }) {
  const { t } = useT();
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="crumbs">
      <PlainLink href="/">{t('nav.sports')}</PlainLink>
      <span aria-hidden="true">/</span>
      <PlainLink href={`/${sport.key}`}>{sport.name}</PlainLink>
      {category && (
        <>
          <span aria-hidden="true">/</span>
          <PlainLink href={`/${sport.key}/${category.slug}`}>{category.name}</PlainLink>
        </>
      )}
    </nav>
  );
}
