import type { FreebetProgressWire } from '@sb/contract';
import { nextProgressRange } from '@sb/domain';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './Promotions.module.css';

/**
 * A freebet progress ("amb"; issue 19, domain 3) on /promotions: the bets counted toward the
 * next range as a meter, how many more the open bets would make, and what each range pays.
 */
export function FreebetProgressCard({ progress }: { progress: FreebetProgressWire }) {
  const { t, locale } = useT();
  const ranges = progress.amb_ranges.map((r) => ({
    numberOfBets: r.number_of_bets,
    numberOfFreebets: r.number_of_freebets,
  }));
  const next = nextProgressRange(ranges, progress.progress_count);
  const last = ranges.at(-1)?.numberOfBets ?? 0;
  const target = next?.numberOfBets ?? last;
  const money = (amount: number, currency: string, subunits: number) =>
    formatAmount(amount, { code: currency, subunits, fiat: true }, locale);
  return (
    <li className={styles.card} data-testid="progress-card">
      <span className={styles.kind}>{t('bonus.kind.progress')}</span>
      <h3 className={styles.cardTitle}>{progress.name}</h3>
      <p className={styles.muted}>
        {t('promotions.progress_rule', {
          stake: money(
            progress.min_stake,
            progress.stake_currency,
            progress.amb_ranges[0]?.currency_subunits ?? 100,
          ),
        })}
      </p>
      <meter
        className={styles.meter}
        min={0}
        max={target}
        value={Math.min(progress.progress_count, target)}
        aria-label={t('promotions.progress_count', { count: progress.progress_count, target })}
      />
      <p className={styles.amount} data-testid="progress-count">
        {t('promotions.progress_count', { count: progress.progress_count, target })}
      </p>
      {progress.possible_progress_count > progress.progress_count && (
        <p className={styles.muted}>
          {t('promotions.progress_possible', { count: progress.possible_progress_count })}
        </p>
      )}
      <ul className={styles.muted}>
        {progress.amb_ranges.map((r) => (
          <li key={r.number_of_bets}>
            {t('promotions.progress_range', {
              bets: r.number_of_bets,
              count: r.number_of_freebets,
              amount: money(r.issued_bonus_amount, r.currency, r.currency_subunits),
            })}
          </li>
        ))}
      </ul>
      {progress.issue_to && (
        <p className={styles.muted}>
          {t('promotions.valid_to', {
            date: new Date(progress.issue_to).toLocaleDateString(locale),
          })}
        </p>
      )}
    </li>
  );
}
