import { useEffect, useState } from 'react';
import { publicChannel, type JackpotWire, type PublicEventName } from '@sb/contract';
import { formatOdds, parseOdds } from '@sb/domain';
import { formatAmount } from '../account/money';
import { whenIdle } from '../browser/when-idle';
import { useT } from '../i18n/useT';
import { useOddsType } from '../odds/OddsTypeProvider';
import { useQueryClient } from '../query/QueryProvider';
import { useChannel } from '../realtime/useChannel';
import { usePushConnected } from '../realtime/usePushConnected';
import { applyJackpotChanged, jackpotCurrency, jackpotKeys, useJackpot } from './jackpots-api';
import styles from './Jackpots.module.css';

/**
 * The jackpot banner (domain 2 block `jackpot banner`; issue 21): the jackpot's name, its pool
 * in big type, each level's pool and the rule of the bets that feed it. `jackpot_changed` on
 * the locale's public channel moves the pools as they grow; while the push is down, the
 * jackpot is asked again every 15 s (shell 9).
 */
export function JackpotBanner({ jackpot: listed }: { jackpot: JackpotWire }) {
  const { t, locale } = useT();
  const client = useQueryClient();
  const oddsType = useOddsType();
  // The push starts once the page is idle, as the live feed's does (issue 8 TBT).
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const connected = usePushConnected(idle);
  const jackpot = useJackpot(listed.id, idle, !connected) ?? listed;

  const refetch = () => {
    void client.invalidateQueries({ queryKey: jackpotKeys.jackpot(locale, listed.id) });
    void client.invalidateQueries({ queryKey: jackpotKeys.jackpots(locale) });
  };
  useChannel<PublicEventName>(
    idle ? publicChannel(locale) : null,
    (p) => {
      if (p.event_name === 'jackpot_changed') applyJackpotChanged(client, locale, p.message);
    },
    // What moved before the subscription, or while it was down, is asked for.
    { onSubscribed: refetch, onResync: refetch },
  );

  const currency = jackpotCurrency(jackpot.currency, jackpot.currency_subunits);
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const stake = jackpot.min_stake > 0 ? money(jackpot.min_stake) : null;
  const minOdds = jackpot.min_odds > 1000 ? parseOdds(jackpot.min_odds) : null;
  const odds = minOdds ? formatOdds(minOdds, oddsType) : null;
  const rule =
    stake && odds
      ? t('jackpot.rule', { stake, odds })
      : stake
        ? t('jackpot.rule_stake', { stake })
        : odds
          ? t('jackpot.rule_odds', { odds })
          : t('jackpot.rule_any');
  const levels = jackpot.levels.filter((l) => l.state !== 'disabled');
  const titleId = `jackpot-${jackpot.id}-title`;

  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      data-testid="jackpot-banner"
      data-jackpot={jackpot.id}
    >
      <div className={styles.bannerHead}>
        <span className={styles.kicker} aria-hidden="true">
          {t('jackpot.badge')}
        </span>
        <h2 id={titleId} className={styles.name} dir="auto">
          {jackpot.name}
        </h2>
      </div>
      <dl className={styles.pool}>
        <dt>{t('jackpot.pool')}</dt>
        {/* Keyed by the amount: a new figure flashes once (the pool grew). */}
        <dd key={jackpot.amount} className={styles.poolAmount} data-testid="jackpot-pool">
          {money(jackpot.amount)}
        </dd>
      </dl>
      <dl className={styles.levels} aria-label={t('jackpot.levels')}>
        {levels.map((level) => (
          <div
            key={level.code}
            className={styles.level}
            data-testid="jackpot-level"
            data-level={level.code}
            data-state={level.state}
          >
            <dt dir="auto">
              {level.name}
              {level.state !== 'active' && (
                <span className={styles.levelState}> · {t(`jackpot.state.${level.state}`)}</span>
              )}
            </dt>
            <dd data-testid="jackpot-level-pool">{money(level.pool_amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.rule} data-testid="jackpot-rule">
        {rule}
      </p>
    </section>
  );
}
