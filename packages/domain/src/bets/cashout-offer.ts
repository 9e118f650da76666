// Accepting a cash-out (domain 7 POST /bets/cashout { bet_id, to_cashout }): the player saw an
// offer; the book pays only if what it offers now is at least that, within a small tolerance for
// prices that ticked while the request travelled. It never pays more than it offers now, nor
// more than the player asked for.
import type { MinorUnits } from '../money';

export const CASHOUT_KEYS = {
  unavailable: 'error.cashout.unavailable',
  amountChanged: 'error.cashout.amount_changed',
  invalidAmount: 'error.cashout.invalid_amount',
} as const;

export type CashoutDecision =
  | { ok: true; pay: MinorUnits }
  | { ok: false; key: (typeof CASHOUT_KEYS)[keyof typeof CASHOUT_KEYS]; offer: MinorUnits | null };

/**
 * @param seen what the player accepted (`to_cashout`), minor units
 * @param offer the offer now (domain cash-out value), null when none is available
 * @param toleranceBasisPoints how far below `seen` the offer may have slipped (100 = 1 %)
 */
export function cashoutDecision(
  seen: number,
  offer: MinorUnits | null,
  toleranceBasisPoints: number,
): CashoutDecision {
  if (!Number.isSafeInteger(seen) || seen <= 0) {
    return { ok: false, key: CASHOUT_KEYS.invalidAmount, offer };
  }
  if (offer === null || offer <= 0) return { ok: false, key: CASHOUT_KEYS.unavailable, offer };
  // offer >= seen x (1 - tolerance), on integers.
  if (offer * 10_000 < seen * (10_000 - toleranceBasisPoints)) {
    return { ok: false, key: CASHOUT_KEYS.amountChanged, offer };
  }
  return { ok: true, pay: Math.min(offer, seen) as MinorUnits };
}
