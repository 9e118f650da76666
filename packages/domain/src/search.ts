// Search and list query rules (domain 2, domain 5, shell 2.5, shell 5).

/** domain 5 / shell 5: search text must be 3 to 50 characters. */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

export type SearchQueryProblem = 'too_short' | 'too_long';

/** Why a search text cannot be searched (counted in characters, trimmed), or null when it can. */
export function searchQueryProblem(text: string): SearchQueryProblem | null {
  const length = [...text.trim()].length;
  if (length < SEARCH_QUERY_MIN) return 'too_short';
  if (length > SEARCH_QUERY_MAX) return 'too_long';
  return null;
}

/** domain 2: a default search parameter type=sport exists. */
export const DEFAULT_SEARCH_PARAMS: Readonly<Record<string, string>> = { type: 'sport' };

/**
 * shell 2.5: comma-separated values in search parameters become lists. A value without a comma
 * stays a string; empty parts are dropped; repeated keys are joined into one list.
 */
export function splitCommaLists(
  params: Readonly<Record<string, string | readonly string[] | undefined>>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined) continue;
    const values = typeof raw === 'string' ? [raw] : [...raw];
    const hasList = values.length > 1 || values.some((v) => v.includes(','));
    if (!hasList) {
      out[key] = values[0] ?? '';
      continue;
    }
    out[key] = values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
  }
  return out;
}
