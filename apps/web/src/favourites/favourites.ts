import { showAlert } from '../alerts/alerts';
import { getSession, isLoggedIn } from '../account/session';
import { API } from '../api/catalog';
import { api } from '../api/http-client';
import { openModal } from '../modals/modal-store';
import { isFavourite, setFavourite, setFavourites, type FavouriteType } from './favourites-store';

// Loading and toggling favourites (issue 27, domain 4): the toggle is optimistic (the star
// flips at once), a failed call flips it back with an error alert; a visitor is asked to sign
// in (domain 6: favourites are the players').

const TYPES: FavouriteType[] = ['matches', 'leagues', 'sports'];

/** The player's favourites of every type, into the store (after sign-in, on the first load). */
export async function loadFavourites(): Promise<void> {
  if (!isLoggedIn(getSession())) {
    for (const type of TYPES) setFavourites(type, []);
    return;
  }
  await Promise.all(
    TYPES.map(async (type) => {
      const answer = await api<{ data: { id: string }[] }>('GET', `${API}/favourites/${type}`);
      setFavourites(
        type,
        answer.data.map((f) => f.id),
      );
    }),
  ).catch(() =>
    // domain 7: a failed favourites fetch shows an error alert.
    showAlert({
      kind: 'error',
      titleKey: 'favorites.error',
      descriptionKey: 'error.default.description',
    }),
  );
}

export async function toggleFavourite(type: FavouriteType, id: string): Promise<void> {
  if (!isLoggedIn(getSession())) {
    openModal({ name: 'sign-in' });
    return;
  }
  const on = !isFavourite(type, id);
  setFavourite(type, id, on);
  try {
    await api(
      on ? 'POST' : 'DELETE',
      `${API}/favourites/${type}/${encodeURIComponent(id)}`,
      on ? { body: {} } : {},
    );
  } catch {
    setFavourite(type, id, !on);
    showAlert({
      kind: 'error',
      titleKey: 'favorites.error',
      descriptionKey: 'error.default.description',
    });
  }
}
