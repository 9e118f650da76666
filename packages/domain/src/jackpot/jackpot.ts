// Jackpots (domain 1, 3, 4; issue 21): prize pools fed by a share of every qualifying stake,
// each level hitting at random. These are the rules; the server keeps the pools in the ledger
// and makes the draws from committed seeds (apps/server/src/sportsbook/jackpots).

/** domain 4: Jackpot level state. Only an `active` level is fed and can hit. */
export const JACKPOT_LEVEL_STATES = [
  'active',
  'created',
  'disabled',
  'finished',
  'paused',
] as const;
export type JackpotLevelState = (typeof JACKPOT_LEVEL_STATES)[number];

/** Bet types a jackpot may take (the history kinds, combos as `combo`). */
export const JACKPOT_BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type JackpotBetType = (typeof JACKPOT_BET_TYPES)[number];

/** Parts per million: shares and chances are whole numbers, so sums stay exact. */
export const PPM = 1_000_000;

export interface JackpotLevelRule {
  code: string;
  name: string;
  state: JackpotLevelState;
  /** Minor units the pool restarts from after a hit (paid by the house). */
  seed: number;
  /** The part of each qualifying stake that feeds this level, ppm. */
  sharePpm: number;
  /**
   * How the level hits, per qualifying bet:
   * - `chance`: `chancePpm` at the seed, growing in proportion to the pool (twice the seed,
   *   twice the chance), never above 1;
   * - `must_drop`: uniformly somewhere between the seed and `mustDropBy`, whatever the order of
   *   bets: a bet feeding `c` into a pool at `p` hits with chance c / (mustDropBy - p), which is
   *   the chance that a drop point drawn uniformly in [seed, mustDropBy) lies in [p, p + c)
   *   given that it was not below p; at or past mustDropBy it hits for sure.
   */
  mode: 'chance' | 'must_drop';
  chancePpm: number;
  mustDropBy: number | null;
}

export interface JackpotRule {
  id: string;
  currency: string;
  /** Minimum stake (minor units) and minimum total odds (x1000) of a qualifying bet. */
  minStake: number;
  minOdds: number;
  /** Sport keys of which every leg must be; empty for every sport. */
  sports: readonly string[];
  /** Bet types that qualify; empty for every type. */
  betTypes: readonly JackpotBetType[];
  levels: readonly JackpotLevelRule[];
}

export interface JackpotBet {
  currency: string;
  stake: number;
  /** Total odds x1000. */
  odds: number;
  type: JackpotBetType;
  sports: readonly string[];
  /** A bet on bonus money does not feed a jackpot (its stake is not the player's cash). */
  bonus: boolean;
}

/** The history kind of a bet as a jackpot bet type (double, treble, accumulator are combos). */
export function jackpotBetType(kind: string): JackpotBetType {
  if (kind === 'single' || kind === 'system' || kind === 'custom_bet') return kind;
  return 'combo';
}

/** Whether a bet feeds the jackpot: currency, stake, odds, sports and type all qualify. */
export function qualifies(jackpot: JackpotRule, bet: JackpotBet): boolean {
  if (bet.bonus || bet.currency !== jackpot.currency) return false;
  if (bet.stake < jackpot.minStake || bet.odds < jackpot.minOdds) return false;
  if (jackpot.betTypes.length && !jackpot.betTypes.includes(bet.type)) return false;
  if (jackpot.sports.length && !bet.sports.every((s) => jackpot.sports.includes(s))) return false;
  return jackpot.levels.some((l) => l.state === 'active');
}

/** What a stake feeds each active level (minor units, rounded down: the house keeps the rest). */
export function contribution(level: JackpotLevelRule, stake: number): number {
  if (level.state !== 'active') return 0;
  return Math.floor((stake * level.sharePpm) / PPM);
}

/**
 * The chance, in [0, 1], that a qualifying bet feeding `fed` into a level whose pool stands at
 * `pool` (before it) hits that level.
 */
export function hitChance(level: JackpotLevelRule, pool: number, fed: number): number {
  if (level.state !== 'active') return 0;
  if (level.mode === 'must_drop') {
    const cap = level.mustDropBy ?? 0;
    if (pool + fed >= cap) return 1;
    return fed <= 0 ? 0 : Math.min(1, fed / (cap - pool));
  }
  const grown = level.seed > 0 ? Math.max(1, pool / level.seed) : 1;
  return Math.min(1, (level.chancePpm / PPM) * grown);
}

/** A draw `u` uniform in [0, 1) hits when it falls below the chance. */
export function isHit(level: JackpotLevelRule, pool: number, fed: number, u: number): boolean {
  return u < hitChance(level, pool, fed);
}

export type JackpotRuleProblem =
  | 'no_levels'
  | 'duplicate_level'
  | 'share_too_large'
  | 'must_drop_below_seed'
  | 'chance_out_of_range'
  | 'negative_amount';

/** What is wrong with an operator's jackpot, or null (the admin API refuses with it). */
export function jackpotRuleProblem(rule: JackpotRule): JackpotRuleProblem | null {
  if (rule.levels.length === 0) return 'no_levels';
  if (new Set(rule.levels.map((l) => l.code)).size !== rule.levels.length) return 'duplicate_level';
  if (rule.minStake < 0 || rule.minOdds < 0) return 'negative_amount';
  if (rule.levels.some((l) => l.seed < 0 || l.sharePpm < 0)) return 'negative_amount';
  // The shares of all levels together are a part of the stake, never more than all of it.
  if (rule.levels.reduce((a, l) => a + l.sharePpm, 0) > PPM) return 'share_too_large';
  for (const l of rule.levels) {
    if (l.mode === 'must_drop' && (l.mustDropBy === null || l.mustDropBy <= l.seed))
      return 'must_drop_below_seed';
    if (l.mode === 'chance' && (l.chancePpm <= 0 || l.chancePpm > PPM))
      return 'chance_out_of_range';
  }
  return null;
}

export interface LevelOutcome {
  /** The pool after the bets. */
  pool: number;
  /** Each hit: the bet (index in `fed`), the pool before it, its chance and draw, what it won. */
  hits: { index: number; before: number; chance: number; u: number; amount: number }[];
  /** What the house put in to restart the pool at the seed after each hit. */
  reseeded: number;
}

/**
 * Bets feeding one level in order: each adds its share `fed[i]`, then draws against the pool as
 * it stood before it; a hit wins the whole pool (its own share included) and the pool restarts
 * at the seed, paid by the house. `draw(i, hits)` is bet i's draw with `hits` hits before it in
 * this call (a hit changes the seed the next draws come from). Money in equals money out:
 * pool + paid = start + fed + reseeded.
 */
export function feedLevel(
  level: JackpotLevelRule,
  start: number,
  fed: readonly number[],
  draw: (index: number, hits: number) => number,
): LevelOutcome {
  let pool = start;
  let reseeded = 0;
  const hits: LevelOutcome['hits'] = [];
  fed.forEach((amount, index) => {
    const before = pool;
    pool += amount;
    const chance = hitChance(level, before, amount);
    if (chance <= 0) return;
    const u = draw(index, hits.length);
    if (u >= chance) return;
    hits.push({ index, before, chance, u, amount: pool });
    pool = level.seed;
    reseeded += level.seed;
  });
  return { pool, hits, reseeded };
}
