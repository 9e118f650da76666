import type { JackpotChangedMessage, JackpotHitWire, JackpotWire } from '@sb/contract';
import type { Currency } from '@sb/domain';
import { getSession } from '../account/session';
import { clientFetch } from '../api/client-fetch';
import { API, jackpotsPath } from '../api/catalog';
import type { JackpotsAnswer } from '../api/catalog-types';
import { api } from '../api/http-client';
import { queryKeys } from '../api/query-keys';
import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';
import { useT } from '../i18n/useT';

// The jackpot calls of domain 7 (issue 21) as the player's screens make them, and the public
// push that keeps pools current (domain 4 `jackpot_changed`).

export type JackpotHitsAnswer = { data: JackpotHitWire[] };

/** The list's key is the home page's too (api/query-keys.ts); these only this chunk reads. */
export const jackpotKeys = {
  jackpots: queryKeys.jackpots,
  jackpot: (locale: string, id: string) => ['jackpot', locale, id] as const,
  /** Hits: the leaderboard's (locale, jackpot) and the player's unseen ones. */
  hits: (...scope: (string | number)[]) => ['jackpot-hits', ...scope] as const,
};

/** shell 9: jackpot refetch 15 s (while the push is down), jackpot hits every 60 s. */
export const JACKPOT_REFETCH_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
/** domain 7: jackpot hits default to 10. */
export const JACKPOT_HITS_LIMIT = 10;

const hitsPath = `${API}/jackpot-hits`;

export function useJackpots() {
  const { locale } = useT();
  return useQuery({
    queryKey: jackpotKeys.jackpots(locale),
    queryFn: () => clientFetch<JackpotsAnswer>(jackpotsPath, locale),
    staleTime: 60_000,
  }).data?.data;
}

/**
 * One jackpot (GET /jackpots/{id}), asked for once `enabled` (the page's list is fresh before),
 * and every 15 s when `poll` (the push is down).
 */
export function useJackpot(id: string, enabled: boolean, poll: boolean) {
  const { locale } = useT();
  return useQuery({
    queryKey: jackpotKeys.jackpot(locale, id),
    enabled,
    queryFn: () =>
      clientFetch<{ data: JackpotWire }>(`${jackpotsPath}/${encodeURIComponent(id)}`, locale),
    staleTime: JACKPOT_REFETCH_MS,
    refetchInterval: poll ? JACKPOT_REFETCH_MS : false,
  }).data?.data;
}

/** The last hits of a jackpot, newest first (the leaderboard). */
export function useJackpotHits(jackpotId: string) {
  const { locale } = useT();
  return useQuery({
    queryKey: jackpotKeys.hits(locale, jackpotId),
    queryFn: () =>
      clientFetch<JackpotHitsAnswer>(
        `${hitsPath}?jackpot_id=${encodeURIComponent(jackpotId)}&limit=${JACKPOT_HITS_LIMIT}`,
        locale,
      ),
    staleTime: 30_000,
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
  });
}

/** The signed-in player's hits not yet shown to them (shell 4.4). */
export const unseenHitsKey = (userId: string | number) => jackpotKeys.hits('unseen', userId);

export function fetchUnseenHits(): Promise<JackpotHitsAnswer> {
  return api<JackpotHitsAnswer>(
    'GET',
    `${hitsPath}?for_user=true&unseen=true&limit=${JACKPOT_HITS_LIMIT}`,
  );
}

export function markHitsSeen(ids: string[]): Promise<unknown> {
  return api('POST', `${hitsPath}/seen`, { body: { ids } });
}

/** A jackpot with the pools a `jackpot_changed` carries (the levels it names, by code). */
export function withPools(jackpot: JackpotWire, message: JackpotChangedMessage): JackpotWire {
  if (jackpot.id !== message.id) return jackpot;
  const pools = new Map(message.levels.map((l) => [l.code, l]));
  return {
    ...jackpot,
    // The levels' pools together (contract jackpots.ts: `amount` and `pool_amount` alike).
    amount: message.amount,
    pool_amount: message.amount,
    levels: jackpot.levels.map((level) => {
      const next = pools.get(level.code);
      return next
        ? {
            ...level,
            pool_amount: next.pool_amount,
            state: next.state as JackpotWire['levels'][number]['state'],
          }
        : level;
    }),
  };
}

/**
 * Writes a `jackpot_changed` into the cached list and the cached jackpot. A level whose pool
 * went down was hit: the hits are asked again at once rather than at the next minute.
 */
export function applyJackpotChanged(
  client: QueryClient,
  locale: string,
  message: JackpotChangedMessage,
): void {
  const before =
    client.getQueryData<{ data: JackpotWire }>(jackpotKeys.jackpot(locale, message.id))?.data ??
    client
      .getQueryData<JackpotsAnswer>(jackpotKeys.jackpots(locale))
      ?.data.find((j) => j.id === message.id);
  client.setQueryData<JackpotsAnswer>(
    jackpotKeys.jackpots(locale),
    (prev) => prev && { data: prev.data.map((j) => withPools(j, message)) },
  );
  client.setQueryData<{ data: JackpotWire }>(
    jackpotKeys.jackpot(locale, message.id),
    (prev) => prev && { data: withPools(prev.data, message) },
  );
  const hit = before?.levels.some((level) => {
    const next = message.levels.find((l) => l.code === level.code);
    return next !== undefined && next.pool_amount < level.pool_amount;
  });
  if (hit) void client.invalidateQueries({ queryKey: jackpotKeys.hits(locale, message.id) });
}

/** The currency of a jackpot amount: the site's definition, else fiat up to 100 subunits. */
export function jackpotCurrency(code: string, subunits: number): Currency {
  const known = getSession().site?.currencies.find((c) => c.code === code);
  return { code, subunits, fiat: known?.fiat ?? subunits <= 100 };
}
