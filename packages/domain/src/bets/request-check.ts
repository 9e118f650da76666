// The wire-level checks of a POST /bets body that come before any price or limit (issue 7 "Bad
// input"): every stake a positive whole number of minor units in a currency the book knows, and
// no outcome twice in one slip. Each refusal carries its own key and, as domain 8 asks, the first
// selection id of its bet, so the slip shows it on the right bet.
import { type PlaceBetsRequest } from '../bet';
import { selectionKey } from '../selection';
import type { Currency } from '../money';

export const REQUEST_CHECK_KEYS = {
  invalidStake: 'error.place_bets.invalid_stake',
  stakePrecision: 'error.place_bets.stake_precision',
  unknownCurrency: 'error.place_bets.unknown_currency',
  duplicateSelection: 'error.place_bets.duplicate_selection',
  noSelections: 'error.place_bets.no_selections',
  tooManySelections: 'error.place_bets.too_many_selections',
  invalidPayload: 'error.place_bets.invalid_payload',
} as const;

export type RequestCheckReason =
  | 'invalid_stake'
  | 'stake_precision'
  | 'unknown_currency'
  | 'duplicate_selection'
  | 'no_selections'
  | 'too_many_selections'
  | 'invalid_payload';

export interface RequestCheckError {
  reason: RequestCheckReason;
  key: (typeof REQUEST_CHECK_KEYS)[keyof typeof REQUEST_CHECK_KEYS];
  betIndex: number;
  /** domain 8: the first selection id of the bet. */
  selectionId?: string;
}

export interface RequestCheckOptions {
  /** The currency of a code, or null when the book does not hold it. */
  currencyOf(code: string): Currency | null;
  /** Selections one bet may hold (a system caps at 16; anything above is never a real slip). */
  maxSelectionsPerBet?: number;
}

/** Loose numbers: the body arrives from the wire, before the branded types are made. */
export interface LooseBetPayload {
  stake: { value: number; currency: string };
  selections: readonly {
    match_id: number | string;
    market_id: number | string;
    specifier: string;
    outcome_id: number | string;
  }[];
  system_id?: string | undefined;
  custom_odds?: number | undefined;
}

export const MAX_SELECTIONS_PER_BET = 30;

/** Every wire-level fault of a placement, in bet order (empty when the body is sound). */
export function checkPlacementRequest(
  request: { bets: readonly LooseBetPayload[] } | PlaceBetsRequest,
  options: RequestCheckOptions,
): RequestCheckError[] {
  const errors: RequestCheckError[] = [];
  const max = options.maxSelectionsPerBet ?? MAX_SELECTIONS_PER_BET;
  const seenInSlip = new Map<string, number>();
  request.bets.forEach((bet, betIndex) => {
    const keys = bet.selections.map((s) =>
      selectionKey({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
      }),
    );
    const at = { betIndex, ...(keys[0] !== undefined ? { selectionId: keys[0] } : {}) };
    const add = (reason: RequestCheckReason, key: RequestCheckError['key']) =>
      errors.push({ reason, key, ...at });

    if (keys.length === 0) add('no_selections', REQUEST_CHECK_KEYS.noSelections);
    if (keys.length > max) add('too_many_selections', REQUEST_CHECK_KEYS.tooManySelections);
    // domain 5: only custom and system payloads carry custom_odds or system_id, never both.
    if (bet.system_id !== undefined && bet.custom_odds !== undefined) {
      add('invalid_payload', REQUEST_CHECK_KEYS.invalidPayload);
    }

    const value = bet.stake.value;
    if (!Number.isFinite(value) || value <= 0) {
      add('invalid_stake', REQUEST_CHECK_KEYS.invalidStake);
    } else if (!Number.isSafeInteger(value)) {
      // Minor units are whole: 12.505 EUR (1250.5 cents) has more decimals than the currency.
      add('stake_precision', REQUEST_CHECK_KEYS.stakePrecision);
    }
    if (!options.currencyOf(bet.stake.currency)) {
      add('unknown_currency', REQUEST_CHECK_KEYS.unknownCurrency);
    }

    // One outcome once: twice in a bet, or in two bets of one slip, is a duplicate selection.
    const inBet = new Set<string>();
    let duplicate = false;
    for (const key of keys) {
      if (inBet.has(key) || (seenInSlip.has(key) && seenInSlip.get(key) !== betIndex)) {
        duplicate = true;
      }
      inBet.add(key);
    }
    for (const key of inBet) if (!seenInSlip.has(key)) seenInSlip.set(key, betIndex);
    if (duplicate) add('duplicate_selection', REQUEST_CHECK_KEYS.duplicateSelection);
  });
  return errors;
}
