import { useQueryClient } from '../query/QueryProvider';
import { useEffect } from 'react';
import type { MatchListSpec } from '../api/catalog';
import { queryKeys } from '../api/query-keys';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { EmptyState } from './Section';

/**
 * No favourites to show: a visitor is told to sign in (domain 6: favourites are fetched for
 * signed-in players only), a player how to add some.
 */
export function FavouritesEmpty() {
  const { t } = useT();
  const loggedIn = useSession(isLoggedIn);
  return loggedIn ? (
    <EmptyState title={t('favorites.empty.title')} text={t('favorites.empty.player_text')} />
  ) : (
    <EmptyState
      title={t('favorites.empty.title')}
      text={t('favorites.empty.text')}
      action={{ href: '/users/sign-in', label: t('auth.sign_in') }}
    />
  );
}

/** A favourites list asks again when the visitor signs in or out (they are the player's). */
export function useFavouritesFollowSession(spec: MatchListSpec) {
  const { locale } = useT();
  const client = useQueryClient();
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeys.matches(locale, spec) });
    // The spec is a constant of its page; the session is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, client, locale]);
}
