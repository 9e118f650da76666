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
import { endPeriod, kickedOff, runSim, startSim, type SimSpec, type SimStep } from './live-sim';
import { MINUTE, SECOND, addTo, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent, LivePeriod } from './live-types';
import type { SimRng } from './rng';

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

export function startIceHockey(model: IceHockeyModel, seed: number): SimStep<IceHockeyLive> {
  return startSim(
    seed,
    (): IceHockeyLive => ({
      sport: 'ice-hockey',
      ...kickedOff<IceHockeyModel>({
        ...model,
        period: 1,
        minuteInPeriod: 0,
        score: { home: 0, away: 0 },
        winner: null,
        ended: false,
      }),
      phaseStart: 0,
      decider: null,
      periods: [periodOf(1)],
    }),
    (s) => ({
      type: 'match_started',
      text: 'Face-off',
      matchTime: 0,
      periodKey: 'p1',
      score: s.model.score,
      reprice: true,
    }),
  );
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

/** The game is won: what is told of its end. */
function won(s: IceHockeyLive, winner: CompetitorSide) {
  s.model.winner = winner;
  s.model.ended = true;
  return {
    type: 'match_ended',
    text: 'Game ended',
    side: winner,
    score: finalScore(s),
    reprice: true,
  } as const;
}

const breakLength = (m: IceHockeyModel) => (m.period >= 3 ? OT_BREAK : INTERMISSION);

/** The break is over: the next period (or overtime) starts. */
function nextPeriod(s: IceHockeyLive, events: LiveEvent[]): void {
  const m = s.model;
  s.t = s.phaseStart + breakLength(m);
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
}

/** One second of play. */
function second(s: IceHockeyLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  m.minuteInPeriod = (s.t - s.phaseStart) / MINUTE;
  if (m.minuteInPeriod >= periodMinutes(m)) {
    m.minuteInPeriod = periodMinutes(m);
    const told = {
      type: 'period_ended',
      text: 'End of period',
      matchTime: shown(s),
      periodKey: key(s),
      score: finalScore(s),
      reprice: true,
    } as const;
    if (m.period < 3 || (m.period === 3 && m.score.home === m.score.away))
      endPeriod(s, events, told, { breakFrom: () => (s.phaseStart = s.t) });
    else if (m.period === 3)
      endPeriod(s, events, told, { ended: won(s, m.score.home > m.score.away ? 'home' : 'away') });
    else {
      // Overtime without a goal: the shootout decides, evenly.
      emit(s, events, told);
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
      s.phase = 'ended';
      emit(s, events, won(s, winner));
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
        s.phase = 'ended';
        emit(s, events, won(s, side));
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

const ICE_HOCKEY: SimSpec<IceHockeyLive> = {
  wholeSeconds: true,
  nextAt: (s) => s.t + SECOND,
  happen: second,
  break: {
    endsAt: (s) => s.phaseStart + breakLength(s.model),
    end: (s, _rng, events) => nextPeriod(s, events),
  },
};

export const advanceIceHockey = (state: IceHockeyLive, to: number): SimStep<IceHockeyLive> =>
  runSim(state, to, ICE_HOCKEY);

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
