import { and, count, desc, eq, gte, ilike, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { BetsAnswer, BetsFilterQuery, BetsQuery } from '@sb/contract';
import { subunitsOf, type BetsDeps } from './deps';
import { offerOf, openLegViews } from './cashout';
import { betAutoCashouts, betCashouts, betSelections, bets } from './schema';
import { betView, byBetId, legsByBet, type BetRow } from './view';

/** The stored kinds behind each history type (domain 3: double, treble, accumulator are combo). */
const KINDS: Record<string, readonly string[]> = {
  single: ['single'],
  combo: ['double', 'treble', 'accumulator'],
  system: ['system'],
  custom_bet: ['custom_bet'],
};

/** The start of a day ("2026-05-01") or an instant, as a Date. */
export const startOf = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
/** The end of a day (exclusive: the next day's start) or an instant. */
export const endOf = (value: string) =>
  value.length === 10
    ? new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60 * 1000)
    : new Date(value);

/** LIKE patterns take the text as it is: % and _ typed by the player match themselves. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The conditions of the history filters (issue 22): the player's bets, VIP rejections left out
 * (domain 4 Bet list), a status list, a date range, a sport, bet types, a team's name.
 */
export function historyWhere(
  playerId: number,
  query: BetsFilterQuery & { status?: string[] | undefined },
): SQL {
  const where: SQL[] = [
    eq(bets.playerId, playerId),
    not(and(eq(bets.isVip, true), eq(bets.status, 'rejected'))!),
  ];
  if (query.status && query.status.length > 0) where.push(inArray(bets.status, query.status));
  if (query.from) where.push(gte(bets.createdAt, startOf(query.from)));
  if (query.to) where.push(lt(bets.createdAt, endOf(query.to)));
  if (query.type && query.type.length > 0) {
    where.push(
      inArray(
        bets.kind,
        query.type.flatMap((t) => KINDS[t] ?? []),
      ),
    );
  }
  const legs: SQL[] = [];
  if (query.sport) legs.push(eq(betSelections.sportKey, query.sport));
  if (query.q) {
    const pattern = likeText(query.q);
    legs.push(
      or(
        ilike(sql`${betSelections.snapshot}->>'matchName'`, pattern),
        sql`exists (select 1 from jsonb_array_elements(coalesce(${betSelections.snapshot}->'competitors', '[]'::jsonb)) c
          where c->>'name' ilike ${pattern})`,
      )!,
    );
  }
  if (legs.length > 0) {
    where.push(
      inArray(
        bets.id,
        sql`(select ${betSelections.betId} from ${betSelections} where ${and(...legs)})`,
      ),
    );
  }
  return and(...where)!;
}

/** Bets with their legs, cash-outs, rules and offers now, as the Bet entity. */
export async function viewsOf(
  deps: BetsDeps,
  rows: readonly BetRow[],
  locale: string,
): Promise<BetsAnswer['data']> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [legs, cashouts, rules] = await Promise.all([
    deps.db.orm.select().from(betSelections).where(inArray(betSelections.betId, ids)),
    deps.db.orm.select().from(betCashouts).where(inArray(betCashouts.betId, ids)),
    deps.db.orm.select().from(betAutoCashouts).where(inArray(betAutoCashouts.betId, ids)),
  ]);
  const byBet = legsByBet(legs);
  const cashoutsByBet = byBetId(cashouts);
  const ruleOf = new Map(rules.map((r) => [r.betId, r.threshold]));
  const items = rows.map((row) => ({ row, legs: byBet.get(row.id) ?? [] }));
  const views = await openLegViews(deps, items, locale);
  const matchStatus = new Map<number, number>();
  for (const item of items) {
    for (const leg of item.legs) {
      const view = views.get(`${leg.matchId}/${leg.marketId}/${leg.specifier}/${leg.outcomeId}`);
      if (view) matchStatus.set(leg.matchId, view.matchStatus);
    }
  }
  return items.map(({ row, legs: betLegs }) =>
    betView(row, betLegs, {
      subunits: subunitsOf(deps, row.currency),
      toCashout: offerOf(deps, row, betLegs, views),
      matchStatus,
      cashouts: cashoutsByBet.get(row.id) ?? [],
      autoCashout: ruleOf.get(row.id) ?? null,
    }),
  );
}

/**
 * GET /api/sportsbook/v3/bets (domain 3 Bet, domain 7): the player's bets newest first, filtered
 * by a status list and the history filters, with the cash-out offer of every open bet.
 */
export async function listBets(
  deps: BetsDeps,
  player: { id: string; locale: string },
  query: BetsQuery,
): Promise<BetsAnswer> {
  const filter = historyWhere(Number(player.id), query);
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
  return {
    data: await viewsOf(deps, rows, query.locale ?? player.locale),
    pagination: {
      total: Number(total),
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(Number(total) / query.limit)),
    },
  };
}
