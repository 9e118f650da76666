import { and, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { BetsAnswer, BetsQuery } from '@sb/contract';
import { subunitsOf, type BetsDeps } from './deps';
import { offerOf, openLegViews } from './cashout';
import { betSelections, bets } from './schema';
import { betView, legsByBet } from './view';

/**
 * GET /api/sportsbook/v3/bets (domain 3 Bet, domain 7): the player's bets newest first, filtered
 * by a status list, with the cash-out offer of every open bet. A VIP bet that was rejected is
 * not listed (domain 4 Bet list).
 */
export async function listBets(
  deps: BetsDeps,
  player: { id: string; locale: string },
  query: BetsQuery,
): Promise<BetsAnswer> {
  const playerId = Number(player.id);
  const where: SQL[] = [
    eq(bets.playerId, playerId),
    not(and(eq(bets.isVip, true), eq(bets.status, 'rejected'))!),
  ];
  if (query.status && query.status.length > 0) where.push(inArray(bets.status, query.status));
  const filter = and(...where);
  const [{ total } = { total: 0 }] = await deps.db.orm
    .select({ total: count() })
    .from(bets)
    .where(filter);
  const rows = await deps.db.orm
    .select()
    .from(bets)
    .where(filter)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const legs = rows.length
    ? await deps.db.orm
        .select()
        .from(betSelections)
        .where(
          inArray(
            betSelections.betId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byBet = legsByBet(legs);
  const items = rows.map((row) => ({ row, legs: byBet.get(row.id) ?? [] }));
  const locale = query.locale ?? player.locale;
  const views = await openLegViews(deps, items, locale);
  const matchStatus = new Map<number, number>();
  for (const item of items) {
    for (const leg of item.legs) {
      const view = views.get(`${leg.matchId}/${leg.marketId}/${leg.specifier}/${leg.outcomeId}`);
      if (view) matchStatus.set(leg.matchId, view.matchStatus);
    }
  }
  return {
    data: items.map(({ row, legs: betLegs }) =>
      betView(row, betLegs, {
        subunits: subunitsOf(deps, row.currency),
        toCashout: offerOf(deps, row, betLegs, views),
        matchStatus,
      }),
    ),
    pagination: {
      total: Number(total),
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(Number(total) / query.limit)),
    },
  };
}
