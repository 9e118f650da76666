import type { Sport } from '@sb/contract';
import { ApiError } from '../../src/api/api-error';
import { matchIdOfSlug } from '../../src/api/catalog';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useT } from '../../src/i18n/useT';
import {
  categoryLists,
  categoryParams,
  categoryTournamentParams,
  leagueLists,
  leagueParams,
} from '../../src/catalog/LeagueView';
import { findSport } from '../../src/catalog/page-data';
import { prefetch } from '../../src/catalog/queries';
import { Layout } from '../../src/layout/Layout';
import { shellPage, type PageContext } from '../../src/page/page-props';

// One slug, three pages: each view is its own chunk, so a match page does not load the league
// directory nor a league page the scoreboard (issue 8 first-load budget). Rendered by the
// server all the same; the browser loads the one the page shows before it hydrates.
const MatchView = dynamic(() => import('../../src/match/MatchView').then((m) => m.MatchView));
const LeagueView = dynamic(() => import('../../src/catalog/LeagueView').then((m) => m.LeagueView));
const CategoryView = dynamic(() =>
  import('../../src/catalog/LeagueView').then((m) => m.CategoryView),
);

type View =
  | { kind: 'match'; matchId: number }
  | { kind: 'league'; slug: string }
  | { kind: 'category'; slug: string };

/** A match whose slug is this one (slugs end in the match id), in this sport. */
async function resolveMatch(p: PageContext, sport: Sport, slug: string): Promise<View | null> {
  const id = matchIdOfSlug(slug);
  if (!id) return null;
  try {
    const { data } = await prefetch.match(p, id);
    if (data.slug !== slug || data.sport.key !== sport.key) return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
  await Promise.all([prefetch.markets(p, id), prefetch.settings(p), prefetch.statistics(p, id)]);
  return { kind: 'match', matchId: id };
}

/**
 * `/[sport]/[slug]` (shell 2.1): the slug names a match, a league or a category, tried in that
 * order; anything else is not found.
 */
export const getServerSideProps = shellPage(async (p) => {
  const sport = await findSport(p, p.ctx.params?.sport);
  const slug = p.ctx.params?.slug;
  if (!sport || typeof slug !== 'string' || !/^[a-z0-9-]{1,120}$/.test(slug))
    return { notFound: true };
  const match = await resolveMatch(p, sport, slug);
  if (match) return { sport, view: match };
  const leagues = await prefetch.tournaments(p, leagueParams(sport.key, slug));
  const league = leagues.data[0];
  if (league) {
    const lists = leagueLists(league.id);
    await Promise.all([prefetch.matches(p, lists.matches), prefetch.matches(p, lists.outrights)]);
    return { sport, view: { kind: 'league', slug } satisfies View };
  }
  const categories = await prefetch.categories(p, categoryParams(sport.key, slug));
  const category = categories.data[0];
  if (category) {
    await Promise.all([
      prefetch.tournaments(p, categoryTournamentParams(sport.key, category.id)),
      prefetch.matches(p, categoryLists(category.id).matches),
    ]);
    return { sport, view: { kind: 'category', slug } satisfies View };
  }
  return { notFound: true };
});

export default function SportSlugPage({ sport, view }: { sport: Sport; view: View }) {
  const { t } = useT();
  return (
    <Layout>
      {/* The view's own title replaces it (its Seo comes later); until a view's chunk has
          loaded after a client-side navigation, the page is not without one (WCAG 2.4.2). */}
      <Head>
        <title>{`${sport.name} | ${t('site.name')}`}</title>
      </Head>
      {view.kind === 'match' ? (
        <MatchView key={view.matchId} matchId={view.matchId} />
      ) : view.kind === 'league' ? (
        <LeagueView sport={sport} slug={view.slug} />
      ) : (
        <CategoryView sport={sport} slug={view.slug} />
      )}
    </Layout>
  );
}
