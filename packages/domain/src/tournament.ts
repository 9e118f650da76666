// The hunting tournament (domain 1, 3; issue 19): a hunt that starts again. The bets carrying it
// farm points as a hunt's do (hunting.ts); at the target the round pays its freebet, the points
// and stake start from zero (the farmed matches stay farmed), and the freebets farmed rank the
// players (domain 3 Leaderboard row: farmed_amount, farmed_freebets_count). The tournament's
// pool (domain 3 initial_pool) starts at the operator's amount, grows by a share of every
// farming stake (`tournament_pool_changed`) and is paid at the end to the first places.
import { farm, type Farmed, type FarmingBonus, type HuntingBet } from './hunting';
import { PPM } from './jackpot/jackpot';
import type { MinorUnits } from './money';

export interface TournamentBonus extends FarmingBonus {
  type: 'tournament';
  /** The freebets the rounds paid so far, and what they paid together (the ranking's score). */
  farmedFreebets: number;
  farmedAmount: MinorUnits;
}

export interface TournamentFarmed extends Farmed {
  farmedFreebets: number;
  farmedAmount: MinorUnits;
}

/** What a bet that may farm (huntingRefusal null) makes of the tournament. */
export function farmTournament(t: TournamentBonus, bet: HuntingBet): TournamentFarmed {
  const f = farm(t, bet);
  if (f.freebet === null)
    return { ...f, farmedFreebets: t.farmedFreebets, farmedAmount: t.farmedAmount };
  return {
    ...f,
    points: 0,
    farmedStake: 0 as MinorUnits,
    farmedFreebets: t.farmedFreebets + 1,
    farmedAmount: (t.farmedAmount + f.freebet) as MinorUnits,
  };
}

/** What a farming stake adds to the pool: its share in parts per million, rounded down. */
export function poolShare(stake: MinorUnits, sharePpm: number): MinorUnits {
  return Number((BigInt(stake) * BigInt(sharePpm)) / BigInt(PPM)) as MinorUnits;
}

/** A player's standing in a tournament, as the ranking reads it. */
export interface Standing {
  playerId: number;
  farmedAmount: number;
  farmedFreebets: number;
  /** When the player's score last grew (ms); who got there first ranks first. */
  farmedAt: number | null;
}

/** The leaderboard's order: most farmed, then most freebets, then who got there first. */
export function rankTournament<T extends Standing>(standings: readonly T[]): T[] {
  return [...standings].sort(
    (a, b) =>
      b.farmedAmount - a.farmedAmount ||
      b.farmedFreebets - a.farmedFreebets ||
      (a.farmedAt ?? Infinity) - (b.farmedAt ?? Infinity) ||
      a.playerId - b.playerId,
  );
}

/**
 * The pool paid at the end: place i (of those ranked who farmed at least one freebet) gets
 * `prizesPpm[i]` of the pool, rounded down; what no place takes (fewer players than places,
 * shares under the whole, the rounding) goes back to the operator. Never more than the pool.
 */
export function tournamentPrizes(
  pool: MinorUnits,
  prizesPpm: readonly number[],
  ranked: readonly Standing[],
): { prizes: { playerId: number; amount: MinorUnits }[]; unpaid: MinorUnits } {
  const winners = ranked.filter((s) => s.farmedFreebets > 0).slice(0, prizesPpm.length);
  const prizes = winners
    .map((s, i) => ({ playerId: s.playerId, amount: poolShare(pool, prizesPpm[i]!) }))
    .filter((p) => p.amount > 0);
  const paid = prizes.reduce((sum, p) => sum + p.amount, 0);
  return { prizes, unpaid: (pool - paid) as MinorUnits };
}
