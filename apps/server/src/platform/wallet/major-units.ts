import { formatMoney, minorUnits } from '@sb/domain';

/**
 * Minor units as a plain decimal with every digit the currency stores, no grouping (the wallet
 * pages and the statement's CSV): the domain's formatMoney at full precision.
 */
export function majorUnits(minor: number, subunits: number): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  return formatMoney(minorUnits(minor), { code: '', subunits, fiat: false }, digits);
}
