import type { ReactNode } from 'react';
import styles from './Section.module.css';
import { PlainLink } from '../navigation/PlainLink';

/** A titled block of a page, with an optional link to everything of its kind. */
export function Section({
  title,
  level = 2,
  more,
  badge,
  children,
  testId,
}: {
  title: ReactNode;
  level?: 2 | 3;
  more?: { href: string; label: string };
  badge?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.head}>
        <Heading className={level === 2 ? styles.title : styles.subtitle}>
          {title}
          {badge}
        </Heading>
        {more && (
          <PlainLink href={more.href} className={styles.more}>
            {more.label}
          </PlainLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** Nothing to show, said plainly, with what to do next. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.emptyTitle}>{title}</p>
      {text && <p className={styles.emptyText}>{text}</p>}
      {action && (
        <PlainLink href={action.href} className={styles.emptyAction}>
          {action.label}
        </PlainLink>
      )}
    </div>
  );
}

/** The title row of a page: its heading (the page's one h1) and a short lead. */
export function PageTitle({
  title,
  lead,
  icon,
  action,
}: {
  title: string;
  lead?: string;
  icon?: ReactNode;
  /** At the row's end: the page's own action (a league's favourite star). */
  action?: ReactNode;
}) {
  return (
    <div className={styles.pageTitle}>
      {icon && <span className={styles.pageIcon}>{icon}</span>}
      <div>
        <h1>{title}</h1>
        {lead && <p data-testid="page-lead">{lead}</p>}
      </div>
      {action && <span className={styles.pageAction}>{action}</span>}
    </div>
  );
}
