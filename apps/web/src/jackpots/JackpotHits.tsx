import { useEffect, useState } from 'react';
import { privateChannel, type JackpotHitWire, type PrivateEventName } from '@sb/contract';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { getModal, openModal, useModal } from '../modals/modal-store';
import { useQueryClient } from '../query/QueryProvider';
import { useQuery } from '../query/useQuery';
import { useChannel } from '../realtime/useChannel';
import { fetchUnseenHits, jackpotKeys, markHitsSeen, unseenHitsKey } from './jackpots-api';

/** shell 4.4, 9: a hit waits this long before its modal (the page, or the bet's receipt, first). */
export const HIT_MODAL_DELAY_MS = 1500;

const showable = (hit: JackpotHitWire) => hit.status === 'approved' || hit.status === 'paid';

/**
 * The signed-in player's jackpot hits they have not seen (shell 4.4; issue 21): asked for when
 * the page loads and again when `jackpot_hit` arrives on the private channel, then shown one at
 * a time, the oldest first, each after a short delay and only while no other modal is open,
 * and marked seen once shown (not again after a reload, nor in another tab).
 */
export function JackpotHits() {
  const { locale } = useT();
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'logged_in' ? s.profile?.id : undefined));
  const modalOpen = useModal() !== null;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = useQuery({
    queryKey: unseenHitsKey(userId ?? ''),
    queryFn: fetchUnseenHits,
    enabled: userId !== undefined,
    staleTime: 0,
  }).data?.data;

  // The hit is committed before it is announced: the list now has it (the leaderboards too).
  const refetch = () => void client.invalidateQueries({ queryKey: jackpotKeys.hits() });
  useChannel<PrivateEventName>(
    userId ? privateChannel(locale, userId) : null,
    (p) => p.event_name === 'jackpot_hit' && refetch(),
    { onResync: refetch },
  );

  // Newest first from the API: the last one not shown yet is the oldest.
  const next = unseen?.filter((h) => showable(h) && !shown.has(h.id)).at(-1);
  useEffect(() => {
    if (!next || modalOpen) return;
    const timer = setTimeout(() => {
      if (getModal()) return;
      setShown((s) => new Set(s).add(next.id));
      openModal({ name: 'jackpot-hit', hit: next });
      markHitsSeen([next.id]).catch(() => {});
    }, HIT_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, modalOpen]);

  return null;
}
