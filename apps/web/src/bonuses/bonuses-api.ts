import type {
  BonusTermsAnswer,
  BonusWire,
  FreebetProgressWire,
  FreebetWire,
  HuntingWire,
  LeaderboardRow,
  LootboxWire,
  PromoCodeAnswer,
  TournamentWire,
} from '@sb/contract';
import { bonusPathOf } from '@sb/contract';
import { isFarming, isFreebetKind } from '@sb/domain';
import { isLoggedIn, useSession } from '../account/session';
import { bonusesPath } from '../api/catalog';
import { api } from '../api/http-client';
import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';

// The player's bonuses (issue 19; domain 7 GET /bonuses, promo code, mark-as-seen) as the
// promotions page and the bonus toasts ask for them.

export const BONUSES_KEY = ['bonuses'] as const;

/** Every bonus of the signed-in player (combo boosts and freebets of every status). */
export function useBonuses() {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  return useQuery({
    queryKey: [...BONUSES_KEY, 'all', playerId],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api<{ data: BonusWire[] }>('GET', bonusesPath),
  });
}

/** domain 3 Freebet progress (GET /bonuses/freebet-progress): the player's, per campaign. */
export function useFreebetProgress() {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  return useQuery({
    queryKey: [...BONUSES_KEY, 'progress', playerId],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api<{ data: FreebetProgressWire[] }>('GET', `${bonusesPath}/freebet-progress`),
  });
}

/** shell 4.4: the unseen bonuses the toasts show. */
export function useUnseenBonuses() {
  const loggedIn = useSession(isLoggedIn);
  const playerId = useSession((s) => s.profile?.id);
  return useQuery({
    queryKey: [...BONUSES_KEY, 'unseen', playerId],
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api<{ data: BonusWire[] }>('GET', `${bonusesPath}?unseen=true`),
  });
}

/** A freebet of any kind (it has an amount). */
export const isFreebetWire = (b: BonusWire): b is FreebetWire => isFreebetKind(b.type);
/** A hunt, a tournament or a lootbox (they farm points). */
export const isFarmingWire = (b: BonusWire): b is HuntingWire | TournamentWire | LootboxWire =>
  isFarming(b);

/** domain 7 GET /bonuses/tournaments/{id}/rating, asked once `enabled` (the card opened). */
export function useTournamentRating(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'rating', id],
    enabled,
    staleTime: 0,
    queryFn: () =>
      api<{ data: LeaderboardRow[] }>('GET', `${bonusesPath}/tournaments/${id}/rating`),
  });
}

/** domain 7 GET /bonuses/{kind}/{id}/terms in the page's locale, asked once `enabled`. */
export function useBonusTerms(
  bonus: Pick<BonusWire, 'id' | 'type'>,
  locale: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'terms', bonus.id, locale],
    enabled,
    queryFn: () =>
      api<BonusTermsAnswer>(
        'GET',
        `${bonusesPath}/${bonusPathOf(bonus.type)}/${bonus.id}/terms?locale=${encodeURIComponent(locale)}`,
      ),
  });
}

export function refreshBonuses(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: BONUSES_KEY });
}

export async function redeemPromoCode(client: QueryClient, code: string): Promise<PromoCodeAnswer> {
  const answer = await api<PromoCodeAnswer>('POST', `${bonusesPath}/promo-code`, {
    body: { code },
  });
  refreshBonuses(client);
  return answer;
}

/**
 * domain 7 POST /bonuses/{id}/activate: a hunt or tournament starts farming. Its list refreshes,
 * and hunts and tournaments refresh together (domain 4): they are one list here.
 */
export async function activateBonus(client: QueryClient, id: string): Promise<BonusWire> {
  const answer = await api<BonusWire>('POST', `${bonusesPath}/${id}/activate`, { body: {} });
  refreshBonuses(client);
  return answer;
}

/**
 * domain 7 POST /bonuses/{id}/boost: the freebet `id` boosted by the farmed points of the hunt,
 * tournament or lootbox `bonusId` (all the points that raise it); both refresh.
 */
export async function boostFreebet(
  client: QueryClient,
  id: string,
  bonusId: string,
): Promise<FreebetWire> {
  const answer = await api<FreebetWire>('POST', `${bonusesPath}/${id}/boost`, {
    body: { bonus_id: bonusId },
  });
  refreshBonuses(client);
  return answer;
}

/** POST /bonuses/lootboxes/{id}/open: one chest of a lootbox at its target (its list refreshes). */
export async function openLootbox(
  client: QueryClient,
  id: string,
  place: 1 | 2 | 3,
): Promise<LootboxWire> {
  const answer = await api<LootboxWire>('POST', `${bonusesPath}/lootboxes/${id}/open`, {
    body: { place },
  });
  refreshBonuses(client);
  return answer;
}

/** domain 4: unseen bonuses are marked seen in a single call. */
export async function markBonusesSeen(
  client: QueryClient,
  bonuses: readonly Pick<BonusWire, 'id' | 'type'>[],
): Promise<void> {
  if (bonuses.length === 0) return;
  await api('POST', `${bonusesPath}/mark-as-seen`, {
    body: bonuses.map((b) => ({ id: b.id, type: b.type })),
  });
  refreshBonuses(client);
}

/** Which tab of /promotions a bonus belongs to (domain 3 Bonus tabs). */
export function tabOf(bonus: BonusWire): 'current' | 'completed' | 'next' {
  const status = bonus.issued.computed_status;
  if (status === 'active' || status === 'available') return 'current';
  if (status === 'not_available') return 'next';
  return 'completed';
}
