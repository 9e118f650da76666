import { useQueryClient } from '../query/QueryProvider';
import { useEffect, useState } from 'react';
import {
  matchChannel,
  publicChannel,
  type PublicEventName,
  type PublicPublication,
} from '@sb/contract';
import type { SlipState } from '@sb/domain';
import { queryKeys } from '../api/query-keys';
import { useT } from '../i18n/useT';
import { useChannel } from '../realtime/useChannel';
import { whenIdle } from '../browser/when-idle';
import { useSlipSelector, useSlipStore } from '../slip/slip-context';
import { applyPublicPublication } from './apply';
import { slipEventsOf } from './slip-events';
import { useBatch } from './useBatch';

/** The matches the slip holds selections of, as one string (a stable snapshot). */
const slipMatchIds = (s: SlipState) =>
  [...new Set(s.ticket.bets.flatMap((b) => b.selections.map((sel) => String(sel.matchId))))]
    .sort()
    .join(',');

/**
 * The page's live data (domain 4): listens to `public:{locale}` and merges every publication
 * into the cached lists and matches, and hands what concerns the bet slip to the slip. The
 * matches of slip selections are followed on their own channels too (their markets beyond
 * the headline ones). Rendered once, by the layout.
 */
export function LiveUpdates() {
  const { locale } = useT();
  const client = useQueryClient();
  const store = useSlipStore();
  const ids = useSlipSelector(slipMatchIds);
  const idle = useIdle();

  // The page wakes up first (hydration); the live feed (and the connection, which starts at
  // unknown auth status, shell 4.5) starts once the browser is idle.
  const channel = idle ? publicChannel(locale) : null;
  const batch = useBatch<PublicPublication>((publications) => {
    const now = Date.now();
    for (const p of publications) applyPublicPublication(client, locale, p, now);
    for (const p of publications) for (const event of slipEventsOf(p)) store.dispatch(event);
  });
  useChannel<PublicEventName>(channel, batch, {
    // The server could not replay what this tab missed: ask again for what is on screen.
    onResync: () => void client.invalidateQueries({ queryKey: queryKeys.matchLists(locale) }),
    onSubscribed: () => {
      void client.invalidateQueries({ queryKey: queryKeys.matchLists(locale) });
      void client.invalidateQueries({ queryKey: ['match', locale] });
    },
  });

  return (
    <>
      {ids
        .split(',')
        .filter(Boolean)
        .map((id) => (
          <SlipMatchChannel key={id} locale={locale} matchId={Number(id)} />
        ))}
    </>
  );
}

function SlipMatchChannel({ locale, matchId }: { locale: string; matchId: number }) {
  const store = useSlipStore();
  useChannel<PublicEventName>(matchChannel(locale, matchId), (publication) => {
    for (const event of slipEventsOf(publication)) store.dispatch(event);
  });
  return null;
}

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
