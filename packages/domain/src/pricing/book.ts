// From scenarios to prices: the fair price of an outcome is the one at which a unit stake
// returns 1 on average, counting half wins and refunds; then the margin goes on top.
import { applyMargin } from './margin';
import type { MarketDef, PricedMarket, Scenario } from './market-def';
import type { SettlementResult } from './settlement-result';

export type ScenarioSets<F> = Record<string, readonly Scenario<F>[]>;

/** Probability mass of each result kind for one outcome. */
interface ResultMass {
  win: number;
  halfWin: number;
  refund: number;
  halfLose: number;
}

/**
 * Effective probability q with fair odds 1/q: solving E[return] = 1 for odds o gives
 * o = (1 - hw/2 - r - hl/2) / (w + hw/2). For a two-way line the q's of both sides sum to 1.
 */
export function effectiveProbability(m: ResultMass): number {
  const num = m.win + m.halfWin / 2;
  const den = 1 - m.halfWin / 2 - m.refund - m.halfLose / 2;
  if (num <= 0 || den <= 1e-12) return 0;
  return Math.min(1, num / den);
}

function add(m: ResultMass, r: SettlementResult, p: number): void {
  switch (r) {
    case 'win_entire':
      m.win += p;
      break;
    case 'refund_half_win_other':
      m.halfWin += p;
      break;
    case 'refund_entire':
    case 'canceled':
      m.refund += p;
      break;
    case 'refund_half_lose_other':
      m.halfLose += p;
      break;
    case 'lose_entire':
      break;
  }
}

function sameResults(a: readonly SettlementResult[], b: readonly SettlementResult[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Prices every market from the scenarios of its scope and marks the most balanced lines. */
export function priceMarkets<F>(
  defs: readonly MarketDef<F>[],
  scenarios: ScenarioSets<F>,
  margin: number,
): PricedMarket[] {
  const priced: PricedMarket[] = [];
  // Scenarios grouped by each key function, per scope: one representative per value.
  const grouped = new Map<string, Map<(facts: F) => number, Scenario<F>[]>>();
  const scenariosFor = (def: MarketDef<F>): readonly Scenario<F>[] => {
    const list = scenarios[def.scope] ?? [];
    if (!def.key) return list;
    let byKey = grouped.get(def.scope);
    if (!byKey) grouped.set(def.scope, (byKey = new Map()));
    let groups = byKey.get(def.key);
    if (!groups) {
      const acc = new Map<number, Scenario<F>>();
      for (const s of list) {
        if (s.p <= 0) continue;
        const k = def.key(s.facts);
        const g = acc.get(k);
        if (g) g.p += s.p;
        else acc.set(k, { facts: s.facts, p: s.p });
      }
      groups = [...acc.values()];
      byKey.set(def.key, groups);
    }
    return groups;
  };
  for (const def of defs) {
    const list = scenariosFor(def);
    const mass: ResultMass[] = def.outcomes.map(() => ({
      win: 0,
      halfWin: 0,
      refund: 0,
      halfLose: 0,
    }));
    let first: readonly SettlementResult[] | null = null;
    let decided = true;
    let total = 0;
    for (const s of list) {
      if (s.p <= 0) continue;
      const results = def.settle(s.facts);
      if (first === null) first = results;
      else if (decided && !sameResults(first, results)) decided = false;
      for (let i = 0; i < results.length; i++) add(mass[i]!, results[i]!, s.p);
      total += s.p;
    }
    if (total > 0 && Math.abs(total - 1) > 1e-12) {
      for (const m of mass) {
        m.win /= total;
        m.halfWin /= total;
        m.refund /= total;
        m.halfLose /= total;
      }
    }
    const q = mass.map(effectiveProbability);
    const active = mass.map((m, i) => !decided && m.win + m.halfWin > 1e-12 && q[i]! > 0);
    const activeQ = q.filter((_, i) => active[i]);
    const activeOdds = applyMargin(activeQ, marginFor(margin));
    const allOdds = applyMargin(q, marginFor(margin));
    let k = 0;
    priced.push({
      marketId: def.marketId,
      specifier: def.specifier,
      outcomes: def.outcomes.map((id, i) => ({
        id,
        odds: active[i] ? activeOdds[k++]! : allOdds[i]!,
        probability: q[i]!,
        active: active[i]!,
      })),
      decided: decided || first === null,
      mostBalanced: false,
      role: def.role,
      groups: def.groups,
      customBetGroups: def.customBet ? def.groups : [],
      priority: def.priority,
    });
  }
  markMostBalanced(defs, priced);
  return priced;
}

const marginFor = (margin: number): number => Math.max(0, margin);

/** Per family of lines, the line whose two sides are closest to even (domain 3 most_balanced). */
function markMostBalanced<F>(defs: readonly MarketDef<F>[], priced: PricedMarket[]): void {
  const best = new Map<string, { index: number; distance: number }>();
  defs.forEach((def, index) => {
    if (!def.family) return;
    const outcomes = priced[index]!.outcomes;
    if (outcomes.length !== 2 || priced[index]!.decided) return;
    const distance = Math.abs(outcomes[0]!.probability - outcomes[1]!.probability);
    const current = best.get(def.family);
    if (!current || distance < current.distance - 1e-12) best.set(def.family, { index, distance });
  });
  for (const { index } of best.values()) priced[index]!.mostBalanced = true;
}
