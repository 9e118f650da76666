import type { UserLimit, UserLimitChangeAnswer, UserLimitSetRequest } from '@sb/contract';
import { isLoggedIn, useSession } from '../account/session';
import { api } from '../api/http-client';
import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';

// The player's responsible-gambling limits (issue 20; shell 3, 7.2 getUserLimits) and their
// changes. Every change answers the limit as it now stands; the list is then asked again, so
// what a period has used is the server's.

export const USER_LIMITS_KEY = ['user-limits'] as const;

export function useUserLimits() {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  return useQuery({
    queryKey: [...USER_LIMITS_KEY, playerId],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api<UserLimit[]>('GET', '/api/platform/player/limits'),
  });
}

export type LimitKey = Pick<UserLimit, 'type' | 'period' | 'currency'>;

/** The browser's time zone: periods roll at the player's own midnight. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export async function setLimit(
  client: QueryClient,
  body: UserLimitSetRequest,
): Promise<UserLimitChangeAnswer> {
  const answer = await api<UserLimitChangeAnswer>('PUT', '/api/platform/player/limits', {
    body: { timeZone: browserTimeZone(), ...body },
  });
  void client.invalidateQueries({ queryKey: USER_LIMITS_KEY });
  return answer;
}

export async function changeLimit(
  client: QueryClient,
  action: 'confirm' | 'cancel' | 'remove',
  key: LimitKey,
): Promise<UserLimitChangeAnswer> {
  const answer = await api<UserLimitChangeAnswer>('POST', `/api/platform/player/limits/${action}`, {
    body: { type: key.type, period: key.period, currency: key.currency },
  });
  void client.invalidateQueries({ queryKey: USER_LIMITS_KEY });
  return answer;
}
