// The shape of a slip's bets (domain 4 "Adding a selection"): singles or a combo by provider,
// the fallbacks when selections drop, changing bet type. Every change is tried on a copy and
// refused if it would break a combination rule (domain 5), so a slip never holds a bet the
// server would refuse for its make-up.
import { priceBet, type BetDraft, type BetType } from '../bet';
import { isBettableMatchStatus, selectionKey } from '../selection';
import { comboBoostFor, isFreebet } from '../bonus';
import { huntingRefusal, isFarming } from '../hunting';
import {
  combinationViolations,
  multiSinglesAllowed,
  systemTypeExists,
  type CombinationSettings,
  type CombinationViolation,
} from '../combination';
import { ZERO, type Currency } from '../money';
import {
  sameSystemType,
  systemTypes as allSystemTypes,
  systemTypesFor,
  type SystemType,
} from '../system';
import type { SelectionInput, SlipBet, SlipEnv, SlipSelection } from './types';

export function combinationSettings(
  env: SlipEnv,
  systemTypes: readonly SystemType[],
): CombinationSettings {
  return {
    multiSingleBets: env.settings.multiSingleBets,
    availableByProvider: env.settings.availableByProvider,
    systemTypes,
  };
}

export function providerActive(env: SlipEnv, provider: string): boolean {
  return env.settings.providerStatuses[provider] !== false;
}

/** A slip selection from a selected outcome, its odds accepted as they are. */
export function slipSelection(input: SelectionInput, env: SlipEnv): SlipSelection {
  return {
    ...input,
    id: selectionKey(input),
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    isSuspended: !input.active || !isBettableMatchStatus(input.matchStatus),
    isChanged: false,
    isNotAvailable: !providerActive(env, input.provider),
  };
}

export function newBet(
  id: string,
  selections: SlipSelection[],
  currency: Currency,
  betType: BetType = selections.length > 1 ? 'combo' : 'single',
): SlipBet {
  const odds = priceBet({
    betType,
    selections,
    stake: ZERO,
    systemType: null,
    customOdds: null,
    bonusOdds: null,
  }).odds;
  return {
    id,
    stake: ZERO,
    currency,
    betType,
    customOdds: null,
    selections,
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    bonusId: null,
    stakeSource: 'stake',
    systemType: null,
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    odds,
    profit: ZERO,
    jackpots: [],
  };
}

/** Odds, profit and combo-boost odds follow from the rest of the bet. */
export function reprice(bet: SlipBet, isVerified: boolean): SlipBet {
  const bonusOdds =
    bet.bonus?.type === 'comboboost' ? comboBoostFor(bet.bonus, bet, isVerified).bonusOdds : null;
  const stake = bet.freebetStake ?? bet.stake;
  const price = priceBet({
    ...bet,
    stake,
    bonusOdds,
    freebet: isFreebet(bet.bonus) ? bet.bonus.type : null,
  });
  return {
    ...bet,
    stake,
    bonusOdds,
    bonusId: bet.bonus?.id ?? null,
    odds: price.odds,
    profit: price.profit,
  };
}

/** A system type for n selections: the same win count if offered, else the first offered. */
export function pickSystemType(
  n: number,
  offered: readonly SystemType[],
  previous: SystemType | null,
): SystemType | null {
  const candidates = systemTypesFor(n, offered.length > 0 ? offered : allSystemTypes(n, false));
  if (previous) {
    const same = candidates.find((t) => !t.fullCover && t.winCount === previous.winCount);
    if (same) return same;
  }
  return candidates[0] ?? null;
}

/**
 * domain 4 fallbacks: empty bets go; a combo or system left with one selection becomes a single;
 * a single with more becomes a combo; a system whose count no longer fits its type takes another
 * type of that count, or becomes a combo.
 */
export function normalizeBets(bets: readonly SlipBet[], offered: readonly SystemType[]): SlipBet[] {
  const out: SlipBet[] = [];
  for (const b of bets) {
    const n = b.selections.length;
    if (n === 0) continue;
    if (b.customOdds) {
      out.push(b);
      continue;
    }
    if (b.betType !== 'single' && n === 1) out.push({ ...b, betType: 'single', systemType: null });
    else if (b.betType === 'single' && n > 1) out.push({ ...b, betType: 'combo' });
    else if (b.betType === 'system' && !systemTypeExists(b.systemType, n, offered)) {
      const other = pickSystemType(n, offered, b.systemType);
      out.push(other ? { ...b, systemType: other } : { ...b, betType: 'combo', systemType: null });
    } else out.push(b);
  }
  return out;
}

export type Reshape =
  { ok: true; bets: SlipBet[] } | { ok: false; violation: CombinationViolation };

function checked(bets: SlipBet[], settings: CombinationSettings): Reshape {
  const [violation] = combinationViolations(bets, settings);
  return violation ? { ok: false, violation } : { ok: true, bets };
}

/**
 * domain 4 Adding a selection: a new single when singles are allowed for the provider (and for
 * the singles already there), otherwise it joins the combo (or system) of the slip.
 */
export function addSelection(
  bets: readonly SlipBet[],
  selection: SlipSelection,
  nextId: string,
  currency: Currency,
  settings: CombinationSettings,
): Reshape {
  if (bets.length === 0) return { ok: true, bets: [newBet(nextId, [selection], currency)] };
  const asSingles = bets.every(
    (b) =>
      b.betType === 'single' &&
      !b.customOdds &&
      b.selections.every((s) => multiSinglesAllowed(s.provider, settings)),
  );
  if (asSingles && multiSinglesAllowed(selection.provider, settings)) {
    return checked([...bets, newBet(nextId, [selection], currency)], settings);
  }
  const [first, ...rest] = bets as [SlipBet, ...SlipBet[]];
  const joined = { ...first, selections: [...first.selections, selection] };
  return checked(normalizeBets([joined, ...rest], settings.systemTypes), settings);
}

export function removeSelection(
  bets: readonly SlipBet[],
  selectionId: string,
  offered: readonly SystemType[],
): SlipBet[] {
  const stripped = bets.map((b) =>
    b.selections.some((s) => s.id === selectionId)
      ? { ...b, selections: b.selections.filter((s) => s.id !== selectionId) }
      : b,
  );
  return normalizeBets(stripped, offered);
}

/**
 * domain 4 Changing bet type (ignored when not allowed): single splits the selections into one
 * bet each; combo merges them; system builds a system bet of the given or first fitting type.
 */
export function changeBetType(
  bets: readonly SlipBet[],
  betType: BetType,
  systemType: SystemType | undefined,
  newIds: () => string,
  settings: CombinationSettings,
): Reshape | null {
  const first = bets[0];
  if (!first || first.customOdds) return null;
  const all = bets.flatMap((b) => b.selections);
  const base: SlipBet = { ...first, selections: all, systemType: null };
  let next: SlipBet[];
  if (betType === 'single') {
    if (all.length === 1) next = [{ ...base, betType: 'single' }];
    else {
      if (!all.every((s) => multiSinglesAllowed(s.provider, settings))) return null;
      next = all.map((s, i) => ({
        ...base,
        id: i === 0 ? first.id : newIds(),
        betType: 'single',
        selections: [s],
        bonus: null,
        bonusId: null,
        bonusOdds: null,
        availableBonuses: [],
        freebetStake: null,
      }));
    }
  } else if (betType === 'combo') {
    if (all.length < 2) return null;
    next = [{ ...base, betType: 'combo' }];
  } else {
    const type = systemType ?? pickSystemType(all.length, settings.systemTypes, first.systemType);
    if (!type || !systemTypeExists(type, all.length, settings.systemTypes)) return null;
    if (first.betType === 'system' && first.systemType && sameSystemType(first.systemType, type)) {
      return null;
    }
    next = [{ ...base, betType: 'system', systemType: type }];
  }
  return checked(next, settings);
}

/** The bet as the rules and the placement see it. */
export function draftOf(bet: SlipBet): BetDraft {
  return {
    betType: bet.betType,
    selections: bet.selections,
    stake: bet.freebetStake ?? bet.stake,
    currency: bet.currency,
    systemType: bet.betType === 'system' ? bet.systemType : null,
    customOdds: bet.customOdds,
    // A combo boost whose range the bet does not reach is not sent: it gives nothing; nor a
    // hunt the bet would not farm (a stake under its least): the bet goes without it.
    bonus:
      bet.bonus && !(bet.bonus.type === 'comboboost' && bet.bonusOdds === null) && farms(bet)
        ? { id: bet.bonus.id, type: bet.bonus.type, odds: bet.bonusOdds }
        : null,
  };
}

function farms(bet: SlipBet): boolean {
  if (!isFarming(bet.bonus)) return true;
  return (
    huntingRefusal(bet.bonus, {
      selections: bet.selections,
      odds: bet.odds,
      stake: bet.stake,
      currencyCode: bet.currency.code,
    }) === null
  );
}
