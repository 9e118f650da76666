// A soccer match played second by second from the same goal rates that price it
// (pricing/soccer.ts): dangerous attacks stop betting just before goals (and sometimes for
// nothing), stoppage time is announced at 45:00, half time lasts 15 minutes.
import {
  SOCCER_HALF_MINUTES,
  soccerGoalRate,
  type CompetitorSide,
  type ScorePair,
  type SoccerModel,
} from '../pricing';
import { MINUTE, SECOND, addTo, emit, stopBetting } from './live-support';
import { endPeriod, kickedOff, runSim, startSim, type SimSpec, type SimStep } from './live-sim';
import type { LiveBoard, LiveCommon, LiveEvent, LivePeriod } from './live-types';
import type { SimRng } from './rng';

export interface SoccerLive extends LiveCommon {
  sport: 'soccer';
  model: SoccerModel;
  /** Simulation time when the half (or half time) began. */
  phaseStart: number;
  /** Stoppage minutes of each half, drawn at kick-off (their means are the model's). */
  stoppage: [number, number];
  /** A goal on its way after a dangerous attack or a penalty award. */
  pendingGoal: { side: CompetitorSide; at: number } | null;
  cards: { yellow: ScorePair; red: ScorePair };
  periods: LivePeriod[];
}

const HALF = 45 * MINUTE;
const HALF_TIME_BREAK = 15 * MINUTE;
/** Dangerous attacks that come to nothing, per side and match. */
const FALSE_ALARMS = 4;
const YELLOW_CARDS = 2;
const RED_CARDS = 0.1;
const GOAL_BET_STOP = 25 * SECOND;

const perSecond = (perMatch: number) => perMatch / (90 * 60);

export function startSoccer(model: SoccerModel, seed: number): SimStep<SoccerLive> {
  return startSim(
    seed,
    (rng): SoccerLive => ({
      sport: 'soccer',
      ...kickedOff<SoccerModel>({
        ...model,
        period: 'first_half',
        minuteInHalf: 0,
        stoppageAnnounced: null,
        score: { home: 0, away: 0 },
        htScore: null,
        redCards: { home: 0, away: 0 },
      }),
      phaseStart: 0,
      // Means 2 and 4 minutes: the lengths the model expects (SOCCER_HALF_MINUTES).
      stoppage: [
        rng.int(0, (SOCCER_HALF_MINUTES[0] - 45) * 2),
        rng.int(2, (SOCCER_HALF_MINUTES[1] - 45) * 2 - 2),
      ],
      pendingGoal: null,
      cards: { yellow: { home: 0, away: 0 }, red: { home: 0, away: 0 } },
      periods: [
        { key: '1h', name: '1st half', number: 1, type: 'regular_period', home: 0, away: 0 },
      ],
    }),
    (s) => ({
      type: 'match_started',
      text: 'Kick-off',
      matchTime: 0,
      periodKey: '1h',
      score: s.model.score,
      reprice: true,
    }),
  );
}

const half = (s: SoccerLive): 0 | 1 => (s.model.period === 'second_half' ? 1 : 0);
const periodKey = (s: SoccerLive) => (half(s) === 0 ? '1h' : '2h');

/** Seconds shown on the clock (45:00 stays during stoppage time). */
function shownSeconds(s: SoccerLive): number {
  if (s.model.period === 'half_time') return 45 * 60;
  if (s.model.period === 'ended') return 90 * 60;
  const elapsed = (s.t - s.phaseStart) / 1000;
  return half(s) * 45 * 60 + Math.min(elapsed, 45 * 60);
}

function goal(s: SoccerLive, side: CompetitorSide, events: LiveEvent[]): void {
  addTo(s.model.score, side);
  addTo(s.periods[s.periods.length - 1]!, side);
  stopBetting(s, s.t + GOAL_BET_STOP);
  emit(s, events, {
    type: 'goal',
    side,
    text: 'Goal',
    matchTime: shownSeconds(s),
    periodKey: periodKey(s),
    score: s.model.score,
    betStop: true,
    reprice: true,
  });
}

/** Half time is over: the second half kicks off. */
function secondHalf(s: SoccerLive, events: LiveEvent[]): void {
  const m = s.model;
  s.t = s.phaseStart + HALF_TIME_BREAK;
  m.period = 'second_half';
  m.minuteInHalf = 0;
  m.stoppageAnnounced = null;
  s.phase = 'play';
  s.phaseStart = s.t;
  s.periods.push({
    key: '2h',
    name: '2nd half',
    number: 2,
    type: 'regular_period',
    home: 0,
    away: 0,
  });
  emit(s, events, {
    type: 'period_started',
    text: '2nd half',
    matchTime: 45 * 60,
    periodKey: '2h',
    score: m.score,
    reprice: true,
  });
}

/** One second of play. */
function second(s: SoccerLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const h = half(s);
  const elapsed = s.t - s.phaseStart;
  m.minuteInHalf = elapsed / MINUTE;
  if (s.pendingGoal && s.t >= s.pendingGoal.at) {
    const side = s.pendingGoal.side;
    s.pendingGoal = null;
    goal(s, side, events);
  }
  if (elapsed === HALF) {
    m.stoppageAnnounced = s.stoppage[h];
    emit(s, events, {
      type: 'stoppage_announced',
      text: `+${s.stoppage[h]}`,
      matchTime: shownSeconds(s),
      periodKey: periodKey(s),
      score: m.score,
      reprice: true,
    });
  }
  if (elapsed >= HALF + s.stoppage[h] * MINUTE) {
    s.pendingGoal = null;
    const told = {
      type: 'period_ended',
      text: h === 0 ? 'Half time' : 'Full time',
      matchTime: shownSeconds(s),
      periodKey: periodKey(s),
      score: m.score,
      reprice: true,
    } as const;
    if (h === 0)
      endPeriod(s, events, told, {
        breakFrom: () => {
          m.period = 'half_time';
          m.htScore = { ...m.score };
          s.phaseStart = s.t;
        },
      });
    else {
      m.period = 'ended';
      endPeriod(s, events, told, {
        ended: {
          type: 'match_ended',
          text: 'Match ended',
          matchTime: 90 * 60,
          score: m.score,
          reprice: true,
        },
      });
    }
    return;
  }
  for (const side of ['home', 'away'] as const) {
    if (!s.pendingGoal && rng.chance(soccerGoalRate(m, side, h) / 60)) {
      // The attack that will score: betting stops now, the goal follows a few seconds later.
      const penalty = rng.chance(0.1);
      s.pendingGoal = { side, at: s.t + rng.int(penalty ? 40 : 5, penalty ? 70 : 18) * SECOND };
      stopBetting(s, s.pendingGoal.at + GOAL_BET_STOP);
      emit(s, events, {
        type: penalty ? 'penalty_awarded' : 'dangerous_attack',
        side,
        text: penalty ? 'Penalty' : 'Dangerous attack',
        matchTime: shownSeconds(s),
        periodKey: periodKey(s),
        score: m.score,
        betStop: true,
      });
    } else if (rng.chance(perSecond(FALSE_ALARMS))) {
      stopBetting(s, s.t + rng.int(8, 15) * SECOND);
      emit(s, events, {
        type: 'dangerous_attack',
        side,
        text: 'Dangerous attack',
        matchTime: shownSeconds(s),
        periodKey: periodKey(s),
        score: m.score,
        betStop: true,
      });
    }
    if (rng.chance(perSecond(YELLOW_CARDS))) {
      addTo(s.cards.yellow, side);
      emit(s, events, {
        type: 'yellow_card',
        side,
        text: 'Yellow card',
        matchTime: shownSeconds(s),
        periodKey: periodKey(s),
        score: m.score,
      });
    }
    if (m.redCards[side] < 2 && rng.chance(perSecond(RED_CARDS))) {
      addTo(m.redCards, side);
      addTo(s.cards.red, side);
      stopBetting(s, s.t + 15 * SECOND);
      emit(s, events, {
        type: 'red_card',
        side,
        text: 'Red card',
        matchTime: shownSeconds(s),
        periodKey: periodKey(s),
        score: m.score,
        betStop: true,
        reprice: true,
      });
    }
  }
}

const SOCCER: SimSpec<SoccerLive> = {
  wholeSeconds: true,
  nextAt: (s) => s.t + SECOND,
  happen: second,
  break: {
    endsAt: (s) => s.phaseStart + HALF_TIME_BREAK,
    end: (s, _rng, events) => secondHalf(s, events),
  },
};

/** Plays on to simulation time `to` (whole seconds; the rest waits for the next call). */
export const advanceSoccer = (state: SoccerLive, to: number): SimStep<SoccerLive> =>
  runSim(state, to, SOCCER);

export function soccerBoard(s: SoccerLive): LiveBoard {
  const m = s.model;
  const inPlay = s.phase === 'play';
  const elapsed = inPlay ? (s.t - s.phaseStart) / 1000 : 0;
  const h = half(s);
  return {
    clock: {
      matchTime: shownSeconds(s),
      stoppageTime: inPlay && elapsed > 45 * 60 ? elapsed - 45 * 60 : null,
      stoppageAnnounced: m.stoppageAnnounced !== null && inPlay ? m.stoppageAnnounced * 60 : null,
      remainingTime: inPlay ? (2 - h) * 45 * 60 - Math.min(elapsed, 45 * 60) : null,
      remainingInPeriod: inPlay ? Math.max(0, 45 * 60 - elapsed) : null,
      stopped: !inPlay,
      direction: 'up',
    },
    total: { ...m.score },
    gameScore: null,
    server: null,
    periods: s.periods.map((p) => ({ ...p })),
    maxPeriods: 2,
    currentPeriod:
      m.period === 'first_half'
        ? { key: '1h', name: '1st half', number: 1 }
        : m.period === 'second_half'
          ? { key: '2h', name: '2nd half', number: 2 }
          : m.period === 'half_time'
            ? { key: 'ht', name: 'Half time', number: 1 }
            : null,
    cards: { yellow: { ...s.cards.yellow }, red: { ...s.cards.red } },
    innings: null,
  };
}
