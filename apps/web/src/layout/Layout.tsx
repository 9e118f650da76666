import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Sport } from '@sb/contract';
import { SportIcon } from '../icons/SportIcon';
import styles from './Layout.module.css';

/** The sportsbook frame: header, sports menu (left), content, bet slip column (right). */
export function Layout({ sports, children }: { sports: Sport[]; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.logo} aria-label="Open Sportsbook home">
          <span className={styles.logoMark} aria-hidden="true">
            OS
          </span>
          <span className={styles.logoText}>Open Sportsbook</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <Link href="/">Sports</Link>
          <Link href="/live">Live</Link>
          <Link href="/schedule">Schedule</Link>
          <Link href="/results">Results</Link>
        </nav>
        <div className={styles.account}>
          <Link href="/users/sign-in" className={styles.signIn}>
            Sign in
          </Link>
          <Link href="/users/sign-up" className={styles.signUp}>
            Sign up
          </Link>
        </div>
      </header>
      <aside className={styles.menu} aria-label="Sports">
        <h2 className={styles.menuTitle}>Sports</h2>
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
      <aside className={styles.slip} aria-label="Bet slip">
        <h2 className={styles.slipTitle}>Bet slip</h2>
        <p className={styles.slipEmpty}>Your bet slip is empty. Pick an odd to add a selection.</p>
      </aside>
    </div>
  );
}
