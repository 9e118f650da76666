import { useEffect, useId, useState } from 'react';
import type { JackpotHitWire } from '@sb/contract';
import { intlLocale } from '@sb/domain';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import { useNow } from '../live/useNow';
import { verifyHit } from './fair-draw';
import { jackpotCurrency, useJackpotHits } from './jackpots-api';
import styles from './Jackpots.module.css';

/** "5 minutes ago", "yesterday": the largest unit that fits, in the page's language. */
export function relativeTime(iso: string, now: number, locale: string): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const abs = Math.abs(seconds);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 45
      ? [0, 'second']
      : abs < 3_600
        ? [seconds / 60, 'minute']
        : abs < 86_400
          ? [seconds / 3_600, 'hour']
          : [seconds / 86_400, 'day'];
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(
    Math.round(value),
    unit,
  );
}

/**
 * The jackpot leaderboard (domain 2 block `jackpot leaderboard`; issue 21): the last 10 hits of
 * a jackpot (level, amount, the winner's public hash, when), asked again every 60 s (shell 9)
 * and at once when a pool drops (a hit: jackpots-api.ts). Each hit opens its fair draw.
 */
export function JackpotLeaderboard({ jackpotId }: { jackpotId: string }) {
  const { t } = useT();
  const hits = useJackpotHits(jackpotId);
  const list = hits.data?.data;
  const titleId = useId();
  return (
    <section className={styles.board} aria-labelledby={titleId} data-testid="jackpot-leaderboard">
      <h2 id={titleId} className={styles.boardTitle}>
        {t('jackpot.leaderboard.title')}
      </h2>
      {list === undefined ? (
        <div className={styles.boardBody} aria-busy="true" />
      ) : list.length === 0 ? (
        <p className={styles.boardEmpty}>{t('jackpot.leaderboard.empty')}</p>
      ) : (
        <ol className={`${styles.boardBody} ${styles.hits}`}>
          {list.map((hit) => (
            <HitRow key={hit.id} hit={hit} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HitRow({ hit }: { hit: JackpotHitWire }) {
  const { t, locale } = useT();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const amount = formatAmount(
    hit.amount,
    jackpotCurrency(hit.currency, hit.currency_subunits),
    locale,
  );
  return (
    <li className={styles.hit} data-testid="jackpot-hit-row" data-hit={hit.id}>
      <span className={styles.hitLevel} dir="auto">
        {hit.jackpot_level_name}
      </span>
      <strong className={styles.hitAmount}>{amount}</strong>
      <span className={styles.hitWho}>
        <span className="sr-only">{t('jackpot.leaderboard.player')} </span>
        <code dir="ltr">{hit.user_hash}</code>
      </span>
      <time className={styles.hitWhen} dateTime={hit.created_at}>
        {now === null ? '' : relativeTime(hit.created_at, now, locale)}
      </time>
      <button
        type="button"
        className={styles.fairToggle}
        aria-expanded={open}
        aria-controls={detailId}
        data-testid="jackpot-fair-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        {t('jackpot.fair.open')}
      </button>
      {open && <FairDraw id={detailId} hit={hit} />}
    </li>
  );
}

/** What a player needs to check the draw themselves, and the check done here. */
function FairDraw({ id, hit }: { id: string; hit: JackpotHitWire }) {
  const { t } = useT();
  const f = hit.fairness;
  const [verified, setVerified] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    verifyHit(hit).then(
      (ok) => live && setVerified(ok),
      () => live && setVerified(null),
    );
    return () => {
      live = false;
    };
  }, [hit]);
  const number = (n: number) => n.toFixed(6);
  return (
    <div id={id} className={styles.fair} data-testid="jackpot-fair">
      <dl className={styles.fairFacts}>
        <dt>{t('jackpot.fair.seed')}</dt>
        <dd dir="ltr" data-testid="jackpot-fair-seed">
          {f.server_seed}
        </dd>
        <dt>{t('jackpot.fair.hash')}</dt>
        <dd dir="ltr" data-testid="jackpot-fair-hash">
          {f.seed_hash}
        </dd>
        <dt>{t('jackpot.fair.bet')}</dt>
        <dd dir="ltr" data-testid="jackpot-fair-bet">
          {f.bet_ref}
        </dd>
        <dt>{t('jackpot.fair.draw')}</dt>
        {f.forced ? (
          <dd className={styles.forced}>{t('jackpot.fair.forced')}</dd>
        ) : (
          <dd dir="ltr">{`${number(f.draw)} < ${number(Math.min(1, f.chance))}`}</dd>
        )}
        <dt>{t('jackpot.fair.next_hash')}</dt>
        <dd dir="ltr">{f.next_seed_hash}</dd>
      </dl>
      <p className={styles.fairHow}>{t('jackpot.fair.how')}</p>
      {verified !== undefined && verified !== null && (
        <p
          className={verified ? styles.fairOk : styles.fairBad}
          data-testid="jackpot-fair-check"
          data-ok={verified}
        >
          {verified ? `✓ ${t('jackpot.fair.verified')}` : `✕ ${t('jackpot.fair.mismatch')}`}
        </p>
      )}
    </div>
  );
}
