// Money: integer minor units plus the currency's subunits (domain 9, shell 3; DESIGN: Encodings).
// A stake of 12.50 EUR is { value: 1250, currency: EUR (subunits 100) }. No floating point ever
// touches a balance: potential win and profit are integer arithmetic, rounded DOWN to the minor
// unit, so a payout never exceeds what the odds promise.
import { floorDiv, mulDivCeil, mulDivFloor } from './exact';
import { ODDS_SCALE, type Odds } from './odds';

declare const minorUnitsBrand: unique symbol;
/** An amount in the currency's smallest unit: a safe integer. */
export type MinorUnits = number & { readonly [minorUnitsBrand]: 'MinorUnits' };

/** The one factory; anything not a safe integer is a programming error and throws. */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`not minor units (safe integer): ${value}`);
  return value as MinorUnits;
}

export const ZERO = 0 as MinorUnits;

/** Minor units from untrusted input: null unless a non-negative safe integer. */
export function parseMinorUnits(value: unknown): MinorUnits | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? (value as MinorUnits)
    : null;
}

/**
 * A currency as a bet carries it (domain 3 Slip bet: code, subunits, fiat flag).
 * `subunits` is how many minor units make one unit: 100 for EUR, 100000000 for BTC.
 */
export interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
}

/** A currency as settings list it (shell 3: code, subcurrencies with subunits, fiat flag). */
export interface CurrencyDefinition {
  code: string;
  fiat: boolean;
  subcurrencies: readonly { code: string; subunits: number }[];
}

/** The bet currency of a settings entry: its first subcurrency unless one is named. */
export function currencyOf(def: CurrencyDefinition, subcurrency?: string): Currency | null {
  const sub = subcurrency
    ? def.subcurrencies.find((s) => s.code === subcurrency)
    : def.subcurrencies[0];
  return sub ? { code: def.code, subunits: sub.subunits, fiat: def.fiat } : null;
}

/** Decimals shown for fiat and for crypto amounts (domain 9: "fiat or crypto decimals"). */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;

/** How many decimals an amount of this currency shows: never more than its subunits hold. */
export function currencyDecimals(currency: Currency): number {
  const digits = Math.max(0, Math.round(Math.log10(currency.subunits)));
  return Math.min(digits, currency.fiat ? FIAT_DECIMALS : CRYPTO_DECIMALS);
}

/** value / subunits as a number, for Intl.NumberFormat in the browser. */
export function toMajor(value: MinorUnits, currency: Currency): number {
  return value / currency.subunits;
}

/**
 * value / subunits as text with the currency's decimals ("12.50"), computed on integers.
 * Where the currency shows fewer decimals than it stores, the amount is rounded DOWN:
 * a display never promises more than the player has.
 */
export function formatMoney(
  value: MinorUnits,
  currency: Currency,
  decimals = currencyDecimals(currency),
): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const unit = currency.subunits;
  const whole = floorDiv(abs, unit);
  const rest = abs - whole * unit;
  const restDigits = Math.max(0, Math.round(Math.log10(unit)));
  let fraction = restDigits > 0 ? String(rest).padStart(restDigits, '0') : '';
  fraction = fraction.slice(0, decimals).padEnd(decimals, '0');
  const text = decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * Minor units from an amount the player typed ("12.5", "12,50", "0.0001"). Null when it is not
 * a non-negative number or has more decimals than the currency's subunits hold.
 */
export function parseMoney(text: string, currency: Currency): MinorUnits | null {
  const m = /^\s*(\d*)(?:[.,](\d*))?\s*$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const digits = Math.max(0, Math.round(Math.log10(currency.subunits)));
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const whole = Number(m[1] || '0');
  const value = whole * currency.subunits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? (value as MinorUnits) : null;
}

/** Potential win (the payout if every leg wins): stake x odds, rounded down to the minor unit. */
export function potentialWin(stake: MinorUnits, o: Odds): MinorUnits {
  return mulDivFloor(stake, o, ODDS_SCALE) as MinorUnits;
}

/** Profit: potential win minus stake. */
export function profit(stake: MinorUnits, o: Odds): MinorUnits {
  return (potentialWin(stake, o) - stake) as MinorUnits;
}

/**
 * The stake that wins a given amount at these odds (stake source potentialWin, domain 4):
 * the smallest stake whose potential win reaches the target (rounded UP).
 */
export function stakeForWin(win: MinorUnits, o: Odds): MinorUnits {
  return mulDivCeil(win, ODDS_SCALE, o) as MinorUnits;
}

export function sumMinorUnits(values: readonly MinorUnits[]): MinorUnits {
  let total = 0;
  for (const v of values) total += v;
  return minorUnits(total);
}

/**
 * Amounts compared as shown (domain 5 place button: "total stake equals potential win, rounded
 * for fiat"): fiat amounts are compared at the currency's shown decimals, crypto exactly.
 */
export function equalAsShown(a: MinorUnits, b: MinorUnits, currency: Currency): boolean {
  if (!currency.fiat) return a === b;
  const digits = Math.max(0, Math.round(Math.log10(currency.subunits)));
  const step = 10 ** Math.max(0, digits - currencyDecimals(currency));
  return Math.round(a / step) === Math.round(b / step);
}
