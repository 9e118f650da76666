// Odds: integers scaled by 1000 everywhere (domain 9; DESIGN: Encodings). 2.35 is 2350.
// A branded type keeps a scaled odd from meeting a decimal by accident; only `odds()` and
// `oddsFromDecimal()` (and the parsers below, which go through them) make one.
import { divRoundHalfUp, gcd, scaledProductFloor } from './exact';

declare const oddsBrand: unique symbol;
/** Decimal odds x1000, a safe integer >= 1000 (1000 is odds 1: a cancelled or refunded leg). */
export type Odds = number & { readonly [oddsBrand]: 'Odds' };

export const ODDS_SCALE = 1000;
/** Odds 1.000: what a cancelled or refunded leg counts as. */
export const EVEN_STAKE_ODDS = 1000 as Odds;

export function isScaledOdds(value: unknown): value is Odds {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= ODDS_SCALE;
}

/** The one factory from a scaled integer; anything else is a programming error and throws. */
export function odds(scaled: number): Odds {
  if (!isScaledOdds(scaled)) throw new RangeError(`not scaled odds (integer >= 1000): ${scaled}`);
  return scaled;
}

/** Odds from decimal odds (2.35 -> 2350), rounded to the nearest 1/1000. Throws below 1. */
export function oddsFromDecimal(decimal: number): Odds {
  return odds(Math.round(decimal * ODDS_SCALE));
}

/** Scaled odds from untrusted input (wire, storage): null when it is not a valid odd. */
export function parseOdds(value: unknown): Odds | null {
  return isScaledOdds(value) ? value : null;
}

export function decimalOdds(o: Odds): number {
  return o / ODDS_SCALE;
}

/**
 * Total odds: the product of the selection odds and any bonus odds (domain 9).
 * Rounding: the exact product, rounded DOWN to the next 1/1000 once at the end (never in
 * between), so a combo never pays more than its legs multiply to.
 */
export function totalOdds(selectionOdds: readonly Odds[], bonusOdds?: Odds | null): Odds {
  const factors = bonusOdds ? [...selectionOdds, bonusOdds] : selectionOdds;
  return scaledProductFloor(factors) as Odds;
}

// --- Display formats (domain 9: european default, british, hongkong, american, indonesian,
// malaysian, percent). Every format rounds half up on the exact scaled integer, so a display
// never depends on binary floating point.

export const ODDS_TYPES = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsType = (typeof ODDS_TYPES)[number];
export const DEFAULT_ODDS_TYPE: OddsType = 'european';

export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}

/**
 * The smallest difference each display shows, in that format's own units
 * (british is measured in decimal odds, its fractions having denominators up to 100).
 */
export const DISPLAY_STEP: Record<OddsType, number> = {
  european: 0.01,
  british: 0.01,
  hongkong: 0.01,
  american: 1,
  indonesian: 0.01,
  malaysian: 0.01,
  percent: 0.01,
};

/** Largest denominator of a shown fraction: 1.333 shows as 1/3, not 333/1000. */
export const MAX_FRACTION_DENOMINATOR = 100;

/**
 * The conventional fractional ladder British bettors read (issue 22 defect 9): prices are quoted
 * on these rungs (12/5, 11/4, 6/4, 4/6, 85/40), never as 121/50. Kept unreduced where the
 * convention is (4/6, 6/4, 85/40). Ascending.
 */
// prettier-ignore
export const FRACTIONAL_LADDER: readonly Fraction[] = (
  [
    [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12],
    [1, 10], [1, 9], [1, 8], [1, 7], [1, 6], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3],
    [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6],
    [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4],
    [15, 8], [2, 1], [85, 40], [9, 4], [12, 5], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1],
    [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1],
    [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [28, 1], [33, 1], [40, 1],
    [50, 1], [66, 1], [80, 1], [100, 1], [150, 1], [200, 1], [250, 1], [500, 1], [1000, 1],
  ] as const
).map(([numerator, denominator]) => ({ numerator, denominator }));

/**
 * Fractional odds as shown (domain 9 british): the rung of the ladder nearest to d-1, the lower
 * rung on a tie (a shown price never rounds up when it could round down); beyond the last rung,
 * whole numbers rounded down. Compared on integers: n/d against (o-1000)/1000.
 */
export function ladderFraction(o: Odds): Fraction {
  const profit = o - ODDS_SCALE;
  if (profit <= 0) return { numerator: 0, denominator: 1 };
  const top = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1] as Fraction;
  if (profit * top.denominator >= top.numerator * ODDS_SCALE) {
    return { numerator: Math.floor(profit / ODDS_SCALE), denominator: 1 };
  }
  // Distance of a rung from the price, scaled by 1000 x its denominator to stay on integers,
  // then compared as fractions: |n*1000 - profit*d| / d.
  let best = FRACTIONAL_LADDER[0] as Fraction;
  let bestNum = Math.abs(best.numerator * ODDS_SCALE - profit * best.denominator);
  let bestDen = best.denominator;
  for (const rung of FRACTIONAL_LADDER) {
    const num = Math.abs(rung.numerator * ODDS_SCALE - profit * rung.denominator);
    // num/rung.d < bestNum/bestDen; ties keep the lower rung met first.
    if (num * bestDen < bestNum * rung.denominator) {
      best = rung;
      bestNum = num;
      bestDen = rung.denominator;
    }
    if (rung.numerator * ODDS_SCALE > profit * rung.denominator) break;
  }
  return best;
}

/** Conversions among decimal, American, fractional, Hong Kong and Malay (domain 9). Exact values, not rounded. */
export function hongKongOdds(o: Odds): number {
  return (o - ODDS_SCALE) / ODDS_SCALE;
}

/** American (moneyline): +100(d-1) from evens up, -100/(d-1) below; -Infinity at odds 1. */
export function americanOdds(o: Odds): number {
  const profit = o - ODDS_SCALE;
  if (profit >= ODDS_SCALE) return (profit * 100) / ODDS_SCALE;
  if (profit === 0) return -Infinity;
  return (-100 * ODDS_SCALE) / profit;
}

/** Indonesian: d-1 from evens up, -1/(d-1) below. */
export function indonesianOdds(o: Odds): number {
  return americanOdds(o) / 100;
}

/** Malay: d-1 up to evens, -1/(d-1) above. */
export function malaysianOdds(o: Odds): number {
  const profit = o - ODDS_SCALE;
  if (profit <= ODDS_SCALE) return profit / ODDS_SCALE;
  return -ODDS_SCALE / profit;
}

/** Implied probability in percent: 100 / d. */
export function percentOdds(o: Odds): number {
  return (100 * ODDS_SCALE) / o;
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * Fractional (british) odds: d-1 as the closest fraction with a denominator up to
 * MAX_FRACTION_DENOMINATOR (the exact fraction whenever it has one). Evens is 1/1.
 */
export function fractionalOdds(o: Odds, maxDenominator = MAX_FRACTION_DENOMINATOR): Fraction {
  const num = o - ODDS_SCALE;
  const g = gcd(num, ODDS_SCALE);
  if (num === 0) return { numerator: 0, denominator: 1 };
  if (ODDS_SCALE / g <= maxDenominator) return { numerator: num / g, denominator: ODDS_SCALE / g };
  return bestRational(num, ODDS_SCALE, maxDenominator);
}

// Best rational approximation of n/d with a bounded denominator (continued fractions plus the
// best semiconvergent, as Python's Fraction.limit_denominator).
function bestRational(n: number, d: number, maxDen: number): Fraction {
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  let [a, b] = [n, d];
  for (;;) {
    const t = Math.floor(a / b);
    const q2 = q0 + t * q1;
    if (q2 > maxDen) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + t * p1, q2];
    [a, b] = [b, a - t * b];
    if (b === 0) return { numerator: p1, denominator: q1 };
  }
  const k = Math.floor((maxDen - q0) / q1);
  const bound1 = { numerator: p0 + k * p1, denominator: q0 + k * q1 };
  const bound2 = { numerator: p1, denominator: q1 };
  const err = (f: Fraction) => Math.abs(f.numerator * d - n * f.denominator) / f.denominator;
  return err(bound2) <= err(bound1) ? bound2 : bound1;
}

export function oddsFromHongKong(hk: number): Odds | null {
  return hk >= 0 && Number.isFinite(hk) ? oddsFromDecimal(hk + 1) : null;
}

/** Null for values in (-100, 100), which are not American odds. */
export function oddsFromAmerican(american: number): Odds | null {
  if (!Number.isFinite(american)) return null;
  if (american >= 100) return oddsFromDecimal(1 + american / 100);
  if (american <= -100) return oddsFromDecimal(1 + 100 / -american);
  return null;
}

export function oddsFromIndonesian(indo: number): Odds | null {
  return oddsFromAmerican(indo * 100);
}

/** Null outside [-1, 1], where Malay odds do not exist. 0 is odds 1. */
export function oddsFromMalaysian(malay: number): Odds | null {
  if (!Number.isFinite(malay) || malay > 1 || malay < -1) return null;
  if (malay >= 0) return oddsFromDecimal(1 + malay);
  return oddsFromDecimal(1 + 1 / -malay);
}

export function oddsFromFractional(f: Fraction): Odds | null {
  if (f.denominator <= 0 || f.numerator < 0) return null;
  return oddsFromDecimal(1 + f.numerator / f.denominator);
}

export function oddsFromPercent(percent: number): Odds | null {
  return percent > 0 && percent <= 100 ? oddsFromDecimal(100 / percent) : null;
}

/** The number a format shows, before it becomes text (rounded to that format's step). */
export function displayValue(o: Odds, type: OddsType): number {
  switch (type) {
    case 'european':
      return divRoundHalfUp(o, 10) / 100;
    case 'hongkong':
      return divRoundHalfUp(o - ODDS_SCALE, 10) / 100;
    case 'british': {
      const f = ladderFraction(o);
      return f.numerator / f.denominator;
    }
    case 'american':
      return roundHalfAway(americanOdds(o), 1);
    case 'indonesian':
      return roundHalfAway(indonesianOdds(o), 100);
    case 'malaysian':
      return roundHalfAway(malaysianOdds(o), 100);
    case 'percent':
      return roundHalfAway(percentOdds(o), 100);
  }
}

/** Odds from a shown value of a format (the inverse of displayValue, up to its step). */
export function oddsFromDisplayValue(value: number, type: OddsType): Odds | null {
  switch (type) {
    case 'european':
      return value >= 1 && Number.isFinite(value) ? oddsFromDecimal(value) : null;
    case 'hongkong':
      return oddsFromHongKong(value);
    case 'british':
      return value >= 0 && Number.isFinite(value) ? oddsFromDecimal(1 + value) : null;
    case 'american':
      return oddsFromAmerican(value);
    case 'indonesian':
      return oddsFromIndonesian(value);
    case 'malaysian':
      return oddsFromMalaysian(value);
    case 'percent':
      return oddsFromPercent(value);
  }
}

/**
 * Odds as text in the player's display type: european "2.35", british "11/8" (the ladder), hongkong
 * "1.35", american "+135" / "-286", indonesian "+1.35" / "-2.86", malaysian "0.35" / "-0.74",
 * percent "42.55%". Odds of exactly 1 have no American or Indonesian form and show "-".
 */
export function formatOdds(o: Odds, type: OddsType = DEFAULT_ODDS_TYPE): string {
  switch (type) {
    case 'european':
    case 'hongkong':
      return displayValue(o, type).toFixed(2);
    case 'british': {
      const f = ladderFraction(o);
      return `${f.numerator}/${f.denominator}`;
    }
    case 'american': {
      const v = displayValue(o, type);
      if (!Number.isFinite(v)) return '-';
      return v > 0 ? `+${v}` : `${v}`;
    }
    case 'indonesian': {
      const v = displayValue(o, type);
      if (!Number.isFinite(v)) return '-';
      return v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2);
    }
    case 'malaysian':
      return fixedSigned(displayValue(o, type));
    case 'percent':
      return `${displayValue(o, type).toFixed(2)}%`;
  }
}

function roundHalfAway(value: number, perUnit: number): number {
  if (!Number.isFinite(value)) return value;
  // Nudge by a relative epsilon so 0.125 (stored as 0.12499999...) still rounds to 0.13.
  const scaled = Math.abs(value) * perUnit * (1 + 1e-12);
  const r = Math.floor(scaled + 0.5) / perUnit;
  return value < 0 ? -r : r;
}

function fixedSigned(v: number): string {
  const s = v.toFixed(2);
  return s === '-0.00' ? '0.00' : s;
}
