// A match's liability (issue 24): what the book pays for each combination of the outcomes of the
// match's markets, and the worst of them. The markets are taken as independent (a combination
// the rules of the sport rule out still counts: conservative). Bets with one open market in the
// match add up market by market, so the worst case is the sum of each market's worst; only
// bets tying several markets (custom bets) need their markets' combinations enumerated.
import { minorUnits, type MinorUnits } from '../money';
import { bookMargin, type BookMargin } from './book-margin';
import { marketLiability, type MarketLiability } from './market-liability';
import { coupledMaxPayout, coupledPayout, type CoupledBets } from './coupled-bet';
import type { MatchBook } from './match-book';
import { outcomePayout, outcomeTableWorst } from './outcome-table';

/** Combinations times bets past which a tied group is bounded instead of enumerated. */
export const MAX_ENUMERATION = 1_000_000;

export interface MatchLiability extends BookMargin {
  matchId: string;
  markets: MarketLiability[];
  worstCase: MinorUnits;
  /** The combination that costs the most: market key to outcome (null: one nobody backed). */
  worstScenario: Record<string, string | null>;
  /** False when a tied group was too large to enumerate: worstCase is then an upper bound. */
  exact: boolean;
  bets: number;
}

interface Group {
  markets: string[];
  bets: CoupledBets[];
}

// Module-level helpers, no closures: these run after every bet (tsx's keepNames makes each
// named closure cost a property definition per call).
function findRoot(parent: Map<string, string>, k: string): string {
  let r = k;
  while (parent.get(r) !== r) r = parent.get(r)!;
  parent.set(k, r);
  return r;
}

// Markets tied by coupled bets, grouped (union-find); markets no coupled bet touches stay out.
function tiedGroups(match: MatchBook): Group[] {
  const parent = new Map<string, string>();
  for (const c of match.coupled.values()) {
    for (const m of c.markets) if (!parent.has(m)) parent.set(m, m);
    const first = findRoot(parent, c.markets[0]!);
    for (const m of c.markets.slice(1)) parent.set(findRoot(parent, m), first);
  }
  const groups = new Map<string, Group>();
  for (const k of parent.keys()) {
    const r = findRoot(parent, k);
    const g = groups.get(r) ?? { markets: [], bets: [] };
    g.markets.push(k);
    groups.set(r, g);
  }
  for (const c of match.coupled.values()) groups.get(findRoot(parent, c.markets[0]!))!.bets.push(c);
  return [...groups.values()];
}

// The worst combination of one tied group: every backed outcome of each of its markets tried
// against every other (an unbacked outcome never pays more: a leg that wins pays at least what
// it pays lost).
function groupWorst(
  match: MatchBook,
  g: Group,
): { worst: number; scenario: Map<string, string | null>; exact: boolean } {
  const choices = g.markets.map((key) => {
    const backed = new Set(match.markets.get(key)!.solo.extra.keys());
    for (const c of g.bets) for (const l of c.legs) if (l.market === key) backed.add(l.outcome);
    return [...backed];
  });
  const combinations = choices.reduce((n, c) => n * c.length, 1);
  if (combinations * (g.bets.length + g.markets.length) > MAX_ENUMERATION) {
    // Bound: each market's own worst plus every tied bet as if all its open legs won.
    let worst = 0;
    for (const key of g.markets) worst += outcomeTableWorst(match.markets.get(key)!.solo);
    for (const c of g.bets) worst += coupledMaxPayout(c);
    const scenario = new Map(g.markets.map((k) => [k, match.markets.get(k)!.solo.topOutcome]));
    return { worst, scenario, exact: false };
  }
  const pick = g.markets.map(() => 0);
  const current = new Map(g.markets.map((k, i) => [k, choices[i]![0]!]));
  const solos = g.markets.map((k) => match.markets.get(k)!.solo);
  let worst = -1;
  let best: number[] = [];
  for (let n = 0; n < combinations; n++) {
    let pays = 0;
    for (let i = 0; i < solos.length; i++) pays += outcomePayout(solos[i]!, choices[i]![pick[i]!]!);
    for (const c of g.bets) pays += coupledPayout(c, current);
    if (pays > worst) {
      worst = pays;
      best = [...pick];
    }
    for (let i = 0; i < pick.length; i++) {
      pick[i]! += 1;
      const done = pick[i]! < choices[i]!.length;
      if (!done) pick[i] = 0;
      current.set(g.markets[i]!, choices[i]![pick[i]!]!);
      if (done) break;
    }
  }
  const scenario = new Map(g.markets.map((k, i) => [k, choices[i]![best[i]!] ?? null]));
  return { worst, scenario, exact: true };
}

/**
 * The worst case alone, the figure a limit reads after every bet: the kept sum of the markets'
 * worst cases while no bet ties markets (no enumeration at all).
 */
export function matchWorstCase(match: MatchBook): MinorUnits {
  if (match.coupled.size === 0) return minorUnits(match.soloWorst);
  let worst = match.soloWorst;
  for (const g of tiedGroups(match)) {
    for (const key of g.markets) worst -= outcomeTableWorst(match.markets.get(key)!.solo);
    worst += groupWorst(match, g).worst;
  }
  return minorUnits(worst);
}

/**
 * What the match pays for one combination: market key to its winning outcome (a market left out,
 * or null, is won by an outcome nobody backed). Open legs on other matches are taken as won.
 */
export function matchPayout(
  match: MatchBook,
  scenario: ReadonlyMap<string, string | null>,
): MinorUnits {
  let pays = 0;
  for (const [key, m] of match.markets) pays += outcomePayout(m.solo, scenario.get(key) ?? null);
  for (const c of match.coupled.values()) pays += coupledPayout(c, scenario);
  return minorUnits(pays);
}

export function matchLiability(match: MatchBook): MatchLiability {
  const worstScenario: Record<string, string | null> = {};
  let worst = match.soloWorst;
  let exact = true;
  for (const [key, m] of match.markets) {
    worstScenario[key] = m.solo.topExtra > 0 ? m.solo.topOutcome : null;
  }
  for (const g of tiedGroups(match)) {
    for (const key of g.markets) worst -= outcomeTableWorst(match.markets.get(key)!.solo);
    const w = groupWorst(match, g);
    worst += w.worst;
    exact &&= w.exact;
    for (const [key, outcome] of w.scenario) worstScenario[key] = outcome;
  }
  return {
    matchId: match.matchId,
    markets: [...match.markets.values()].map(marketLiability),
    worstCase: minorUnits(worst),
    worstScenario,
    exact,
    bets: match.bets,
    ...bookMargin(match.turnover, worst),
  };
}
