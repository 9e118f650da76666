import { useQuery } from '../query/useQuery';
import type { SportsAnswer } from '@sb/contract';
import { clientFetch } from '../api/client-fetch';
import { queryKeys } from '../api/query-keys';
import { useT } from '../i18n/useT';

/** The sports of the book in the page's language (prefetched by every shell page). */
export function useSports() {
  const { locale } = useT();
  return (
    useQuery({
      queryKey: queryKeys.sports(locale),
      queryFn: () => clientFetch<SportsAnswer>('/api/sportsbook/v2/sports', locale),
      staleTime: 5 * 60_000,
    }).data?.data ?? []
  );
}
