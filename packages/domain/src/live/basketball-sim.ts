// A basketball game played possession by possession with the points-per-possession that price
// it (pricing/basketball.ts): four quarters, overtime on a tie.
import { otherSide, type BasketballModel, type CompetitorSide } from '../pricing';
import {
  endPeriod as closePeriod,
  kickedOff,
  runSim,
  startSim,
  type SimSpec,
  type SimStep,
} from './live-sim';
import { MINUTE, SECOND, addTo, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent, LivePeriod } from './live-types';
import type { SimRng } from './rng';

export interface BasketballLive extends LiveCommon {
  sport: 'basketball';
  model: BasketballModel;
  possession: CompetitorSide;
  /** Simulation time when the period's clock started (or the break began). */
  phaseStart: number;
  nextPossessionAt: number;
  periods: LivePeriod[];
}

/**
 * Points of a possession: 3, 2 or 1 (free throws) with probabilities scaled to the side's points
 * per possession; at 1.1 ppp the variance is the model's 1.33.
 */
function possessionPoints(ppp: number, rng: SimRng): number {
  const k = ppp / 1.1;
  const r = rng.next();
  if (r < 0.13 * k) return 3;
  if (r < 0.46 * k) return 2;
  if (r < 0.51 * k) return 1;
  return 0;
}

const breakAfter = (period: number, periods: number): number =>
  period === periods / 2 ? 15 * MINUTE : 2 * MINUTE;

function periodOf(n: number, periods: number): LivePeriod {
  return n <= periods
    ? { key: `q${n}`, name: `Quarter ${n}`, number: n, type: 'regular_period', home: 0, away: 0 }
    : { key: `ot${n - periods}`, name: 'Overtime', number: n, type: 'overtime', home: 0, away: 0 };
}

const possessionLength = (m: BasketballModel, rng: SimRng) =>
  rng.range(0.5, 1.5) * m.possessionSeconds * SECOND;

export function startBasketball(model: BasketballModel, seed: number): SimStep<BasketballLive> {
  const m: BasketballModel = {
    ...model,
    period: 1,
    secondsLeftInPeriod: model.periodSeconds,
    score: { home: 0, away: 0 },
    ended: false,
  };
  return startSim(
    seed,
    (rng): BasketballLive => ({
      sport: 'basketball',
      ...kickedOff(m),
      possession: rng.chance(0.5) ? 'home' : 'away',
      phaseStart: 0,
      nextPossessionAt: possessionLength(m, rng),
      periods: [periodOf(1, m.periods)],
    }),
    () => ({
      type: 'match_started',
      text: 'Tip-off',
      periodKey: 'q1',
      score: m.score,
      reprice: true,
    }),
  );
}

const periodLength = (m: BasketballModel) =>
  (m.period > m.periods ? m.overtimeSeconds : m.periodSeconds) * SECOND;
const currentKey = (s: BasketballLive) => s.periods[s.periods.length - 1]?.key ?? null;

function endPeriod(s: BasketballLive, events: LiveEvent[]): void {
  const m = s.model;
  s.t = s.phaseStart + periodLength(m);
  m.secondsLeftInPeriod = 0;
  const told = {
    type: 'period_ended',
    text: 'End of period',
    periodKey: currentKey(s),
    score: m.score,
    reprice: true,
  } as const;
  if (m.period >= m.periods && m.score.home !== m.score.away) {
    m.ended = true;
    closePeriod(s, events, told, {
      ended: { type: 'match_ended', text: 'Game ended', score: m.score, reprice: true },
    });
  } else closePeriod(s, events, told, { breakFrom: () => (s.phaseStart = s.t) });
}

const breakLength = (m: BasketballModel) =>
  m.period >= m.periods ? 2 * MINUTE : breakAfter(m.period, m.periods);

function startPeriod(s: BasketballLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  s.t = s.phaseStart + breakLength(m);
  m.period += 1;
  m.secondsLeftInPeriod = periodLength(m) / SECOND;
  s.phase = 'play';
  s.phaseStart = s.t;
  s.nextPossessionAt = s.t + possessionLength(m, rng);
  s.periods.push(periodOf(m.period, m.periods));
  emit(s, events, {
    type: m.period > m.periods ? 'overtime' : 'period_started',
    text: m.period > m.periods ? 'Overtime' : `Quarter ${m.period}`,
    periodKey: currentKey(s),
    score: m.score,
    reprice: true,
  });
}

/** A possession at `s.t`: points, free throws (a bet stop), and the ball goes over. */
function possession(s: BasketballLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const side = s.possession;
  const pts = possessionPoints(side === 'home' ? m.pppHome : m.pppAway, rng);
  if (pts > 0) {
    addTo(m.score, side, pts);
    addTo(s.periods[s.periods.length - 1]!, side, pts);
  }
  if (pts === 1) {
    stopBetting(s, s.t + 8 * SECOND);
    emit(s, events, {
      type: 'free_throws',
      side,
      text: 'Free throws',
      periodKey: currentKey(s),
      score: m.score,
      betStop: true,
      reprice: true,
    });
  }
  s.possession = otherSide(side);
  s.nextPossessionAt = s.t + possessionLength(m, rng);
}

const periodEnd = (s: BasketballLive) => s.phaseStart + periodLength(s.model);

const BASKETBALL: SimSpec<BasketballLive> = {
  // The clock runs out before the next possession starts: the period ends.
  nextAt: (s) => Math.min(s.nextPossessionAt, periodEnd(s)),
  happen: (s, rng, events) =>
    s.nextPossessionAt >= periodEnd(s) ? endPeriod(s, events) : possession(s, rng, events),
  break: {
    endsAt: (s) => s.phaseStart + breakLength(s.model),
    end: startPeriod,
  },
  caughtUp: (s) => {
    if (s.phase === 'play')
      s.model.secondsLeftInPeriod = Math.max(0, (periodEnd(s) - s.t) / SECOND);
  },
};

export const advanceBasketball = (state: BasketballLive, to: number): SimStep<BasketballLive> =>
  runSim(state, to, BASKETBALL);

export function basketballBoard(s: BasketballLive): LiveBoard {
  const m = s.model;
  const inPlay = s.phase === 'play';
  const left = inPlay ? m.secondsLeftInPeriod : 0;
  const regulationLeft =
    m.period <= m.periods ? left + (m.periods - m.period) * m.periodSeconds : left;
  return {
    clock: {
      matchTime:
        Math.min(m.period, m.periods) * m.periodSeconds -
        (m.period <= m.periods ? left : 0) +
        Math.max(0, m.period - m.periods) * m.overtimeSeconds -
        (m.period > m.periods ? left : 0),
      stoppageTime: null,
      stoppageAnnounced: null,
      remainingTime: m.ended ? 0 : regulationLeft,
      remainingInPeriod: left,
      stopped: !inPlay,
      direction: 'down',
    },
    total: { ...m.score },
    gameScore: null,
    server: null,
    periods: s.periods.map((p) => ({ ...p })),
    maxPeriods: m.periods,
    currentPeriod: m.ended
      ? null
      : (() => {
          const p = s.periods[s.periods.length - 1]!;
          return {
            key: s.phase === 'break' ? 'break' : p.key,
            name: s.phase === 'break' ? 'Break' : p.name,
            number: p.number,
          };
        })(),
    cards: null,
    innings: null,
  };
}
