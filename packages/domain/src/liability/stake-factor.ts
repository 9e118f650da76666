// A player's stake factor (issue 24): 0.01 to 10, in hundredths, scaling the stakes the limits
// let that player place (0.25 for a sharp player, 2 for a valued one; 1 for everyone else).
import { mulDivFloor } from '../exact';
import type { MinorUnits } from '../money';

declare const stakeFactorBrand: unique symbol;
/** A factor of 0.01 to 10 with at most two decimals. */
export type StakeFactor = number & { readonly [stakeFactorBrand]: 'StakeFactor' };

export const MIN_STAKE_FACTOR = 0.01;
export const MAX_STAKE_FACTOR = 10;
export const DEFAULT_STAKE_FACTOR = 1 as StakeFactor;
/** issue 24 "Bad input": a factor out of range is refused with this key and changes nothing. */
export const STAKE_FACTOR_ERROR_KEY = 'error.liability.invalid_stake_factor';

export type StakeFactorParse =
  { ok: true; factor: StakeFactor } | { ok: false; key: typeof STAKE_FACTOR_ERROR_KEY };

/** The factor in hundredths (1 to 1000), the integer every computation uses. */
export function stakeFactorHundredths(f: StakeFactor): number {
  return Math.round(f * 100);
}

/** A stake factor from untrusted input: a number from 0.01 to 10 with at most two decimals. */
export function parseStakeFactor(value: unknown): StakeFactorParse {
  if (typeof value !== 'number' || !Number.isFinite(value)) return refused();
  const hundredths = Math.round(value * 100);
  // Two decimals at most: 0.015 is not a factor; float noise (0.07 * 100) is tolerated.
  if (Math.abs(value * 100 - hundredths) > 1e-6) return refused();
  if (hundredths < MIN_STAKE_FACTOR * 100 || hundredths > MAX_STAKE_FACTOR * 100) return refused();
  return { ok: true, factor: (hundredths / 100) as StakeFactor };
}

function refused(): StakeFactorParse {
  return { ok: false, key: STAKE_FACTOR_ERROR_KEY };
}

/** An amount scaled by the factor, rounded down (a limit never grows by rounding). */
export function scaleByStakeFactor(amount: MinorUnits, f: StakeFactor): MinorUnits {
  return mulDivFloor(amount, stakeFactorHundredths(f), 100) as MinorUnits;
}
