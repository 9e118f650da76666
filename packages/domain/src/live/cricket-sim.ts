// A T20 cricket match bowled ball by ball with the delivery probabilities that price it
// (pricing/cricket.ts): wides, boundaries, wickets, an innings break, the chase, a super over
// on a tie; rain may interrupt.
import {
  CRICKET_BALLS,
  CRICKET_EXTRA_RATE,
  CRICKET_WICKETS,
  cricketBallOutcomes,
  otherSide,
  type CompetitorSide,
  type CricketModel,
} from '../pricing';
import { endPeriod, kickedOff, runSim, startSim, type SimSpec, type SimStep } from './live-sim';
import { MINUTE, SECOND, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent } from './live-types';
import type { SimRng } from './rng';

export interface CricketLive extends LiveCommon {
  sport: 'cricket';
  model: CricketModel;
  nextBallAt: number;
}

const BALL = [28, 40] as const;
const OVER_BREAK = 50 * SECOND;
const INNINGS_BREAK = 15 * MINUTE;

export function startCricket(model: CricketModel, seed: number): SimStep<CricketLive> {
  return startSim(
    seed,
    (rng): CricketLive => {
      const interrupted = rng.chance(0.05);
      return {
        sport: 'cricket',
        ...kickedOff<CricketModel>({
          ...model,
          innings: 1,
          runs: [0, 0],
          wickets: [0, 0],
          balls: [0, 0],
          ended: false,
          winner: null,
        }),
        interruptAt: interrupted ? rng.int(30, 150) * MINUTE : null,
        nextBallAt: rng.int(BALL[0], BALL[1]) * SECOND,
      };
    },
    (s) => ({
      type: 'match_started',
      text: 'First innings',
      periodKey: 'inn1',
      score: scoreOf(s.model),
      reprice: true,
    }),
  );
}

const batting = (m: CricketModel): CompetitorSide =>
  m.innings === 2 ? otherSide(m.battingFirst) : m.battingFirst;
const idx = (m: CricketModel) => (m.innings === 2 ? 1 : 0);

function scoreOf(m: CricketModel): { home: number; away: number } {
  const first = m.runs[0];
  const second = m.runs[1];
  return m.battingFirst === 'home' ? { home: first, away: second } : { home: second, away: first };
}

/** The match is won: what is told of its end. */
function won(s: CricketLive, winner: CompetitorSide, text: string) {
  s.model.winner = winner;
  s.model.ended = true;
  return {
    type: 'match_ended',
    side: winner,
    text,
    score: scoreOf(s.model),
    reprice: true,
  } as const;
}

function inningsOver(s: CricketLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const told = {
    type: 'innings_ended',
    side: batting(m),
    text: `Innings ${m.innings} ended`,
    periodKey: `inn${m.innings}`,
    score: scoreOf(m),
    reprice: true,
  } as const;
  if (m.innings === 1) {
    endPeriod(s, events, told, {
      breakFrom: () => {
        m.innings = 2;
        s.nextBallAt = s.t + INNINGS_BREAK;
      },
    });
    return;
  }
  const chasing = batting(m);
  // A tie goes to a super over: even, as the model prices it.
  const [winner, text]: [CompetitorSide, string] =
    m.runs[1] > m.runs[0]
      ? [chasing, 'Target reached']
      : m.runs[1] < m.runs[0]
        ? [m.battingFirst, 'Defended']
        : [rng.chance(0.5) ? 'home' : 'away', 'Super over'];
  endPeriod(s, events, told, { ended: won(s, winner, text) });
}

function ball(s: CricketLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const i = idx(m);
  const side = batting(m);
  if (rng.chance(CRICKET_EXTRA_RATE / (1 + CRICKET_EXTRA_RATE))) {
    m.runs[i] += 1;
  } else {
    const outcomes = cricketBallOutcomes(
      side === 'home' ? m.strengthHome : m.strengthAway,
      m.wickets[i],
    );
    let r = rng.next();
    let o = outcomes[outcomes.length - 1]!;
    for (const x of outcomes) {
      if (r < x.p) {
        o = x;
        break;
      }
      r -= x.p;
    }
    m.balls[i] += 1;
    if (o.wicket) {
      m.wickets[i] += 1;
      stopBetting(s, s.t + 20 * SECOND);
      emit(s, events, {
        type: 'wicket',
        side,
        text: 'Wicket',
        periodKey: `inn${m.innings}`,
        score: scoreOf(m),
        betStop: true,
        reprice: true,
      });
    } else {
      m.runs[i] += o.runs;
      if (o.runs >= 4)
        emit(s, events, {
          type: 'boundary',
          side,
          text: o.runs === 6 ? 'Six' : 'Four',
          periodKey: `inn${m.innings}`,
          score: scoreOf(m),
          reprice: true,
        });
    }
  }
  if (m.innings === 2 && m.runs[1] > m.runs[0]) return inningsOver(s, rng, events);
  if (m.balls[i] >= CRICKET_BALLS || m.wickets[i] >= CRICKET_WICKETS)
    return inningsOver(s, rng, events);
  const overDone = m.balls[i] % 6 === 0;
  s.nextBallAt = s.t + rng.int(BALL[0], BALL[1]) * SECOND + (overDone ? OVER_BREAK : 0);
}

const CRICKET: SimSpec<CricketLive> = {
  nextAt: (s) => s.nextBallAt,
  happen: ball,
  break: {
    endsAt: (s) => s.nextBallAt,
    end: (s, _rng, events) => {
      s.t = s.nextBallAt - SECOND;
      s.phase = 'play';
      emit(s, events, {
        type: 'period_started',
        side: batting(s.model),
        text: 'Second innings',
        periodKey: 'inn2',
        score: scoreOf(s.model),
        reprice: true,
      });
    },
  },
  interruption: {
    text: 'Rain delay',
    resumedText: 'Play resumed',
    minutes: [10, 30],
    told: (s) => ({ periodKey: `inn${s.model.innings}`, score: scoreOf(s.model) }),
    resume: (s) => (s.nextBallAt = s.t + MINUTE),
  },
};

export const advanceCricket = (state: CricketLive, to: number): SimStep<CricketLive> =>
  runSim(state, to, CRICKET);

const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

export function cricketBoard(s: CricketLive): LiveBoard {
  const m = s.model;
  const first = m.battingFirst;
  const bySide = <T>(a: T, b: T) =>
    first === 'home' ? { home: a, away: b } : { home: b, away: a };
  const periods = [
    {
      key: 'inn1',
      name: '1st innings',
      number: 1,
      type: 'innings' as const,
      ...bySide(m.runs[0], 0),
    },
  ];
  if (m.innings === 2)
    periods.push({
      key: 'inn2',
      name: '2nd innings',
      number: 2,
      type: 'innings' as const,
      ...bySide(0, m.runs[1]),
    });
  return {
    clock: null,
    total: scoreOf(m),
    gameScore: null,
    server: null,
    periods,
    maxPeriods: 2,
    currentPeriod: m.ended
      ? null
      : {
          key: `inn${m.innings}`,
          name: m.innings === 2 ? '2nd innings' : '1st innings',
          number: m.innings,
        },
    cards: null,
    innings: {
      batting: batting(m),
      runs: scoreOf(m),
      wickets: bySide(m.wickets[0], m.wickets[1]),
      balls: bySide(m.balls[0], m.balls[1]),
      target: m.innings === 2 ? m.runs[0] + 1 : null,
    },
  };
}

export const cricketOvers = overs;
