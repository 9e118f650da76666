import { useRouter } from 'next/router';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryProblem } from '@sb/domain';
import { tournamentHref } from '../src/api/catalog';
import { MatchList } from '../src/catalog/MatchList';
import { prefetch, useSearch } from '../src/catalog/queries';
import { EmptyState, PageTitle, Section } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';
import styles from '../src/search/SearchPage.module.css';
import { PlainLink } from '../src/navigation/PlainLink';

const queryOf = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : '');

export const getServerSideProps = shellPage(async (p) => {
  const q = queryOf(p.ctx.query.q);
  if (searchQueryProblem(q) === null) await prefetch.search(p, q);
  return {};
});

/** Search results (domain 5: 3 to 50 characters): matches with their odds, leagues, countries. */
export default function SearchPage() {
  const { t } = useT();
  const router = useRouter();
  const q = queryOf(router.query.q);
  const problem = searchQueryProblem(q);
  const search = useSearch(q, problem === null);
  const data = problem === null ? search.data?.data : undefined;
  const nothing =
    data && !data.matches.length && !data.tournaments.length && !data.categories.length;
  return (
    <Layout>
      <Seo title={q ? t('search.title_for', { query: q }) : t('search.title')} index={false} />
      <PageTitle
        title={q ? t('search.title_for', { query: q }) : t('search.title')}
        icon={<NavIcon name="search" size={26} />}
      />
      <form
        role="search"
        action={
          router.locale && router.locale !== router.defaultLocale
            ? `/${router.locale}/search`
            : '/search'
        }
        method="get"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get('q');
          void router.push(`/search?q=${encodeURIComponent(String(value ?? '').trim())}`);
        }}
      >
        <label className="sr-only" htmlFor="search-page-q">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          minLength={SEARCH_QUERY_MIN}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          data-testid="search-page-input"
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
      {q && problem && (
        <p className={styles.hint} role="status">
          {t(problem === 'too_short' ? 'search.too_short' : 'search.too_long', {
            min: SEARCH_QUERY_MIN,
            max: SEARCH_QUERY_MAX,
          })}
        </p>
      )}
      {nothing && (
        <EmptyState title={t('search.nothing', { query: q })} text={t('search.nothing_hint')} />
      )}
      {data && data.matches.length > 0 && (
        <Section
          title={t('search.matches', { count: data.matches.length })}
          testId="search-matches"
        >
          <MatchList matches={data.matches} headingLevel={3} />
        </Section>
      )}
      {data && data.tournaments.length > 0 && (
        <Section title={t('search.leagues')}>
          <ul className={styles.links}>
            {data.tournaments.map((tr) => (
              <li key={tr.id}>
                <PlainLink href={tournamentHref(tr.sport.key, tr.slug)}>
                  <strong>{tr.name}</strong>
                  <span>
                    {tr.sport.name} · {tr.category.name}
                  </span>
                </PlainLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data && data.categories.length > 0 && (
        <Section title={t('search.countries')}>
          <ul className={styles.links}>
            {data.categories.map((c) => (
              <li key={c.id}>
                <PlainLink href={tournamentHref(c.sport.key, c.slug)}>
                  <strong>{c.name}</strong>
                  <span>{c.sport.name}</span>
                </PlainLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </Layout>
  );
}
