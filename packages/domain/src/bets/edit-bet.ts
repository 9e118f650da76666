// Edit bet (issue 22): take a leg out of an open combo or add one. Priced as what it is: the old
// bet cashed out at its offer now, and a new bet at today's prices of the legs it keeps and
// gains, staked with what the player chooses (the cash-out value unless told otherwise). The
// balance moves by the cash-out less the new stake, exactly as quoted.
import { comboBoostFor, type ComboBoostBonus } from '../bonus';
import { combinationViolations, COMBINATION_KEYS } from '../combination';
import { potentialWin, type MinorUnits } from '../money';
import { totalOdds, type Odds } from '../odds';
import type { EntityId, MatchStatus } from '../selection';
import type { SelectionResult } from '../settlement';

export const EDIT_BET_KEYS = {
  notEditable: 'error.edit_bet.not_editable',
  unavailable: 'error.edit_bet.unavailable',
  noChange: 'error.edit_bet.no_change',
  unknownLeg: 'error.edit_bet.unknown_leg',
  empty: 'error.edit_bet.empty',
  invalidStake: 'error.edit_bet.invalid_stake',
  priceChanged: 'error.edit_bet.price_changed',
} as const;
export type EditBetKey = (typeof EDIT_BET_KEYS)[keyof typeof EDIT_BET_KEYS];

/** A leg of the bet being edited, as placed and as it stands now. */
export interface EditLeg {
  /** The selection id `{match}/{market}/{specifier}/{outcome}`. */
  id: string;
  matchId: EntityId;
  provider: string;
  matchStatus: MatchStatus;
  result: SelectionResult;
  /** Odds now; null when the market is gone or suspended. */
  currentOdds: Odds | null;
}

/** A selection to add, at its odds now. */
export interface EditAddition {
  id: string;
  matchId: EntityId;
  provider: string;
  matchStatus: MatchStatus;
  odds: Odds;
}

export interface EditBetInput {
  betType: 'single' | 'combo' | 'system';
  isCustom: boolean;
  /** Whether the bet is open (accepted, waiting for results). */
  open: boolean;
  legs: readonly EditLeg[];
  remove: readonly string[];
  add: readonly EditAddition[];
  /** The old bet's cash-out offer now (null: none). */
  offer: MinorUnits | null;
  /** The new bet's stake; null means the cash-out value. */
  stake: number | null;
  /**
   * The combo boost the bet carries, as the player holds it now: the new bet keeps it while
   * its suitable selections reach one of its ranges (domain 5), at that range's odds.
   */
  boost?: { bonus: ComboBoostBonus; isVerified: boolean } | null;
}

export interface EditBetQuote {
  /** What the old bet is cashed out for. */
  cashout: MinorUnits;
  /** The new bet: its legs (kept, then added, each at its odds now), odds and stake. */
  selections: { id: string; odds: Odds }[];
  /** Total odds, the combo boost's included. */
  odds: Odds;
  /** The combo boost the new bet keeps (its range's odds), null when none. */
  bonusOdds: Odds | null;
  stake: MinorUnits;
  potentialWin: MinorUnits;
  /** Cash-out less the new stake: what the balance moves by. */
  balanceChange: number;
}

export type EditBetResult = { ok: true; quote: EditBetQuote } | { ok: false; key: string };

/** The edit's price now, or why it cannot be made. */
export function quoteEditBet(input: EditBetInput): EditBetResult {
  const fail = (key: string): EditBetResult => ({ ok: false, key });
  if (!input.open || input.isCustom || input.betType === 'system') {
    return fail(EDIT_BET_KEYS.notEditable);
  }
  // Only a bet whose legs are all still open is re-priced leg by leg at today's odds.
  if (input.legs.some((l) => l.result !== 'no_results')) return fail(EDIT_BET_KEYS.notEditable);
  if (input.remove.length === 0 && input.add.length === 0) return fail(EDIT_BET_KEYS.noChange);
  const ids = new Set(input.legs.map((l) => l.id));
  if (input.remove.some((id) => !ids.has(id))) return fail(EDIT_BET_KEYS.unknownLeg);
  if (input.add.some((a) => ids.has(a.id))) return fail(COMBINATION_KEYS.same_match);
  if (input.offer === null || input.offer <= 0) return fail(EDIT_BET_KEYS.unavailable);
  const kept = input.legs.filter((l) => !input.remove.includes(l.id));
  if (kept.some((l) => l.currentOdds === null)) return fail(EDIT_BET_KEYS.unavailable);
  const selections = [...kept.map((l) => ({ ...l, odds: l.currentOdds as Odds })), ...input.add];
  if (selections.length === 0) return fail(EDIT_BET_KEYS.empty);
  const betType = selections.length > 1 ? 'combo' : 'single';
  const [violation] = combinationViolations(
    [
      {
        betType,
        selections,
        systemType: null,
        customOdds: null,
      },
    ],
    { multiSingleBets: false, availableByProvider: {}, systemTypes: [] },
  );
  if (violation) return fail(violation.key);
  const stake = input.stake ?? input.offer;
  if (!Number.isSafeInteger(stake) || stake <= 0) return fail(EDIT_BET_KEYS.invalidStake);
  const bonusOdds = input.boost
    ? comboBoostFor(
        input.boost.bonus,
        { betType, selections, customOdds: null },
        input.boost.isVerified,
      ).bonusOdds
    : null;
  const odds = totalOdds(
    selections.map((s) => s.odds),
    bonusOdds,
  );
  return {
    ok: true,
    quote: {
      cashout: input.offer,
      selections: selections.map((s) => ({ id: s.id, odds: s.odds })),
      odds,
      bonusOdds,
      stake: stake as MinorUnits,
      potentialWin: potentialWin(stake as MinorUnits, odds),
      balanceChange: input.offer - stake,
    },
  };
}

/**
 * A confirmed edit at the quote now, as the player was shown it: the new odds unchanged and a
 * cash-out at least what was shown, paid as shown, so the balance moves by exactly what the
 * player saw. Null when the price moved against what was shown.
 */
export function confirmEditQuote(
  quote: EditBetQuote,
  seen: { cashout: number; odds: number },
): EditBetQuote | null {
  if (quote.odds !== seen.odds || !Number.isSafeInteger(seen.cashout) || seen.cashout <= 0) {
    return null;
  }
  if (quote.cashout < seen.cashout) return null;
  const cashout = seen.cashout as MinorUnits;
  return { ...quote, cashout, balanceChange: cashout - quote.stake };
}
