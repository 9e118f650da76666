// Shared checks for the model property tests (not part of the package's API).
import { expect } from 'vitest';
import type { PricedMarket } from './market-def';
import { MAX_PRICE, ladderTolerance } from './price-ladder';

/** Markets whose outcomes can win together: double chance covers two of three results. */
const overlapping = new Set([10]);

/** issue 4: the implied probabilities of every market sum to 1 plus the margin (within rounding). */
export function expectOverround(markets: readonly PricedMarket[], margin: number): void {
  for (const m of markets) {
    if (m.decided) continue;
    const active = m.outcomes.filter((o) => o.active);
    if (active.length < 2) continue;
    const fair = active.reduce((s, o) => s + o.probability, 0);
    const expected = overlapping.has(m.marketId) ? 2 : 1;
    expect(fair, `fair sum of ${m.marketId} ${m.specifier}`).toBeCloseTo(expected, 6);
    const implied = active.reduce((s, o) => s + 1000 / o.odds, 0);
    const tolerance = active.reduce(
      (s, o) => s + ladderTolerance(o.odds) + (o.odds === MAX_PRICE ? 0.002 : 0),
      1e-9,
    );
    expect(
      Math.abs(implied - expected * (1 + margin)),
      `overround of ${m.marketId} ${m.specifier}: ${implied}`,
    ).toBeLessThanOrEqual(tolerance);
  }
}

/**
 * issue 4: totals and handicap prices move monotonically with the line. For each family the
 * first outcome is over (totals) or the home side (handicaps): over gets less likely as the
 * total rises, the home side more likely as its handicap rises.
 */
export function expectMonotoneLines(
  markets: readonly PricedMarket[],
  lineOf: (m: PricedMarket) => { family: string; line: number } | null,
): void {
  const families = new Map<string, { line: number; m: PricedMarket }[]>();
  for (const m of markets) {
    const l = lineOf(m);
    if (!l) continue;
    const list = families.get(l.family) ?? [];
    list.push({ line: l.line, m });
    families.set(l.family, list);
  }
  for (const [family, list] of families) {
    list.sort((a, b) => a.line - b.line);
    const rising = family.startsWith('hcp');
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!.m.outcomes;
      const cur = list[i]!.m.outcomes;
      const [p0, p1] = [prev[0]!, prev[1]!];
      const [c0, c1] = [cur[0]!, cur[1]!];
      if (rising) {
        expect(c0.probability).toBeGreaterThanOrEqual(p0.probability - 1e-9);
        expect(c0.odds).toBeLessThanOrEqual(p0.odds);
        expect(c1.odds).toBeGreaterThanOrEqual(p1.odds);
      } else {
        expect(c0.probability).toBeLessThanOrEqual(p0.probability + 1e-9);
        expect(c0.odds).toBeGreaterThanOrEqual(p0.odds);
        expect(c1.odds).toBeLessThanOrEqual(p1.odds);
      }
    }
  }
}

/** The line family of a market from its specifier: `hcp:16`, `total:18`. */
export function lineOfSpecifier(m: PricedMarket): { family: string; line: number } | null {
  const hcp = /(?:^|\|)hcp=(-?[\d.]+)/.exec(m.specifier);
  if (hcp) return { family: `hcp:${m.marketId}`, line: Number(hcp[1]) };
  const total = /(?:^|\|)total=(-?[\d.]+)/.exec(m.specifier);
  if (total) return { family: `total:${m.marketId}`, line: Number(total[1]) };
  return null;
}
