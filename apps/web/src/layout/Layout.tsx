import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderAccount } from '../account/HeaderAccount';
import { SportIcon } from '../icons/SportIcon';
import { useT } from '../i18n/useT';
import { ProgressBar } from '../shell/ProgressBar';
import { useSports } from '../shell/useSports';
import { TicketPanel } from '../slip/TicketPanel';
import { HeaderControls } from './HeaderControls';
import styles from './Layout.module.css';
import { TabBar } from './TabBar';

/** The sportsbook frame: header, sports menu (left), content, bet slip column (right). */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const sports = useSports();
  return (
    <div className={styles.shell}>
      <ProgressBar />
      <header className={styles.header}>
        <Link href="/" className={styles.logo} aria-label={t('site.home')}>
          <span className={styles.logoMark} aria-hidden="true">
            OS
          </span>
          <span className={styles.logoText}>{t('site.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <Link href="/">{t('nav.sports')}</Link>
          <Link href="/live">{t('nav.live')}</Link>
          <Link href="/schedule">{t('nav.schedule')}</Link>
          <Link href="/results">{t('nav.results')}</Link>
        </nav>
        <div className={styles.account}>
          <HeaderControls />
          <HeaderAccount />
        </div>
      </header>
      <aside className={styles.menu} aria-label={t('nav.sports')}>
        <h2 className={styles.menuTitle}>{t('nav.sports')}</h2>
        <ul>
          {sports.map((s) => (
            <li key={s.id}>
              <Link href={`/${s.key}`} className={styles.menuItem}>
                <SportIcon sportKey={s.key} type={s.type} />
                <span>{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <main className={styles.main}>{children}</main>
      <aside className={styles.slip} aria-label={t('ticket.bet_slip')}>
        <TicketPanel />
      </aside>
      <TabBar />
    </div>
  );
}
