// Enforcement of the money limits (issue 20): before a deposit is taken or a stake debited, the
// amount is held against every limit of its type and currency in force. Exactly at the limit
// passes; one minor unit over is refused (shell 3, issue 20 "enforcement at the boundary").
import { type LimitPeriod } from './limit-period';
import { isInForce, type UserLimitState, type UserLimitType } from './user-limit';

/** The money limits an amount is held against. */
export type MoneyLimitType = 'deposit' | 'loss' | 'wager' | 'bet';

export const LIMIT_REFUSAL_KEYS = {
  deposit: 'error.user_limits.deposit_limit_exceeded',
  loss: 'error.user_limits.loss_limit_exceeded',
  wager: 'error.user_limits.wager_limit_exceeded',
  bet: 'error.user_limits.bet_limit_exceeded',
} as const satisfies Record<MoneyLimitType, string>;

export interface LimitRefusal {
  type: MoneyLimitType;
  key: (typeof LIMIT_REFUSAL_KEYS)[MoneyLimitType];
  period: LimitPeriod | null;
  currency: string;
  /** The limit, what the period has used already, and what is left (never negative). */
  limit: number;
  used: number;
  remaining: number;
}

/**
 * The first limit `amount` would pass, or null. `usedIn(limit)` is what the limit's current
 * period has used (deposited, wagered, or lost net of returns), in the limit's currency; a
 * `bet` limit bounds each stake alone (`amount` is then the largest stake).
 */
export function limitRefusal(
  limits: readonly UserLimitState[],
  type: MoneyLimitType,
  currency: string,
  amount: number,
  usedIn: (limit: UserLimitState) => number,
  now: number,
): LimitRefusal | null {
  let worst: LimitRefusal | null = null;
  for (const limit of limits) {
    if (limit.type !== (type as UserLimitType) || limit.currency !== currency) continue;
    if (limit.amount === null || !isInForce(limit, now)) continue;
    const used = type === 'bet' ? 0 : usedIn(limit);
    if (used + amount <= limit.amount) continue;
    const refusal: LimitRefusal = {
      type,
      key: LIMIT_REFUSAL_KEYS[type],
      period: limit.period,
      currency,
      limit: limit.amount,
      used,
      remaining: Math.max(0, limit.amount - used),
    };
    if (!worst || refusal.remaining < worst.remaining) worst = refusal;
  }
  return worst;
}

/** The exclusion in force at `now` (self-exclusion first), or null. */
export function activeExclusion(
  limits: readonly UserLimitState[],
  now: number,
): (UserLimitState & { type: 'selfexclusion' | 'coolingoff'; endsAt: number }) | null {
  const live = limits.filter(
    (l) => (l.type === 'selfexclusion' || l.type === 'coolingoff') && isInForce(l, now),
  );
  live.sort((a, b) => (a.type === b.type ? 0 : a.type === 'selfexclusion' ? -1 : 1));
  return (live[0] as ReturnType<typeof activeExclusion>) ?? null;
}

export const EXCLUSION_KEYS = {
  selfexclusion: 'error.user_limits.self_excluded',
  coolingoff: 'error.user_limits.cooling_off',
} as const;
