import { useState } from 'react';
import type { LootboxWire } from '@sb/contract';
import { formatAmount } from '../account/money';
import { errorKey } from '../api/http-client';
import { useKeyText } from '../alerts/useKeyText';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { openLootbox } from './bonuses-api';
import { Chest } from './Chest';
import styles from './Promotions.module.css';

/**
 * A lootbox's chests on its card (issue 19; domain 3): at the target, three to choose from, each
 * with its chance and prize; once opened, what it held and its draw, revealed with the seed
 * whose SHA-256 the card showed from activation on (anyone can recompute it: bonuses README).
 */
export function LootboxChests({
  box,
  currency,
  onOpened,
}: {
  box: LootboxWire;
  currency: { code: string; subunits: number; fiat: boolean };
  /** Told of the opened lootbox (it leaves the current tab for the completed one). */
  onOpened?: (box: LootboxWire) => void;
}) {
  const { t, locale } = useT();
  const text = useKeyText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const open = async (place: 1 | 2 | 3) => {
    setBusy(true);
    setError(null);
    try {
      onOpened?.(await openLootbox(client, box.id, place));
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  const opened = box.issued.opened;
  if (opened) {
    const chest = t(`promotions.chest_${opened.place as 1 | 2 | 3}`);
    return (
      <div className={styles.lootbox} data-testid="lootbox-opened">
        <Chest place={opened.place as 1 | 2 | 3} state={opened.won_amount > 0 ? 'won' : 'empty'} />
        <p className={styles.amount} role="status">
          {opened.won_amount > 0
            ? t('promotions.lootbox_won', { chest, amount: money(opened.won_amount) })
            : t('promotions.lootbox_empty', { chest })}
        </p>
        <p className={`${styles.muted} ${styles.seed}`}>
          {t('promotions.lootbox_revealed', {
            seed: opened.server_seed,
            draw: opened.draw.toFixed(6),
          })}
        </p>
      </div>
    );
  }
  return (
    <>
      {box.issued.ready && <p className={styles.muted}>{t('promotions.lootbox_pick')}</p>}
      <ul className={styles.chests}>
        {box.chests.map((c) => (
          <li key={c.place}>
            <button
              type="button"
              className={styles.chest}
              disabled={!box.issued.ready || busy}
              onClick={() => void open(c.place)}
              data-testid={`lootbox-chest-${c.place}`}
            >
              <Chest place={c.place} state="closed" />
              <span>{t(`promotions.chest_${c.place}`)}</span>
              <span className={styles.muted}>
                {t('promotions.chest_odds', {
                  chance: percent.format(c.chance_ppm / 1_000_000),
                  amount: money(c.prizes[currency.code] ?? 0),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {box.issued.seed_hash && (
        <p className={`${styles.muted} ${styles.seed}`}>
          {t('promotions.lootbox_commitment', { hash: box.issued.seed_hash })}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {text(error)}
        </p>
      )}
    </>
  );
}
