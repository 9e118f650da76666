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
import { MINUTE, SECOND, cloneState, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent } from './live-types';
import { simRng, type SimRng } from './rng';

export interface CricketLive extends LiveCommon {
  sport: 'cricket';
  model: CricketModel;
  nextBallAt: number;
}

const BALL = [28, 40] as const;
const OVER_BREAK = 50 * SECOND;
const INNINGS_BREAK = 15 * MINUTE;

export function startCricket(
  model: CricketModel,
  seed: number,
): { state: CricketLive; events: LiveEvent[] } {
  const rng = simRng(seed);
  const interrupted = rng.chance(0.05);
  const state: CricketLive = {
    sport: 'cricket',
    t: 0,
    rng: 0,
    phase: 'play',
    betStopUntil: 0,
    model: {
      ...model,
      innings: 1,
      runs: [0, 0],
      wickets: [0, 0],
      balls: [0, 0],
      ended: false,
      winner: null,
    },
    timeline: [],
    resumeAt: null,
    interruptAt: interrupted ? rng.int(30, 150) * MINUTE : null,
    nextBallAt: rng.int(BALL[0], BALL[1]) * SECOND,
  };
  state.rng = rng.state();
  const events: LiveEvent[] = [];
  emit(state, events, {
    type: 'match_started',
    text: 'First innings',
    periodKey: 'inn1',
    score: scoreOf(state.model),
    reprice: true,
  });
  return { state, events };
}

const batting = (m: CricketModel): CompetitorSide =>
  m.innings === 2 ? otherSide(m.battingFirst) : m.battingFirst;
const idx = (m: CricketModel) => (m.innings === 2 ? 1 : 0);

function scoreOf(m: CricketModel): { home: number; away: number } {
  const first = m.runs[0];
  const second = m.runs[1];
  return m.battingFirst === 'home' ? { home: first, away: second } : { home: second, away: first };
}

function endMatch(s: CricketLive, winner: CompetitorSide, text: string, events: LiveEvent[]): void {
  s.model.winner = winner;
  s.model.ended = true;
  s.phase = 'ended';
  emit(s, events, {
    type: 'match_ended',
    side: winner,
    text,
    score: scoreOf(s.model),
    reprice: true,
  });
}

function inningsOver(s: CricketLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  emit(s, events, {
    type: 'innings_ended',
    side: batting(m),
    text: `Innings ${m.innings} ended`,
    periodKey: `inn${m.innings}`,
    score: scoreOf(m),
    reprice: true,
  });
  if (m.innings === 1) {
    m.innings = 2;
    s.phase = 'break';
    s.nextBallAt = s.t + INNINGS_BREAK;
    return;
  }
  const chasing = batting(m);
  if (m.runs[1] > m.runs[0]) endMatch(s, chasing, 'Target reached', events);
  else if (m.runs[1] < m.runs[0]) endMatch(s, m.battingFirst, 'Defended', events);
  // A tie goes to a super over: even, as the model prices it.
  else endMatch(s, rng.chance(0.5) ? 'home' : 'away', 'Super over', events);
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

export function advanceCricket(
  state: CricketLive,
  to: number,
): { state: CricketLive; events: LiveEvent[] } {
  if (state.phase === 'ended' || to <= state.t) return { state, events: [] };
  const s = cloneState(state);
  const rng = simRng(s.rng);
  const events: LiveEvent[] = [];
  for (;;) {
    if (s.phase === 'interrupted') {
      if (s.resumeAt === null || s.resumeAt > to) break;
      s.t = s.resumeAt;
      s.resumeAt = null;
      s.phase = 'play';
      s.nextBallAt = s.t + MINUTE;
      emit(s, events, {
        type: 'resumed',
        text: 'Play resumed',
        periodKey: `inn${s.model.innings}`,
        score: scoreOf(s.model),
        reprice: true,
      });
      continue;
    }
    if (s.phase === 'break') {
      if (s.nextBallAt > to) break;
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
      continue;
    }
    if (s.phase !== 'play') break;
    if (s.interruptAt !== null && s.interruptAt <= Math.min(to, s.nextBallAt)) {
      s.t = s.interruptAt;
      s.interruptAt = null;
      s.phase = 'interrupted';
      s.resumeAt = s.t + rng.int(10, 30) * MINUTE;
      emit(s, events, {
        type: 'interrupted',
        text: 'Rain delay',
        periodKey: `inn${s.model.innings}`,
        score: scoreOf(s.model),
        betStop: true,
      });
      continue;
    }
    if (s.nextBallAt > to) break;
    s.t = s.nextBallAt;
    ball(s, rng, events);
  }
  if (s.phase !== 'ended') s.t = Math.max(s.t, to);
  s.rng = rng.state();
  return { state: s, events };
}

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
