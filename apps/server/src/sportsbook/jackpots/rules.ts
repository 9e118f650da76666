import type { JackpotBetType, JackpotLevelRule, JackpotLevelState, JackpotRule } from '@sb/domain';
import { isFreebetKind, jackpotBetType } from '@sb/domain';
import type { JackpotInput } from '@sb/contract';
import type { PlacementView } from '../bets';
import type { JackpotLevelRow, JackpotRow } from './schema';

// The jackpots' rows and inputs as the domain's rules read them, and the ledger's names.

/** Stakes live in the house's bets account; seeds are the house's jackpot budget. */
export const STAKES = 'house:bets';
export const SEEDS = 'house:jackpots';
/** A level's pool: the ledger account `jackpot:{id}:{code}:{CUR}`. */
export const poolAccount = (jackpotId: string, code: string) => `jackpot:${jackpotId}:${code}`;

/** A jackpot as read: its row, its levels (by position), its rule. */
export interface Loaded {
  row: JackpotRow;
  levels: JackpotLevelRow[];
  rule: JackpotRule;
}

/** A level row as `returning l.*` gives it (snake_case, bigints possibly as text). */
export function levelRowOfSql(r: Record<string, unknown>): JackpotLevelRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    jackpotId: String(r.jackpot_id),
    code: String(r.code),
    name: String(r.name),
    position: Number(r.position),
    state: String(r.state),
    seed: Number(r.seed),
    sharePpm: Number(r.share_ppm),
    mode: String(r.mode),
    chancePpm: Number(r.chance_ppm),
    mustDropBy: n(r.must_drop_by),
    pool: Number(r.pool),
    serverSeed: String(r.server_seed),
    seedHash: String(r.seed_hash),
    forceNext: r.force_next === true || r.force_next === 't',
  };
}

export function levelRule(row: JackpotLevelRow): JackpotLevelRule {
  return {
    code: row.code,
    name: row.name,
    state: row.state as JackpotLevelState,
    seed: row.seed,
    sharePpm: row.sharePpm,
    mode: row.mode as JackpotLevelRule['mode'],
    chancePpm: row.chancePpm,
    mustDropBy: row.mustDropBy,
  };
}

export function ruleOfRow(row: JackpotRow, levels: JackpotLevelRow[]): JackpotRule {
  return {
    id: row.id,
    currency: row.currency,
    minStake: row.minStake,
    minOdds: row.minOdds,
    sports: row.sports,
    betTypes: row.betTypes as JackpotRule['betTypes'],
    levels: levels.map(levelRule),
  };
}

export function ruleOfInput(input: JackpotInput): JackpotRule {
  return {
    id: input.id,
    currency: input.currency,
    minStake: input.min_stake,
    minOdds: input.min_odds,
    sports: input.sports,
    betTypes: input.bet_types,
    levels: input.levels.map((l) => ({
      code: l.code,
      name: l.name,
      state: l.state,
      seed: l.seed,
      sharePpm: l.share_ppm,
      mode: l.mode,
      chancePpm: l.chance_ppm,
      mustDropBy: l.must_drop_by,
    })),
  };
}

export function betOf(p: PlacementView, bet: PlacementView['bets'][number]) {
  return {
    currency: p.currency,
    stake: bet.stake,
    odds: bet.odds,
    type: jackpotBetType(bet.kind) as JackpotBetType,
    sports: bet.legs.map((l) => l.sportKey),
    // Bonus money is a freebet's stake; a combo boost is staked in cash (issue 19).
    bonus: bet.bonus !== null && isFreebetKind(bet.bonus.type),
  };
}
