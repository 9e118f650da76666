// Settling a stored bet again and again, paying once (issue 7). Results arrive, are replayed,
// corrected and rolled back; each time the bet is settled from its legs' results as they are now
// (settleBet), and the money that moves is only the difference between what that settlement pays
// and what the player already received. A replay moves nothing; a correction moves the
// difference; a rollback takes the payout back.
import type { MinorUnits } from '../money';
import type { BetResult, BetStatus, Settlement } from '../settlement';

export interface StoredSettlement {
  status: BetStatus;
  result: BetResult;
  /** What the settlement has credited so far (net of reversals), minor units. */
  paid: MinorUnits;
}

export type SettlementMove =
  | { kind: 'none' }
  | {
      kind: 'settle';
      next: StoredSettlement;
      /** Money to the player (> 0) or back from the player (< 0); 0 when only the state moves. */
      delta: number;
    };

/** Statuses a settlement may change: an accepted bet, settled or not. */
/** Statuses a result can still change: accepted bets, settled or not. */
export const SETTLEABLE_STATUSES: readonly BetStatus[] = [
  'waiting_results',
  'ready_to_process',
  'done',
];
const SETTLEABLE: ReadonlySet<BetStatus> = new Set(SETTLEABLE_STATUSES);

/**
 * The move from a stored bet to its settlement now. Bets not yet accepted (submitted), refused,
 * cashed out or withdrawn are never settled: their money has already moved for good.
 */
export function settlementMove(stored: StoredSettlement, now: Settlement): SettlementMove {
  if (!SETTLEABLE.has(stored.status)) return { kind: 'none' };
  const next: StoredSettlement = {
    status: now.status,
    result: now.result,
    paid: (now.status === 'done' ? now.payout : 0) as MinorUnits,
  };
  if (next.status === stored.status && next.result === stored.result && next.paid === stored.paid) {
    return { kind: 'none' };
  }
  return { kind: 'settle', next, delta: next.paid - stored.paid };
}
