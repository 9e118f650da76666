// A player's quick stakes (domain 3 Settings `stakes`, saved by POST /settings, issue 27): the
// buttons under a stake that set it in one tap. The slip shows them in order, so they are kept
// ascending and without repeats however they were typed.

/** How many buttons fit one row of the slip. */
export const MAX_QUICK_STAKES = 6;

/** The stakes as the slip shows them (minor units), or null when one is not a positive amount. */
export function quickStakes(values: readonly number[]): number[] | null {
  if (values.length === 0 || values.length > MAX_QUICK_STAKES) return null;
  if (values.some((v) => !Number.isSafeInteger(v) || v <= 0)) return null;
  return [...new Set(values)].sort((a, b) => a - b);
}
