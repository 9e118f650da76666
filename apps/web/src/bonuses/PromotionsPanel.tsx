import { useState, type FormEvent } from 'react';
import type { BonusWire, HuntingWire, LootboxWire, TournamentWire } from '@sb/contract';
import { formatAmount } from '../account/money';
import { useSession } from '../account/session';
import { errorKey } from '../api/http-client';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { openModal } from '../modals/modal-store';
import { useQueryClient } from '../query/QueryProvider';
import {
  activateBonus,
  isFarmingWire,
  isFreebetWire,
  redeemPromoCode,
  tabOf,
  useBonuses,
  useBonusTerms,
  useFreebetProgress,
} from './bonuses-api';
import { FreebetBoost } from './FreebetBoost';
import { FreebetProgressCard } from './FreebetProgressCard';
import { LootboxChests } from './LootboxChests';
import { BoostConditions } from './BoostConditions';
import styles from './Promotions.module.css';
import { TournamentStanding } from './TournamentStanding';

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
  const currencyOfCode = useCurrencyOf();
  const bonuses = useBonuses().data?.data;
  const progress = useFreebetProgress().data?.data ?? [];
  const [tab, setTab] = useState<Tab>('current');
  // A lootbox just opened is over (completed tab): what it held is shown here until the next.
  const [opened, setOpened] = useState<LootboxWire | null>(null);

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
  // What may boost a freebet: the farming bonuses, of any tab (one at its target is completed).
  const boosters = (bonuses ?? []).filter(isFarmingWire);
  return (
    <div className={styles.panel} data-testid="promotions">
      <PromoCodeForm />
      {opened && (
        <div className={styles.card} role="status" aria-live="polite">
          <h3 className={styles.cardTitle}>{opened.name}</h3>
          <LootboxChests box={opened} currency={currencyOfCode(opened.issued.currency ?? '')} />
        </div>
      )}
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
      ) : shown.length === 0 && (tab !== 'current' || progress.length === 0) ? (
        <p className={styles.muted}>{t('promotions.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {/* A running freebet progress is current (domain 3 amb). */}
          {tab === 'current' &&
            progress.map((p) => <FreebetProgressCard key={p.campaign_id} progress={p} />)}
          {shown.map((b) => (
            <BonusCard key={b.id} bonus={b} boosters={boosters} onOpened={setOpened} />
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
              amount: isFreebetWire(redeemed)
                ? formatAmount(redeemed.issued.amount, currencyOf(redeemed.issued.currency), locale)
                : '',
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

function BonusCard({
  bonus,
  boosters,
  onOpened,
}: {
  bonus: BonusWire;
  boosters: readonly (HuntingWire | TournamentWire | LootboxWire)[];
  onOpened: (box: LootboxWire) => void;
}) {
  const { t, locale } = useT();
  const currencyOf = useCurrencyOf();
  return (
    <li className={styles.card} data-testid="bonus-card" data-bonus-type={bonus.type}>
      <span className={styles.kind}>{t(`bonus.kind.${bonus.type}`)}</span>
      <h3 className={styles.cardTitle}>{bonus.name}</h3>
      {bonus.type === 'comboboost' && <BoostConditions boost={bonus} />}
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
      ) : isFarmingWire(bonus) ? (
        <HuntProgress hunt={bonus} onOpened={onOpened} />
      ) : (
        <>
          <p className={styles.amount} data-testid="bonus-amount">
            {formatAmount(bonus.issued.amount, currencyOf(bonus.issued.currency), locale)}
          </p>
          <FreebetBoost
            freebet={bonus}
            sources={boosters}
            currency={currencyOf(bonus.issued.currency)}
          />
        </>
      )}
      {isFreebetWire(bonus) && bonus.min_odds !== null && (
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
      <BonusTerms bonus={bonus} />
    </li>
  );
}

/**
 * A bonus's terms as the operator wrote them (domain 7 .../{id}/terms), asked when the player
 * opens them; a campaign without its own follows the site's general terms.
 */
function BonusTerms({ bonus }: { bonus: BonusWire }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const terms = useBonusTerms(bonus, locale, open);
  return (
    <details className={styles.terms} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('promotions.terms')}</summary>
      {/* Terms in another language than the page's (English on /ar) run in their own direction. */}
      {terms.data ? (
        <div data-testid="bonus-terms" lang={terms.data.locale ?? undefined} dir="auto">
          {terms.data.terms === null ? (
            <p className={styles.muted}>{t('promotions.terms_general')}</p>
          ) : (
            terms.data.terms.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
          )}
        </div>
      ) : (
        open && <p className={styles.muted} aria-busy="true" />
      )}
    </details>
  );
}

/**
 * A hunt on its card (domain 3 Hunting): its rule, its points so far as a meter, the freebet
 * they are worth, and the Activate button while it is only available (domain 7 activate). A
 * tournament's round is shown the same, with its pool, its places and the leaderboard.
 */
function HuntProgress({
  hunt,
  onOpened,
}: {
  hunt: HuntingWire | TournamentWire | LootboxWire;
  onOpened: (box: LootboxWire) => void;
}) {
  const { t, locale } = useT();
  const text = useKeyText();
  const client = useQueryClient();
  const currencyOf = useCurrencyOf();
  const accounts = useSession((s) => s.accounts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const currency =
    hunt.issued.currency ??
    accounts?.map((b) => b.currency).find((c) => hunt.max_freebets[c] !== undefined) ??
    Object.keys(hunt.max_freebets)[0] ??
    '';
  const money = (amount: number) => formatAmount(amount, currencyOf(currency), locale);
  const activate = async () => {
    setBusy(true);
    setError(null);
    try {
      await activateBonus(client, hunt.id);
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.muted}>
        {t(hunt.type === 'lootbox' ? 'promotions.lootbox_rule' : 'promotions.hunt_rule', {
          odds: ((hunt.min_odds ?? 1000) / 1000).toFixed(2),
          stake: money(hunt.min_stakes[currency] ?? 0),
          target: hunt.points_target,
          max: money(hunt.max_freebets[currency] ?? 0),
        })}
      </p>
      <meter
        className={styles.meter}
        min={0}
        max={hunt.points_target}
        value={hunt.issued.points}
        aria-label={t('promotions.hunt_progress', {
          points: hunt.issued.points,
          target: hunt.points_target,
        })}
      />
      <p className={styles.amount} data-testid="hunt-points">
        {t('promotions.hunt_progress', { points: hunt.issued.points, target: hunt.points_target })}
      </p>
      {hunt.issued.points > 0 && hunt.type !== 'lootbox' && (
        <p className={styles.muted}>
          {t('promotions.hunt_freebet', { amount: money(hunt.issued.potential_freebet_amount) })}
        </p>
      )}
      {hunt.issued.currency !== null && hunt.issued.freebets_to_boost > 0 && (
        <p className={styles.muted} data-testid="hunt-boost-points">
          {t('promotions.boost_points', {
            points: hunt.issued.boost_points,
            boosts: hunt.issued.freebets_to_boost,
          })}
        </p>
      )}
      {hunt.type === 'tournament' && (
        <TournamentStanding tournament={hunt} currency={currencyOf(currency)} />
      )}
      {hunt.type === 'lootbox' && hunt.issued.computed_status !== 'available' && (
        <LootboxChests box={hunt} currency={currencyOf(currency)} onOpened={onOpened} />
      )}
      {hunt.issued.computed_status === 'available' && (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void activate()}
          data-testid="hunt-activate"
        >
          {t('promotions.activate')}
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {text(error)}
        </p>
      )}
    </>
  );
}
