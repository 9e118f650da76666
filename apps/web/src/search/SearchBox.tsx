import { useLocalized } from '../navigation/localized';
import { useEffect, useId, useState } from 'react';
import { SEARCH_QUERY_MAX, searchQueryProblem } from '@sb/domain';
import { matchHref, tournamentHref } from '../api/catalog';
import { useSearch } from '../catalog/queries';
import { useTimeFormat } from '../catalog/time';
import { useT } from '../i18n/useT';
import styles from './SearchBox.module.css';
import { PlainLink } from '../navigation/PlainLink';

/** Typing pauses this long before the search runs (one request per pause, not per key). */
const DEBOUNCE_MS = 250;

interface Option {
  id: string;
  href: string;
  label: string;
  detail: string;
  live: boolean;
}

/**
 * The header's search (domain 5: 3 to 50 characters) with a dropdown of matches and leagues;
 * Enter or "all results" opens the results page. A combobox: arrows move, Enter opens,
 * Escape closes.
 */
export function SearchBox() {
  const { t } = useT();
  const to = useLocalized();
  const format = useTimeFormat();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const problem = searchQueryProblem(query);
  const search = useSearch(query, open && problem === null);
  const data = problem === null ? search.data?.data : undefined;

  const options: Option[] = [
    ...(data?.matches.slice(0, 6).map((m) => ({
      id: `m${m.id}`,
      href: matchHref(m),
      label: m.name,
      detail: `${m.tournament.name} · ${m.status === 1 ? t('match.live_badge') : `${format.day(m.start_time)} ${format.time(m.start_time)}`}`,
      live: m.status === 1,
    })) ?? []),
    ...(data?.tournaments.slice(0, 3).map((tr) => ({
      id: `t${tr.id}`,
      href: tournamentHref(tr.sport.key, tr.slug),
      label: tr.name,
      detail: `${tr.sport.name} · ${tr.category.name}`,
      live: false,
    })) ?? []),
  ];
  const resultsHref = `/search?q=${encodeURIComponent(text.trim())}`;
  const go = (href: string) => {
    setOpen(false);
    void to.push(href);
  };
  const showList = open && searchQueryProblem(text) === null;
  const waiting = search.isFetching || query !== text.trim();

  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(e) => {
        e.preventDefault();
        const option = options[active];
        if (option) go(option.href);
        else if (searchQueryProblem(text) === null) go(resultsHref);
      }}
    >
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
        />
      </svg>
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={showList && options.length > 0}
        aria-controls={showList && options.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_QUERY_MAX}
        value={text}
        data-testid="search-input"
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(options.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(-1, a - 1));
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList && (
        <div className={styles.dropdown}>
          {options.length > 0 && (
            <ul
              id={listId}
              role="listbox"
              aria-label={t('search.results')}
              className={styles.options}
            >
              {options.map((o, i) => (
                <li
                  key={o.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(o.href);
                  }}
                >
                  <span className={styles.optionLabel}>{o.label}</span>
                  <span className={o.live ? styles.optionLive : styles.optionDetail}>
                    {o.detail}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {!options.length && (
            <p className={styles.status} role="status">
              {waiting ? t('search.searching') : t('search.nothing', { query: text.trim() })}
            </p>
          )}
          <PlainLink
            href={resultsHref}
            className={styles.all}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setOpen(false)}
          >
            {t('search.all_results', { query: text.trim() })}
          </PlainLink>
        </div>
      )}
    </form>
  );
}
