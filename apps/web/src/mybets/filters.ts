import type { BetWire } from '@sb/contract';
import { isOpenBetStatus } from '@sb/domain';

// domain 3 History filters (all, open, settled) and outcome filters (all, win, lose, refund).

export const HISTORY_FILTERS = ['all', 'open', 'settled'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const OUTCOME_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** Still running (the domain's open statuses). */
export function isOpenBet(bet: Pick<BetWire, 'status'>): boolean {
  return isOpenBetStatus(bet.status);
}

export function outcomeOf(bet: Pick<BetWire, 'status' | 'result'>): OutcomeFilter | null {
  if (isOpenBet(bet)) return null;
  switch (bet.result) {
    case 'win_entire':
    case 'refund_half_win_other':
    case 'cashed_out':
      return 'win';
    case 'lose_entire':
    case 'refund_half_lose_other':
      return 'lose';
    case 'refund_entire':
    case 'canceled':
      return 'refund';
    default:
      return null;
  }
}

export function filterBets(
  bets: readonly BetWire[],
  history: HistoryFilter,
  outcome: OutcomeFilter,
): BetWire[] {
  return bets.filter((b) => {
    if (history === 'open' && !isOpenBet(b)) return false;
    if (history === 'settled' && isOpenBet(b)) return false;
    if (outcome !== 'all' && outcomeOf(b) !== outcome) return false;
    return true;
  });
}

/** domain 4 Bet list: a VIP bet that becomes rejected is removed from the list. */
export function mergeBet(list: readonly BetWire[], bet: BetWire): BetWire[] {
  const without = list.filter((b) => b.id !== bet.id);
  if (bet.is_vip && bet.status === 'rejected') return without;
  const index = list.findIndex((b) => b.id === bet.id);
  if (index < 0) return [bet, ...list];
  const next = [...list];
  next[index] = bet;
  return next;
}

export function patchCashout(
  list: readonly BetWire[],
  betId: string,
  toCashout: number | null,
): BetWire[] {
  return list.map((b) => (b.id === betId ? { ...b, to_cashout: toCashout } : b));
}
