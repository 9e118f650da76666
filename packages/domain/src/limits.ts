// Bet limits (domain 5 "Slip limits", domain 3 Bet limits). Checked only when the settings and the
// feature flag are both on, in this order, stopping at the first error:
//   1. too many selections, 2. odds above the limit, 3. a stake above the maximum for the currency,
//   4. a profit above the payout limit.
// Odds and payout limits may "accept" instead of reject: the bet goes through with a warning.
import type { Currency, MinorUnits } from './money';
import type { Odds } from './odds';

export type LimitAction = 'reject' | 'accept';

/** One currency's limit. Amounts are minor units of that currency (DESIGN: money encoding). */
export interface AmountLimit {
  currency_code: string;
  amount: MinorUnits;
  action: LimitAction;
}

export interface AmountLimits {
  fiat: readonly AmountLimit[];
  crypto: readonly AmountLimit[];
}

/** domain 3 Bet limits (bet_limits_settings), field names as in settings. */
export interface BetLimitsSettings {
  max_stake_limit: AmountLimits | null;
  payout_limit: AmountLimits | null;
  selection_limit: { value: number } | null;
  odds_limit: { value: Odds; action: LimitAction } | null;
}

/** domain 5 error types. */
export type LimitErrorType = 'max_selections' | 'max_odds' | 'max_stake' | 'max_payout';

export const LIMIT_ERROR_KEYS = {
  max_selections: 'error.validation.bet_limits.selection_limit_exceeded',
  max_odds: 'error.validation.bet_limits.odds_limit_exceeded',
  max_stake: 'error.validation.bet_limits.max_stake_limit_exceeded',
  max_payout: 'error.validation.bet_limits.payout_limit_exceeded',
} as const;

export const LIMIT_WARNING_KEYS = {
  max_odds: {
    title: 'warning.validation.bet_limits.odds_limit_exceeded.title',
    description: 'warning.validation.bet_limits.odds_limit_exceeded.description',
  },
  max_payout: {
    title: 'warning.validation.bet_limits.payout_limit_exceeded.title',
    description: 'warning.validation.bet_limits.payout_limit_exceeded.description',
  },
} as const;

export interface LimitError {
  type: LimitErrorType;
  key: (typeof LIMIT_ERROR_KEYS)[LimitErrorType];
  /** The bet that broke it (the first one), absent for the selection count. */
  betIndex?: number;
  /** The limit: a count, scaled odds or an amount in minor units. */
  limit: number;
  currencyCode?: string;
}

export type LimitWarning =
  | {
      type: 'max_odds';
      titleKey: string;
      descriptionKey: string;
      betIndex: number;
      params: { value: Odds };
    }
  | {
      type: 'max_payout';
      titleKey: string;
      descriptionKey: string;
      betIndex: number;
      params: { currency: string; amount: MinorUnits };
    };

export type LimitCheck =
  | { ok: true; warnings: LimitWarning[] }
  | { ok: false; error: LimitError; warnings: LimitWarning[] };

/** What the limits read of a bet: its selections, stake, currency, total odds and profit. */
export interface LimitedBet {
  selections: readonly unknown[];
  stake: MinorUnits;
  currency: Currency;
  odds: Odds;
  profit: MinorUnits;
}

function amountLimit(limits: AmountLimits | null, currency: Currency): AmountLimit | undefined {
  if (!limits) return undefined;
  const list = currency.fiat ? limits.fiat : limits.crypto;
  return list.find((l) => l.currency_code === currency.code);
}

/**
 * Check a slip's bets against the limits (domain 5). `enabled` is the feature flag; with it off,
 * or no limits in settings, everything passes. A multi-bet slip compares the odds limit per bet;
 * a slip of one bet compares its total odds.
 */
export function checkBetLimits(
  bets: readonly LimitedBet[],
  limits: BetLimitsSettings | null,
  enabled: boolean,
): LimitCheck {
  const warnings: LimitWarning[] = [];
  if (!enabled || !limits) return { ok: true, warnings };
  const fail = (error: LimitError): LimitCheck => ({ ok: false, error, warnings });

  // 1. too many selections
  const count = bets.reduce((n, b) => n + b.selections.length, 0);
  if (limits.selection_limit && count > limits.selection_limit.value) {
    return fail({
      type: 'max_selections',
      key: LIMIT_ERROR_KEYS.max_selections,
      limit: limits.selection_limit.value,
    });
  }

  // 2. odds above the limit: per bet of a multi-bet slip, else the slip's total odds (its one bet)
  const oddsLimit = limits.odds_limit;
  if (oddsLimit) {
    const index = bets.findIndex((b) => b.odds > oddsLimit.value);
    if (index >= 0) {
      if (oddsLimit.action === 'reject') {
        return fail({
          type: 'max_odds',
          key: LIMIT_ERROR_KEYS.max_odds,
          betIndex: index,
          limit: oddsLimit.value,
        });
      }
      warnings.push({
        type: 'max_odds',
        titleKey: LIMIT_WARNING_KEYS.max_odds.title,
        descriptionKey: LIMIT_WARNING_KEYS.max_odds.description,
        betIndex: index,
        params: { value: oddsLimit.value },
      });
    }
  }

  // 3. any stake above the maximum stake for its currency
  for (const [index, bet] of bets.entries()) {
    const max = amountLimit(limits.max_stake_limit, bet.currency);
    if (max && bet.stake > max.amount) {
      return fail({
        type: 'max_stake',
        key: LIMIT_ERROR_KEYS.max_stake,
        betIndex: index,
        limit: max.amount,
        currencyCode: bet.currency.code,
      });
    }
  }

  // 4. any profit above the payout limit
  for (const [index, bet] of bets.entries()) {
    const max = amountLimit(limits.payout_limit, bet.currency);
    if (max && bet.profit > max.amount) {
      if (max.action === 'reject') {
        return fail({
          type: 'max_payout',
          key: LIMIT_ERROR_KEYS.max_payout,
          betIndex: index,
          limit: max.amount,
          currencyCode: bet.currency.code,
        });
      }
      warnings.push({
        type: 'max_payout',
        titleKey: LIMIT_WARNING_KEYS.max_payout.title,
        descriptionKey: LIMIT_WARNING_KEYS.max_payout.description,
        betIndex: index,
        params: { currency: bet.currency.code, amount: max.amount },
      });
      break;
    }
  }
  return { ok: true, warnings };
}
