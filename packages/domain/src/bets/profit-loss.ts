// Profit and loss of the bet history (issue 27, domain 2 page bets_history, domain 3 Bet): what
// a player staked, got back and won or lost over a period, per currency, in minor units.
import { OPEN_BET_STATUSES, type BetStatus } from '../settlement';
import { wallClock, zonedMidnight } from '../zoned-calendar';

/** The periods of the summary: today, the last 7 and 30 days (today included), this year, all. */
export const PNL_PERIODS = ['today', '7d', '30d', 'year', 'all'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

/**
 * The first instant of `period` at `now` in the player's time zone (null: since the first bet).
 * Days start at local midnight, so "today" in Lisbon starts at 00:00 in Lisbon.
 */
export function pnlPeriodStart(period: PnlPeriod, now: number, zone: string): number | null {
  if (period === 'all') return null;
  const w = wallClock(now, zone);
  if (period === 'year') return zonedMidnight(w.year, 1, 1, zone);
  const days = period === 'today' ? 1 : period === '7d' ? 7 : 30;
  return zonedMidnight(w.year, w.month, w.day - (days - 1), zone);
}

/**
 * domain 3: a rejected or cancelled bet never stood (its stake came back at once), so it is no
 * part of what a player staked or won.
 */
export const NEVER_STOOD_STATUSES: readonly BetStatus[] = ['rejected', 'cancelled'];

/** What the summary reads of a bet: its stakes and what it paid (settlement and cash-outs). */
export interface BetMoney {
  status: BetStatus;
  /** The stake still running (a partial cash-out lowers it). */
  stake: number;
  /** The stake placed. */
  initialStake: number;
  /** Settlement's payout: a win, a refund (a void bet pays its stake back) or a full cash-out. */
  paid: number;
  /** Partial cash-outs. */
  cashedOut: number;
}

/** One currency's figures; `profit` is what came back less the stake that is no longer running. */
export interface PnlTotals {
  bets: number;
  settled: number;
  staked: number;
  returned: number;
  open: number;
  profit: number;
}

export const EMPTY_PNL: PnlTotals = {
  bets: 0,
  settled: 0,
  staked: 0,
  returned: 0,
  open: 0,
  profit: 0,
};

/**
 * One bet's share of the summary. The stake still running is open; the rest of it is decided
 * (settled, or cashed out in part), and the profit is what it returned less that decided stake,
 * so an open bet adds 0 until it pays something and a void bet adds 0.
 */
export function betPnl(bet: BetMoney): PnlTotals {
  if (NEVER_STOOD_STATUSES.includes(bet.status)) return EMPTY_PNL;
  const isOpen = OPEN_BET_STATUSES.includes(bet.status);
  const open = isOpen ? bet.stake : 0;
  const returned = bet.paid + bet.cashedOut;
  return {
    bets: 1,
    settled: isOpen ? 0 : 1,
    staked: bet.initialStake,
    returned,
    open,
    profit: returned - (bet.initialStake - open),
  };
}

/** The sum of two summaries (the server sums in SQL; this is the rule it must agree with). */
export function addPnl(a: PnlTotals, b: PnlTotals): PnlTotals {
  return {
    bets: a.bets + b.bets,
    settled: a.settled + b.settled,
    staked: a.staked + b.staked,
    returned: a.returned + b.returned,
    open: a.open + b.open,
    profit: a.profit + b.profit,
  };
}

/** The summary of some bets of one currency. */
export function pnlOf(bets: readonly BetMoney[]): PnlTotals {
  return bets.map(betPnl).reduce(addPnl, EMPTY_PNL);
}
