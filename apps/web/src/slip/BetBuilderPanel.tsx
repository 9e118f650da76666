import { useQuery } from '../query/useQuery';
import { useEffect, useState } from 'react';
import type { CustomMarketsAnswer, Match } from '@sb/contract';
import {
  odds as toOdds,
  parseOdds,
  selectionKey,
  type Odds,
  type SelectionInput,
} from '@sb/domain';
import { useKeyText } from '../alerts/useKeyText';
import { matchFields } from '../odds/selection';
import { api, errorKey } from '../api/http-client';
import { useT } from '../i18n/useT';
import styles from './BetBuilder.module.css';
import { OddsText } from './OddsText';
import { useSlipStore } from './slip-context';

type CustomMarket = CustomMarketsAnswer['data']['markets'][number];
type Pick = { market: CustomMarket; outcome: CustomMarket['outcomes'][number] };

const pickKey = (matchId: number, p: Pick) =>
  selectionKey({
    matchId,
    marketId: p.market.id,
    specifier: p.market.specifier,
    outcomeId: p.outcome.id,
  });

function selectionOf(match: Match, p: Pick): SelectionInput {
  return {
    ...matchFields(match),
    marketGroup: p.market.custom_bet_groups[0] ?? 'main',
    provider: match.provider,
    marketId: p.market.id,
    marketName: p.market.name,
    specifier: p.market.specifier,
    outcomeId: p.outcome.id,
    outcomeName: p.outcome.name,
    active: p.market.status === 1 && p.outcome.active,
    odds: parseOdds(p.outcome.odds) ?? toOdds(1000),
  };
}

/**
 * The open bet builder (domain 1 custom bet): the markets of the match, the picks, their price
 * from POST /bets/custom/odds, and the button that adds them to the slip as one custom bet.
 * Mounted on first opening and kept (hidden) when closed, so the picks survive a toggle.
 */
export function BetBuilderPanel({
  match,
  minPicks,
  open,
}: {
  match: Match;
  minPicks: number;
  open: boolean;
}) {
  const { t } = useT();
  const text = useKeyText();
  const store = useSlipStore();
  const [picks, setPicks] = useState<Pick[]>([]);
  const [price, setPrice] = useState<{ odds: Odds | null; error: string | null; busy: boolean }>({
    odds: null,
    error: null,
    busy: false,
  });

  const markets = useQuery({
    queryKey: ['custom-markets', match.id],
    queryFn: async () =>
      (await api<CustomMarketsAnswer>('GET', `/api/sportsbook/v2/bets/custom/markets/${match.id}`))
        .data.markets,
  });

  const keys = picks.map((p) => pickKey(match.id, p)).join('|');
  useEffect(() => {
    if (picks.length < minPicks) return;
    let live = true;
    api<{ data: { odds: number } }>('POST', '/api/sportsbook/v2/bets/custom/odds', {
      body: {
        selections: picks.map((p) => ({
          match_id: match.id,
          market_id: p.market.id,
          specifier: p.market.specifier,
          outcome_id: p.outcome.id,
        })),
      },
    }).then(
      (answer) => live && setPrice({ odds: toOdds(answer.data.odds), error: null, busy: false }),
      (e: unknown) => live && setPrice({ odds: null, error: errorKey(e), busy: false }),
    );
    return () => {
      live = false;
    };
    // The picks are compared by their keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, match.id, minPicks]);

  const toggle = (p: Pick) => {
    const key = pickKey(match.id, p);
    setPrice((x) => ({ ...x, busy: true }));
    setPicks((list) =>
      list.some((x) => pickKey(match.id, x) === key)
        ? list.filter((x) => pickKey(match.id, x) !== key)
        : // one outcome per market: a new pick in a market replaces the old one
          [...list.filter((x) => x.market !== p.market), p],
    );
  };

  const ready = picks.length >= minPicks && price.odds !== null && !price.busy;
  return (
    <div className={styles.body} hidden={!open}>
      {markets.isPending ? (
        <p className={styles.note}>{t('common.loading')}</p>
      ) : !markets.data?.length ? (
        <p className={styles.note}>{t('custom_bet.unavailable')}</p>
      ) : (
        <div className={styles.markets}>
          {markets.data.map((market) => (
            <div
              key={`${market.id}/${market.specifier}`}
              className={styles.market}
              data-testid="builder-market"
            >
              <div className={styles.marketName}>{market.name}</div>
              <div className={styles.outcomes}>
                {market.outcomes.map((outcome) => {
                  const p = { market, outcome };
                  const on = picks.some((x) => pickKey(match.id, x) === pickKey(match.id, p));
                  const value = parseOdds(outcome.odds);
                  return (
                    <button
                      key={outcome.id}
                      type="button"
                      aria-pressed={on}
                      disabled={market.status !== 1 || !outcome.active || !value}
                      data-testid="builder-outcome"
                      onClick={() => toggle(p)}
                    >
                      <span>{outcome.name}</span>
                      {value && <OddsText odds={value} />}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
      <div className={styles.footer}>
        <div className={styles.price}>
          <span>
            {picks.length < minPicks
              ? t('custom_bet.pick_more', { n: minPicks })
              : t('custom_bet.price')}
          </span>
          {price.error && picks.length >= minPicks ? (
            <span className={styles.error}>{text(price.error)}</span>
          ) : (
            ready && price.odds && <OddsText odds={price.odds} testId="builder-odds" />
          )}
        </div>
        <button
          type="button"
          className={styles.add}
          disabled={!ready}
          data-testid="builder-add"
          onClick={() => {
            if (!price.odds) return;
            store.dispatch({
              type: 'customBetAdded',
              selections: picks.map((p) => selectionOf(match, p)),
              customOdds: price.odds,
            });
            setPicks([]);
          }}
        >
          {t('custom_bet.add')}
        </button>
      </div>
    </div>
  );
}
