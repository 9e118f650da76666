// A player is told once when their own money limit is reached (issue 27; shell 3 User limit):
// by the step of use (a stake, a deposit) that took what the period used from below the limit
// to the limit or past it. A loss is stakes less what came back, so it can fall below its
// limit and reach it again in one period; the notification is once per limit and period.
import { isInForce, type UserLimitState } from './user-limit';
import { type MoneyLimitType } from './limit-check';

/** Whether the step that moved a period's use from `before` to `after` reached `limit`. */
export function limitReached(limit: number, before: number, after: number): boolean {
  return before < limit && limit <= after;
}

/**
 * The limits of `type` in `currency`, in force at `now`, that a step of `amount` reached;
 * `usedBefore(limit)` is what the limit's period had used before the step.
 */
export function limitsReached(
  limits: readonly UserLimitState[],
  type: Exclude<MoneyLimitType, 'bet'>,
  currency: string,
  amount: number,
  usedBefore: (limit: UserLimitState) => number,
  now: number,
): UserLimitState[] {
  return limits.filter((l) => {
    if (l.type !== type || l.currency !== currency || l.amount === null || !l.period) return false;
    if (!isInForce(l, now)) return false;
    const before = usedBefore(l);
    return limitReached(l.amount, before, before + amount);
  });
}
