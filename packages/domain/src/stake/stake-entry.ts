// Stake entry (issue 22 defect 2; shell 9 "a stake is shown as stake divided by subunits, with
// fiat or crypto decimals"): what a stake field accepts as the player types. Digits with at most
// one separator ("." or ","), and no more decimals than the currency shows; no sign, exponent,
// letters or spaces inside. Text that breaks the rule is refused as typed (the field keeps what
// it had), so the field never shows one amount while the slip holds another.
import { currencyDecimals, type Currency, type MinorUnits } from '../money';

/** Digits before the separator: beyond this a stake is no longer a safe integer in BTC units. */
export const MAX_STAKE_INTEGER_DIGITS = 7;

export type StakeEntry =
  /** An empty field: no stake (0). */
  | { kind: 'empty' }
  /** A stake, possibly mid-typing ("12." is 12.00). */
  | { kind: 'stake'; value: MinorUnits }
  | { kind: 'refused'; reason: 'characters' | 'decimals' | 'too_large' };

/** The stake a field's text stands for, or why the text is refused. */
export function stakeEntry(text: string, currency: Currency): StakeEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const m = /^(\d*)(?:([.,])(\d*))?$/.exec(trimmed);
  if (!m) return { kind: 'refused', reason: 'characters' };
  const whole = m[1] ?? '';
  const fraction = m[3] ?? '';
  if (fraction.length > currencyDecimals(currency)) return { kind: 'refused', reason: 'decimals' };
  if (whole.replace(/^0+/, '').length > MAX_STAKE_INTEGER_DIGITS) {
    return { kind: 'refused', reason: 'too_large' };
  }
  const digits = Math.max(0, Math.round(Math.log10(currency.subunits)));
  const value =
    Number(whole || '0') * currency.subunits + Number(fraction.padEnd(digits, '0') || '0');
  return { kind: 'stake', value: value as MinorUnits };
}

/** The stake of a text, null when the text is refused (an empty field is 0). */
export function parseStake(text: string, currency: Currency): MinorUnits | null {
  const entry = stakeEntry(text, currency);
  if (entry.kind === 'refused') return null;
  return entry.kind === 'empty' ? (0 as MinorUnits) : entry.value;
}
