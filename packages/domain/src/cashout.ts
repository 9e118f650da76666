// Cash-out value (domain 1, domain 7 POST /bets/cashout): what the bookmaker pays now to close an
// open bet. Per line: its stake share x factors of the settled legs x, for each open leg, the
// placed odds over the current odds (the bet's potential payout weighed by the chance, at
// today's prices, that the open legs still win), less a configurable margin. Rounded down.
import type { MinorUnits } from './money';
import type { Odds } from './odds';
import { legFactor, type SelectionResult } from './settlement';
import { linesCount, systemLines, type SystemType } from './system';

export interface CashoutLeg {
  /** The odds the bet was placed at. */
  odds: Odds;
  result: SelectionResult;
  /** Current odds of an open leg (no_results); null when the market is gone. */
  currentOdds: Odds | null;
  /** An open leg whose market or outcome is suspended: no cash-out is offered meanwhile. */
  suspended: boolean;
}

export interface CashoutBet {
  betType: 'single' | 'combo' | 'system';
  stake: MinorUnits;
  legs: readonly CashoutLeg[];
  systemType?: SystemType | null;
  bonusOdds?: Odds | null;
  customOdds?: Odds | null;
}

export interface CashoutSettings {
  /** Kept by the house, in basis points of the fair value (500 = 5%). */
  marginBasisPoints: number;
}

export const DEFAULT_CASHOUT_SETTINGS: CashoutSettings = { marginBasisPoints: 500 };

/**
 * The cash-out value, or null when none is offered: an open leg is suspended or has no current
 * odds, nothing is open any more (settlement pays instead), every line is already lost, or the
 * bet is a custom bet (its price is not the product of its legs).
 */
export function cashoutValue(
  bet: CashoutBet,
  settings: CashoutSettings = DEFAULT_CASHOUT_SETTINGS,
): MinorUnits | null {
  if (bet.customOdds) return null;
  const open = bet.legs.filter((l) => l.result === 'no_results');
  if (open.length === 0) return null;
  if (open.some((l) => l.suspended || l.currentOdds === null)) return null;
  const isSystem = bet.betType === 'system' && bet.systemType;
  const lines = isSystem
    ? systemLines(bet.systemType as SystemType).map((idx) =>
        idx.map((i) => bet.legs[i] as CashoutLeg),
      )
    : [bet.legs];
  const lineCount = isSystem ? linesCount(bet.systemType as SystemType) : 1;
  const keep = BigInt(10_000 - settings.marginBasisPoints);
  let total = 0n;
  let anyAlive = false;
  for (const line of lines) {
    if (line.some((l) => l.result === 'lose_entire')) continue;
    anyAlive = true;
    let num = BigInt(bet.stake) * keep;
    let den = BigInt(lineCount) * 10_000n;
    for (const leg of line) {
      const f = legFactor(leg.result, leg.odds) ?? [BigInt(leg.odds), BigInt(leg.currentOdds ?? 0)];
      num *= f[0];
      den *= f[1];
    }
    if (bet.bonusOdds && !isSystem) {
      num *= BigInt(bet.bonusOdds);
      den *= 1000n;
    }
    total += (num * 1_000_000n) / den; // keep micro-units per line, round down once at the end
  }
  if (!anyAlive) return null;
  return Number(total / 1_000_000n) as MinorUnits;
}
