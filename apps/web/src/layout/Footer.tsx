import Link from 'next/link';
import { useT } from '../i18n/useT';
import styles from './Footer.module.css';
import { HeaderControls } from './HeaderControls';

/** The page foot: information pages, and the odds format and language where the header has no room. */
export function Footer() {
  const { t } = useT();
  return (
    <footer className={styles.footer}>
      <HeaderControls placement="footer" />
      <nav aria-label={t('nav.footer')} className={styles.links}>
        <Link href="/about">{t('about.title')}</Link>
        <Link href="/general-rules">{t('rules.title')}</Link>
        <Link href="/promotions">{t('promotions.title')}</Link>
      </nav>
      <p className={styles.note}>{t('footer.responsible')}</p>
    </footer>
  );
}
