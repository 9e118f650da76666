import { useRouter } from 'next/router';
import { NavIcon, type NavIconName } from '../icons/NavIcon';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import styles from './TabBar.module.css';
import { PlainLink } from '../navigation/PlainLink';

const TABS: { href: string; key: MessageKey; icon: NavIconName }[] = [
  { href: '/', key: 'nav.sports', icon: 'home' },
  { href: '/live', key: 'nav.live', icon: 'live' },
  { href: '/search', key: 'nav.search', icon: 'search' },
  { href: '/schedule', key: 'nav.schedule', icon: 'calendar' },
  { href: '/results', key: 'nav.results', icon: 'trophy' },
];

/** The mobile tab bar (shell 2.9 placement), shown in the compact layout only. */
export function TabBar() {
  const { t } = useT();
  const { pathname } = useRouter();
  return (
    <nav className={styles.bar} aria-label={t('nav.menu')} data-testid="tab-bar">
      {TABS.map((tab) => (
        <PlainLink
          key={tab.href}
          href={tab.href}
          className={styles.tab}
          aria-current={pathname === tab.href ? 'page' : undefined}
        >
          <NavIcon name={tab.icon} size={20} />
          <span>{t(tab.key)}</span>
        </PlainLink>
      ))}
    </nav>
  );
}
