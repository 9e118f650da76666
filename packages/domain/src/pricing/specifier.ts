// Market specifiers in the spec's style: `total=2.5`, `hcp=-0.25`, `inningnr=1|total=150.5`.

export type Specifiers = Record<string, string>;

const formatNumber = (n: number): string => (Object.is(n, -0) ? '0' : String(n));

/** `{ total: 2.5 }` -> `total=2.5`; keys keep the order given. */
export function formatSpecifier(values: Record<string, number | string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? formatNumber(v) : v}`)
    .join('|');
}

/** `total=2.5|hcp=-1` -> `{ total: '2.5', hcp: '-1' }`; an empty string is no specifier. */
export function parseSpecifier(specifier: string): Specifiers {
  const out: Specifiers = {};
  if (!specifier) return out;
  for (const part of specifier.split('|')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}

/** A numeric specifier value, or NaN when absent. */
export function specifierNumber(specifier: string, key: string): number {
  const v = parseSpecifier(specifier)[key];
  return v === undefined ? Number.NaN : Number(v);
}
