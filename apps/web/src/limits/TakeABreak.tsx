import { useState } from 'react';
import { addMonths } from '@sb/domain';
import { signOut } from '../account/session';
import { showAlert } from '../alerts/alerts';
import { errorKey } from '../api/http-client';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { setLimit } from './limits-api';
import styles from './Limits.module.css';
import { formatWhen } from './when';

const DAY = 86_400_000;

/** The lengths a player picks from (issue 20: cooling-off 24 h to 6 weeks, self-exclusion 6 months to 5 years). */
const CHOICES = [
  { id: 'd1', type: 'coolingoff', days: 1 },
  { id: 'd2', type: 'coolingoff', days: 2 },
  { id: 'd7', type: 'coolingoff', days: 7 },
  { id: 'd14', type: 'coolingoff', days: 14 },
  { id: 'd42', type: 'coolingoff', days: 42 },
  { id: 'm6', type: 'selfexclusion', months: 6 },
  { id: 'm12', type: 'selfexclusion', months: 12 },
  { id: 'm24', type: 'selfexclusion', months: 24 },
  { id: 'm60', type: 'selfexclusion', months: 60 },
] as const;

/**
 * Cooling-off and self-exclusion (issue 20): a length, then a second step that says what
 * follows, since neither can be lifted early; the server ends every session and mails the
 * player, and the page signs out.
 */
export function TakeABreak() {
  const { t, locale } = useT();
  const client = useQueryClient();
  const [choice, setChoice] = useState<(typeof CHOICES)[number]['id']>('d1');
  /** When the break would end, fixed as the player asks for it; null until then. */
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = CHOICES.find((c) => c.id === choice)!;
  const endOf = (from: number) =>
    'days' in picked ? from + picked.days * DAY : addMonths(from, picked.months);

  const start = async (until: number) => {
    setBusy(true);
    try {
      await setLimit(
        client,
        'days' in picked
          ? { type: picked.type, days: picked.days }
          : { type: picked.type, months: picked.months },
      );
      await signOut().catch(() => {});
      showAlert({
        kind: 'info',
        titleKey: 'limits.break.started',
        params: { date: formatWhen(until, locale) },
        sticky: true,
      });
    } catch (e) {
      showAlert({ kind: 'error', titleKey: 'limits.failed', descriptionKey: errorKey(e) });
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="limits-break" data-testid="limits-break">
      <h2 id="limits-break" className={styles.cardTitle}>
        {t('limits.break.title')}
      </h2>
      <p className={styles.about}>{t('limits.break.lead')}</p>
      <fieldset className={styles.choices} disabled={busy}>
        {(['coolingoff', 'selfexclusion'] as const).map((type) => (
          <div
            key={type}
            className={styles.choiceGroup}
            role="radiogroup"
            aria-label={t(`limits.break.${type}`)}
          >
            <span className={styles.choiceTitle}>{t(`limits.break.${type}`)}</span>
            {CHOICES.filter((c) => c.type === type).map((c) => (
              <label key={c.id} className={styles.choice}>
                <input
                  type="radio"
                  name="break"
                  value={c.id}
                  checked={choice === c.id}
                  data-testid={`break-${c.id}`}
                  onChange={() => {
                    setChoice(c.id);
                    setAsking(null);
                  }}
                />
                <span>{t(`limits.break.${c.id}` as MessageKey)}</span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {asking !== null ? (
        <div className={styles.warning} role="alert">
          <p>{t('limits.break.warning', { date: formatWhen(asking, locale) })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              data-testid="break-confirm"
              onClick={() => void start(asking)}
            >
              {t('limits.break.sure')}
            </button>
            <button type="button" className={styles.link} onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={styles.secondary}
          data-testid="break-start"
          onClick={() => setAsking(endOf(Date.now()))}
        >
          {t('limits.break.start')}
        </button>
      )}
    </section>
  );
}
