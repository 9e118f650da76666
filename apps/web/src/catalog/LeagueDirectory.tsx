import type { Tournament } from '@sb/contract';
import { tournamentHref } from '../api/catalog';
import { useT } from '../i18n/useT';
import styles from './LeagueDirectory.module.css';
import { PlainLink } from '../navigation/PlainLink';

/** Leagues of a sport by country (domain 3 Category, League) with their open match counts. */
export function LeagueDirectory({ tournaments }: { tournaments: Tournament[] }) {
  const { t } = useT();
  const byCategory = new Map<
    number,
    { category: Tournament['category']; sportKey: string; items: Tournament[] }
  >();
  for (const tr of tournaments) {
    let entry = byCategory.get(tr.category.id);
    if (!entry) {
      entry = { category: tr.category, sportKey: tr.sport.key, items: [] };
      byCategory.set(tr.category.id, entry);
    }
    entry.items.push(tr);
  }
  const groups = [...byCategory.values()].sort(
    (a, b) =>
      a.category.priority - b.category.priority || a.category.name.localeCompare(b.category.name),
  );
  if (!groups.length) return null;
  return (
    <div className={styles.grid}>
      {groups.map((g) => (
        <div key={g.category.id} className={styles.card}>
          <h3 className={styles.country}>
            <PlainLink href={tournamentHref(g.sportKey, g.category.slug)}>
              {g.category.name}
            </PlainLink>
          </h3>
          <ul>
            {g.items.map((tr) => (
              <li key={tr.id}>
                <PlainLink href={tournamentHref(tr.sport.key, tr.slug)} className={styles.league}>
                  <span>{tr.name}</span>
                  <span className="sr-only">
                    {t('nav.match_count', { count: tr.matches_count })}
                  </span>
                  <span className={styles.count} aria-hidden="true">
                    {tr.live_count > 0 && <span className={styles.live}>{tr.live_count}</span>}
                    {tr.matches_count}
                  </span>
                </PlainLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The top leagues as chips. */
export function TopLeagues({ tournaments }: { tournaments: Tournament[] }) {
  const { t } = useT();
  const top = tournaments.filter((tr) => tr.is_top);
  if (!top.length) return null;
  return (
    <nav className={styles.top} aria-label={t('sport.top_leagues')}>
      {top.map((tr) => (
        <PlainLink
          key={tr.id}
          href={tournamentHref(tr.sport.key, tr.slug)}
          className={styles.topChip}
        >
          {tr.name}
          <span className={styles.topCountry}>{tr.category.name}</span>
        </PlainLink>
      ))}
    </nav>
  );
}
