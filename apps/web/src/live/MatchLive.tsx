import { matchChannel, type PublicEventName, type PublicPublication } from '@sb/contract';
import { queryKeys } from '../api/query-keys';
import { useT } from '../i18n/useT';
import { useQueryClient } from '../query/QueryProvider';
import { useChannel } from '../realtime/useChannel';
import { applyMatchPublication } from './apply';
import { useBatch } from './useBatch';

/** The match page's own channel: every changed market of the match. Renders nothing. */
export function MatchLive({ matchId }: { matchId: number }) {
  const { locale } = useT();
  const client = useQueryClient();
  const channel = matchChannel(locale, matchId);
  const batch = useBatch<PublicPublication>((publications) => {
    for (const p of publications) applyMatchPublication(client, locale, matchId, p);
  });
  const refetch = () =>
    void client.invalidateQueries({ queryKey: queryKeys.markets(locale, matchId) });
  useChannel<PublicEventName>(channel, batch, { onResync: refetch, onSubscribed: refetch });
  return null;
}
