// Settlement: from the results of a bet's selections to its payout, result and status
// (domain 3 Bet: results and statuses). Each line of a bet (the one line of a single or combo,
// every line of a system) pays its stake share x the product of its legs' factors:
//   win_entire             odds            (the whole stake wins)
//   lose_entire            0
//   canceled, refund_entire 1              (a cancelled leg counts at odds 1)
//   refund_half_win_other  (1 + odds) / 2  (half the stake at the odds, half refunded)
//   refund_half_lose_other 1 / 2           (half refunded, half lost)
// Each line's payout is rounded down to the minor unit, once.
import type { MinorUnits } from './money';
import type { Odds } from './odds';
import { floorDiv } from './exact';
import { linesCount, systemLines, type SystemType } from './system';

export const SELECTION_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
] as const;
/** domain 3 Bet selection result; no_results means not settled yet. */
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

export const BET_RESULTS = [...SELECTION_RESULTS, 'cashed_out'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Still running: awaiting acceptance, waiting for results, being processed or cashed out. */
export const OPEN_BET_STATUSES: readonly BetStatus[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];

/** domain 3 History filter "open": the bet is still running. */
export function isOpenBetStatus(status: BetStatus): boolean {
  return OPEN_BET_STATUSES.includes(status);
}

/** domain 3: submitted, rejected and cancelled are treated as one group. */
export function isSubmittedGroup(status: BetStatus): boolean {
  return status === 'submitted' || status === 'rejected' || status === 'cancelled';
}

/** domain 3: types double, treble and accumulator are shown as combo; others as themselves. */
export type HistoryBetType = 'single' | 'combo' | 'system' | 'custom_bet';
export function historyBetType(type: string): HistoryBetType {
  if (type === 'double' || type === 'treble' || type === 'accumulator' || type === 'combo') {
    return 'combo';
  }
  if (type === 'system' || type === 'custom_bet') return type;
  return 'single';
}

/** A leg's payout factor as an exact fraction, or null while it has no result. */
export function legFactor(result: SelectionResult, o: Odds): [bigint, bigint] | null {
  switch (result) {
    case 'no_results':
      return null;
    case 'win_entire':
      return [BigInt(o), 1000n];
    case 'lose_entire':
      return [0n, 1n];
    case 'canceled':
    case 'refund_entire':
      return [1n, 1n];
    case 'refund_half_win_other':
      return [1000n + BigInt(o), 2000n];
    case 'refund_half_lose_other':
      return [1n, 2n];
  }
}

export interface SettlementLeg {
  odds: Odds;
  result: SelectionResult;
}

/** Freebet variants (domain 1): a plain or only-win freebet pays the winnings without the stake. */
export type FreebetKind = 'freebet' | 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';

export interface SettlementBet {
  betType: 'single' | 'combo' | 'system';
  stake: MinorUnits;
  legs: readonly SettlementLeg[];
  systemType?: SystemType | null;
  /** Combo-boost odds: paid on top when every leg won entirely. */
  bonusOdds?: Odds | null;
  /** A custom bet is priced as a whole: it wins at these odds only if every leg wins. */
  customOdds?: Odds | null;
  /** The freebet the stake came from, if any. */
  freebet?: FreebetKind | null;
}

export interface Settlement {
  result: BetResult;
  status: BetStatus;
  /** What the player receives; 0 until the bet is done. */
  payout: MinorUnits;
}

type Line = readonly SettlementLeg[];

/** Settle a single, combo, system or custom bet from its legs' results. */
export function settleBet(bet: SettlementBet): Settlement {
  const { legs } = bet;
  if (bet.customOdds) return settleCustom(bet, bet.customOdds);
  const lines: Line[] =
    bet.betType === 'system' && bet.systemType
      ? systemLines(bet.systemType).map((idx) => idx.map((i) => legs[i] as SettlementLeg))
      : [legs];
  const lineCount = bet.betType === 'system' && bet.systemType ? linesCount(bet.systemType) : 1;
  // A line is decided once a leg lost, or all its legs have results.
  const open = lines.some(
    (line) =>
      !line.some((l) => l.result === 'lose_entire') && line.some((l) => l.result === 'no_results'),
  );
  if (open) return { result: 'no_results', status: 'waiting_results', payout: 0 as MinorUnits };
  const allWon = legs.every((l) => l.result === 'win_entire');
  let payout = 0;
  for (const line of lines) {
    payout += linePayout(bet.stake, lineCount, line, allWon ? bet.bonusOdds : null);
  }
  const returned = withFreebet(payout, bet);
  return { result: betResult(bet, payout), status: 'done', payout: returned };
}

function settleCustom(bet: SettlementBet, customOdds: Odds): Settlement {
  const results = bet.legs.map((l) => l.result);
  if (results.includes('lose_entire')) {
    return { result: 'lose_entire', status: 'done', payout: 0 as MinorUnits };
  }
  if (results.includes('no_results')) {
    return { result: 'no_results', status: 'waiting_results', payout: 0 as MinorUnits };
  }
  if (results.every((r) => r === 'win_entire')) {
    const payout = Number((BigInt(bet.stake) * BigInt(customOdds)) / 1000n);
    return { result: 'win_entire', status: 'done', payout: withFreebet(payout, bet) };
  }
  // Its price holds only for all legs together: anything else voids it.
  const all = results.every((r) => r === 'canceled');
  return {
    result: all ? 'canceled' : 'refund_entire',
    status: 'done',
    payout: withFreebet(bet.stake, bet),
  };
}

/** floor(stake / lines x Π factors x bonus) for one line. */
export function linePayout(
  stake: MinorUnits,
  lineCount: number,
  line: Line,
  bonusOdds?: Odds | null,
): number {
  if (line.some((l) => l.result === 'lose_entire')) return 0;
  // Plain numbers while the fraction stays exact (most lines), BigInt past 2^53.
  let num = stake as number;
  let den = lineCount;
  let i = 0;
  for (; i < line.length; i++) {
    const leg = line[i] as SettlementLeg;
    const [n, d] = numberFactor(leg.result, leg.odds);
    const nn = num * n;
    const nd = den * d;
    if (nn > Number.MAX_SAFE_INTEGER || nd > Number.MAX_SAFE_INTEGER) break;
    num = nn;
    den = nd;
  }
  if (i === line.length && !bonusOdds) return floorDiv(num, den);
  let bigNum = BigInt(num);
  let bigDen = BigInt(den);
  for (; i < line.length; i++) {
    const leg = line[i] as SettlementLeg;
    const f = legFactor(leg.result, leg.odds);
    if (!f) throw new RangeError('an open leg has no payout yet');
    bigNum *= f[0];
    bigDen *= f[1];
  }
  if (bonusOdds) {
    bigNum *= BigInt(bonusOdds);
    bigDen *= 1000n;
  }
  return Number(bigNum / bigDen);
}

function numberFactor(result: SelectionResult, o: Odds): [number, number] {
  switch (result) {
    case 'win_entire':
      return [o, 1000];
    case 'canceled':
    case 'refund_entire':
      return [1, 1];
    case 'refund_half_win_other':
      return [1000 + o, 2000];
    case 'refund_half_lose_other':
      return [1, 2];
    case 'lose_entire':
      return [0, 1];
    case 'no_results':
      throw new RangeError('an open leg has no payout yet');
  }
}

/**
 * domain 1: a plain or only-win freebet's return leaves its stake out ("stake not returned");
 * an all-win or no-risk one returns all of it (bonuses README, "How freebets pay").
 */
export function freebetKeepsStake(kind: FreebetKind | null | undefined): boolean {
  return kind === 'freebet' || kind === 'freebet_only_win';
}

function withFreebet(payout: number, bet: SettlementBet): MinorUnits {
  return (freebetKeepsStake(bet.freebet) ? Math.max(0, payout - bet.stake) : payout) as MinorUnits;
}

// The bet's result in domain 3's words. Singles and combos take the worst of their legs;
// a system (lines won and lost together) is a win when anything is paid.
function betResult(bet: SettlementBet, payout: number): BetResult {
  const results = bet.legs.map((l) => l.result);
  if (results.every((r) => r === 'canceled')) return 'canceled';
  if (results.every((r) => r === 'canceled' || r === 'refund_entire')) return 'refund_entire';
  if (bet.betType === 'system') return payout > 0 ? 'win_entire' : 'lose_entire';
  if (results.includes('lose_entire')) return 'lose_entire';
  if (results.includes('refund_half_lose_other')) return 'refund_half_lose_other';
  if (results.includes('refund_half_win_other')) return 'refund_half_win_other';
  return 'win_entire';
}

/**
 * The part of a bet's payout its combo boost adds (issue 19): the payout at the boosted odds
 * less the payout at the plain odds, 0 without a boost or while the boost does not pay (a leg
 * not won entirely). The house's bonus account pays this part, the house the rest.
 */
export function boostShare(bet: SettlementBet): MinorUnits {
  if (!bet.bonusOdds) return 0 as MinorUnits;
  return (settleBet(bet).payout - settleBet({ ...bet, bonusOdds: null }).payout) as MinorUnits;
}
