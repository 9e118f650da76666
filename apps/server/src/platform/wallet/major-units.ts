/** Minor units as a plain decimal of the currency's major unit (no grouping: pages and CSV). */
export function majorUnits(minor: number, subunits: number): string {
  const decimals = Math.round(Math.log10(subunits));
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / subunits);
  return decimals
    ? `${sign}${whole}.${String(abs % subunits).padStart(decimals, '0')}`
    : `${sign}${whole}`;
}
