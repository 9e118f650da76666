// The largest stake a bet may take now (domain 7 POST /bets/max-stake): the maximum-stake limit
// of the currency, the stake whose profit stays within a rejecting payout limit, and the
// player's balance, whichever is smallest (domain 5 limits, same lists as checkBetLimits).
import type { BetLimitsSettings } from '../limits';
import { profit, type Currency, type MinorUnits } from '../money';
import type { Odds } from '../odds';

export type MaxStakeBound = 'max_stake' | 'payout' | 'balance' | 'none';

export interface MaxStake {
  /** Minor units; null when nothing bounds it (no limits and no balance given). */
  maxStake: MinorUnits | null;
  limitedBy: MaxStakeBound;
}

function limitOf(
  lists: BetLimitsSettings['max_stake_limit'],
  currency: Currency,
): { amount: number; action: string } | undefined {
  if (!lists) return undefined;
  return (currency.fiat ? lists.fiat : lists.crypto).find((l) => l.currency_code === currency.code);
}

/** The largest stake whose profit at these odds stays within `payout` (profit is rounded down). */
export function largestStakeWithinProfit(payout: number, o: Odds): number {
  if (o <= 1000) return Number.MAX_SAFE_INTEGER;
  let s = Math.floor((payout * 1000) / (o - 1000));
  // Rounding down the potential win lets a little more through; step up to the exact edge.
  while (profit((s + 1) as MinorUnits, o) <= payout) s++;
  while (s > 0 && profit(s as MinorUnits, o) > payout) s--;
  return s;
}

export function maxStake(input: {
  limits: BetLimitsSettings | null;
  /** The feature flag that, with the settings, turns limits on (domain 5). */
  enabled: boolean;
  currency: Currency;
  /** The bet's total odds. */
  odds: Odds;
  /** The player's balance in the currency; null when unknown. */
  balance: MinorUnits | null;
}): MaxStake {
  const bounds: { value: number; by: MaxStakeBound }[] = [];
  if (input.enabled && input.limits) {
    const stake = limitOf(input.limits.max_stake_limit, input.currency);
    if (stake) bounds.push({ value: stake.amount, by: 'max_stake' });
    const payout = limitOf(input.limits.payout_limit, input.currency);
    // An accepting payout limit only warns; it bounds nothing.
    if (payout && payout.action === 'reject') {
      bounds.push({ value: largestStakeWithinProfit(payout.amount, input.odds), by: 'payout' });
    }
  }
  if (input.balance !== null) bounds.push({ value: input.balance, by: 'balance' });
  if (bounds.length === 0) return { maxStake: null, limitedBy: 'none' };
  const least = bounds.reduce((a, b) => (b.value < a.value ? b : a));
  return { maxStake: Math.max(0, least.value) as MinorUnits, limitedBy: least.by };
}
