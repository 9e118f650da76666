import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';
import { BETS_PAGE_LIMIT, type BetWire, type BetsAnswer } from '@sb/contract';
import { api } from '../api/http-client';
import { isLoggedIn, useSession } from '../account/session';
import { mergeBet, patchCashout } from './filters';

// The bet history (domain 7 GET /bets, v3 base, limit 500), fetched only for a signed-in
// player (domain 6) and kept fresh by bet_changed and bet_cashout_changed.

export const MY_BETS_KEY = ['my-bets'] as const;

export function useMyBets() {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  return useQuery({
    queryKey: [...MY_BETS_KEY, playerId],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: async () =>
      (await api<BetsAnswer>('GET', `/api/sportsbook/v3/bets?limit=${BETS_PAGE_LIMIT}`)).data,
  });
}

export function upsertBet(client: QueryClient, bet: BetWire): void {
  client.setQueriesData<BetWire[]>({ queryKey: MY_BETS_KEY }, (list) =>
    list ? mergeBet(list, bet) : list,
  );
}

export function updateCashout(client: QueryClient, betId: string, toCashout: number | null): void {
  client.setQueriesData<BetWire[]>({ queryKey: MY_BETS_KEY }, (list) =>
    list ? patchCashout(list, betId, toCashout) : list,
  );
}

export function refetchBets(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: MY_BETS_KEY });
}
