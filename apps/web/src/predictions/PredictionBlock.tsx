import { useId, useState } from 'react';
import type { LeaderboardEntryWire, Match, VoteStateWire } from '@sb/contract';
import { MAX_PREDICTED_SCORE, type PredictedScore } from '@sb/domain';
import { isLoggedIn, useSession } from '../account/session';
import { API } from '../api/catalog';
import { api, ApiError } from '../api/http-client';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { useQuery } from '../query/useQuery';
import styles from './PredictionBlock.module.css';

// The page-builder block "prediction" on the match page (domain 7 GET/POST /vote; issue 27):
// before kick-off two score steppers and Predict; then the player's prediction and the crowd's
// split; after kick-off locked; after the final score the points. Loaded after hydration (the
// match page's first-load budget): MatchView imports it with clientOnly (page/client-only.tsx).

/** A score reads home first in every language: isolated left-to-right inside Arabic text. */
const score = (s: PredictedScore) => `\u2066${s.home}\u2013${s.away}\u2069`;

export function PredictionBlock({ match }: { match: Match }) {
  const { t, text, has } = useT();
  const loggedIn = useSession(isLoggedIn);
  const userId = useSession((s) => (s.status === 'logged_in' ? s.profile?.id : undefined));
  // Asked again when the match kicks off or ends (its status comes live) and on sign-in or out.
  const vote = useQuery({
    queryKey: ['vote', match.id, match.status, userId ?? ''],
    queryFn: () => api<{ data: VoteStateWire }>('GET', `${API}/vote?prediction_id=${match.id}`),
    staleTime: 0,
  });
  const leaders =
    useQuery({
      queryKey: ['vote-leaderboard', match.status],
      queryFn: () => api<{ data: LeaderboardEntryWire[] }>('GET', `${API}/vote/leaderboard`),
    }).data?.data ?? [];
  const state = vote.data?.data;
  const [guess, setGuess] = useState<PredictedScore>({ home: 1, away: 1 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const home = match.competitors.find((c) => c.qualifier === 'home')?.name ?? '1';
  const away = match.competitors.find((c) => c.qualifier === 'away')?.name ?? '2';

  async function predict() {
    if (!loggedIn) {
      openModal({ name: 'sign-in' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('POST', `${API}/vote`, {
        body: { prediction_id: String(match.id), data: guess },
      });
    } catch (err) {
      setError(err instanceof ApiError && has(err.key) ? text(err.key) : t('prediction.error'));
    }
    setBusy(false);
    await vote.refetch();
  }

  if (!state) return null;
  const mine = state.prediction;
  const stepper = (side: 'home' | 'away', team: string) => {
    const value = guess[side];
    const set = (n: number) =>
      setGuess((g) => ({ ...g, [side]: Math.max(0, Math.min(MAX_PREDICTED_SCORE, n)) }));
    const id = `${headingId}-${side}`;
    return (
      <div className={styles.side}>
        <label className={styles.team} htmlFor={id}>
          {team}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('prediction.less', { team })}
            disabled={value <= 0}
            onClick={() => set(value - 1)}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PREDICTED_SCORE}
            step={1}
            value={value}
            aria-label={t('prediction.goals', { team })}
            data-testid={`prediction-${side}`}
            onChange={(e) => set(Math.trunc(Number(e.target.value) || 0))}
          />
          <button
            type="button"
            aria-label={t('prediction.more', { team })}
            disabled={value >= MAX_PREDICTED_SCORE}
            onClick={() => set(value + 1)}
          >
            +
          </button>
        </div>
      </div>
    );
  };

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="prediction">
      <h2 id={headingId} className={styles.title}>
        {t('prediction.title')}
      </h2>
      <p className={styles.lead}>{t('prediction.lead')}</p>
      {mine ? (
        <p className={styles.mine} role="status" data-testid="prediction-mine">
          <span>{t('prediction.yours', { score: score(mine.data) })}</span>
          {mine.points !== null && (
            <strong className={styles.points} data-testid="prediction-points">
              {t('prediction.points', { points: mine.points })}
            </strong>
          )}
        </p>
      ) : state.open ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void predict();
          }}
        >
          <div className={styles.sides}>
            {stepper('home', home)}
            {stepper('away', away)}
          </div>
          <button type="submit" className={styles.submit} disabled={busy}>
            {loggedIn ? t('prediction.submit') : t('prediction.sign_in')}
          </button>
        </form>
      ) : (
        <p className={styles.locked} data-testid="prediction-locked">
          {t('prediction.locked')}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {state.result && (
        <p className={styles.result}>{t('prediction.result', { score: score(state.result) })}</p>
      )}
      {state.crowd.total > 0 && (mine || !state.open) && (
        <div className={styles.crowd}>
          <p className={styles.crowdTitle}>{t('prediction.crowd', { total: state.crowd.total })}</p>
          <ul className={styles.shares}>
            {(
              [
                ['home', home],
                ['draw', t('prediction.draw')],
                ['away', away],
              ] as const
            ).map(([key, label]) => (
              <li key={key}>
                <span className={styles.shareLabel}>{label}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ inlineSize: `${state.crowd.shares[key]}%` }} />
                </span>
                <span className={styles.share}>{state.crowd.shares[key]}%</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {leaders.length > 0 && (
        <details className={styles.leaders}>
          <summary>{t('prediction.leaderboard')}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('prediction.player')}</th>
                <th scope="col">{t('prediction.points_column')}</th>
              </tr>
            </thead>
            <tbody>
              {leaders.map((l) => (
                <tr key={`${l.rank}-${l.name}`}>
                  <td>{l.rank}</td>
                  <td dir="ltr">{l.name}</td>
                  <td>{l.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
