import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';
import { BETS_PAGE_LIMIT, type BetWire, type BetsAnswer } from '@sb/contract';
import { api } from '../api/http-client';
import { isLoggedIn, useSession } from '../account/session';
import { mergeBet, patchCashout } from './filters';

// The bet history (domain 7 GET /bets, v3 base, limit 500), fetched only for a signed-in
// player (domain 6) and kept fresh by bet_changed and bet_cashout_changed.

export const MY_BETS_KEY = ['my-bets'] as const;
/** The profit and loss of the history page (issue 27): fetched again whenever a bet changes. */
export const BETS_SUMMARY_KEY = ['bets-summary'] as const;

/** History filters asked of the server (issue 22): date range, sport, bet type, team. */
export interface ServerFilters {
  from?: string;
  to?: string;
  sport?: string;
  type?: string;
  q?: string;
}

/** The query string of the filters set (empty values left out). */
export function filtersQuery(filters: ServerFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  return params.toString();
}

export function useMyBets(filters: ServerFilters = {}) {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  const query = filtersQuery(filters);
  return useQuery({
    queryKey: [...MY_BETS_KEY, playerId, query],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: async () =>
      (
        await api<BetsAnswer>(
          'GET',
          `/api/sportsbook/v3/bets?limit=${BETS_PAGE_LIMIT}${query ? `&${query}` : ''}`,
        )
      ).data,
  });
}

export function upsertBet(client: QueryClient, bet: BetWire): void {
  client.setQueriesData<BetWire[]>({ queryKey: MY_BETS_KEY }, (list) =>
    list ? mergeBet(list, bet) : list,
  );
  void client.invalidateQueries({ queryKey: BETS_SUMMARY_KEY });
}

export function updateCashout(client: QueryClient, betId: string, toCashout: number | null): void {
  client.setQueriesData<BetWire[]>({ queryKey: MY_BETS_KEY }, (list) =>
    list ? patchCashout(list, betId, toCashout) : list,
  );
}

export function refetchBets(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: MY_BETS_KEY });
  void client.invalidateQueries({ queryKey: BETS_SUMMARY_KEY });
}
