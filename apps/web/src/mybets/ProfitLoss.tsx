import { useState } from 'react';
import type { BetsSummaryAnswer, BetsSummaryCurrency } from '@sb/contract';
import { PNL_PERIODS, type PnlPeriod } from '@sb/domain';
import { formatAmount } from '../account/money';
import { getSession, useSession } from '../account/session';
import { api } from '../api/http-client';
import { useT } from '../i18n/useT';
import { useQuery } from '../query/useQuery';
import { BETS_SUMMARY_KEY } from './bets-query';
import styles from './MyBets.module.css';

/** The browser's time zone: the period's days start at the player's midnight. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Profit and loss over a period, per currency (issue 27, the bets_history page): staked,
 * returned, the result and the bets. The result says profit or loss in words and with its sign,
 * not by colour alone. Fetched again whenever a bet changes (bets-query).
 */
export function ProfitLoss() {
  const { t, locale } = useT();
  const [period, setPeriod] = useState<PnlPeriod>('30d');
  const playerId = useSession((s) => s.profile?.id);
  const { data, isPending, isError } = useQuery({
    queryKey: [...BETS_SUMMARY_KEY, playerId, period],
    staleTime: 0,
    queryFn: async () =>
      (
        await api<BetsSummaryAnswer>(
          'GET',
          `/api/sportsbook/v3/bets/summary?period=${period}&time_zone=${encodeURIComponent(timeZone())}`,
        )
      ).data,
  });

  return (
    <section className={styles.pnl} aria-labelledby="pnl-title" data-testid="pnl">
      <div className={styles.pnlHead}>
        <h2 id="pnl-title">{t('mybets.pnl.title')}</h2>
        <label>
          <span>{t('mybets.pnl.period')}</span>
          <select
            value={period}
            data-testid="pnl-period"
            onChange={(e) => setPeriod(e.target.value as PnlPeriod)}
          >
            {PNL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`mybets.pnl.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <p className={styles.pnlNote}>{t('common.loading')}</p>
      ) : isError || !data ? (
        <p className={styles.pnlNote}>{t('error.default.description')}</p>
      ) : data.currencies.length === 0 ? (
        <p className={styles.pnlNote} data-testid="pnl-empty">
          {t('mybets.pnl.empty')}
        </p>
      ) : (
        data.currencies.map((c) => <CurrencyTotals key={c.currency} totals={c} locale={locale} />)
      )}
    </section>
  );
}

function CurrencyTotals({ totals: c, locale }: { totals: BetsSummaryCurrency; locale: string }) {
  const { t } = useT();
  const account = getSession().accounts.find((a) => a.currency === c.currency);
  const currency = {
    code: c.currency,
    subunits: c.subunits,
    fiat: account?.fiat ?? c.subunits <= 100,
  };
  const money = (v: number) => formatAmount(v, currency, locale);
  const kind = c.profit > 0 ? 'profit' : c.profit < 0 ? 'loss' : 'even';
  const sign = c.profit > 0 ? '+' : c.profit < 0 ? '\u2212' : '';
  return (
    <dl className={styles.pnlTotals} data-testid="pnl-currency" data-currency={c.currency}>
      <div className={`${styles.pnlResult} ${styles[kind]}`}>
        <dt>{t('mybets.pnl.result', { currency: c.currency })}</dt>
        <dd data-testid="pnl-profit" data-value={c.profit}>
          {t(`mybets.pnl.${kind}`)} <bdi>{`${sign}${money(Math.abs(c.profit))}`}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('mybets.pnl.staked')}</dt>
        <dd data-testid="pnl-staked">{money(c.staked)}</dd>
      </div>
      <div>
        <dt>{t('mybets.pnl.returned')}</dt>
        <dd data-testid="pnl-returned">{money(c.returned)}</dd>
      </div>
      <div>
        <dt>{t('mybets.pnl.open')}</dt>
        <dd>{money(c.open)}</dd>
      </div>
      <div>
        <dt>{t('mybets.pnl.bets')}</dt>
        <dd data-testid="pnl-bets">
          {t('mybets.pnl.bets_settled', { bets: c.bets, settled: c.settled })}
        </dd>
      </div>
    </dl>
  );
}
