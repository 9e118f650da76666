import { formatMoney, minorUnits, type Currency, type LimitRefusal } from '@sb/domain';
import type { Executor } from '../wallet/ledger';
import type { UserLimits } from './user-limits';

// The limits as a participant of every placement (issue 20; bets/participants.ts): before the
// stake moves, inside the placement's transaction, the stakes are held against the player's
// bet, wager and loss limits. Shaped like the bets module's PlacementParticipant without
// importing it: the platform does not depend on the sportsbook; the composition root joins them.

const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The English text of a refusal (the web app and the widget show the key's translation). */
export function limitRefusalMessage(r: LimitRefusal, currency: Currency): string {
  const what = r.period ? `${PERIOD_WORD[r.period]} ${r.type} limit` : `${r.type} limit`;
  const money = (minor: number) => `${formatMoney(minorUnits(minor), currency)} ${r.currency}`;
  return r.type === 'bet'
    ? `Your ${what} is ${money(r.limit)} a bet`
    : `This would pass your ${what} of ${money(r.limit)}: ${money(r.remaining)} left`;
}

export function limitsParticipant(limits: UserLimits, currencyOf: (code: string) => Currency) {
  return {
    name: 'user-limits',
    async check(
      w: { tx: Executor },
      placement: { playerId: number; currency: string; bets: readonly { stake: number }[] },
    ) {
      const refused = await limits.stakeRefusal(
        w.tx,
        placement.playerId,
        placement.currency,
        placement.bets.map((b) => b.stake),
      );
      return refused
        ? { key: refused.key, message: limitRefusalMessage(refused, currencyOf(refused.currency)) }
        : null;
    },
  };
}
