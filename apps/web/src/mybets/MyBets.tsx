import { useState } from 'react';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { BetCard } from './BetCard';
import { useMyBets } from './bets-query';
import {
  HISTORY_FILTERS,
  OUTCOME_FILTERS,
  filterBets,
  type HistoryFilter,
  type OutcomeFilter,
} from './filters';
import styles from './MyBets.module.css';

/** My bets (domain 3 history): filtered by state and outcome, newest first, live. */
export function MyBets() {
  const { t } = useT();
  const loggedIn = useSession(isLoggedIn);
  const { data, isPending, isError, refetch } = useMyBets();
  const [history, setHistory] = useState<HistoryFilter>('all');
  const [outcome, setOutcome] = useState<OutcomeFilter>('all');

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
