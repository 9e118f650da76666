import { useEffect, useState } from 'react';
import type { UserLimit } from '@sb/contract';
import { accountCurrency, formatAmount } from '../account/money';
import { currentAccount, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { useUserLimits } from './limits-api';
import styles from './Limits.module.css';
import type { LimitUnit } from './AmountInput';
import { LimitCard, type PageLimitType } from './LimitCard';
import { TakeABreak } from './TakeABreak';
import { formatMinutes } from './when';

const MONEY: readonly PageLimitType[] = ['deposit', 'loss', 'wager', 'bet'];
const TIME: readonly PageLimitType[] = ['session', 'time', 'activity', 'reality_check'];
const PERIOD_ORDER = { day: 0, week: 1, month: 2 } as const;

/**
 * The responsible-gambling page's body (issue 20): the player's money limits in the account
 * currency shown in the header, the limits of time, and a break. Drawn in the browser only: it is the player's own.
 */
export function LimitsPanel() {
  const { t, locale } = useT();
  const status = useSession((s) => s.status);
  const account = useSession(currentAccount);
  const limits = useUserLimits();
  // "Confirm" opens by itself when a cooling period ends while the page is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, []);

  if (status === 'not_logged_in')
    return (
      <div className={styles.card}>
        <p className={styles.about}>{t('limits.sign_in')}</p>
        <button
          type="button"
          className={styles.primary}
          onClick={() => openModal({ name: 'sign-in' })}
        >
          {t('auth.sign_in')}
        </button>
      </div>
    );
  if (!account || !limits.data)
    return <div className={styles.loading} aria-busy="true" data-testid="limits-loading" />;

  const currency = accountCurrency(account);
  const money: LimitUnit = {
    kind: 'money',
    currency,
    format: (minor) => formatAmount(minor, currency, locale),
  };
  const minutes: LimitUnit = {
    kind: 'minutes',
    format: (n) => formatMinutes(n, locale),
  };
  const ofType = (type: PageLimitType, unit: LimitUnit): UserLimit[] =>
    limits
      .data!.filter(
        (l) =>
          l.type === type &&
          l.currency === (unit.kind === 'money' ? currency.code : null) &&
          l.status !== 'confirmed_disabled' &&
          l.status !== 'disabled',
      )
      .sort((a, b) => PERIOD_ORDER[a.period ?? 'day'] - PERIOD_ORDER[b.period ?? 'day']);

  return (
    <div className={styles.panel} data-testid="limits-panel">
      <p className={styles.currencyNote}>{t('limits.currency', { currency: currency.code })}</p>
      <div className={styles.grid}>
        {MONEY.map((type) => (
          <LimitCard
            key={`${type}:${currency.code}`}
            type={type}
            limits={ofType(type, money)}
            unit={money}
            now={now}
          />
        ))}
      </div>
      <h2 className={styles.groupTitle}>{t('limits.time_title')}</h2>
      <div className={styles.grid}>
        {TIME.map((type) => (
          <LimitCard
            key={type}
            type={type}
            limits={ofType(type, minutes)}
            unit={minutes}
            now={now}
          />
        ))}
      </div>
      <TakeABreak />
    </div>
  );
}
