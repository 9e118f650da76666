import { and, count, inArray, not, sql } from 'drizzle-orm';
import type { BetsSummaryAnswer, BetsSummaryQuery } from '@sb/contract';
import {
  isTimeZone,
  NEVER_STOOD_STATUSES,
  OPEN_BET_STATUSES,
  pnlPeriodStart,
  type PnlTotals,
} from '@sb/domain';
import { badRequest } from '../../http/errors';
import { subunitsOf, type BetsDeps } from './deps';
import { endOf, historyWhere, startOf } from './history';
import { bets } from './schema';

/** The range a summary covers: a period in the player's zone, or the history's from/to. */
function rangeOf(query: BetsSummaryQuery, now: number): { from?: string; to?: string } {
  if (query.period && (query.from || query.to))
    throw badRequest('error.bets.invalid_period', 'Give a period or a date range, not both');
  if (query.from && query.to && startOf(query.from) >= endOf(query.to))
    throw badRequest('error.bets.invalid_period', 'The range ends before it starts');
  if (!query.period) return { from: query.from, to: query.to };
  const zone = query.time_zone ?? 'UTC';
  if (!isTimeZone(zone)) throw badRequest('error.bets.invalid_time_zone', 'Unknown time zone');
  const start = pnlPeriodStart(query.period, now, zone);
  return start === null ? {} : { from: new Date(start).toISOString() };
}

/**
 * GET /api/sportsbook/v3/bets/summary (issue 27): the player's profit and loss per currency over
 * the bets placed in a period (placement time, as the history's date filter reads it), summed in
 * SQL by the domain's rule (betPnl): open stake, returned = paid + cashed_out, profit = returned
 * - (staked - open). The bets row is the truth for money here: `paid` and `cashed_out` change in
 * the same transaction as the ledger postings that pay them (guarded by settle_seq), so they are
 * the ledger's totals per bet without parsing transfer references. A payout taken back but
 * already spent (clawback_due) counts as taken back: the settlement is what the player won.
 */
export async function betsSummary(
  deps: BetsDeps,
  playerId: number,
  query: BetsSummaryQuery,
): Promise<BetsSummaryAnswer> {
  const range = rangeOf(query, deps.now());
  const isOpen = inArray(bets.status, [...OPEN_BET_STATUSES]);
  const money = (expr: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${expr}), 0)`.mapWith(Number);
  const rows = await deps.db.orm
    .select({
      currency: bets.currency,
      bets: count(),
      settled: sql<number>`count(*) filter (where not ${isOpen})`.mapWith(Number),
      staked: money(sql`coalesce(${bets.initialStake}, ${bets.stake})`),
      open: money(sql`case when ${isOpen} then ${bets.stake} else 0 end`),
      returned: money(sql`${bets.paid} + ${bets.cashedOut}`),
    })
    .from(bets)
    .where(and(historyWhere(playerId, range), not(inArray(bets.status, [...NEVER_STOOD_STATUSES]))))
    .groupBy(bets.currency)
    .orderBy(bets.currency);
  return {
    data: {
      from: range.from ? startOf(range.from).toISOString() : null,
      to: range.to ? endOf(range.to).toISOString() : null,
      currencies: rows.map((r) => {
        const totals: PnlTotals = {
          bets: Number(r.bets),
          settled: r.settled,
          staked: r.staked,
          returned: r.returned,
          open: r.open,
          profit: r.returned - (r.staked - r.open),
        };
        return { currency: r.currency, subunits: subunitsOf(deps, r.currency), ...totals };
      }),
    },
  };
}
