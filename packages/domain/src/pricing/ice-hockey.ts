// Ice hockey from a Poisson goal model over three 20-minute periods (issue 4), with sudden-death
// overtime and a shootout for the winner markets; lines settle on regular time.
import type { MarketDef, Scenario } from './market-def';
import { poissonVector } from './probability';
import { type Score, type Side, score } from './score';
import { formatSpecifier } from './specifier';
import { lineResult, winIf } from './settlement-result';

export interface IceHockeyModel {
  sport: 'ice-hockey';
  xgHome: number;
  xgAway: number;
  /** 0 before the face-off, 1..3 regulation, 4 overtime, 5 shootout. */
  period: number;
  /** Minutes played in the current period. */
  minuteInPeriod: number;
  /** Score after regulation (and the overtime goal, if any, is in `winner`). */
  score: Score;
  winner: Side | null;
  ended: boolean;
  totalCentre: number;
}

export interface IceHockeyFacts {
  regular: Score;
  /** Winner including overtime and penalties. */
  winner: Side;
}

export const HOCKEY_PERIOD_MINUTES = 20;
export const HOCKEY_OVERTIME_MINUTES = 5;
/** Three-on-three overtime is more open than regular play. */
export const HOCKEY_OVERTIME_FACTOR = 1.6;
const MAX_GOALS = 15;

export const hockeyGoalRate = (m: IceHockeyModel, side: Side): number =>
  (side === 'home' ? m.xgHome : m.xgAway) / (3 * HOCKEY_PERIOD_MINUTES);

function regulationLeft(m: IceHockeyModel): number {
  if (m.ended || m.period > 3) return 0;
  if (m.period === 0) return 3 * HOCKEY_PERIOD_MINUTES;
  return (
    (3 - m.period) * HOCKEY_PERIOD_MINUTES + Math.max(0, HOCKEY_PERIOD_MINUTES - m.minuteInPeriod)
  );
}

/** P(home wins overtime or the shootout), given the overtime minutes still to play. */
export function hockeyOvertimeWin(m: IceHockeyModel, minutesLeft: number): number {
  const rh = hockeyGoalRate(m, 'home') * HOCKEY_OVERTIME_FACTOR;
  const ra = hockeyGoalRate(m, 'away') * HOCKEY_OVERTIME_FACTOR;
  const anyGoal = 1 - Math.exp(-(rh + ra) * minutesLeft);
  return (rh / (rh + ra)) * anyGoal + (1 - anyGoal) * 0.5;
}

export function iceHockeyScenarios(m: IceHockeyModel): Record<'match', Scenario<IceHockeyFacts>[]> {
  if (m.ended && m.winner)
    return { match: [{ facts: { regular: m.score, winner: m.winner }, p: 1 }] };
  const left = regulationLeft(m);
  const ph = poissonVector(hockeyGoalRate(m, 'home') * left, MAX_GOALS);
  const pa = poissonVector(hockeyGoalRate(m, 'away') * left, MAX_GOALS);
  const otLeft =
    m.period === 4
      ? Math.max(0, HOCKEY_OVERTIME_MINUTES - m.minuteInPeriod)
      : m.period === 5
        ? 0
        : HOCKEY_OVERTIME_MINUTES;
  const pOt = hockeyOvertimeWin(m, otLeft);
  const out: Scenario<IceHockeyFacts>[] = [];
  for (let i = 0; i < MAX_GOALS; i++) {
    for (let j = 0; j < MAX_GOALS; j++) {
      const p = ph[i]! * pa[j]!;
      if (p === 0) continue;
      const regular = score(m.score.home + i, m.score.away + j);
      if (regular.home !== regular.away) {
        out.push({ facts: { regular, winner: regular.home > regular.away ? 'home' : 'away' }, p });
      } else {
        out.push({ facts: { regular, winner: 'home' }, p: p * pOt });
        out.push({ facts: { regular, winner: 'away' }, p: p * (1 - pOt) });
      }
    }
  }
  return { match: out };
}

// What hockey markets settle on (see MarketDef.key).
const regMargin = ({ regular }: IceHockeyFacts) => regular.home - regular.away;
const regTotal = ({ regular }: IceHockeyFacts) => regular.home + regular.away;
const winnerKey = ({ winner }: IceHockeyFacts) => (winner === 'home' ? 1 : 2);

export function iceHockeyMarkets(
  m: Pick<IceHockeyModel, 'totalCentre'>,
): MarketDef<IceHockeyFacts>[] {
  const defs: MarketDef<IceHockeyFacts>[] = [
    {
      marketId: 1,
      key: regMargin,
      specifier: '',
      outcomes: ['1', '2', '3'],
      scope: 'match',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: ({ regular: r }) => [
        winIf(r.home > r.away),
        winIf(r.home === r.away),
        winIf(r.home < r.away),
      ],
    },
    {
      marketId: 406,
      key: winnerKey,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['main'],
      role: null,
      customBet: true,
      priority: 2,
      settle: ({ winner }) => [winIf(winner === 'home'), winIf(winner === 'away')],
    },
  ];
  const centre = Math.round(m.totalCentre - 0.5) + 0.5;
  for (const total of [centre - 1, centre, centre + 1]) {
    defs.push({
      marketId: 18,
      key: regTotal,
      specifier: formatSpecifier({ total }),
      outcomes: ['12', '13'],
      scope: 'match',
      groups: ['main', 'goals'],
      role: 'secondary',
      family: 'total',
      line: total,
      customBet: true,
      priority: 3,
      settle: ({ regular: r }) => [
        lineResult(r.home + r.away - total),
        lineResult(total - r.home - r.away),
      ],
    });
  }
  for (const hcp of [-2.5, -1.5, 1.5, 2.5]) {
    defs.push({
      marketId: 16,
      key: regMargin,
      specifier: formatSpecifier({ hcp }),
      outcomes: ['1714', '1715'],
      scope: 'match',
      groups: ['handicap'],
      role: null,
      family: 'hcp',
      line: hcp,
      customBet: true,
      priority: 4,
      settle: ({ regular: r }) => [
        lineResult(r.home - r.away + hcp),
        lineResult(r.away - r.home - hcp),
      ],
    });
  }
  return defs;
}
