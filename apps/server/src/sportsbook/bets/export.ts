import { desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { BETS_EXPORT_LIMIT, type BetWire, type BetsExportQuery } from '@sb/contract';
import { formatMoney, formatOdds, minorUnits, odds as toOdds } from '@sb/domain';
import type { BetsDeps } from './deps';
import { historyWhere, viewsOf } from './history';
import { bets } from './schema';

/** The columns of the export, in order (English headers: a file is read by any tool). */
const COLUMNS = [
  'placed_at',
  'ref',
  'type',
  'status',
  'result',
  'currency',
  'stake',
  'odds',
  'potential_win',
  'returned',
  'cashed_out',
  'selections',
] as const;

const money = (value: number, bet: BetWire) =>
  formatMoney(minorUnits(value), {
    code: bet.stake.currency,
    subunits: bet.stake.subunits,
    // Shown with every decimal the currency has: an export is for reckoning, not for reading.
    fiat: false,
  });

/** One bet as a row of the export. */
export function exportRow(bet: BetWire): string[] {
  const system = bet.system ? `system ${bet.system.win_count}/${bet.system.total_count}` : bet.type;
  return [
    bet.created_at,
    bet.ref,
    system,
    bet.status,
    bet.result,
    bet.stake.currency,
    money(bet.initial_stake ?? bet.stake.value, bet),
    formatOdds(toOdds(bet.odds)),
    money(bet.potential_win, bet),
    bet.win_amount === null ? '' : money(bet.win_amount, bet),
    money(
      (bet.cashouts ?? []).reduce((sum, c) => sum + c.amount, 0),
      bet,
    ),
    bet.selections
      .map(
        (s) =>
          `${s.match.name}: ${s.market.name} ${s.outcome.name} @ ${formatOdds(toOdds(s.odds))}`,
      )
      .join(' | '),
  ];
}

/**
 * GET /bets/export.csv (issue 22): the player's bets under the history filters, newest first,
 * as RFC 4180 CSV with a header row.
 */
export async function exportBets(
  deps: BetsDeps,
  player: { id: string; locale: string },
  query: BetsExportQuery,
): Promise<string> {
  const rows = await deps.db.orm
    .select()
    .from(bets)
    .where(historyWhere(Number(player.id), query))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(BETS_EXPORT_LIMIT);
  const views = await viewsOf(deps, rows, player.locale);
  return stringify([[...COLUMNS], ...views.map(exportRow)], { record_delimiter: 'windows' });
}
