import { useState } from 'react';
import { privateChannel, type BonusWire, type PrivateEventName } from '@sb/contract';
import { formatAmount } from '../account/money';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { PlainLink } from '../navigation/PlainLink';
import { useQueryClient } from '../query/QueryProvider';
import { useChannel } from '../realtime/useChannel';
import {
  isFarmingWire,
  isFreebetWire,
  markBonusesSeen,
  refreshBonuses,
  useUnseenBonuses,
} from './bonuses-api';
import styles from './BonusToasts.module.css';

/** shell 4.4: the statuses that notify. */
const NOTIFYING = new Set(['available', 'active', 'not_available']);

/**
 * Bonus toasts (shell 4.4; issue 19): the player's unseen bonuses, asked for when the page loads
 * and again when `bonus_issued` arrives, shown one at a time, oldest first. Dismissing one (its
 * close or its link to /promotions) marks it seen, here and on every device; signing out closes
 * it. The combo boost's toast is off while the site config says so
 * (`projectSettings.comboBoostNotificationsDisabled`).
 */
export function BonusToasts() {
  const { t, locale } = useT();
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'logged_in' ? s.profile?.id : undefined));
  const site = useSession((s) => s.site);
  const unseen = useUnseenBonuses().data?.data;
  // Dismissed here while the list has not been asked again yet.
  const [processed, setProcessed] = useState<ReadonlySet<string>>(() => new Set());

  useChannel<PrivateEventName>(
    userId ? privateChannel(locale, userId) : null,
    (p) => p.event_name === 'bonus_issued' && refreshBonuses(client),
    { onResync: () => refreshBonuses(client) },
  );

  const boostsOff = site?.projectSettings.comboBoostNotificationsDisabled ?? true;
  const next = (unseen ?? []).find(
    (b) =>
      !processed.has(b.id) &&
      NOTIFYING.has(b.issued.computed_status) &&
      // A hunt, tournament or lootbox is every player's: met on /promotions, where activating
      // it marks it seen.
      !isFarmingWire(b) &&
      !(b.type === 'comboboost' && boostsOff),
  );
  if (!userId || !next) return null;

  const dismiss = (bonus: BonusWire) => {
    setProcessed((s) => new Set(s).add(bonus.id));
    markBonusesSeen(client, [bonus]).catch(() => {});
  };
  return (
    <div className={styles.toast} role="status" data-testid="bonus-toast">
      <p className={styles.title}>{t('bonus.toast.title')}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('bonus.toast.close')}
        data-testid="bonus-toast-close"
        onClick={() => dismiss(next)}
      >
        ×
      </button>
      <p className={styles.text}>
        {!isFreebetWire(next)
          ? next.name
          : `${formatAmount(
              next.issued.amount,
              {
                code: next.issued.currency,
                subunits:
                  site?.currencies.find((c) => c.code === next.issued.currency)?.subunits ?? 100,
                fiat: true,
              },
              locale,
            )} · ${next.name}`}
      </p>
      <PlainLink
        href="/promotions"
        className={styles.view}
        data-testid="bonus-toast-view"
        onClick={() => dismiss(next)}
      >
        {t('bonus.toast.view')}
      </PlainLink>
    </div>
  );
}
