import { utcDay } from '../api/catalog';
import { useT } from '../i18n/useT';
import styles from './ListControls.module.css';
import { hrefWith, type ListQuery } from './list-query';
import { timeFormat } from './time';
import { PlainLink } from '../navigation/PlainLink';

const DAY_MS = 86_400_000;

/**
 * Day tabs (the `date` list query): `offsets` days from `today` (a UTC day from the server, so
 * the server and the browser agree on the tabs).
 */
export function DayTabs({
  today,
  offsets,
  query,
  pathname,
  allLabel,
}: {
  today: string;
  offsets: number[];
  query: ListQuery;
  pathname: string;
  /** A first tab without a day (every day), when the page has one. */
  allLabel?: string;
}) {
  const { t, locale } = useT();
  const format = timeFormat(locale, 'UTC');
  const base = Date.parse(`${today}T00:00:00.000Z`);
  const selected = query.date ?? (allLabel ? null : today);
  return (
    <nav className={styles.tabs} aria-label={t('list.days')}>
      {allLabel && (
        <PlainLink
          href={hrefWith(pathname, { ...query, date: null, page: 1 })}
          className={styles.tab}
          aria-current={selected === null ? 'page' : undefined}
          scroll={false}
        >
          {allLabel}
        </PlainLink>
      )}
      {offsets.map((offset) => {
        const day = utcDay(base + offset * DAY_MS);
        const label =
          offset === 0
            ? t('day.today')
            : offset === 1
              ? t('day.tomorrow')
              : offset === -1
                ? t('day.yesterday')
                : format.weekday(base + offset * DAY_MS);
        return (
          <PlainLink
            key={day}
            href={hrefWith(pathname, { ...query, date: day, page: 1 })}
            className={styles.tab}
            aria-current={selected === day ? 'page' : undefined}
            scroll={false}
          >
            {label}
          </PlainLink>
        );
      })}
    </nav>
  );
}
