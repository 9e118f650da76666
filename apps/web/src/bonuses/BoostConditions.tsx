import type { ComboBoostWire } from '@sb/contract';
import { useSports } from '../catalog/useSports';
import { useT } from '../i18n/useT';
import styles from './Promotions.module.css';

/**
 * A combo boost's banner and where it counts (domain 3 Combo boost: banners desktop/mobile,
 * country codes, event conditions): countries by their names in the page's language (Intl),
 * sports by the book's names.
 */
export function BoostConditions({ boost }: { boost: ComboBoostWire }) {
  const { t, locale } = useT();
  const sports = useSports();
  const { desktop, mobile } = boost.banners;
  const regions = boost.country_codes.length
    ? new Intl.DisplayNames([locale], { type: 'region' })
    : null;
  const sportNames = boost.event_conditions.sport_keys.map(
    (key) => sports.find((s) => s.key === key)?.name ?? key,
  );
  return (
    <>
      {(desktop ?? mobile) && (
        <picture className={styles.banner}>
          {mobile && desktop && <source media="(max-width: 779px)" srcSet={mobile} />}
          <img src={(desktop ?? mobile)!} alt="" data-testid="bonus-banner" />
        </picture>
      )}
      {regions && (
        <p className={styles.muted} data-testid="boost-countries">
          {t('promotions.boost_countries', {
            countries: boost.country_codes.map((c) => regions.of(c) ?? c).join(', '),
          })}
        </p>
      )}
      {sportNames.length > 0 && (
        <p className={styles.muted} data-testid="boost-sports">
          {t('promotions.boost_sports', { sports: sportNames.join(', ') })}
        </p>
      )}
      {boost.event_conditions.tournament_ids.length > 0 && (
        <p className={styles.muted}>{t('promotions.boost_leagues')}</p>
      )}
    </>
  );
}
