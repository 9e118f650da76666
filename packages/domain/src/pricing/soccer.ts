// Soccer from a Poisson goal model (issue 4): each side scores at a constant rate within a
// half, with a share of the expected goals per half and red cards moving the rates. The live
// simulation draws goals from the same rates (live/soccer-sim.ts), so prices and play agree.
import type { MarketDef, Scenario } from './market-def';
import { poissonVector } from './probability';
import { type Score, score } from './score';
import { formatSpecifier } from './specifier';
import { lineResult, winIf, type SettlementResult } from './settlement-result';

export type SoccerPeriod = 'not_started' | 'first_half' | 'half_time' | 'second_half' | 'ended';

export interface SoccerModel {
  sport: 'soccer';
  /** Expected goals over a full match, before any play. */
  xgHome: number;
  xgAway: number;
  period: SoccerPeriod;
  /** Minutes played in the current half, stoppage time included. */
  minuteInHalf: number;
  /** Stoppage time of the current half, once announced. */
  stoppageAnnounced: number | null;
  score: Score;
  /** Score at half time, once the first half is over. */
  htScore: Score | null;
  redCards: Score;
  /** Asian handicap line around which lines are offered (fixed when the match is created). */
  hcpCentre: number;
}

/** Final facts a soccer market settles on. */
export interface SoccerFacts {
  ft: Score;
  ht: Score;
}

/** Share of the expected goals in each half and the expected length of each half (minutes). */
export const SOCCER_HALF_SHARE = [0.45, 0.55] as const;
export const SOCCER_HALF_MINUTES = [47, 49] as const;
const MAX_GOALS = 12;

/** A red card costs a side about 30 % of its rate and gives the other side 20 % more. */
export function soccerRateFactor(redCards: Score, side: 'home' | 'away'): number {
  const own = side === 'home' ? redCards.home : redCards.away;
  const opp = side === 'home' ? redCards.away : redCards.home;
  return Math.pow(0.7, own) * Math.pow(1.2, opp);
}

/** Goals per minute of one side in a half (0 = first, 1 = second); the simulator uses it too. */
export function soccerGoalRate(m: SoccerModel, side: 'home' | 'away', half: 0 | 1): number {
  const xg = side === 'home' ? m.xgHome : m.xgAway;
  return (
    ((xg * SOCCER_HALF_SHARE[half]) / SOCCER_HALF_MINUTES[half]) *
    soccerRateFactor(m.redCards, side)
  );
}

/** Minutes still to play in a half, counting announced or expected stoppage time. */
function minutesLeft(m: SoccerModel, half: 0 | 1): number {
  const expected = SOCCER_HALF_MINUTES[half];
  const current = m.period === 'first_half' ? 0 : m.period === 'second_half' ? 1 : -1;
  if (current === -1) {
    if (m.period === 'not_started') return expected;
    if (m.period === 'half_time') return half === 1 ? expected : 0;
    return 0;
  }
  if (half < current) return 0;
  if (half > current) return expected;
  const length = m.stoppageAnnounced !== null ? 45 + m.stoppageAnnounced : expected;
  // Past the announced time the half can run on a little: keep a sliver of play left.
  return Math.max(length - m.minuteInHalf, m.period === 'ended' ? 0 : 0.25);
}

/** Expected goals still to come per side: [first half, second half]. */
export function soccerRemainingGoals(m: SoccerModel): {
  home: [number, number];
  away: [number, number];
} {
  if (m.period === 'ended') return { home: [0, 0], away: [0, 0] };
  const h0 = soccerGoalRate(m, 'home', 0) * minutesLeft(m, 0);
  const h1 = soccerGoalRate(m, 'home', 1) * minutesLeft(m, 1);
  const a0 = soccerGoalRate(m, 'away', 0) * minutesLeft(m, 0);
  const a1 = soccerGoalRate(m, 'away', 1) * minutesLeft(m, 1);
  return { home: [h0, h1], away: [a0, a1] };
}

function scoreScenarios(
  base: Score,
  lh: number,
  la: number,
  ht: Score | null,
): Scenario<SoccerFacts>[] {
  const ph = poissonVector(lh, MAX_GOALS);
  const pa = poissonVector(la, MAX_GOALS);
  const out: Scenario<SoccerFacts>[] = [];
  for (let i = 0; i < MAX_GOALS; i++) {
    if (ph[i]! === 0) continue;
    for (let j = 0; j < MAX_GOALS; j++) {
      const p = ph[i]! * pa[j]!;
      if (p === 0) continue;
      const ft = score(base.home + i, base.away + j);
      out.push({ facts: { ft, ht: ht ?? ft }, p });
    }
  }
  return out;
}

/**
 * Scenario sets: `ft` for full-time markets (half-time score not tracked there), `ht` for
 * half-time markets (the half-time score carried in both fields).
 */
export function soccerScenarios(m: SoccerModel): Record<'ft' | 'ht', Scenario<SoccerFacts>[]> {
  const rest = soccerRemainingGoals(m);
  const ft = scoreScenarios(
    m.score,
    rest.home[0] + rest.home[1],
    rest.away[0] + rest.away[1],
    m.htScore,
  );
  const ht = m.htScore
    ? [{ facts: { ft: m.htScore, ht: m.htScore }, p: 1 }]
    : scoreScenarios(m.score, rest.home[0], rest.away[0], null);
  return { ft, ht };
}

/** The joint half-time and full-time distribution, for custom bets that mix both. */
export function soccerJointScenarios(m: SoccerModel): Scenario<SoccerFacts>[] {
  const rest = soccerRemainingGoals(m);
  const firstHalf = m.htScore
    ? [{ facts: { ft: m.htScore, ht: m.htScore }, p: 1 }]
    : scoreScenarios(m.score, rest.home[0], rest.away[0], null);
  const out: Scenario<SoccerFacts>[] = [];
  const h2 = poissonVector(rest.home[1], MAX_GOALS);
  const a2 = poissonVector(rest.away[1], MAX_GOALS);
  for (const first of firstHalf) {
    if (first.p < 1e-12) continue;
    for (let i = 0; i < MAX_GOALS; i++) {
      for (let j = 0; j < MAX_GOALS; j++) {
        const p = first.p * h2[i]! * a2[j]!;
        if (p < 1e-14) continue;
        const ht = first.facts.ht;
        out.push({ facts: { ht, ft: score(ht.home + i, ht.away + j) }, p });
      }
    }
  }
  return out;
}

const quarterLines = (centre: number, steps: number): number[] => {
  const lines: number[] = [];
  for (let k = -steps; k <= steps; k++) lines.push(Math.round((centre + k * 0.25) * 4) / 4);
  return lines;
};

/** The Asian handicap line (home) closest to an even market for given expected goals. */
export function soccerBalancedHandicap(xgHome: number, xgAway: number): number {
  return Math.max(-3, Math.min(3, Math.round((xgAway - xgHome) * 4) / 4));
}

export const SOCCER_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5] as const;
export const SOCCER_TEAM_TOTAL_LINES = [0.5, 1.5, 2.5] as const;
export const SOCCER_CORRECT_SCORES: readonly string[] = (() => {
  const ids: string[] = [];
  for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) ids.push(`${h}:${a}`);
  ids.push('other');
  return ids;
})();

/** One result vector per winning correct score (index h * 5 + a, 25 = other), built once. */
const CORRECT_SCORE_RESULTS: readonly SettlementResult[][] = SOCCER_CORRECT_SCORES.map((_, k) =>
  SOCCER_CORRECT_SCORES.map((_o, i) => winIf(i === k)),
);

const threeWay = (s: Score): SettlementResult[] => [
  winIf(s.home > s.away),
  winIf(s.home === s.away),
  winIf(s.home < s.away),
];

// What soccer markets settle on (see MarketDef.key): pricing groups scenarios by these.
const ftMargin = ({ ft }: SoccerFacts) => ft.home - ft.away;
const ftTotal = ({ ft }: SoccerFacts) => ft.home + ft.away;
const ftHome = ({ ft }: SoccerFacts) => ft.home;
const ftAway = ({ ft }: SoccerFacts) => ft.away;
const ftBoth = ({ ft }: SoccerFacts) => (ft.home > 0 ? 2 : 0) + (ft.away > 0 ? 1 : 0);
const htMargin = ({ ht }: SoccerFacts) => ht.home - ht.away;

/** The soccer markets of issue 4, with their settlement on the final score. */
export function soccerMarkets(hcpCentre: number): MarketDef<SoccerFacts>[] {
  const defs: MarketDef<SoccerFacts>[] = [
    {
      marketId: 1,
      key: ftMargin,
      specifier: '',
      outcomes: ['1', '2', '3'],
      scope: 'ft',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: (f) => threeWay(f.ft),
    },
    {
      marketId: 10,
      key: ftMargin,
      specifier: '',
      outcomes: ['9', '10', '11'],
      scope: 'ft',
      groups: ['main'],
      role: null,
      customBet: true,
      priority: 2,
      settle: ({ ft }) => [
        winIf(ft.home >= ft.away),
        winIf(ft.home !== ft.away),
        winIf(ft.home <= ft.away),
      ],
    },
    {
      marketId: 11,
      key: ftMargin,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'ft',
      groups: ['main'],
      role: null,
      customBet: false,
      priority: 3,
      settle: ({ ft }) => [lineResult(ft.home - ft.away), lineResult(ft.away - ft.home)],
    },
  ];
  for (const total of SOCCER_TOTAL_LINES) {
    defs.push({
      marketId: 18,
      key: ftTotal,
      specifier: formatSpecifier({ total }),
      outcomes: ['12', '13'],
      scope: 'ft',
      groups: ['main', 'goals'],
      role: 'secondary',
      family: 'total',
      line: total,
      customBet: true,
      priority: 4,
      settle: ({ ft }) => [
        lineResult(ft.home + ft.away - total),
        lineResult(total - ft.home - ft.away),
      ],
    });
  }
  for (const hcp of quarterLines(hcpCentre, 4)) {
    defs.push({
      marketId: 16,
      key: ftMargin,
      specifier: formatSpecifier({ hcp }),
      outcomes: ['1714', '1715'],
      scope: 'ft',
      groups: ['handicap'],
      role: null,
      family: 'hcp',
      line: hcp,
      customBet: false,
      priority: 5,
      settle: ({ ft }) => [
        lineResult(ft.home - ft.away + hcp),
        lineResult(ft.away - ft.home - hcp),
      ],
    });
  }
  defs.push(
    {
      marketId: 29,
      key: ftBoth,
      specifier: '',
      outcomes: ['74', '76'],
      scope: 'ft',
      groups: ['main', 'goals'],
      role: null,
      customBet: true,
      priority: 6,
      settle: ({ ft }) => {
        const both = ft.home > 0 && ft.away > 0;
        return [winIf(both), winIf(!both)];
      },
    },
    {
      marketId: 45,
      specifier: '',
      outcomes: SOCCER_CORRECT_SCORES,
      scope: 'ft',
      groups: ['score'],
      role: null,
      customBet: true,
      priority: 7,
      settle: ({ ft }) =>
        CORRECT_SCORE_RESULTS[ft.home <= 4 && ft.away <= 4 ? ft.home * 5 + ft.away : 25]!,
    },
    {
      marketId: 60,
      key: htMargin,
      specifier: '',
      outcomes: ['1', '2', '3'],
      scope: 'ht',
      groups: ['half'],
      role: null,
      customBet: true,
      priority: 8,
      settle: (f) => threeWay(f.ht),
    },
  );
  for (const side of ['home', 'away'] as const) {
    for (const total of SOCCER_TEAM_TOTAL_LINES) {
      defs.push({
        marketId: side === 'home' ? 19 : 20,
        key: side === 'home' ? ftHome : ftAway,
        specifier: formatSpecifier({ total }),
        outcomes: ['12', '13'],
        scope: 'ft',
        groups: ['goals'],
        role: null,
        family: `${side}_total`,
        line: total,
        customBet: true,
        priority: 9,
        settle: ({ ft }) => [lineResult(ft[side] - total), lineResult(total - ft[side])],
      });
    }
  }
  return defs;
}
