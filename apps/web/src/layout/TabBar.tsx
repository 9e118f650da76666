import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '../i18n/useT';
import styles from './TabBar.module.css';

/** The mobile tab bar (shell 2.9 placement), shown in the compact layout only. */
export function TabBar() {
  const { t } = useT();
  const { pathname } = useRouter();
  const tabs = [
    { href: '/', label: t('nav.sports'), active: pathname === '/' },
    { href: '/live', label: t('nav.live'), active: pathname === '/live' },
    { href: '/schedule', label: t('nav.schedule'), active: pathname === '/schedule' },
    { href: '/results', label: t('nav.results'), active: pathname === '/results' },
  ];
  return (
    <nav className={styles.bar} aria-label={t('nav.menu')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={styles.tab}
          aria-current={tab.active ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
