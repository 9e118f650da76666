// Auto cash-out (issue 22): a rule "cash out when the offer reaches X". The server evaluates the
// open rules whenever the prices of their bets move; a rule whose offer has reached its
// threshold is executed once, at the offer (never below the threshold the player set).
import type { MinorUnits } from '../money';

export const AUTO_CASHOUT_KEYS = {
  invalidThreshold: 'error.auto_cashout.invalid_threshold',
  notAvailable: 'error.auto_cashout.unavailable',
} as const;

export interface AutoCashoutRule {
  betId: number;
  /** Cash out once the offer is at least this, minor units. */
  threshold: MinorUnits;
}

/** Whether a rule fires at this offer (null: no offer now, e.g. a suspended leg). */
export function autoCashoutDue(threshold: MinorUnits, offer: MinorUnits | null): boolean {
  return offer !== null && offer > 0 && offer >= threshold;
}

/**
 * The rules that fire at the offers now, with the amount each pays (the offer). `offerOf` is
 * asked once per rule; rules without an offer wait.
 */
export function dueAutoCashouts(
  rules: readonly AutoCashoutRule[],
  offerOf: (betId: number) => MinorUnits | null,
): { betId: number; pay: MinorUnits }[] {
  const due: { betId: number; pay: MinorUnits }[] = [];
  for (const rule of rules) {
    const offer = offerOf(rule.betId);
    if (offer !== null && autoCashoutDue(rule.threshold, offer))
      due.push({ betId: rule.betId, pay: offer });
  }
  return due;
}

/**
 * A threshold the player may set: a whole positive amount below what the bet can ever pay (a
 * rule at or above the potential win would never fire).
 */
export function checkAutoCashoutThreshold(
  threshold: number,
  potentialWin: MinorUnits,
): { ok: true } | { ok: false; key: (typeof AUTO_CASHOUT_KEYS)['invalidThreshold'] } {
  if (!Number.isSafeInteger(threshold) || threshold <= 0 || threshold >= potentialWin) {
    return { ok: false, key: AUTO_CASHOUT_KEYS.invalidThreshold };
  }
  return { ok: true };
}

/**
 * The threshold of a bet's rule after a partial cash-out leaves `remaining` of `stake` running
 * (issue 22). The rule was set for the offer on the whole stake; the offer on the rest is that
 * share of it, so the threshold is scaled by the same share, rounded up: the rest is cashed out
 * at the price the player asked for (never lower), not at an amount the smaller bet can no
 * longer reach. Null when the rule goes: nothing left running, or the scaled threshold is not
 * one the player could set for the rest (checkAutoCashoutThreshold against its potential win).
 */
export function autoCashoutAfterPartial(
  threshold: MinorUnits,
  stake: MinorUnits,
  remaining: MinorUnits,
  potentialWin: MinorUnits,
): MinorUnits | null {
  if (remaining >= stake) return threshold;
  if (remaining <= 0) return null;
  // Exact in integers (threshold x remaining may pass 2^53).
  const scaled = Number(
    (BigInt(threshold) * BigInt(remaining) + BigInt(stake) - 1n) / BigInt(stake),
  ) as MinorUnits;
  return checkAutoCashoutThreshold(scaled, potentialWin).ok ? scaled : null;
}
