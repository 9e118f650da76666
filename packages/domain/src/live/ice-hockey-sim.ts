// An ice hockey game played second by second with the goal rates that price it
// (pricing/ice-hockey.ts): three periods, sudden-death overtime, then a shootout.
import {
  HOCKEY_OVERTIME_FACTOR,
  HOCKEY_OVERTIME_MINUTES,
  HOCKEY_PERIOD_MINUTES,
  hockeyGoalRate,
  type CompetitorSide,
  type IceHockeyModel,
} from '../pricing';
import { MINUTE, SECOND, addTo, cloneState, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent, LivePeriod } from './live-types';
import { simRng, type SimRng } from './rng';

export interface IceHockeyLive extends LiveCommon {
  sport: 'ice-hockey';
  model: IceHockeyModel;
  phaseStart: number;
  /** The overtime goal or the shootout winner, counted in the final score. */
  decider: CompetitorSide | null;
  periods: LivePeriod[];
}

const INTERMISSION = 18 * MINUTE;
const OT_BREAK = 3 * MINUTE;
const PENALTIES_PER_SIDE = 3.5;

const periodOf = (n: number): LivePeriod =>
  n <= 3
    ? { key: `p${n}`, name: `Period ${n}`, number: n, type: 'regular_period', home: 0, away: 0 }
    : n === 4
      ? { key: 'ot', name: 'Overtime', number: 4, type: 'overtime', home: 0, away: 0 }
      : { key: 'so', name: 'Penalties', number: 5, type: 'penalties', home: 0, away: 0 };

export function startIceHockey(
  model: IceHockeyModel,
  seed: number,
): { state: IceHockeyLive; events: LiveEvent[] } {
  const rng = simRng(seed);
  const state: IceHockeyLive = {
    sport: 'ice-hockey',
    t: 0,
    rng: rng.state(),
    phase: 'play',
    betStopUntil: 0,
    model: {
      ...model,
      period: 1,
      minuteInPeriod: 0,
      score: { home: 0, away: 0 },
      winner: null,
      ended: false,
    },
    timeline: [],
    resumeAt: null,
    interruptAt: null,
    phaseStart: 0,
    decider: null,
    periods: [periodOf(1)],
  };
  const events: LiveEvent[] = [];
  emit(state, events, {
    type: 'match_started',
    text: 'Face-off',
    matchTime: 0,
    periodKey: 'p1',
    score: state.model.score,
    reprice: true,
  });
  return { state, events };
}

const periodMinutes = (m: IceHockeyModel) =>
  m.period === 4 ? HOCKEY_OVERTIME_MINUTES : HOCKEY_PERIOD_MINUTES;
const shown = (s: IceHockeyLive) =>
  (Math.min(s.model.period, 4) - 1) * HOCKEY_PERIOD_MINUTES * 60 + s.model.minuteInPeriod * 60;
const key = (s: IceHockeyLive) => s.periods[s.periods.length - 1]!.key;
const finalScore = (s: IceHockeyLive) => {
  const f = { ...s.model.score };
  if (s.decider) addTo(f, s.decider);
  return f;
};

function finish(s: IceHockeyLive, winner: CompetitorSide, events: LiveEvent[]): void {
  s.model.winner = winner;
  s.model.ended = true;
  s.phase = 'ended';
  emit(s, events, {
    type: 'match_ended',
    text: 'Game ended',
    side: winner,
    score: finalScore(s),
    reprice: true,
  });
}

function second(s: IceHockeyLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  if (s.phase === 'break') {
    const gap = m.period >= 3 ? OT_BREAK : INTERMISSION;
    if (s.t - s.phaseStart < gap) return;
    m.period += 1;
    m.minuteInPeriod = 0;
    s.phase = 'play';
    s.phaseStart = s.t;
    s.periods.push(periodOf(m.period));
    emit(s, events, {
      type: m.period === 4 ? 'overtime' : 'period_started',
      text: m.period === 4 ? 'Overtime' : `Period ${m.period}`,
      matchTime: shown(s),
      periodKey: key(s),
      score: finalScore(s),
      reprice: true,
    });
    return;
  }
  if (s.phase !== 'play') return;
  m.minuteInPeriod = (s.t - s.phaseStart) / MINUTE;
  if (m.minuteInPeriod >= periodMinutes(m)) {
    m.minuteInPeriod = periodMinutes(m);
    emit(s, events, {
      type: 'period_ended',
      text: 'End of period',
      matchTime: shown(s),
      periodKey: key(s),
      score: finalScore(s),
      reprice: true,
    });
    if (m.period < 3 || (m.period === 3 && m.score.home === m.score.away)) {
      s.phase = 'break';
      s.phaseStart = s.t;
    } else if (m.period === 3) finish(s, m.score.home > m.score.away ? 'home' : 'away', events);
    else {
      // Overtime without a goal: the shootout decides, evenly.
      m.period = 5;
      s.periods.push(periodOf(5));
      const winner: CompetitorSide = rng.chance(0.5) ? 'home' : 'away';
      s.decider = winner;
      addTo(s.periods[s.periods.length - 1]!, winner);
      emit(s, events, {
        type: 'shootout',
        side: winner,
        text: 'Shootout',
        periodKey: 'so',
        score: finalScore(s),
        reprice: true,
      });
      finish(s, winner, events);
    }
    return;
  }
  const factor = m.period === 4 ? HOCKEY_OVERTIME_FACTOR : 1;
  for (const side of ['home', 'away'] as const) {
    if (rng.chance((hockeyGoalRate(m, side) * factor) / 60)) {
      addTo(s.periods[s.periods.length - 1]!, side);
      if (m.period === 4) {
        s.decider = side;
        emit(s, events, {
          type: 'goal',
          side,
          text: 'Goal',
          matchTime: shown(s),
          periodKey: 'ot',
          score: finalScore(s),
          betStop: true,
          reprice: true,
        });
        finish(s, side, events);
        return;
      }
      addTo(m.score, side);
      stopBetting(s, s.t + 20 * SECOND);
      emit(s, events, {
        type: 'goal',
        side,
        text: 'Goal',
        matchTime: shown(s),
        periodKey: key(s),
        score: finalScore(s),
        betStop: true,
        reprice: true,
      });
    } else if (rng.chance(PENALTIES_PER_SIDE / 3600)) {
      stopBetting(s, s.t + 10 * SECOND);
      emit(s, events, {
        type: 'penalty',
        side,
        text: 'Penalty (2 min)',
        matchTime: shown(s),
        periodKey: key(s),
        score: finalScore(s),
        betStop: true,
      });
    }
  }
}

export function advanceIceHockey(
  state: IceHockeyLive,
  to: number,
): { state: IceHockeyLive; events: LiveEvent[] } {
  if (state.phase === 'ended' || to < state.t + SECOND) return { state, events: [] };
  const s = cloneState(state);
  const rng = simRng(s.rng);
  const events: LiveEvent[] = [];
  while (s.t + SECOND <= to && s.phase !== 'ended') {
    s.t += SECOND;
    second(s, rng, events);
  }
  s.rng = rng.state();
  return { state: s, events };
}

export function iceHockeyBoard(s: IceHockeyLive): LiveBoard {
  const m = s.model;
  const inPlay = s.phase === 'play';
  const left = inPlay ? Math.max(0, (periodMinutes(m) - m.minuteInPeriod) * 60) : 0;
  return {
    clock: {
      matchTime: shown(s),
      stoppageTime: null,
      stoppageAnnounced: null,
      remainingTime:
        m.period <= 3 && !m.ended ? left + (3 - m.period) * HOCKEY_PERIOD_MINUTES * 60 : 0,
      remainingInPeriod: left,
      stopped: !inPlay,
      direction: 'up',
    },
    total: finalScore(s),
    gameScore: null,
    server: null,
    periods: s.periods.map((p) => ({ ...p })),
    maxPeriods: 3,
    currentPeriod: m.ended
      ? null
      : s.phase === 'break'
        ? { key: 'break', name: 'Intermission', number: m.period }
        : { key: key(s), name: s.periods[s.periods.length - 1]!.name, number: m.period },
    cards: null,
    innings: null,
  };
}
