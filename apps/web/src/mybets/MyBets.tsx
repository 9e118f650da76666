import { useEffect, useState } from 'react';
import { PlainLink } from '../navigation/PlainLink';
import { useSports } from '../catalog/useSports';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { BetCard } from './BetCard';
import { ProfitLoss } from './ProfitLoss';
import { filtersQuery, useMyBets, type ServerFilters } from './bets-query';
import {
  HISTORY_FILTERS,
  OUTCOME_FILTERS,
  filterBets,
  type HistoryFilter,
  type OutcomeFilter,
} from './filters';
import styles from './MyBets.module.css';

const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;

/**
 * My bets (domain 3 history): filtered by state and outcome, newest first, live; and (issue 22)
 * by date range, sport, bet type and team, exported as CSV. In the ticket panel the extra
 * filters fold away; the history page (`page`) shows them open.
 */
export function MyBets({ page = false }: { page?: boolean }) {
  const { t } = useT();
  const loggedIn = useSession(isLoggedIn);
  const [filters, setFilters] = useState<ServerFilters>({});
  const [team, setTeam] = useState('');
  const [showFilters, setShowFilters] = useState(page);
  const { data, isPending, isError, refetch } = useMyBets(filters);
  const [history, setHistory] = useState<HistoryFilter>('all');
  const [outcome, setOutcome] = useState<OutcomeFilter>('all');
  const sports = useSports();
  // The team search asks the server once typing pauses (at least 2 characters).
  useEffect(() => {
    const q = team.trim().length >= 2 ? team.trim() : undefined;
    if (q === filters.q) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, q })), 350);
    return () => clearTimeout(timer);
  }, [team, filters.q]);
  const set = (key: keyof ServerFilters, value: string) =>
    setFilters((f) => ({ ...f, [key]: value || undefined }));
  const query = filtersQuery(filters);

  if (!loggedIn) {
    return (
      <div className={styles.empty} data-testid="my-bets-signed-out">
        <p>{t('mybets.sign_in')}</p>
        <button
          type="button"
          className={styles.signIn}
          onClick={() => openModal({ name: 'sign-in' })}
        >
          {t('auth.sign_in')}
        </button>
      </div>
    );
  }
  const bets = data ? filterBets(data, history, outcome) : [];
  return (
    <div className={styles.myBets} data-testid="my-bets">
      {page && <ProfitLoss />}
      <div className={styles.filters} role="tablist" aria-label={t('mybets.filter')}>
        {HISTORY_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={history === f}
            data-testid={`mybets-filter-${f}`}
            onClick={() => setHistory(f)}
          >
            {t(`mybets.filter.${f}`)}
          </button>
        ))}
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.link}
          aria-expanded={showFilters}
          data-testid="mybets-filters-toggle"
          onClick={() => setShowFilters(!showFilters)}
        >
          {t('mybets.filters')}
          {query ? ` (${Object.values(filters).filter(Boolean).length})` : ''}
        </button>
        <span>
          {!page && (
            <PlainLink href="/bets" data-testid="mybets-history-page">
              {t('mybets.history_page')}
            </PlainLink>
          )}
          {page && (
            <a
              href={`/api/sportsbook/v3/bets/export.csv${query ? `?${query}` : ''}`}
              download="bets.csv"
              data-testid="mybets-export"
            >
              {t('mybets.export')}
            </a>
          )}
        </span>
      </div>
      {showFilters && (
        <div className={styles.search} data-testid="mybets-search">
          <label>
            <span>{t('mybets.filter.from')}</span>
            <input
              type="date"
              value={filters.from ?? ''}
              data-testid="mybets-from"
              onChange={(e) => set('from', e.target.value)}
            />
          </label>
          <label>
            <span>{t('mybets.filter.to')}</span>
            <input
              type="date"
              value={filters.to ?? ''}
              data-testid="mybets-to"
              onChange={(e) => set('to', e.target.value)}
            />
          </label>
          <label>
            <span>{t('mybets.filter.sport')}</span>
            <select
              value={filters.sport ?? ''}
              data-testid="mybets-sport"
              onChange={(e) => set('sport', e.target.value)}
            >
              <option value="">{t('mybets.filter.any_sport')}</option>
              {sports.map((sport) => (
                <option key={sport.key} value={sport.key}>
                  {sport.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('mybets.filter.type')}</span>
            <select
              value={filters.type ?? ''}
              data-testid="mybets-type"
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="">{t('mybets.filter.any_type')}</option>
              {BET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`slip.type.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.wide}>
            <span>{t('mybets.filter.team')}</span>
            <input
              type="search"
              value={team}
              maxLength={50}
              placeholder={t('mybets.filter.team_placeholder')}
              data-testid="mybets-team"
              onChange={(e) => setTeam(e.target.value)}
            />
          </label>
          {query && (
            <button
              type="button"
              className={`${styles.link} ${styles.wide}`}
              onClick={() => {
                setFilters({});
                setTeam('');
              }}
            >
              {t('mybets.filter.clear')}
            </button>
          )}
        </div>
      )}
      {history !== 'open' && (
        <div className={styles.outcomes} role="group" aria-label={t('mybets.outcome')}>
          {OUTCOME_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={outcome === f}
              data-testid={`mybets-outcome-${f}`}
              onClick={() => setOutcome(f)}
            >
              {t(`mybets.outcome.${f}`)}
            </button>
          ))}
        </div>
      )}
      {isPending ? (
        <p className={styles.empty}>{t('common.loading')}</p>
      ) : isError ? (
        <div className={styles.empty}>
          <p>{t('error.default.description')}</p>
          <button type="button" className={styles.signIn} onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : bets.length === 0 ? (
        <p className={styles.empty} data-testid="my-bets-empty">
          {t('mybets.empty')}
        </p>
      ) : (
        <div className={styles.list}>
          {bets.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </div>
      )}
    </div>
  );
}
