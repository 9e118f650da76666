// Automatic liability limits (issue 24): a maximum worst-case payout per market and per match,
// and what passing one does: suspend the market, or lower the maximum stake to what still fits.
import { parseMinorUnits, type MinorUnits } from '../money';

export const LIABILITY_LIMIT_ACTIONS = ['suspend', 'lower_max_stake'] as const;
export type LiabilityLimitAction = (typeof LIABILITY_LIMIT_ACTIONS)[number];

export interface LiabilityLimits {
  /** The most any market may pay in its worst case, in minor units; null: no limit. */
  market: MinorUnits | null;
  /** The most a match may pay in its worst case; null: no limit. */
  match: MinorUnits | null;
  onPass: LiabilityLimitAction;
}

export const NO_LIABILITY_LIMITS: LiabilityLimits = {
  market: null,
  match: null,
  onPass: 'suspend',
};

/** issue 24 "Bad input": a limit below zero (or not an amount) is refused with this key. */
export const LIABILITY_LIMITS_ERROR_KEY = 'error.liability.invalid_limit';

export type LiabilityLimitsParse =
  | { ok: true; limits: LiabilityLimits }
  | { ok: false; key: typeof LIABILITY_LIMITS_ERROR_KEY; field: keyof LiabilityLimits };

/** Limits from untrusted input: amounts are non-negative minor units or null. */
export function parseLiabilityLimits(value: unknown): LiabilityLimitsParse {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const amount = (field: 'market' | 'match') => {
    const raw = v[field];
    if (raw === undefined || raw === null) return { ok: true as const, value: null };
    const parsed = parseMinorUnits(raw);
    return parsed === null ? { ok: false as const } : { ok: true as const, value: parsed };
  };
  const market = amount('market');
  if (!market.ok) return { ok: false, key: LIABILITY_LIMITS_ERROR_KEY, field: 'market' };
  const match = amount('match');
  if (!match.ok) return { ok: false, key: LIABILITY_LIMITS_ERROR_KEY, field: 'match' };
  const onPass = v.onPass ?? 'suspend';
  if (!(LIABILITY_LIMIT_ACTIONS as readonly unknown[]).includes(onPass)) {
    return { ok: false, key: LIABILITY_LIMITS_ERROR_KEY, field: 'onPass' };
  }
  return {
    ok: true,
    limits: { market: market.value, match: match.value, onPass: onPass as LiabilityLimitAction },
  };
}
