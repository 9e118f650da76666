import { useState } from 'react';
import type { FreebetWire, HuntingWire, LootboxWire, TournamentWire } from '@sb/contract';
import { boostFreebet as boostRule, isBoostRefusal, minorUnits } from '@sb/domain';
import { formatAmount } from '../account/money';
import { errorKey } from '../api/http-client';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { boostFreebet } from './bonuses-api';
import styles from './Promotions.module.css';

/** The farming bonuses whose points may still boost a freebet (their wire says so). */
const canBoost = (b: HuntingWire | TournamentWire | LootboxWire) =>
  b.issued.currency !== null &&
  (b.issued.computed_status === 'active' || b.issued.computed_status === 'bonus_over') &&
  b.issued.freebets_to_boost > 0 &&
  b.issued.boost_points > 0;

/**
 * A freebet's boost on its card (issue 19; domain 3 boost_multiplier, boost_data): once boosted,
 * by how much and from what; while active and unboosted, a button per hunt, tournament or lootbox
 * whose farmed points can boost it, priced by the domain's rule (the server applies the same).
 */
export function FreebetBoost({
  freebet,
  sources,
  currency,
}: {
  freebet: FreebetWire;
  sources: readonly (HuntingWire | TournamentWire | LootboxWire)[];
  currency: { code: string; subunits: number; fiat: boolean };
}) {
  const { t, locale } = useT();
  const text = useKeyText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const { issued } = freebet;
  if (issued.boost_multiplier !== null && issued.boost_data)
    return (
      <p className={styles.success} data-testid="freebet-boosted">
        {t('promotions.boosted', {
          multiplier: (issued.boost_multiplier / 1000).toFixed(2),
          amount: money(issued.boost_data.amount_before),
        })}
      </p>
    );
  if (issued.computed_status !== 'active') return null;
  const offers = sources.filter(canBoost).flatMap((source) => {
    const boost = boostRule(
      { perPoint: source.boost_per_point, maxMultiplier: source.max_boost_multiplier },
      {
        isActive: true,
        boostsLeft: source.issued.freebets_to_boost,
        points: source.issued.boost_points,
      },
      { isActive: true, boosted: false, amount: minorUnits(issued.amount) },
    );
    return isBoostRefusal(boost) ? [] : [{ source, boost }];
  });
  if (offers.length === 0) return null;
  const boost = async (sourceId: string) => {
    setBusy(true);
    setError(null);
    try {
      await boostFreebet(client, freebet.id, sourceId);
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {offers.map(({ source, boost: b }) => (
        <button
          key={source.id}
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void boost(source.id)}
          data-testid="freebet-boost"
        >
          {t('promotions.boost_with', {
            name: source.name,
            multiplier: (b.multiplier / 1000).toFixed(2),
            amount: money(b.amount),
          })}
        </button>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {text(error)}
        </p>
      )}
    </>
  );
}
