import { useLocalized } from '../navigation/localized';
import type { Pagination } from '@sb/contract';
import { SportIcon } from '../icons/SportIcon';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { useSports } from './useSports';
import styles from './ListControls.module.css';
import {
  LIST_TABS,
  SORTS,
  TIME_FILTERS,
  hrefWith,
  type ListQuery,
  type ListTab,
} from './list-query';
import { PlainLink } from '../navigation/PlainLink';

const TAB_KEYS: Record<ListTab, MessageKey> = {
  top: 'list.tab.top',
  all: 'list.tab.all',
  favorites: 'list.tab.favorites',
  outrights: 'list.tab.outrights',
  betbuilder: 'list.tab.betbuilder',
};

/** domain 2 list tabs, as links (the tab is part of the URL). */
export function ListTabs({ query, pathname = '/' }: { query: ListQuery; pathname?: string }) {
  const { t } = useT();
  return (
    <nav className={styles.tabs} aria-label={t('list.tabs')}>
      {LIST_TABS.map((tab) => (
        <PlainLink
          key={tab}
          href={hrefWith(pathname, { ...query, tab, page: 1 })}
          className={styles.tab}
          aria-current={query.tab === tab ? 'page' : undefined}
          scroll={false}
        >
          {t(TAB_KEYS[tab])}
        </PlainLink>
      ))}
    </nav>
  );
}

/** Sport filter chips (the `sport` list query); one tap shows one sport, again shows all. */
export function SportChips({
  query,
  pathname = '/',
  sportType,
}: {
  query: ListQuery;
  pathname?: string;
  sportType?: 'sport' | 'esport';
}) {
  const { t } = useT();
  const sports = useSports().filter((s) => !sportType || s.type === sportType);
  return (
    <nav className={styles.chips} aria-label={t('list.sport_filter')} data-testid="sports-list">
      <PlainLink
        href={hrefWith(pathname, { ...query, sport: [], page: 1 })}
        className={styles.chip}
        aria-current={query.sport.length === 0 ? 'page' : undefined}
        scroll={false}
      >
        {t('list.all_sports')}
      </PlainLink>
      {sports.map((s) => {
        const on = query.sport.includes(s.key);
        return (
          <PlainLink
            key={s.id}
            href={hrefWith(pathname, { ...query, sport: on ? [] : [s.key], page: 1 })}
            className={styles.chip}
            aria-current={on ? 'page' : undefined}
            scroll={false}
          >
            <SportIcon sportKey={s.key} type={s.type} size={16} />
            {s.name}
          </PlainLink>
        );
      })}
    </nav>
  );
}

/** The time window, order and bettable-only filters; a change navigates to the new URL. */
export function ListFilters({ query, pathname = '/' }: { query: ListQuery; pathname?: string }) {
  const { t } = useT();
  const to = useLocalized();
  const go = (q: Partial<ListQuery>) =>
    void to.push(hrefWith(pathname, { ...query, ...q, page: 1 }), { scroll: false });
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        <span>{t('list.time')}</span>
        <select
          value={query.time}
          onChange={(e) => go({ time: e.target.value as ListQuery['time'] })}
          data-testid="filter-time"
        >
          {TIME_FILTERS.map((v) => (
            <option key={v} value={v}>
              {v === 'all'
                ? t('list.time.all')
                : t('list.time.hours', { hours: Number.parseInt(v, 10) })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t('list.sort')}</span>
        <select
          value={query.sortBy}
          onChange={(e) => go({ sortBy: e.target.value as ListQuery['sortBy'] })}
          data-testid="filter-sort"
        >
          {SORTS.map((v) => (
            <option key={v} value={v}>
              {t(`list.sort.${v}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={query.isBettable === true}
          onChange={(e) => go({ isBettable: e.target.checked ? true : null })}
        />
        <span>{t('list.bettable_only')}</span>
      </label>
    </div>
  );
}

/** Page links of a paginated list (domain 3 Pagination). */
export function Pager({
  pagination,
  query,
  pathname = '/',
}: {
  pagination: Pagination;
  query: ListQuery;
  pathname?: string;
}) {
  const { t } = useT();
  if (pagination.last_page <= 1) return null;
  const page = pagination.page;
  return (
    <nav className={styles.pager} aria-label={t('list.pages')}>
      {page > 1 ? (
        <PlainLink href={hrefWith(pathname, { ...query, page: page - 1 })} rel="prev">
          {t('list.previous')}
        </PlainLink>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className={styles.pageOf}>
        {t('list.page_of', { page, pages: pagination.last_page })}
      </span>
      {page < pagination.last_page ? (
        <PlainLink href={hrefWith(pathname, { ...query, page: page + 1 })} rel="next">
          {t('list.next')}
        </PlainLink>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
