import { useRouter } from 'next/router';
import { useLocalized } from '../navigation/localized';
import { changeLanguage } from '../account/language';
import { ODDS_TYPES, intlLocale, isOddsType } from '@sb/domain';
import { languageNames } from '../i18n';
import { useT } from '../i18n/useT';
import { setOddsType } from '../odds/useOddsType';
import { useOddsType } from '../odds/OddsTypeProvider';
import styles from './HeaderControls.module.css';

/** Language switch (shell 2.2) and odds format (domain 9), both plain native selects. */
export function HeaderControls({ placement = 'header' }: { placement?: 'header' | 'footer' }) {
  const { t, locale } = useT();
  const router = useRouter();
  const oddsType = useOddsType();
  const to = useLocalized();
  return (
    <div className={`${styles.controls} ${styles[placement]}`}>
      <label className={styles.field}>
        <span className={styles.label}>{t('odds_type.label')}</span>
        <select
          value={oddsType}
          onChange={(e) => isOddsType(e.target.value) && setOddsType(e.target.value)}
          data-testid={placement === 'header' ? 'odds-type' : 'odds-type-footer'}
        >
          {ODDS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`odds_type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('language.label')}</span>
        <select
          value={locale}
          data-testid={placement === 'header' ? 'language' : 'language-footer'}
          // The player's locale is stored first, then a full reload under the new prefix:
          // names, texts and direction all change (shell 2.2).
          onChange={(e) =>
            void changeLanguage(e.target.value, to.pathIn(e.target.value, router.asPath))
          }
        >
          {(router.locales ?? [locale]).map((l) => (
            <option key={l} value={l} lang={intlLocale(l)}>
              {languageNames[l] ?? l}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
