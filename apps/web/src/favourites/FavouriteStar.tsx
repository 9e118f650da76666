import { useT } from '../i18n/useT';
import { useFavourite, type FavouriteType } from './favourites-store';
import styles from './FavouriteStar.module.css';

/** The star on a match row, a league header or a match page (issue 27). */
export function FavouriteStar({
  type,
  id,
  name,
  testId = 'favourite-star',
}: {
  type: FavouriteType;
  id: string;
  name: string;
  testId?: string;
}) {
  const { t } = useT();
  const on = useFavourite(type, id);
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={t(on ? 'favorites.remove' : 'favorites.add', { name })}
      data-testid={testId}
      onClick={() => void import('./favourites').then((m) => m.toggleFavourite(type, id))}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
