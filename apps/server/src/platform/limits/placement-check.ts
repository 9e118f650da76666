import { formatMoney, minorUnits, type Currency, type LimitRefusal } from '@sb/domain';
import type { Executor } from '../wallet/ledger';
import { stakeKey, type StakeLimits, type UserLimits } from './user-limits';

// The limits as a participant of every placement (issue 20; bets/participants.ts): before the
// stake moves, inside the placement's transaction, the stakes are held against the player's
// bet, wager and loss limits. Shaped like the bets module's PlacementParticipant without
// importing it: the platform does not depend on the sportsbook; the composition root joins them.
// A group of placements (bets/group-commit.ts) locks and reads its players' limits once, and
// writes the wager and loss rows' running totals once, in `finish`; the limits its stakes
// reached are told in `committed`, after its commit (issue 27). Every stake must pass here
// with prepare, check, staked and finish, or those totals fall behind the ledger.

const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The English text of a refusal (the web app and the widget show the key's translation). */
export function limitRefusalMessage(r: LimitRefusal, currency: Currency): string {
  const what = r.period ? `${PERIOD_WORD[r.period]} ${r.type} limit` : `${r.type} limit`;
  const money = (minor: number) => `${formatMoney(minorUnits(minor), currency)} ${r.currency}`;
  return r.type === 'bet'
    ? `Your ${what} is ${money(r.limit)} a bet`
    : `This would pass your ${what} of ${money(r.limit)}: ${money(r.remaining)} left`;
}

interface Placement {
  playerId: number;
  currency: string;
  bets: readonly { stake: number }[];
}

export function limitsParticipant(limits: UserLimits, currencyOf: (code: string) => Currency) {
  // What a group's transaction holds, per player and currency (prepare), so each placement's
  // check reads memory and each stake that moved counts for the player's next one.
  const held = new WeakMap<object, Map<string, StakeLimits>>();
  const stakesOf = (p: Placement) => p.bets.map((b) => b.stake);
  return {
    name: 'user-limits',
    async prepare(w: { tx: Executor }, placements: readonly Placement[]) {
      held.set(w, await limits.lockStakeLimits(w.tx, placements));
    },
    async check(w: { tx: Executor }, p: Placement) {
      const key = stakeKey(p.playerId, p.currency);
      let mine = held.get(w)?.get(key);
      if (!mine) {
        // Not prepared (a placement on its own): hold this player's limits for the staked and
        // finish that follow.
        const own = await limits.lockStakeLimits(w.tx, [p]);
        held.set(w, new Map([...(held.get(w) ?? []), ...own]));
        mine = own.get(key)!;
      }
      const refused = limits.stakeRefusalIn(mine, stakesOf(p));
      return refused
        ? { key: refused.key, message: limitRefusalMessage(refused, currencyOf(refused.currency)) }
        : null;
    },
    async staked(w: { tx: Executor }, p: Placement) {
      const mine = held.get(w)?.get(stakeKey(p.playerId, p.currency));
      if (mine) limits.staked(mine, stakesOf(p));
    },
    // The running totals the group's stakes added to (0210), written under the locks it holds.
    async finish(w: { tx: Executor }) {
      const mine = held.get(w);
      if (mine) await limits.saveTallies(w.tx, mine.values());
    },
    // The limits the group's stakes reached (issue 27), told once they committed.
    committed(w: { tx: Executor }) {
      const mine = held.get(w);
      if (mine) limits.tell([...mine.values()].flatMap((h) => h.reached));
    },
  };
}
