// Placement validation (domain 5, domain 8): the one check a slip's bets pass before they are
// sent, and that the server runs again on what arrives. A bet the slip allows is a bet the server
// accepts: both call validateBets; the server reaches it through validatePlacement, which reads
// the wire payload and looks up what it knows now of every selection.
//
// Expected failures come back as data carrying the spec's keys and codes, never thrown.
import {
  priceBet,
  type BetDraft,
  type BetPrice,
  type BetType,
  type PlaceBetsRequest,
  type PlacementPayload,
} from './bet';
import {
  isBettableMatchStatus,
  type BetSelection,
  type EntityId,
  type MatchStatus,
  type SelectionPlace,
} from './selection';
import {
  FREEBET_REFUSAL_KEYS,
  comboBoostFor,
  freebetRefusal,
  isFreebet,
  isFreebetKind,
  type SlipBonus,
} from './bonus';
import type { FreebetKind } from './settlement';
import { huntingRefusal, isFarming } from './hunting';
import {
  combinationViolations,
  type CombinationSettings,
  type CombinationViolation,
} from './combination';
import {
  checkBetLimits,
  type BetLimitsSettings,
  type LimitError,
  type LimitWarning,
} from './limits';
import { equalAsShown, type Currency, type MinorUnits } from './money';
import type { Odds } from './odds';
import { oddsChangeVerdict, type OddsChangePolicy } from './odds-change';
import { parseSystemId } from './system';

/** domain 8 bet error codes. */
export const BET_ERROR_CODES = {
  invalidOdds: 101,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
  pveBetForbidden: 114,
} as const;

/** domain 8 place-bet error keys. */
export const PLACE_BET_KEYS = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  pveForbidden: 'error.platform.pve_player_bet_forbidden',
  default: 'error.place_bets.default',
} as const;

/** domain 8: wrong-odds answers are recognised by these keys or by the invalid-odds code. */
export const WRONG_ODDS_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

export function isWrongOddsError(error: {
  code?: number | string | null;
  key?: string | null;
}): boolean {
  return (
    Number(error.code) === BET_ERROR_CODES.invalidOdds ||
    (WRONG_ODDS_KEYS as readonly (string | null | undefined)[]).includes(error.key)
  );
}

export type PlacementErrorReason =
  | 'not_logged_in'
  | 'pve_forbidden'
  | 'no_bets'
  | 'no_stake'
  | 'payload'
  | 'currency'
  | 'selection_unknown'
  | 'suspended'
  | 'not_available'
  | 'invalid_odds'
  | 'invalid_odds_custom_bet'
  | 'combination'
  | 'limit'
  | 'freebet'
  | 'bonus';

export interface PlacementError {
  reason: PlacementErrorReason;
  /** Translation key: a domain 5 / domain 8 key, else error.place_bets.default. */
  key: string;
  /** domain 8 code where one exists (101, 114, 120). */
  code?: number;
  betIndex?: number;
  /** domain 8: per-bet messages map to the first selection id of each bet. */
  selectionId?: string;
  combination?: CombinationViolation;
  limit?: LimitError;
}

export interface ValidationSettings extends CombinationSettings {
  betLimits: BetLimitsSettings | null;
  /** The feature flag that, with the settings, turns slip limits on (domain 5). */
  betLimitsEnabled: boolean;
  /** settings auto_accept_odds_change (domain 4). */
  oddsChangePolicy: OddsChangePolicy;
}

export interface PlayerContext {
  isLoggedIn: boolean;
  /** shell 3 serasa.pve: such a player may not bet (domain 6). */
  isPve: boolean;
  isVerified: boolean;
}

/** What the server knows now of a selection (and where its match is played). */
export interface CurrentSelection extends SelectionPlace {
  odds: Odds;
  matchStatus: MatchStatus;
  provider: string;
  /** Market allowed and outcome active (domain 4 Suspension). */
  active: boolean;
  /** The provider's status is active (domain 4 Provider status change). */
  providerActive: boolean;
}

export interface ValidationContext {
  player: PlayerContext;
  /**
   * The server's view of a selection; null when the outcome does not exist. Without it (the
   * slip) the selections are taken as they are.
   */
  current?: (selection: BetSelection) => CurrentSelection | null;
  /** The server's current price of a custom bet; null when it cannot be priced. */
  customOdds?: (bet: BetDraft) => Odds | null;
  /** The bonuses the player holds now; without it a bet's bonus is taken as it is. */
  bonuses?: readonly SlipBonus[];
  /** The player's account currency; a stake in another currency is refused. */
  currency?: Currency;
}

/** A bet that passed: as it will be stored, at the odds accepted under the policy. */
export interface ValidBet extends BetPrice {
  bet: BetDraft;
}

export type BetsValidation =
  | { ok: true; bets: ValidBet[]; warnings: LimitWarning[] }
  | { ok: false; errors: PlacementError[]; warnings: LimitWarning[] };

const firstId = (bet: BetDraft) => bet.selections[0]?.id;

/**
 * Validate the bets of one placement (domain 5, domain 8). Order: the player (logged in, not
 * pve), then each bet (stake, currency, selections now, odds under the policy, custom odds,
 * bonus and freebet), then the combination rules, then the limits in their order.
 */
export function validateBets(
  bets: readonly BetDraft[],
  settings: ValidationSettings,
  context: ValidationContext,
): BetsValidation {
  const fail = (errors: PlacementError[], warnings: LimitWarning[] = []): BetsValidation => ({
    ok: false,
    errors,
    warnings,
  });
  if (!context.player.isLoggedIn) {
    return fail([{ reason: 'not_logged_in', key: PLACE_BET_KEYS.default }]);
  }
  if (context.player.isPve) {
    return fail([
      {
        reason: 'pve_forbidden',
        key: PLACE_BET_KEYS.pveForbidden,
        code: BET_ERROR_CODES.pveBetForbidden,
      },
    ]);
  }
  if (bets.length === 0) return fail([{ reason: 'no_bets', key: PLACE_BET_KEYS.default }]);

  const errors: PlacementError[] = [];
  const accepted: BetDraft[] = [];
  const bonusOdds: (Odds | null)[] = [];
  bets.forEach((bet, betIndex) => {
    const at = { betIndex, selectionId: firstId(bet) };
    const before = errors.length;
    if (bet.stake <= 0) errors.push({ reason: 'no_stake', key: PLACE_BET_KEYS.default, ...at });
    if (context.currency && context.currency.code !== bet.currency.code) {
      errors.push({ reason: 'currency', key: PLACE_BET_KEYS.default, ...at });
    }
    // Selections as they are now: existing, bettable, provider active, odds within the policy.
    const selections = bet.selections.map((sel) => {
      const now = context.current ? context.current(sel) : null;
      if (!context.current) return sel;
      if (!now) {
        errors.push({ reason: 'selection_unknown', key: PLACE_BET_KEYS.default, ...at });
        return sel;
      }
      if (!now.providerActive) {
        errors.push({ reason: 'not_available', key: PLACE_BET_KEYS.default, ...at });
      } else if (!now.active || !isBettableMatchStatus(now.matchStatus)) {
        errors.push({ reason: 'suspended', key: PLACE_BET_KEYS.default, ...at });
      } else if (
        !bet.customOdds &&
        oddsChangeVerdict(sel.odds, now.odds, settings.oddsChangePolicy) === 'flagged'
      ) {
        errors.push({
          reason: 'invalid_odds',
          key: PLACE_BET_KEYS.invalidOdds,
          code: BET_ERROR_CODES.invalidOdds,
          ...at,
        });
      }
      return {
        ...sel,
        odds: now.odds,
        matchStatus: now.matchStatus,
        provider: now.provider,
        sportKey: now.sportKey ?? sel.sportKey,
        tournamentId: now.tournamentId ?? sel.tournamentId,
        countryCode: now.countryCode ?? sel.countryCode,
      };
    });
    let next: BetDraft = { ...bet, selections };

    if (bet.customOdds && context.customOdds) {
      const price = context.customOdds(next);
      if (
        !price ||
        oddsChangeVerdict(bet.customOdds, price, settings.oddsChangePolicy) === 'flagged'
      ) {
        errors.push({
          reason: 'invalid_odds_custom_bet',
          key: PLACE_BET_KEYS.invalidOddsCustomBet,
          code: BET_ERROR_CODES.invalidOddsCustomBet,
          ...at,
        });
      } else next = { ...next, customOdds: price };
    }

    // The bet's bonus: still held; a combo boost at the range its selections reach; a freebet
    // whose conditions hold, staked at its amount (domain 4 Freebet choice).
    let boost: Odds | null = null;
    if (bet.bonus) {
      const held = context.bonuses
        ? context.bonuses.find((b) => b.id === bet.bonus?.id && b.type === bet.bonus.type)
        : undefined;
      if (context.bonuses && !held) {
        errors.push({ reason: 'bonus', key: 'error.validation.bonus.not_available', ...at });
      } else if (held && held.type === 'comboboost') {
        boost = comboBoostFor(held, next, context.player.isVerified).bonusOdds;
        if (boost === null) {
          errors.push({ reason: 'bonus', key: 'error.validation.bonus.not_applicable', ...at });
        } else if (
          bet.bonus.odds !== null &&
          oddsChangeVerdict(bet.bonus.odds, boost, settings.oddsChangePolicy) === 'flagged'
        ) {
          // The boost the player saw is a price like a selection's (domain 4 odds-change policy).
          errors.push({
            reason: 'invalid_odds',
            key: PLACE_BET_KEYS.invalidOdds,
            code: BET_ERROR_CODES.invalidOdds,
            ...at,
          });
        }
      } else if (!held && bet.bonus.type === 'comboboost') boost = bet.bonus.odds;
      if (isFarming(held)) {
        // A hunt (or tournament) is carried only by a bet that farms it (hunting.ts), at its
        // plain odds.
        const refusal = huntingRefusal(held, {
          selections: next.selections,
          odds: priceBet({ ...next, bonusOdds: null }).odds,
          stake: bet.stake,
          currencyCode: next.currency.code,
        });
        if (refusal)
          errors.push({ reason: 'bonus', key: 'error.validation.bonus.not_applicable', ...at });
      }
      if (held && isFreebet(held)) {
        const price = priceBet({ ...next, bonusOdds: null });
        const refusal = freebetRefusal(held, {
          selections: next.selections,
          odds: price.odds,
          currencyCode: next.currency.code,
        });
        if (refusal) errors.push({ reason: 'freebet', key: FREEBET_REFUSAL_KEYS[refusal], ...at });
        else if (bet.stake !== held.amount) {
          errors.push({ reason: 'freebet', key: 'error.validation.freebet.stake', ...at });
        }
      }
    }
    if (errors.length === before) {
      accepted.push(next);
      bonusOdds.push(boost);
    }
  });
  if (errors.length > 0) return fail(errors);

  const violations = combinationViolations(accepted, settings);
  if (violations.length > 0) {
    return fail(
      violations.map((v) => ({
        reason: 'combination',
        key: v.key,
        betIndex: v.betIndex,
        selectionId: v.selectionIds[0],
        combination: v,
      })),
    );
  }

  const priced = accepted.map((bet, i) => {
    const price = priceBet({
      ...bet,
      bonusOdds: bonusOdds[i] ?? null,
      freebet: freebetKindOf(bet.bonus),
    });
    const bonus =
      bet.bonus && bonusOdds[i] ? { ...bet.bonus, odds: bonusOdds[i] ?? null } : bet.bonus;
    return { bet: { ...bet, bonus }, ...price };
  });
  const limits = checkBetLimits(
    priced.map((p) => ({ ...p.bet, odds: p.odds, profit: p.profit })),
    settings.betLimits,
    settings.betLimitsEnabled,
  );
  if (!limits.ok) {
    const betIndex = limits.error.betIndex;
    return fail(
      [
        {
          reason: 'limit',
          key: limits.error.key,
          limit: limits.error,
          ...(betIndex !== undefined
            ? { betIndex, selectionId: firstId(priced[betIndex]?.bet as BetDraft) }
            : {}),
        },
      ],
      limits.warnings,
    );
  }
  return { ok: true, bets: priced, warnings: limits.warnings };
}

/** domain 8: per-bet messages keyed by the first selection id of each bet. */
export function perBetMessages(errors: readonly PlacementError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) if (e.selectionId && !out[e.selectionId]) out[e.selectionId] = e.key;
  return out;
}

/** What the server knows of a wire selection, found by its ids (null when unknown). */
export type SelectionLookup = (ids: {
  matchId: EntityId;
  marketId: EntityId;
  specifier: string;
  outcomeId: EntityId;
}) => (CurrentSelection & { id?: string }) | null;

/**
 * The server's entry point: read a POST /bets body (domain 3 placement payload), resolve every
 * selection through `lookup`, and validate the bets as the slip did. The payload carries no bet
 * type: system_id makes a system, custom_odds a custom bet, otherwise one selection is a single
 * and more a combo. Only custom and system payloads may carry custom_odds or system_id (domain 5).
 */
export function validatePlacement(
  request: PlaceBetsRequest,
  settings: ValidationSettings,
  context: ValidationContext & { currency: Currency; lookup: SelectionLookup },
): BetsValidation {
  const drafts: BetDraft[] = [];
  const errors: PlacementError[] = [];
  request.bets.forEach((payload, betIndex) => {
    const draft = draftFromPayload(payload, context);
    if ('reason' in draft) errors.push({ ...draft, betIndex });
    else drafts.push(draft);
  });
  if (errors.length > 0 && context.player.isLoggedIn && !context.player.isPve) {
    return { ok: false, errors, warnings: [] };
  }
  return validateBets(drafts, settings, {
    ...context,
    current: (sel) =>
      context.lookup({
        matchId: sel.matchId,
        marketId: sel.marketId,
        specifier: sel.specifier,
        outcomeId: sel.outcomeId,
      }),
  });
}

function draftFromPayload(
  payload: PlacementPayload,
  context: { currency: Currency; lookup: SelectionLookup },
): BetDraft | PlacementError {
  const payloadError: PlacementError = { reason: 'payload', key: PLACE_BET_KEYS.default };
  if (payload.system_id !== undefined && payload.custom_odds !== undefined) return payloadError;
  const systemType = payload.system_id !== undefined ? parseSystemId(payload.system_id) : null;
  if (payload.system_id !== undefined && !systemType) {
    return { reason: 'combination', key: 'error.validation.combination.system_type_missing' };
  }
  const selections: BetSelection[] = [];
  for (const s of payload.selections) {
    const ids = {
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    };
    const known = context.lookup(ids);
    if (!known) {
      return { reason: 'selection_unknown', key: PLACE_BET_KEYS.default };
    }
    selections.push({
      id: known.id ?? `${s.match_id}/${s.market_id}/${s.specifier}/${s.outcome_id}`,
      ...ids,
      matchStatus: known.matchStatus,
      provider: known.provider,
      odds: s.odds,
    });
  }
  const betType: BetType = systemType ? 'system' : selections.length > 1 ? 'combo' : 'single';
  return {
    betType,
    selections,
    stake: payload.stake.value,
    currency:
      payload.stake.currency === context.currency.code
        ? context.currency
        : { ...context.currency, code: payload.stake.currency },
    systemType,
    customOdds: payload.custom_odds ?? null,
    bonus: payload.bonus,
  };
}

/** Why the place button is disabled (domain 5 Place button), or null when it is enabled. */
export type PlaceButtonBlock =
  'no_bets' | 'no_stake' | 'blocked_selection' | 'check_failed' | 'no_profit';

export interface FlaggedSelection {
  isSuspended: boolean;
  isNotAvailable: boolean;
  isChanged: boolean;
}

/** Why the place button is disabled, with the key of the words that say so (issue 22 defect 2). */
export interface PlaceButtonRefusal {
  block: PlaceButtonBlock;
  key: string;
}

/** Translation keys of the place button's reasons (the spec names the rules, not these texts). */
export const PLACE_BUTTON_KEYS = {
  no_bets: 'slip.blocked.no_bets',
  no_stake: 'slip.blocked.no_stake',
  suspended: 'slip.blocked.suspended',
  not_available: 'slip.blocked.not_available',
  odds_changed: 'slip.blocked.odds_changed',
  no_profit: 'slip.blocked.no_profit',
} as const;

/**
 * domain 5 Place button: disabled with no bets, when a bet has no stake above zero, when the
 * first bet has a blocking condition (a suspended, unavailable or changed selection), when a
 * check on the bets fails (combination rules, limits, freebet), or when the total stake equals
 * the potential win (compared as shown for fiat).
 */
export function placeButtonBlock(
  ...args: Parameters<typeof placeButtonRefusal>
): PlaceButtonBlock | null {
  return placeButtonRefusal(...args)?.block ?? null;
}

/** The place button's block and the words for it (a failed check says which one). */
export function placeButtonRefusal(
  bets: readonly (Omit<BetDraft, 'selections'> & {
    selections: readonly (BetSelection & FlaggedSelection)[];
  })[],
  settings: ValidationSettings,
  context: Omit<ValidationContext, 'player' | 'current'> & { player?: PlayerContext },
): PlaceButtonRefusal | null {
  const first = bets[0];
  if (!first) return { block: 'no_bets', key: PLACE_BUTTON_KEYS.no_bets };
  if (!bets.every((b) => b.stake > 0))
    return { block: 'no_stake', key: PLACE_BUTTON_KEYS.no_stake };
  const flagged = first.selections;
  if (flagged.some((s) => s.isSuspended || s.isNotAvailable || s.isChanged)) {
    const key = flagged.some((s) => s.isNotAvailable)
      ? PLACE_BUTTON_KEYS.not_available
      : flagged.some((s) => s.isSuspended)
        ? PLACE_BUTTON_KEYS.suspended
        : PLACE_BUTTON_KEYS.odds_changed;
    return { block: 'blocked_selection', key };
  }
  // Signed-out players may press it: placing asks them to sign in (domain 4).
  const player = {
    isLoggedIn: true,
    isPve: false,
    isVerified: context.player?.isVerified ?? false,
  };
  const result = validateBets(bets, settings, { ...context, player });
  if (!result.ok)
    return { block: 'check_failed', key: result.errors[0]?.key ?? PLACE_BET_KEYS.default };
  const stake = result.bets.reduce((s, b) => s + b.bet.stake, 0) as MinorUnits;
  const win = result.bets.reduce((s, b) => s + b.potentialWin, 0) as MinorUnits;
  if (equalAsShown(stake, win, first.currency)) {
    return { block: 'no_profit', key: PLACE_BUTTON_KEYS.no_profit };
  }
  return null;
}

/** The freebet kind a bet is staked with (its bonus reference), or null. */
function freebetKindOf(bonus: { type: string } | null | undefined): FreebetKind | null {
  return bonus && isFreebetKind(bonus.type) ? bonus.type : null;
}
