import { useState, type FormEvent } from 'react';
import type { BonusWire } from '@sb/contract';
import { formatAmount } from '../account/money';
import { useSession } from '../account/session';
import { errorKey } from '../api/http-client';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { useQueryClient } from '../query/QueryProvider';
import { redeemPromoCode, tabOf, useBonuses } from './bonuses-api';
import styles from './Promotions.module.css';

const TABS = ['current', 'next', 'completed'] as const;
type Tab = (typeof TABS)[number];

/**
 * /promotions (issue 19; domain 3 Bonus tabs): the promo-code entry and the player's bonuses by
 * tab, each with its kind, amount or ranges, status and end. Drawn in the browser: they are
 * the player's own.
 */
export function PromotionsPanel() {
  const { t } = useT();
  const status = useSession((s) => s.status);
  const bonuses = useBonuses().data?.data;
  const [tab, setTab] = useState<Tab>('current');

  if (status === 'not_logged_in')
    return (
      <div className={styles.card}>
        <p className={styles.muted}>{t('promotions.sign_in')}</p>
        <button
          type="button"
          className={styles.primary}
          onClick={() => openModal({ name: 'sign-in' })}
        >
          {t('auth.sign_in')}
        </button>
      </div>
    );
  const shown = (bonuses ?? []).filter((b) => tabOf(b) === tab);
  return (
    <div className={styles.panel} data-testid="promotions">
      <PromoCodeForm />
      <div className={styles.tabs} role="tablist" aria-label={t('promotions.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`promotions-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`promotions.tab.${name}`)}
          </button>
        ))}
      </div>
      {!bonuses ? (
        <div className={styles.card} aria-busy="true" />
      ) : shown.length === 0 ? (
        <p className={styles.muted}>{t('promotions.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((b) => (
            <BonusCard key={b.id} bonus={b} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PromoCodeForm() {
  const { t, locale } = useT();
  const text = useKeyText();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<BonusWire | null>(null);
  const currencyOf = useCurrencyOf();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setError(null);
    setRedeemed(null);
    try {
      const answer = await redeemPromoCode(client, code.trim());
      setRedeemed(answer.bonus);
      setCode('');
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={`${styles.card} ${styles.promo}`} onSubmit={submit} noValidate>
      <label>
        {t('promotions.promo_code')}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          data-testid="promo-code-input"
        />
      </label>
      <button
        type="submit"
        className={styles.primary}
        disabled={busy}
        data-testid="promo-code-submit"
      >
        {t('promotions.redeem')}
      </button>
      <div role="status" aria-live="polite" style={{ flexBasis: '100%' }}>
        {error && (
          <p className={styles.error} data-testid="promo-code-error">
            {text(error)}
          </p>
        )}
        {redeemed && (
          <p className={styles.success} data-testid="promo-code-success">
            {t('promotions.redeemed', {
              name: redeemed.name,
              amount:
                redeemed.type === 'comboboost'
                  ? ''
                  : formatAmount(
                      redeemed.issued.amount,
                      currencyOf(redeemed.issued.currency),
                      locale,
                    ),
            })}
          </p>
        )}
      </div>
    </form>
  );
}

/** A currency as the amount formatter wants it, by its code (the site's list). */
function useCurrencyOf() {
  const currencies = useSession((s) => s.site?.currencies);
  return (code: string) => {
    const c = currencies?.find((x) => x.code === code);
    return { code, subunits: c?.subunits ?? 100, fiat: c?.fiat ?? true };
  };
}

function BonusCard({ bonus }: { bonus: BonusWire }) {
  const { t, locale } = useT();
  const currencyOf = useCurrencyOf();
  return (
    <li className={styles.card} data-testid="bonus-card" data-bonus-type={bonus.type}>
      <span className={styles.kind}>{t(`bonus.kind.${bonus.type}`)}</span>
      <h3 className={styles.cardTitle}>{bonus.name}</h3>
      {bonus.type === 'comboboost' ? (
        <p className={styles.muted}>
          {bonus.ranges
            .map((r) =>
              t('promotions.boost_range', {
                count: r.min_count,
                odds: (r.bonus_odds / 1000).toFixed(2),
              }),
            )
            .join(' · ')}
        </p>
      ) : (
        <p className={styles.amount} data-testid="bonus-amount">
          {formatAmount(bonus.issued.amount, currencyOf(bonus.issued.currency), locale)}
        </p>
      )}
      {bonus.type !== 'comboboost' && bonus.min_odds !== null && (
        <p className={styles.muted}>
          {t('promotions.min_odds', { odds: (bonus.min_odds / 1000).toFixed(2) })}
        </p>
      )}
      <p className={styles.muted} data-testid="bonus-status">
        {t(`bonus.status.${bonus.issued.computed_status}`)}
        {bonus.valid_to &&
          ` · ${t('promotions.valid_to', {
            date: new Date(bonus.valid_to).toLocaleDateString(locale),
          })}`}
      </p>
    </li>
  );
}
