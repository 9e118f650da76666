import { useRouter } from 'next/router';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { LocaleInUrl } from '../navigation/localized';
import { PlainLink } from '../navigation/PlainLink';
import { useFavouriteCount } from './favourites-store';
import styles from './FavouritesFab.module.css';

/**
 * The floating favourites button (shell 3 project setting "favourites floating button"; issue
 * 27): a signed-in player's way to /favorites from any page, with how many matches they keep.
 * Shown once there is one; at the inline start, where it covers names rather than odds.
 */
export function FavouritesFab() {
  const { t } = useT();
  const { pathname } = useRouter();
  const count = useFavouriteCount('matches');
  const site = useSession((s) => s.site);
  if (!site?.projectSettings.favouritesFloatingButton || count === 0) return null;
  if (pathname === '/favorites') return null;
  return (
    <LocaleInUrl.Provider value={site.projectSettings.localeInUrlRequired}>
      <PlainLink href="/favorites" className={styles.fab} data-testid="favourites-fab">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z" />
        </svg>
        <span className="sr-only">{t('nav.favorites')}</span>
        <span className={styles.count}>{count}</span>
      </PlainLink>
    </LocaleInUrl.Provider>
  );
}
