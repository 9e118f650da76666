// The test-provider cookie (shell 5, domain 9): pairs key:value separated by |, for example
// "betradar:test|oddin:mock". An invalid value yields none (null), never a partial reading.

export function parseTestProviderCookie(
  value: string | null | undefined,
): Record<string, string> | null {
  if (!value) return null;
  const out: Record<string, string> = {};
  for (const pair of value.split('|')) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1) return null;
    const key = pair.slice(0, at).trim();
    const val = pair.slice(at + 1).trim();
    if (!key || !val || val.includes(':') || Object.hasOwn(out, key)) return null;
    out[key] = val;
  }
  return out;
}

export function formatTestProviderCookie(pairs: Readonly<Record<string, string>>): string {
  return Object.entries(pairs)
    .map(([k, v]) => `${k}:${v}`)
    .join('|');
}
