import type { MatchListSpec } from '../src/api/catalog';
import { MatchList } from '../src/catalog/MatchList';
import { prefetch, useMatches } from '../src/catalog/queries';
import { FavouritesEmpty, useFavouritesFollowSession } from '../src/catalog/Favourites';
import { PageTitle } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

const favouritesSpec: MatchListSpec = {
  status: 'open',
  favourite: true,
  limit: 100,
  sortBy: ['start_time'],
};

export const getServerSideProps = shellPage(async (p) => {
  await prefetch.matches(p, favouritesSpec);
  return {};
});

/**
 * Favourites (shell 2.1 `/favorites`): the player's favourite matches (domain 6: fetched for
 * signed-in players only; a visitor has none and is told how to get some).
 */
export default function FavoritesPage() {
  const { t } = useT();
  const favourites = useMatches(favouritesSpec);
  useFavouritesFollowSession(favouritesSpec);
  return (
    <Layout>
      <Seo title={t('favorites.title')} index={false} />
      <PageTitle title={t('favorites.title')} icon={<NavIcon name="star" size={26} />} />
      {favourites.data.length ? (
        <MatchList matches={favourites.data} headingLevel={2} testId="match-list" />
      ) : (
        <FavouritesEmpty />
      )}
    </Layout>
  );
}
