// Partial cash-out (issue 22): the player cashes out a chosen part of the stake and the rest
// stays on at the same odds. The part is priced as the cash-out value of a bet of that stake
// (cashoutValue is linear in the stake, rounded down), so the part paid and the offer left for
// the rest never add up to more than the whole bet's offer.
import { cashoutValue, type CashoutBet, type CashoutSettings } from '../cashout';
import type { MinorUnits } from '../money';

export const PARTIAL_CASHOUT_KEYS = {
  invalidPart: 'error.cashout.invalid_part',
} as const;

/** The offer now for `part` of the bet's stake (minor units), or null when none is offered. */
export function partialCashoutValue(
  bet: CashoutBet,
  part: MinorUnits,
  settings?: CashoutSettings,
): MinorUnits | null {
  if (!Number.isSafeInteger(part) || part <= 0 || part > bet.stake) return null;
  return cashoutValue({ ...bet, stake: part }, settings);
}

/** The part of a stake a share (basis points, 5000 = 50 %) stands for, rounded down. */
export function stakePart(stake: MinorUnits, shareBasisPoints: number): MinorUnits {
  return Math.floor(
    (stake * Math.min(10_000, Math.max(0, shareBasisPoints))) / 10_000,
  ) as MinorUnits;
}

export type PartialCashoutCheck =
  | { ok: true; full: boolean; remaining: MinorUnits }
  | { ok: false; key: (typeof PARTIAL_CASHOUT_KEYS)['invalidPart'] };

/**
 * Whether `part` of `stake` may be cashed out: a whole positive amount, no more than the stake
 * (all of it is a full cash-out), leaving at least `minRemaining` running when partial.
 */
export function checkCashoutPart(
  stake: MinorUnits,
  part: number,
  minRemaining: MinorUnits,
): PartialCashoutCheck {
  if (!Number.isSafeInteger(part) || part <= 0 || part > stake) {
    return { ok: false, key: PARTIAL_CASHOUT_KEYS.invalidPart };
  }
  const remaining = (stake - part) as MinorUnits;
  if (remaining > 0 && remaining < minRemaining) {
    return { ok: false, key: PARTIAL_CASHOUT_KEYS.invalidPart };
  }
  return { ok: true, full: remaining === 0, remaining };
}

/**
 * The amount to show (and send as `to_cashout`) for `part` of a bet whose whole offer is
 * `offer`: the offer's share, rounded down. Never above the exact partial value the server
 * computes (the whole offer was itself rounded down), so the player is paid what is shown.
 */
export function partialCashoutShown(
  offer: MinorUnits,
  stake: MinorUnits,
  part: MinorUnits,
): MinorUnits {
  if (stake <= 0 || part <= 0) return 0 as MinorUnits;
  if (part >= stake) return offer;
  return Math.floor((offer * part) / stake) as MinorUnits;
}
