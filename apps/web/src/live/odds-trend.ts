// domain 4: a changed odd flashes up or down; the odds button asks which.

/** Which way an odd moved, for the flash of domain 4 (null: it did not). */
export function oddsTrend(prev: number | undefined, next: number): 'up' | 'down' | null {
  if (prev === undefined || prev === next) return null;
  return next > prev ? 'up' : 'down';
}
