import type { BetStatusWire, BetWire } from '@sb/contract';
import { historyBetType } from '@sb/domain';
import type { betSelections, bets } from './schema';

export type BetRow = typeof bets.$inferSelect;
export type LegRow = typeof betSelections.$inferSelect;

/** The Bet entity of domain 3 from a stored bet and its legs. */
export function betView(
  row: BetRow,
  legs: readonly LegRow[],
  extra: {
    subunits: number;
    /** The cash-out offer now (null when none). */
    toCashout?: number | null;
    /** Current match statuses where known; the placing snapshot otherwise. */
    matchStatus?: ReadonlyMap<number, number>;
  },
): BetWire {
  const settled = row.status === 'done' || row.status === 'cashed_out';
  return {
    id: String(row.id),
    type: historyBetType(row.kind),
    ref: row.ref,
    status: row.status as BetStatusWire,
    stake: { value: row.stake, currency: row.currency, subunits: extra.subunits },
    win_amount: settled ? row.paid : null,
    odds: row.odds,
    potential_win: row.potentialWin,
    selections: [...legs]
      .sort((a, b) => a.position - b.position)
      .map((leg) => {
        const s = leg.snapshot;
        return {
          id: `${leg.matchId}/${leg.marketId}/${leg.specifier}/${leg.outcomeId}`,
          status: leg.result as BetWire['selections'][number]['status'],
          market: { id: leg.marketId, name: s.marketName ?? String(leg.marketId) },
          outcome: { id: leg.outcomeId, name: s.outcomeName ?? leg.outcomeId },
          odds: leg.odds,
          match: {
            id: leg.matchId,
            urn_id: s.matchUrnId ?? `sr:match:${leg.matchId}`,
            slug: s.matchSlug ?? String(leg.matchId),
            name: s.matchName ?? String(leg.matchId),
            sport_key: leg.sportKey,
            start_time: s.startTime ?? row.createdAt.toISOString(),
            status: extra.matchStatus?.get(leg.matchId) ?? s.matchStatus ?? 0,
            competitors: s.competitors ?? [],
          },
          specifier: leg.specifier,
          provider: leg.provider,
        };
      }),
    created_at: row.createdAt.toISOString(),
    result: row.result as BetWire['result'],
    to_cashout: row.status === 'waiting_results' ? (extra.toCashout ?? null) : null,
    bonus: row.bonus ? { id: row.bonus.id, type: row.bonus.type, odds: row.bonus.odds } : null,
    system:
      row.systemId && row.systemWin !== null && row.systemTotal !== null
        ? { id: row.systemId, win_count: row.systemWin, total_count: row.systemTotal }
        : null,
    used_in_jackpot: row.usedInJackpot,
    is_vip: row.isVip,
    reason: row.reason,
  };
}

/** Legs grouped by bet id. */
export function legsByBet(legs: readonly LegRow[]): Map<number, LegRow[]> {
  const out = new Map<number, LegRow[]>();
  for (const leg of legs) {
    const list = out.get(leg.betId);
    if (list) list.push(leg);
    else out.set(leg.betId, [leg]);
  }
  return out;
}
