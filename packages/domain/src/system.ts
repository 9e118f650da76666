// System bets (domain 9: "System bets enumerate combinations of winCount from totalCount
// selections"). A system bet's stake is the TOTAL stake, shared equally by its lines; each line is a
// combo of its legs. Payouts are computed per line on the exact share (stake / lines) and rounded
// down per line, as bookmakers settle each line as its own combo.
import { floorDiv, mulDivFloor } from './exact';
import type { MinorUnits } from './money';
import { ODDS_SCALE, type Odds } from './odds';

/** Full-cover bets players know by name: every combination from `winCount` legs up to all of them. */
export const FULL_COVER_BETS = {
  trixie: { totalCount: 3, winCount: 2 },
  patent: { totalCount: 3, winCount: 1 },
  yankee: { totalCount: 4, winCount: 2 },
  lucky_15: { totalCount: 4, winCount: 1 },
  canadian: { totalCount: 5, winCount: 2 }, // also called Super Yankee
  lucky_31: { totalCount: 5, winCount: 1 },
  heinz: { totalCount: 6, winCount: 2 },
  lucky_63: { totalCount: 6, winCount: 1 },
  super_heinz: { totalCount: 7, winCount: 2 },
  goliath: { totalCount: 8, winCount: 2 },
} as const;
export type FullCoverName = keyof typeof FULL_COVER_BETS;

/**
 * A system type (domain 3: systemType totalCount, winCount): lines of `winCount` selections out of
 * `totalCount`. A named full-cover bet also has every larger size up to totalCount.
 */
export interface SystemType {
  totalCount: number;
  winCount: number;
  fullCover?: FullCoverName;
}

export function fullCoverSystemType(name: FullCoverName): SystemType {
  return { ...FULL_COVER_BETS[name], fullCover: name };
}

/** Smallest and largest number of selections a system bet takes. The cap keeps the lines of a
 * system (C(16, 8) = 12,870 at most per size) cheap to price on every keystroke. */
export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 16;

/**
 * Every system type for 3..maxSelections selections, sorted by total count then win count
 * (domain 3 Ticket.systemTypes); a named full-cover bet follows the plain types of its count.
 */
export function systemTypes(
  maxSelections = MAX_SYSTEM_SELECTIONS,
  withFullCover = true,
): SystemType[] {
  const list: SystemType[] = [];
  const max = Math.min(maxSelections, MAX_SYSTEM_SELECTIONS);
  for (let n = MIN_SYSTEM_SELECTIONS; n <= max; n++) {
    for (let k = 2; k < n; k++) list.push({ totalCount: n, winCount: k });
  }
  if (withFullCover) {
    for (const name of Object.keys(FULL_COVER_BETS) as FullCoverName[]) {
      if (FULL_COVER_BETS[name].totalCount <= maxSelections) list.push(fullCoverSystemType(name));
    }
  }
  return sortSystemTypes(list);
}

/** Sorted by total count, then win count, plain before named, without duplicates. */
export function sortSystemTypes(types: readonly SystemType[]): SystemType[] {
  const seen = new Set<string>();
  return [...types]
    .filter((t) => {
      const id = systemId(t);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort(
      (a, b) =>
        a.totalCount - b.totalCount ||
        a.winCount - b.winCount ||
        Number(Boolean(a.fullCover)) - Number(Boolean(b.fullCover)) ||
        (a.fullCover ?? '').localeCompare(b.fullCover ?? ''),
    );
}

/** The types of a list that fit n selections (domain 5: a system type must exist for the count). */
export function systemTypesFor(n: number, types: readonly SystemType[]): SystemType[] {
  return types.filter((t) => t.totalCount === n);
}

/** The system_id of the placement payload: "2/3" or a full-cover name ("yankee"). */
export function systemId(type: SystemType): string {
  return type.fullCover ?? `${type.winCount}/${type.totalCount}`;
}

export function parseSystemId(id: string): SystemType | null {
  if (id in FULL_COVER_BETS) return fullCoverSystemType(id as FullCoverName);
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(id);
  if (!m) return null;
  const winCount = Number(m[1]);
  const totalCount = Number(m[2]);
  return isValidSystemType({ winCount, totalCount }) ? { winCount, totalCount } : null;
}

export function isValidSystemType(t: SystemType): boolean {
  if (t.fullCover) {
    const def = FULL_COVER_BETS[t.fullCover] as
      { totalCount: number; winCount: number } | undefined;
    return !!def && def.totalCount === t.totalCount && def.winCount === t.winCount;
  }
  return (
    Number.isInteger(t.winCount) &&
    Number.isInteger(t.totalCount) &&
    t.totalCount >= MIN_SYSTEM_SELECTIONS &&
    t.totalCount <= MAX_SYSTEM_SELECTIONS &&
    t.winCount >= 2 &&
    t.winCount < t.totalCount
  );
}

export function sameSystemType(a: SystemType, b: SystemType): boolean {
  return systemId(a) === systemId(b);
}

/** The line sizes of a type: [k] for k/n, [k..n] for a full-cover bet. */
export function lineSizes(type: SystemType): number[] {
  if (!type.fullCover) return [type.winCount];
  const sizes: number[] = [];
  for (let k = type.winCount; k <= type.totalCount; k++) sizes.push(k);
  return sizes;
}

/** n choose k, exact for the sizes a slip can hold. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

/** Number of lines: the binomial coefficient, summed over the sizes of a full-cover bet. */
export function linesCount(type: SystemType): number {
  return lineSizes(type).reduce((sum, k) => sum + binomial(type.totalCount, k), 0);
}

/** Every k-subset of 0..n-1 in lexicographic order. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

// Lines depend only on the type; settling thousands of bets of a few types reuses them.
const linesCache = new Map<string, readonly (readonly number[])[]>();
const LINES_CACHE_MAX_LINES = 5000;

/** The lines of a system bet as selection indexes, smallest lines first (shared, do not mutate). */
export function systemLines(type: SystemType): readonly (readonly number[])[] {
  const id = systemId(type);
  const cached = linesCache.get(id);
  if (cached) return cached;
  const lines: number[][] = [];
  for (const k of lineSizes(type)) for (const c of combinations(type.totalCount, k)) lines.push(c);
  if (lines.length <= LINES_CACHE_MAX_LINES) linesCache.set(id, lines);
  return lines;
}

/** Stake per line as shown: the total stake shared by the lines, rounded down. */
export function stakePerLine(stake: MinorUnits, type: SystemType): MinorUnits {
  return floorDiv(stake, linesCount(type)) as MinorUnits;
}

/**
 * Visit the odds of every line (the exact product of its legs rounded down to 1/1000, as
 * totalOdds), walking the combinations depth-first so each prefix product is computed once.
 */
export function forEachLineOdds(
  type: SystemType,
  selectionOdds: readonly Odds[],
  visit: (lineOdds: Odds, size: number) => void,
): void {
  if (selectionOdds.length !== type.totalCount) {
    throw new RangeError(`system ${systemId(type)} needs ${type.totalCount} selections`);
  }
  walkLines(selectionOdds, new Set(lineSizes(type)), visit);
}

// Prefix products are kept exactly in a plain number while that is exact (value = p / 1000^shifts),
// then as a float with a relative error far below 1e-13; a line whose float lands that close to a
// 1/1000 boundary is recomputed exactly with BigInt, so every line odd equals totalOdds(line).
const FLOAT_TOLERANCE = 1e-13;

function walkLines(
  legs: readonly Odds[],
  sizes: ReadonlySet<number>,
  visit: (lineOdds: Odds, size: number) => void,
): void {
  const n = legs.length;
  const maxSize = Math.max(0, ...sizes);
  const path: number[] = [];
  const exactOf = (): number => {
    let big = 1n;
    for (const i of path) big *= BigInt(legs[i] as number);
    return Number(big / 1000n ** BigInt(path.length - 1));
  };
  const walk = (start: number, depth: number, p: number, shifts: number, f: number) => {
    for (let i = start; i < n; i++) {
      const o = legs[i] as number;
      const nf = depth === 0 ? o : (f * o) / 1000;
      let np = -1;
      let ns = shifts;
      if (p >= 0 && p * o <= Number.MAX_SAFE_INTEGER) {
        np = p * o;
        if (depth > 0) ns += 1;
        while (ns > 0 && np % 1000 === 0) {
          np /= 1000;
          ns -= 1;
        }
      }
      const size = depth + 1;
      path.push(i);
      if (sizes.has(size)) {
        let lineOdds: number;
        if (np >= 0) lineOdds = ns === 0 ? np : floorDiv(np, 1000 ** ns);
        else {
          const m = Math.floor(nf);
          const frac = nf - m;
          const tol = nf * FLOAT_TOLERANCE;
          lineOdds = frac > tol && 1 - frac > tol ? m : exactOf();
        }
        visit(lineOdds as Odds, size);
      }
      if (size < maxSize) walk(i + 1, size, np, ns, nf);
      path.pop();
    }
  };
  walk(0, 0, 1, 0, 1);
}

/**
 * Potential win of a system bet: the sum over lines of (stake / lines) x line odds, each line
 * rounded down to the minor unit (domain 9).
 */
export function systemPotentialWin(
  stake: MinorUnits,
  type: SystemType,
  selectionOdds: readonly Odds[],
): MinorUnits {
  return systemPotentialWins(stake, [type], selectionOdds)[0] as MinorUnits;
}

/**
 * Potential win of several system types over the same selections in one walk of the
 * combinations (what a slip offering every type of n selections shows).
 */
export function systemPotentialWins(
  stake: MinorUnits,
  types: readonly SystemType[],
  selectionOdds: readonly Odds[],
): MinorUnits[] {
  const totals = types.map(() => 0);
  const bySize = new Map<number, { index: number; den: number }[]>();
  types.forEach((type, index) => {
    if (type.totalCount !== selectionOdds.length) {
      throw new RangeError(`system ${systemId(type)} needs ${type.totalCount} selections`);
    }
    const den = linesCount(type) * ODDS_SCALE;
    for (const k of lineSizes(type)) {
      const list = bySize.get(k) ?? [];
      list.push({ index, den });
      bySize.set(k, list);
    }
  });
  walkLines(selectionOdds, new Set(bySize.keys()), (lineOdds, size) => {
    for (const { index, den } of bySize.get(size) ?? []) {
      totals[index] = (totals[index] as number) + mulDivFloor(stake, lineOdds, den);
    }
  });
  return totals as MinorUnits[];
}

/**
 * A system's odds as one number: the average of its line odds, rounded down, which is what the
 * stake returns if every selection wins (used for display and the odds limit).
 */
export function systemOdds(type: SystemType, selectionOdds: readonly Odds[]): Odds {
  let sum = 0;
  forEachLineOdds(type, selectionOdds, (o) => {
    sum += o;
  });
  return floorDiv(sum, linesCount(type)) as Odds;
}
