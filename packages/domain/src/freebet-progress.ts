// Freebet progress ("amb"; domain 3; issue 19): a campaign's freebets earned by betting, N
// qualifying bets earning M freebets. A bet qualifies with cash (no bonus), at least the
// campaign's least stake in a currency it pays, and counts once decided (won, lost, half either
// way, or cashed out); a void bet (cancelled, refunded) never counts. `amb_ranges` add up: each
// range reached earns its freebets.
import type { MinorUnits } from './money';
import type { BetResult } from './settlement';

/** domain 3 amb range: at `numberOfBets` counted bets, `numberOfFreebets` more. */
export interface ProgressRange {
  numberOfBets: number;
  numberOfFreebets: number;
}

/** The freebets earned at `count` counted bets: every range reached adds its own. */
export function freebetsEarned(ranges: readonly ProgressRange[], count: number): number {
  return ranges
    .filter((r) => r.numberOfBets <= count)
    .reduce((sum, r) => sum + r.numberOfFreebets, 0);
}

/** The next range not reached at `count`, or null once every range is. */
export function nextProgressRange(
  ranges: readonly ProgressRange[],
  count: number,
): ProgressRange | null {
  return (
    [...ranges]
      .filter((r) => r.numberOfBets > count)
      .sort((a, b) => a.numberOfBets - b.numberOfBets)[0] ?? null
  );
}

export type ProgressRefusal = 'bonus' | 'currency' | 'min_stake';

/** Why a bet does not count toward the progress, or null when it does once decided. */
export function progressRefusal(
  minStakes: Readonly<Record<string, number>>,
  bet: { stake: MinorUnits; currencyCode: string; hasBonus: boolean },
): ProgressRefusal | null {
  if (bet.hasBonus) return 'bonus';
  const least = minStakes[bet.currencyCode];
  if (least === undefined) return 'currency';
  if (bet.stake < least) return 'min_stake';
  return null;
}

/** Whether a bet's result decides it for the progress: counted, dropped (void), or not yet. */
export function progressVerdict(result: BetResult): 'counts' | 'void' | 'open' {
  if (result === 'no_results') return 'open';
  if (result === 'canceled' || result === 'refund_entire') return 'void';
  return 'counts';
}
