// Basketball from a margin/total distribution (issue 4): each side's points over the remaining
// possessions are close to normal (a sum of many small possessions), so the final margin and
// total are normal around what is left to play; a tie after regulation goes to overtime. The
// simulator plays the same possessions (live/basketball-sim.ts).
import type { MarketDef, Scenario } from './market-def';
import { discreteNormal, normalCdf } from './probability';
import type { Score } from './score';
import { formatSpecifier } from './specifier';
import { lineResult, winIf } from './settlement-result';

export interface BasketballModel {
  sport: 'basketball';
  /** Expected points per possession. */
  pppHome: number;
  pppAway: number;
  /** Variance of the points of one possession. */
  possessionVariance: number;
  /** Clock seconds per possession (one side's). */
  possessionSeconds: number;
  periodSeconds: number;
  overtimeSeconds: number;
  periods: number;
  /** 0 before tip-off; periods beyond `periods` are overtimes. */
  period: number;
  secondsLeftInPeriod: number;
  score: Score;
  ended: boolean;
  totalCentre: number;
  hcpCentre: number;
}

export interface BasketballFacts {
  /** Final score, overtime included. */
  final: Score;
}

interface Moments {
  mean: number;
  sd: number;
}

/** Clock seconds of regulation still to play (0 in overtime). */
function regulationLeft(m: BasketballModel): number {
  if (m.ended) return 0;
  if (m.period === 0) return m.periods * m.periodSeconds;
  if (m.period > m.periods) return 0;
  return m.secondsLeftInPeriod + (m.periods - m.period) * m.periodSeconds;
}

/** Margin (home minus away) and total of the points scored in `seconds` of play. */
function playMoments(m: BasketballModel, seconds: number): { margin: Moments; total: Moments } {
  const n = seconds / m.possessionSeconds / 2; // possessions per side
  const variance = 2 * n * m.possessionVariance;
  const sd = Math.sqrt(variance);
  return {
    margin: { mean: n * (m.pppHome - m.pppAway), sd },
    total: { mean: n * (m.pppHome + m.pppAway), sd },
  };
}

const window = (mo: Moments, base: number) => {
  const lo = Math.floor(base + mo.mean - 6 * mo.sd - 1);
  const hi = Math.ceil(base + mo.mean + 6 * mo.sd + 1);
  return discreteNormal(base + mo.mean, mo.sd, lo, hi);
};

/**
 * Scenario sets: `margin` carries the right final margin (the total in its facts is
 * meaningless), `total` carries the right final total; the two are independent in this model
 * (equal variance on both sides), which `joint` uses for custom bets.
 */
export function basketballScenarios(
  m: BasketballModel,
): Record<'margin' | 'total', Scenario<BasketballFacts>[]> {
  if (m.ended) {
    const s = [{ facts: { final: m.score }, p: 1 }];
    return { margin: s, total: s };
  }
  const lead = m.score.home - m.score.away;
  const points = m.score.home + m.score.away;
  const left = regulationLeft(m);
  const inOvertime = m.period > m.periods;
  const play = playMoments(m, inOvertime ? m.secondsLeftInPeriod : left);
  const ot = playMoments(m, m.overtimeSeconds);

  const margin: Scenario<BasketballFacts>[] = [];
  const md = window(play.margin, lead);
  let tieMass = 0;
  md.p.forEach((p, i) => {
    const d = md.lo + i;
    if (d === 0) tieMass += p;
    else if (p > 0)
      margin.push({ facts: { final: d > 0 ? { home: d, away: 0 } : { home: 0, away: -d } }, p });
  });
  if (tieMass > 0) {
    // Overtime margins, a repeated tie split evenly.
    const od = window(ot.margin, 0);
    od.p.forEach((p, i) => {
      const d = od.lo + i;
      if (p <= 0) return;
      if (d === 0) {
        margin.push({ facts: { final: { home: 1, away: 0 } }, p: (tieMass * p) / 2 });
        margin.push({ facts: { final: { home: 0, away: 1 } }, p: (tieMass * p) / 2 });
      } else
        margin.push({
          facts: { final: d > 0 ? { home: d, away: 0 } : { home: 0, away: -d } },
          p: tieMass * p,
        });
    });
  }

  // The chance of overtime, then the total as a mixture of "no overtime" and "one overtime".
  const pTie =
    play.margin.sd < 1e-9
      ? lead + play.margin.mean === 0
        ? 1
        : 0
      : normalCdf((0.5 - lead - play.margin.mean) / play.margin.sd) -
        normalCdf((-0.5 - lead - play.margin.mean) / play.margin.sd);
  const total: Scenario<BasketballFacts>[] = [];
  const asTotal = (t: number): Score => ({ home: Math.ceil(t / 2), away: Math.floor(t / 2) });
  const td = window(play.total, points);
  td.p.forEach((p, i) => {
    if (p > 0) total.push({ facts: { final: asTotal(td.lo + i) }, p: p * (1 - pTie) });
  });
  if (pTie > 0) {
    const withOt = {
      mean: play.total.mean + ot.total.mean,
      sd: Math.hypot(play.total.sd, ot.total.sd),
    };
    const wd = window(withOt, points);
    wd.p.forEach((p, i) => {
      if (p > 0) total.push({ facts: { final: asTotal(wd.lo + i) }, p: p * pTie });
    });
  }
  return { margin, total };
}

/** Joint margin and total (same parity), for custom bets. */
export function basketballJointScenarios(m: BasketballModel): Scenario<BasketballFacts>[] {
  const { margin, total } = basketballScenarios(m);
  if (m.ended) return margin;
  const out: Scenario<BasketballFacts>[] = [];
  for (const a of margin) {
    const d = a.facts.final.home - a.facts.final.away;
    for (const b of total) {
      const t = b.facts.final.home + b.facts.final.away;
      if ((t - d) % 2 !== 0) continue;
      const p = a.p * b.p * 2;
      if (p < 1e-12) continue;
      out.push({ facts: { final: { home: (t + d) / 2, away: (t - d) / 2 } }, p });
    }
  }
  return out;
}

/** Expected final margin and total before tip-off. */
export function basketballExpectations(m: BasketballModel): { margin: number; total: number } {
  const play = playMoments(m, m.periods * m.periodSeconds);
  return { margin: play.margin.mean, total: play.total.mean };
}

export function basketballMarkets(
  m: Pick<BasketballModel, 'totalCentre' | 'hcpCentre'>,
): MarketDef<BasketballFacts>[] {
  const defs: MarketDef<BasketballFacts>[] = [
    {
      marketId: 219,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'margin',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: ({ final }) => [winIf(final.home > final.away), winIf(final.away > final.home)],
    },
  ];
  const hcpCentre = Math.round(m.hcpCentre) + 0.5;
  for (let k = -3; k <= 3; k++) {
    const hcp = hcpCentre + k * 2;
    defs.push({
      marketId: 223,
      specifier: formatSpecifier({ hcp }),
      outcomes: ['1714', '1715'],
      scope: 'margin',
      groups: ['main', 'handicap'],
      role: 'secondary',
      family: 'hcp',
      line: hcp,
      customBet: true,
      priority: 2,
      settle: ({ final }) => [
        lineResult(final.home - final.away + hcp),
        lineResult(final.away - final.home - hcp),
      ],
    });
  }
  const totalCentre = Math.round(m.totalCentre) + 0.5;
  for (let k = -3; k <= 3; k++) {
    const total = totalCentre + k * 3;
    defs.push({
      marketId: 225,
      specifier: formatSpecifier({ total }),
      outcomes: ['12', '13'],
      scope: 'total',
      groups: ['main', 'totals'],
      role: null,
      family: 'total',
      line: total,
      customBet: true,
      priority: 3,
      settle: ({ final }) => [
        lineResult(final.home + final.away - total),
        lineResult(total - final.home - final.away),
      ],
    });
  }
  return defs;
}
