import { useT } from '../i18n/useT';
import styles from './Footer.module.css';
import { HeaderControls } from './HeaderControls';
import { PlainLink } from '../navigation/PlainLink';

/** The page foot: information pages, and the odds format and language where the header has no room. */
export function Footer() {
  const { t } = useT();
  return (
    <footer className={styles.footer}>
      <HeaderControls placement="footer" />
      <nav aria-label={t('nav.footer')} className={styles.links}>
        <PlainLink href="/about">{t('about.title')}</PlainLink>
        <PlainLink href="/general-rules">{t('rules.title')}</PlainLink>
        <PlainLink href="/promotions">{t('promotions.title')}</PlainLink>
        <PlainLink href="/terms-and-conditions">{t('terms.title')}</PlainLink>
        <PlainLink href="/help-center">{t('help.title')}</PlainLink>
      </nav>
      <p className={styles.note}>{t('footer.responsible')}</p>
    </footer>
  );
}
