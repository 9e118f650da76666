import { clientOnly } from '../page/client-only';
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { HeaderAccount } from '../account/HeaderAccount';
import { useCounters } from '../catalog/queries';
import { SportIcon } from '../icons/SportIcon';
import { NavIcon, type NavIconName } from '../icons/NavIcon';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { SearchBox } from '../search/SearchBox';
import { ProgressBar } from '../navigation/ProgressBar';
import { themeCss, useSiteShell } from '../page/site-shell';
import { useSports } from '../catalog/useSports';
import { TicketPanel } from '../slip/TicketPanel';
import { HeaderControls } from './HeaderControls';
import styles from './Layout.module.css';
import { Footer } from './Footer';
import { TabBar } from './TabBar';
import { LocaleInUrl } from '../navigation/localized';
import { PlainLink } from '../navigation/PlainLink';

// The live feed starts once the page has woken up (it waits for idle itself), so its code is
// fetched after hydration rather than with the page (issue 8 first-load budget).
// The phone's ticket sheet and "Go to bet slip": never in the server's HTML.
const SlipOverlays = clientOnly(() => import('../slip/SlipOverlays').then((m) => m.SlipOverlays));
const LiveUpdates = clientOnly(() => import('../live/LiveUpdates').then((m) => m.LiveUpdates));

// Focus after a client-side navigation (issue 26) matters from the first navigation on.
const FocusOnRoute = clientOnly(() =>
  import('../navigation/FocusOnRoute').then((m) => m.FocusOnRoute),
);

const QUICK_LINKS: { href: string; key: MessageKey; icon: NavIconName }[] = [
  { href: '/live', key: 'nav.live', icon: 'live' },
  { href: '/cybersport', key: 'nav.cybersport', icon: 'esport' },
  { href: '/favorites', key: 'nav.favorites', icon: 'star' },
  { href: '/schedule', key: 'nav.schedule', icon: 'calendar' },
  { href: '/results', key: 'nav.results', icon: 'trophy' },
  { href: '/promotions', key: 'nav.promotions', icon: 'gift' },
];

/**
 * The sportsbook frame: header (logo, sections, search, odds format and language, account),
 * the sports menu with live and prematch counts (left, desktop), the content, the bet slip
 * column (right, desktop), and the tab bar in the compact layout (shell 9: below 780 px).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0] ?? '/';
  const sports = useSports();
  const counters = useCounters();
  const shell = useSiteShell();
  const theme = themeCss(shell.theme);
  const countOf = (key: string) => counters?.sports.find((s) => s.sport_key === key);
  const current = (href: string) =>
    path === href || (href !== '/' && path.startsWith(`${href}/`)) ? 'page' : undefined;
  return (
    <LocaleInUrl.Provider value={shell.localeInUrl}>
      <div className={styles.shell}>
        {theme && (
          <Head>
            {/* The operator's theme from site config overrides the default custom properties. */}
            <style id="site-theme" dangerouslySetInnerHTML={{ __html: theme }} />
          </Head>
        )}
        <a href="#main" className={styles.skip}>
          {t('nav.skip')}
        </a>
        <a href="#slip" className={`${styles.skip} ${styles.skipSlip}`}>
          {t('nav.skip_slip')}
        </a>
        <ProgressBar />
        <FocusOnRoute />
        <LiveUpdates />
        <header className={styles.header}>
          {/* Names from content, not aria-label, so the visible text is always in the name
            (WCAG 2.5.3, issue 26): what is shown is hidden from the tree and said in full. */}
          <PlainLink href="/" className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              OS
            </span>
            <span className={styles.logoText} aria-hidden="true">
              {t('site.name')}
            </span>
            <span className="sr-only">{t('site.home')}</span>
          </PlainLink>
          <nav className={styles.nav} aria-label={t('nav.main')}>
            <PlainLink href="/" aria-current={current('/')}>
              {t('nav.sports')}
            </PlainLink>
            <PlainLink href="/live" aria-current={current('/live')}>
              {t('nav.live')}
              {counters && counters.live > 0 && (
                <span className={styles.navCount}>{counters.live}</span>
              )}
            </PlainLink>
            <PlainLink href="/cybersport" aria-current={current('/cybersport')}>
              {t('nav.cybersport')}
            </PlainLink>
            <PlainLink href="/schedule" aria-current={current('/schedule')}>
              {t('nav.schedule')}
            </PlainLink>
            <PlainLink href="/results" aria-current={current('/results')}>
              {t('nav.results')}
            </PlainLink>
          </nav>
          <SearchBox />
          <div className={styles.account}>
            <HeaderControls />
            <HeaderAccount />
          </div>
        </header>
        <aside className={styles.menu} aria-label={t('nav.sports_menu')}>
          <div className={styles.sticky}>
            <nav aria-label={t('nav.sections')}>
              <ul className={styles.quick}>
                {QUICK_LINKS.map((l) => (
                  <li key={l.href}>
                    <PlainLink
                      href={l.href}
                      className={styles.menuItem}
                      aria-current={current(l.href)}
                    >
                      <NavIcon name={l.icon} />
                      <span>{t(l.key)}</span>
                      {l.href === '/live' && counters && counters.live > 0 && (
                        <span className={styles.liveCount}>{counters.live}</span>
                      )}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </nav>
            <h2 className={styles.menuTitle}>{t('nav.sports')}</h2>
            <ul>
              {sports.map((s) => {
                const c = countOf(s.key);
                return (
                  <li key={s.id}>
                    <PlainLink
                      href={`/${s.key}`}
                      className={styles.menuItem}
                      aria-current={current(`/${s.key}`)}
                    >
                      <span className="sr-only">
                        {c
                          ? t('nav.sport_counts', {
                              name: s.name,
                              count: c.live + c.prematch,
                              live: c.live,
                            })
                          : s.name}
                      </span>
                      <SportIcon sportKey={s.key} type={s.type} />
                      {/* A Latin name in a right-to-left page keeps its own direction, so an
                        ellipsis cuts its end, not its start (issue 22 defect 11). */}
                      <span className={styles.menuName} dir="auto" aria-hidden="true">
                        {s.name}
                      </span>
                      {c && c.live > 0 && (
                        <span className={styles.liveCount} aria-hidden="true">
                          {c.live}
                        </span>
                      )}
                      {c && (
                        <span className={styles.count} aria-hidden="true">
                          {c.live + c.prematch}
                        </span>
                      )}
                    </PlainLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </aside>
        <main className={styles.main} id="main">
          {children}
          <Footer />
        </main>
        <aside className={styles.slip} id="slip" tabIndex={-1} aria-label={t('ticket.bet_slip')}>
          <div className={styles.sticky}>
            <TicketPanel />
          </div>
        </aside>
        <SlipOverlays />
        <TabBar />
      </div>
    </LocaleInUrl.Provider>
  );
}
