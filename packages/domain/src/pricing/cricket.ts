// Cricket (T20) from a ball-by-ball model (issue 4): every legal delivery scores 0-6 runs or
// takes a wicket with probabilities set by the batting side's strength and the wickets already
// lost. The remaining runs of an innings are close to normal with the mean and variance of
// that process (computed exactly by a small recursion over balls and wickets); the chase is
// won when they reach the target. The simulator bowls the same deliveries.
import type { MarketDef, Scenario } from './market-def';
import { discreteNormal, normalCdf } from './probability';
import { type Side, other } from './score';
import { formatSpecifier } from './specifier';
import { lineResult, winIf } from './settlement-result';

export const CRICKET_BALLS = 120;
export const CRICKET_WICKETS = 10;
/** Wides and no-balls per legal delivery (each worth one run and bowled again). */
export const CRICKET_EXTRA_RATE = 0.03;

export interface CricketModel {
  sport: 'cricket';
  /** Batting strength around 1. */
  strengthHome: number;
  strengthAway: number;
  battingFirst: Side;
  /** 0 before the toss, then the innings in play (2 after the first innings ends). */
  innings: 0 | 1 | 2;
  /** Runs, wickets and legal balls per innings. */
  runs: [number, number];
  wickets: [number, number];
  balls: [number, number];
  ended: boolean;
  /** Set when the match is over (a tie goes to a super over). */
  winner: Side | null;
  totalCentre: number;
}

export interface CricketFacts {
  firstInnings: number;
  winner: Side;
}

export interface CricketBall {
  runs: number;
  wicket: boolean;
  p: number;
}

/** What one legal delivery can do. */
export function cricketBallOutcomes(strength: number, wicketsLost: number): CricketBall[] {
  const bf = strength * (1 - 0.035 * wicketsLost);
  const pW = (0.045 / strength) * (1 + 0.02 * wicketsLost);
  const p4 = 0.105 * bf;
  const p6 = 0.045 * bf;
  const p1 = 0.36;
  const p2 = 0.075;
  const p3 = 0.008;
  const p0 = Math.max(0, 1 - (pW + p4 + p6 + p1 + p2 + p3));
  return [
    { runs: 0, wicket: false, p: p0 },
    { runs: 1, wicket: false, p: p1 },
    { runs: 2, wicket: false, p: p2 },
    { runs: 3, wicket: false, p: p3 },
    { runs: 4, wicket: false, p: p4 },
    { runs: 6, wicket: false, p: p6 },
    { runs: 0, wicket: true, p: pW },
  ];
}

interface RunTable {
  mean: Float64Array;
  second: Float64Array;
}
const tables = new Map<string, RunTable>();

/** E[runs] and E[runs^2] still to come for every (balls left, wickets lost). */
function runTable(strength: number): RunTable {
  const key = strength.toFixed(3);
  const hit = tables.get(key);
  if (hit) return hit;
  const W = CRICKET_WICKETS + 1;
  const mean = new Float64Array((CRICKET_BALLS + 1) * W);
  const second = new Float64Array((CRICKET_BALLS + 1) * W);
  const balls = Array.from({ length: CRICKET_WICKETS }, (_, w) => cricketBallOutcomes(strength, w));
  for (let b = 1; b <= CRICKET_BALLS; b++) {
    for (let w = 0; w < CRICKET_WICKETS; w++) {
      let e = 0;
      let s = 0;
      for (const o of balls[w]!) {
        const nxt = (b - 1) * W + (o.wicket ? w + 1 : w);
        const e1 = mean[nxt]!;
        const s1 = second[nxt]!;
        e += o.p * (o.runs + e1);
        s += o.p * (o.runs * o.runs + 2 * o.runs * e1 + s1);
      }
      mean[b * W + w] = e;
      second[b * W + w] = s;
    }
  }
  if (tables.size > 256) tables.clear();
  const t = { mean, second };
  tables.set(key, t);
  return t;
}

/** Mean and sd of the runs still to come in an innings, extras included. */
export function cricketRemainingRuns(
  strength: number,
  ballsLeft: number,
  wicketsLost: number,
): { mean: number; sd: number } {
  if (ballsLeft <= 0 || wicketsLost >= CRICKET_WICKETS) return { mean: 0, sd: 0 };
  const t = runTable(strength);
  const i = ballsLeft * (CRICKET_WICKETS + 1) + wicketsLost;
  const mean = t.mean[i]! + ballsLeft * CRICKET_EXTRA_RATE;
  const variance = t.second[i]! - t.mean[i]! * t.mean[i]! + ballsLeft * CRICKET_EXTRA_RATE;
  return { mean, sd: Math.sqrt(Math.max(variance, 0)) };
}

const strengthOf = (m: CricketModel, side: Side) =>
  side === 'home' ? m.strengthHome : m.strengthAway;

/** P(the chasing side reaches `need` more runs), and P(it ends exactly one short: a tie). */
function chase(mean: number, sd: number, need: number): { win: number; tie: number } {
  if (need <= 0) return { win: 1, tie: 0 };
  if (sd < 1e-9) return { win: mean >= need ? 1 : 0, tie: Math.round(mean) === need - 1 ? 1 : 0 };
  const win = 1 - normalCdf((need - 0.5 - mean) / sd);
  const tie = normalCdf((need - 0.5 - mean) / sd) - normalCdf((need - 1.5 - mean) / sd);
  return { win, tie };
}

export function cricketScenarios(m: CricketModel): Record<'match', Scenario<CricketFacts>[]> {
  if (m.ended && m.winner)
    return { match: [{ facts: { firstInnings: m.runs[0], winner: m.winner }, p: 1 }] };
  const first = m.battingFirst;
  const second = other(first);
  const out: Scenario<CricketFacts>[] = [];
  const chaseFrom = (runs1: number, weight: number) => {
    const inSecond = m.innings === 2;
    const rest = cricketRemainingRuns(
      strengthOf(m, second),
      CRICKET_BALLS - (inSecond ? m.balls[1] : 0),
      inSecond ? m.wickets[1] : 0,
    );
    const { win, tie } = chase(rest.mean, rest.sd, runs1 + 1 - (inSecond ? m.runs[1] : 0));
    // A tie goes to a super over: even.
    const pSecond = win + tie / 2;
    out.push({ facts: { firstInnings: runs1, winner: second }, p: weight * pSecond });
    out.push({ facts: { firstInnings: runs1, winner: first }, p: weight * (1 - pSecond) });
  };
  if (m.innings === 2) {
    chaseFrom(m.runs[0], 1);
    return { match: out };
  }
  const rest = cricketRemainingRuns(strengthOf(m, first), CRICKET_BALLS - m.balls[0], m.wickets[0]);
  const x = discreteNormal(
    m.runs[0] + rest.mean,
    rest.sd,
    Math.floor(m.runs[0] + rest.mean - 6 * rest.sd),
    Math.ceil(m.runs[0] + rest.mean + 6 * rest.sd),
  );
  x.p.forEach((p, i) => {
    const runs1 = Math.max(m.runs[0], x.lo + i);
    if (p > 1e-12) chaseFrom(runs1, p);
  });
  return { match: out };
}

/** Expected first-innings runs before the start. */
export function cricketExpectedFirstInnings(m: CricketModel): number {
  return cricketRemainingRuns(strengthOf(m, m.battingFirst), CRICKET_BALLS, 0).mean;
}

// What cricket markets settle on (see MarketDef.key).
const winnerKey = ({ winner }: CricketFacts) => (winner === 'home' ? 1 : 2);
const firstInningsKey = ({ firstInnings }: CricketFacts) => firstInnings;

export function cricketMarkets(m: Pick<CricketModel, 'totalCentre'>): MarketDef<CricketFacts>[] {
  const defs: MarketDef<CricketFacts>[] = [
    {
      marketId: 340,
      key: winnerKey,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: ({ winner }) => [winIf(winner === 'home'), winIf(winner === 'away')],
    },
  ];
  const centre = Math.round(m.totalCentre) + 0.5;
  for (let k = -2; k <= 2; k++) {
    const total = centre + k * 8;
    defs.push({
      marketId: 605,
      key: firstInningsKey,
      specifier: formatSpecifier({ inningnr: 1, total }),
      outcomes: ['12', '13'],
      scope: 'match',
      groups: ['main', 'innings'],
      role: 'secondary',
      family: 'total',
      line: total,
      customBet: true,
      priority: 2,
      settle: ({ firstInnings }) => [
        lineResult(firstInnings - total),
        lineResult(total - firstInnings),
      ],
    });
  }
  return defs;
}
