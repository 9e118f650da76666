import { isFreebet, type SlipBet } from '@sb/domain';
import { useEffect, useMemo, useState } from 'react';
import { jackpotsPath } from '../api/catalog';
import { api } from '../api/http-client';
import { useT } from '../i18n/useT';
import { useJackpots } from '../jackpots/jackpots-api';
import styles from './BetSlip.module.css';

// domain 3 Slip bet `jackpots` (issue 21): the jackpots a bet would feed, asked of the server
// (POST /jackpots, its own rules: currency, stake, odds, sports, bet type, bonus money) once
// the slip has been still for a moment, and named under the bet.

const SETTLE_MS = 400;

function request(bets: readonly SlipBet[]) {
  return {
    bets: bets.map((b) => ({
      currency: b.currency.code,
      stake: b.stake,
      odds: b.odds,
      type: b.customOdds !== null ? 'custom_bet' : b.betType,
      sports: b.selections.map((s) => s.sportKey),
      bonus: isFreebet(b.bonus),
    })),
  };
}

/** For each bet id, the ids of the jackpots it feeds (empty until the server has said). */
export function useSlipJackpots(bets: readonly SlipBet[]): Map<string, string[]> {
  // An empty slip asks nothing.
  const body = useMemo(() => JSON.stringify(request(bets)), [bets]);
  const ids = useMemo(() => bets.map((b) => b.id), [bets]);
  const [fed, setFed] = useState<Map<string, string[]>>(new Map());
  useEffect(() => {
    if (ids.length === 0) return;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      api<{ data: string[][] }>('POST', jackpotsPath, {
        body: JSON.parse(body),
        signal: stop.signal,
      })
        .then((answer) => setFed(new Map(ids.map((id, i) => [id, answer.data[i] ?? []]))))
        // Not knowing is showing nothing: the bet is placed as it is either way.
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [body, ids]);
  return fed;
}

/** "Feeds the jackpot: Daily Drop" under a bet that qualifies. */
export function BetJackpots({ ids }: { ids: readonly string[] }) {
  return ids.length ? <JackpotNames ids={ids} /> : null;
}

function JackpotNames({ ids }: { ids: readonly string[] }) {
  const { t } = useT();
  const jackpots = useJackpots();
  const names = ids.map((id) => jackpots?.find((j) => j.id === id)?.name ?? id);
  return (
    <p className={styles.jackpots} data-testid="slip-jackpots">
      {t('slip.feeds_jackpot', { names: names.join(', ') })}
    </p>
  );
}
