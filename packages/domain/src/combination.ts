// Combination rules (domain 5): which selections may stand together in one bet and which bets
// together in one slip. The slip refuses a change that would break one; the server re-checks.
import { type BetType } from './bet';
import { MATCH_STATUS, ODDIN_PROVIDER, type BetSelection } from './selection';
import type { Odds } from './odds';
import { isValidSystemType, sameSystemType, type SystemType } from './system';

export type CombinationRule =
  | 'same_match'
  | 'oddin_in_system'
  | 'different_providers'
  | 'multi_singles_not_allowed'
  | 'custom_bet_mixed_status'
  | 'system_type_missing'
  | 'bet_shape';

/** Translation keys (the spec names the rules, not their keys; these follow its error family). */
export const COMBINATION_KEYS: Record<CombinationRule, string> = {
  same_match: 'error.validation.combination.same_match',
  oddin_in_system: 'error.validation.combination.oddin_in_system',
  different_providers: 'error.validation.combination.different_providers',
  multi_singles_not_allowed: 'error.validation.combination.multi_singles_not_allowed',
  custom_bet_mixed_status: 'error.validation.combination.custom_bet_mixed_status',
  system_type_missing: 'error.validation.combination.system_type_missing',
  bet_shape: 'error.validation.combination.bet_shape',
};

export interface CombinationViolation {
  rule: CombinationRule;
  key: string;
  betIndex: number;
  selectionIds: string[];
}

/** The settings the rules read (domain 3 Settings, shell 6 feature flags). */
export interface CombinationSettings {
  /** Feature flag multi_single_bets (shell 6). */
  multiSingleBets: boolean;
  /** multi_bet_settings.available_by_provider: providers whose selections may stand as multi-singles. */
  availableByProvider: Readonly<Record<string, boolean>>;
  /** The system types offered (domain 3 Ticket.systemTypes); empty means every valid type. */
  systemTypes: readonly SystemType[];
}

export interface CombinableBet {
  betType: BetType;
  selections: readonly Pick<BetSelection, 'id' | 'matchId' | 'matchStatus' | 'provider'>[];
  systemType: SystemType | null;
  customOdds: Odds | null;
}

/** domain 5: several singles in one slip need the flag and the provider's consent. */
export function multiSinglesAllowed(provider: string, settings: CombinationSettings): boolean {
  return settings.multiSingleBets && settings.availableByProvider[provider] === true;
}

/** domain 5: a system type must exist for the selection count. */
export function systemTypeExists(
  type: SystemType | null,
  count: number,
  offered: readonly SystemType[],
): boolean {
  if (!type || type.totalCount !== count || !isValidSystemType(type)) return false;
  return offered.length === 0 || offered.some((t) => sameSystemType(t, type));
}

/**
 * Every broken rule of a slip's bets, in bet order. Also checks each bet's shape: a single has
 * one selection, a combo at least two, a custom bet at least one.
 */
export function combinationViolations(
  bets: readonly CombinableBet[],
  settings: CombinationSettings,
): CombinationViolation[] {
  const out: CombinationViolation[] = [];
  const add = (rule: CombinationRule, betIndex: number, selectionIds: string[]) =>
    out.push({ rule, key: COMBINATION_KEYS[rule], betIndex, selectionIds });

  bets.forEach((bet, betIndex) => {
    const sels = bet.selections;
    const ids = sels.map((s) => s.id);
    const n = sels.length;
    const custom = bet.customOdds !== null;
    const shapeOk = custom
      ? n >= 1 && bet.betType !== 'system'
      : bet.betType === 'single'
        ? n === 1
        : bet.betType === 'combo'
          ? n >= 2
          : n >= 1;
    if (!shapeOk) add('bet_shape', betIndex, ids);

    if (custom) {
      // domain 5: a custom bet needs every selection prematch, or every selection live. A match
      // that stopped or finished suspends its selections instead (domain 4); it does not mix.
      const live = sels.some((s) => s.matchStatus === MATCH_STATUS.live);
      const prematch = sels.some((s) => s.matchStatus === MATCH_STATUS.prematch);
      if (live && prematch) add('custom_bet_mixed_status', betIndex, ids);
    } else if (bet.betType !== 'single') {
      // domain 5: two selections of the same match cannot be combined in a combo or system.
      const byMatch = new Map<string, string[]>();
      for (const s of sels) {
        const key = String(s.matchId);
        byMatch.set(key, [...(byMatch.get(key) ?? []), s.id]);
      }
      const dupes = [...byMatch.values()].filter((group) => group.length > 1).flat();
      if (dupes.length > 0) add('same_match', betIndex, dupes);
    }

    // domain 5: selections of different providers cannot be combined in one bet.
    const providers = new Set(sels.map((s) => s.provider));
    if (providers.size > 1) add('different_providers', betIndex, ids);

    if (bet.betType === 'system' && !custom) {
      const oddin = sels.filter((s) => s.provider === ODDIN_PROVIDER).map((s) => s.id);
      if (oddin.length > 0) add('oddin_in_system', betIndex, oddin);
      if (!systemTypeExists(bet.systemType, n, settings.systemTypes)) {
        add('system_type_missing', betIndex, ids);
      }
    }
  });

  // domain 5: several bets in one slip are multi-singles, which every provider must allow.
  if (bets.length > 1) {
    bets.forEach((bet, betIndex) => {
      const ok =
        bet.betType === 'single' &&
        bet.customOdds === null &&
        bet.selections.every((s) => multiSinglesAllowed(s.provider, settings));
      if (!ok)
        add(
          'multi_singles_not_allowed',
          betIndex,
          bet.selections.map((s) => s.id),
        );
    });
  }
  return out;
}
