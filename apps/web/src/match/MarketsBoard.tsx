import { memo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Market, Match, SportsbookSettings } from '@sb/contract';
import { MARKET_STATUS } from '@sb/domain';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { OddsButton } from '../odds/OddsButton';
import { lineLabel } from '../catalog/labels';
import {
  ALL_GROUP,
  bracketLine,
  groupTabs,
  marketCards,
  nameWithoutLine,
  sidesWithLines,
  type MarketCardModel,
} from './market-groups';
import styles from './MarketsBoard.module.css';

/** domain 4 Market status: 1 allowed, -1 suspended; -3 settled and -4 cancelled (contract). */
const LINE_STATUS: Record<number, MessageKey> = {
  [-1]: 'market.suspended',
  [-3]: 'market.settled',
  [-4]: 'market.cancelled',
};

const RESULT_KEYS: Record<string, MessageKey> = {
  win_entire: 'market.result.won',
  lose_entire: 'market.result.lost',
  refund_entire: 'market.result.refund',
  refund_half_win_other: 'market.result.half_won',
  refund_half_lose_other: 'market.result.half_lost',
  canceled: 'market.result.void',
};

/**
 * Every market of a match, in tabs by market group (domain 3), one card per market type with
 * a row per line. Suspended lines stay on screen, locked and labelled; settled ones show
 * their results.
 */
export function MarketsBoard({
  match,
  markets,
  groups,
}: {
  match: Match;
  markets: Market[];
  groups: SportsbookSettings['market_groups'] | undefined;
}) {
  const { t } = useT();
  const tabs = groupTabs(markets, groups);
  const [chosen, setChosen] = useState(ALL_GROUP);
  const current = chosen === ALL_GROUP || tabs.some((g) => g.key === chosen) ? chosen : ALL_GROUP;
  const cards = marketCards(markets, current);
  const all = [{ key: ALL_GROUP, name: t('market.all'), count: markets.length }, ...tabs];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const next =
      e.key === 'ArrowRight'
        ? index + 1
        : e.key === 'ArrowLeft'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? all.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const i = (next + all.length) % all.length;
    setChosen(all[i]!.key);
    tabRefs.current[i]?.focus();
  };
  return (
    <section className={styles.board} aria-labelledby="markets-title" data-testid="markets">
      <h2 id="markets-title" className={styles.title}>
        {t('market.title')}
        <span className={styles.count}>{markets.length}</span>
      </h2>
      <div role="tablist" aria-label={t('market.groups')} className={styles.tabs}>
        {all.map((g, i) => (
          <button
            key={g.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${g.key}`}
            aria-selected={current === g.key}
            aria-controls="markets-panel"
            tabIndex={current === g.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(g.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {g.name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="markets-panel"
        aria-labelledby={`tab-${current}`}
        className={styles.cards}
      >
        {cards.length === 0 && <p className={styles.none}>{t('market.none')}</p>}
        {cards.map((c) => (
          <MarketCard key={`${c.id}|${c.title}`} match={match} card={c} />
        ))}
      </div>
    </section>
  );
}

const MarketCard = memo(function MarketCard({
  match,
  card,
}: {
  match: Match;
  card: MarketCardModel;
}) {
  const { t } = useT();
  const allSuspended = card.lines.every((l) => l.status === MARKET_STATUS.suspended);
  const sideNames = sidesWithLines(card.lines);
  return (
    <section className={styles.card} data-testid="market" data-market-id={card.id}>
      <h3 className={styles.cardTitle}>
        {card.title}
        {allSuspended && <span className={styles.badge}>{t('market.suspended')}</span>}
      </h3>
      {sideNames && (
        <div
          className={styles.sides}
          style={{ '--columns': sideNames.length } as CSSProperties}
          aria-hidden="true"
        >
          {sideNames.map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
      )}
      {card.lines.map((line) => (
        <MarketLine
          key={line.specifier}
          match={match}
          market={line}
          showStatus={!allSuspended}
          mode={sideNames ? 'bracket' : card.lines.length > 1 ? 'line' : 'plain'}
        />
      ))}
    </section>
  );
});

function MarketLine({
  match,
  market,
  showStatus,
  mode,
}: {
  match: Match;
  market: Market;
  showStatus: boolean;
  /**
   * Several lines of one market: each row shows its line once and the names go without it
   * (`line`), or the sides are named in the card's header and each odd shows its own line
   * (`bracket`, handicaps).
   */
  mode: 'plain' | 'line' | 'bracket';
}) {
  const { t } = useT();
  const columns = market.outcomes.length === 2 ? 2 : 3;
  const statusKey = LINE_STATUS[market.status];
  const settled =
    market.status === MARKET_STATUS.settled || market.status === MARKET_STATUS.cancelled;
  const line = mode === 'line' ? lineLabel(market.specifier) : '';
  const labelOf = (name: string) =>
    mode === 'bracket'
      ? bracketLine(name)
      : mode === 'line'
        ? nameWithoutLine(name, market.specifier)
        : undefined;
  return (
    <div className={styles.line} data-status={market.status}>
      {statusKey && showStatus && <p className={styles.lineStatus}>{t(statusKey)}</p>}
      <div className={line ? styles.withLine : undefined}>
        {line && (
          <span className={styles.lineValue} aria-hidden="true">
            {line}
          </span>
        )}
        <div className={styles.outcomes} style={{ '--columns': columns } as CSSProperties}>
          {market.outcomes.map((o) =>
            settled ? (
              <div key={o.id} className={styles.result} data-result={o.result ?? undefined}>
                <span>{o.name}</span>
                <strong>{o.result ? t(RESULT_KEYS[o.result] ?? 'market.result.void') : '–'}</strong>
              </div>
            ) : (
              <OddsButton
                key={o.id}
                match={match}
                market={market}
                outcome={o}
                withName={columns === 2 ? 'row' : 'stack'}
                {...(mode !== 'plain' ? { label: labelOf(o.name) } : {})}
              />
            ),
          )}
        </div>
      </div>
    </div>
  );
}
