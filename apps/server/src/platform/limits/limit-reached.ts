import { periodEnd, periodStart, type LimitPeriod, type UserLimitState } from '@sb/domain';

// What the limits tell after a commit (issue 27: the notifications listen): a wager or loss
// limit that a group of placements' stakes reached, a deposit limit that a settled deposit
// reached (the domain's limitReached). Told only for what committed, outside its transaction.

/** A player's money limit reached, as its listeners hear of it after the commit. */
export interface LimitReached {
  limitId: number;
  playerId: number;
  type: 'deposit' | 'wager' | 'loss';
  period: LimitPeriod;
  currency: string;
  /** The limit and what its period has used, in minor units. */
  limit: number;
  used: number;
  /** The period's first instant and the next period's, in the limit's time zone (epoch ms). */
  periodStart: number;
  periodEnd: number;
  timeZone: string;
}

/**
 * How listeners hear of row `limitId`'s limit (a deposit, wager or loss limit with a period,
 * as the domain's limitsReached gives them) reached at `now` with `used` in its period.
 */
export function limitReachedOf(
  limitId: number,
  playerId: number,
  limit: UserLimitState,
  used: number,
  now: number,
): LimitReached {
  const period = limit.period ?? 'day';
  return {
    limitId,
    playerId,
    type: limit.type as LimitReached['type'],
    period,
    currency: limit.currency ?? '',
    limit: limit.amount ?? 0,
    used,
    periodStart: periodStart(now, period, limit.timeZone),
    periodEnd: periodEnd(now, period, limit.timeZone),
    timeZone: limit.timeZone,
  };
}

export type LimitReachedListener = (r: LimitReached) => Promise<void> | void;
