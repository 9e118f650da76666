import { useState } from 'react';
import { publicChannel, type PublicEventName, type TournamentWire } from '@sb/contract';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { useChannel } from '../realtime/useChannel';
import { BONUSES_KEY, useTournamentRating } from './bonuses-api';
import styles from './Promotions.module.css';

/**
 * A hunting tournament's own part of its card (issue 19; domain 3): the pool, live
 * (`tournament_pool_changed` refreshes the player's bonuses), how the places share it, the
 * player's score, and the leaderboard (domain 7 .../rating), asked when opened.
 */
export function TournamentStanding({
  tournament,
  currency,
}: {
  tournament: TournamentWire;
  currency: { code: string; subunits: number; fiat: boolean };
}) {
  const { t, locale } = useT();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const rating = useTournamentRating(tournament.id, open);
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const refresh = () => void client.invalidateQueries({ queryKey: BONUSES_KEY });
  useChannel<PublicEventName>(
    publicChannel(locale),
    (p) => {
      if (
        p.event_name === 'tournament_pool_changed' &&
        p.message.tournament_id === tournament.campaign_id
      )
        refresh();
    },
    { onResync: refresh },
  );
  const shares = tournament.prizes_ppm.map((p) => `${Math.round(p / 10_000)} %`).join(' · ');
  return (
    <>
      <p className={styles.amount} data-testid="tournament-pool">
        {t('promotions.tournament_pool', { amount: money(tournament.issued.pool_amount) })}
      </p>
      <p className={styles.muted}>
        {t('promotions.tournament_places', { places: tournament.prizes_ppm.length, shares })}
      </p>
      {tournament.issued.is_active && (
        <p className={styles.muted} data-testid="tournament-score">
          {t('promotions.tournament_score', {
            amount: money(tournament.issued.farmed_amount),
            count: tournament.issued.farmed_freebets_count,
          })}
        </p>
      )}
      <details className={styles.terms} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('promotions.leaderboard')}</summary>
        {rating.data ? (
          rating.data.data.some((r) => r.farmed_freebets_count > 0) ? (
            <table className={styles.leaderboard} data-testid="tournament-leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('promotions.leaderboard_place')}</th>
                  <th scope="col">{t('promotions.leaderboard_player')}</th>
                  <th scope="col">{t('promotions.leaderboard_farmed')}</th>
                </tr>
              </thead>
              <tbody>
                {rating.data.data.map((row) => (
                  <tr
                    key={row.position}
                    aria-current={row.current_user ? 'true' : undefined}
                    data-testid={row.current_user ? 'leaderboard-me' : undefined}
                  >
                    <td>{row.position}</td>
                    <td dir="ltr">
                      {row.current_user ? t('promotions.leaderboard_you') : row.email}
                    </td>
                    <td>
                      {money(row.farmed_amount)} ({row.farmed_freebets_count})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.muted}>{t('promotions.leaderboard_empty')}</p>
          )
        ) : (
          open && <p className={styles.muted} aria-busy="true" />
        )}
      </details>
    </>
  );
}
