// A tennis match played point by point with the serve probabilities that price it
// (pricing/tennis.ts). Betting stops for break, set and match points; rain may interrupt.
import { otherSide, type CompetitorSide, type TennisModel } from '../pricing';
import { kickedOff, runSim, startSim, type SimSpec, type SimStep } from './live-sim';
import { MINUTE, SECOND, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent, LivePeriod } from './live-types';
import type { SimRng } from './rng';

export interface TennisLive extends LiveCommon {
  sport: 'tennis';
  model: TennisModel;
  nextPointAt: number;
}

const POINT = [25, 42] as const;
const CHANGEOVER = 90 * SECOND;
const SET_BREAK = 120 * SECOND;

export function startTennis(model: TennisModel, seed: number): SimStep<TennisLive> {
  return startSim(
    seed,
    (rng): TennisLive => {
      const interrupted = rng.chance(0.06);
      return {
        sport: 'tennis',
        ...kickedOff({
          ...model,
          sets: [],
          games: { home: 0, away: 0 },
          points: { home: 0, away: 0 },
          tiebreak: false,
          tiebreakFirstServer: null,
          ended: false,
        }),
        interruptAt: interrupted ? rng.int(20, 70) * MINUTE : null,
        nextPointAt: rng.int(POINT[0], POINT[1]) * SECOND,
      };
    },
    () => ({
      type: 'match_started',
      text: 'Play',
      periodKey: 'set1',
      score: { home: 0, away: 0 },
      reprice: true,
    }),
  );
}

const setsWon = (m: TennisModel) => ({
  home: m.sets.filter((s) => s.home > s.away).length,
  away: m.sets.filter((s) => s.away > s.home).length,
});
const need = (m: TennisModel) => Math.ceil(m.bestOf / 2);
const setKey = (m: TennisModel) => `set${m.sets.length + 1}`;

/** Server of the n-th tiebreak point (0-based): the first server, then two each. */
const tiebreakServer = (first: CompetitorSide, n: number): CompetitorSide =>
  Math.floor((n + 1) / 2) % 2 === 0 ? first : otherSide(first);

type PointEnds = 'point' | 'game' | 'set' | 'match';

/** Plays one point on a model (mutated) and says what it ended. */
function playPoint(m: TennisModel, winner: CompetitorSide): PointEnds {
  const loser = otherSide(winner);
  m.points[winner] += 1;
  const w = m.points[winner];
  const l = m.points[loser];
  if (m.tiebreak) {
    if (w >= 7 && w - l >= 2) return winSet(m, winner, true);
    m.server = tiebreakServer(m.tiebreakFirstServer ?? m.server, m.points.home + m.points.away);
    return 'point';
  }
  if (w >= 4 && w - l >= 2) {
    m.games[winner] += 1;
    m.points = { home: 0, away: 0 };
    m.server = otherSide(m.server);
    const gw = m.games[winner];
    const gl = m.games[loser];
    if ((gw >= 6 && gw - gl >= 2) || gw === 7) return winSet(m, winner, false);
    if (gw === 6 && gl === 6) {
      m.tiebreak = true;
      m.tiebreakFirstServer = m.server;
    }
    return 'game';
  }
  return 'point';
}

function winSet(m: TennisModel, winner: CompetitorSide, tiebreak: boolean): PointEnds {
  if (tiebreak) {
    m.games[winner] += 1;
    // Who received first in the tiebreak serves first in the next set.
    m.server = otherSide(m.tiebreakFirstServer ?? m.server);
    m.tiebreak = false;
    m.tiebreakFirstServer = null;
  }
  m.sets.push({ ...m.games });
  m.games = { home: 0, away: 0 };
  m.points = { home: 0, away: 0 };
  const won = setsWon(m);
  if (won.home >= need(m) || won.away >= need(m)) {
    m.ended = true;
    return 'match';
  }
  return 'set';
}

/** What the next point would end if `side` won it. */
function stakes(m: TennisModel, side: CompetitorSide): PointEnds {
  const copy: TennisModel = JSON.parse(JSON.stringify(m)) as TennisModel;
  return playPoint(copy, side);
}

function point(s: TennisLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const server = m.server;
  const p = server === 'home' ? m.serveHome : m.serveAway;
  const winner = rng.chance(p) ? server : otherSide(server);
  const key = setKey(m);
  const ended = playPoint(m, winner);
  let gap = rng.int(POINT[0], POINT[1]) * SECOND;
  if (ended === 'game' || ended === 'set' || ended === 'match') {
    const games = m.games.home + m.games.away;
    emit(s, events, {
      type: ended === 'game' ? 'game_won' : ended === 'set' ? 'set_won' : 'match_ended',
      side: winner,
      text: ended === 'game' ? 'Game' : ended === 'set' ? 'Set' : 'Match',
      periodKey: key,
      score: setsWon(m),
      reprice: true,
    });
    if (ended === 'set') gap += SET_BREAK;
    else if (games % 2 === 1) gap += CHANGEOVER;
    if (m.tiebreak && ended === 'game')
      emit(s, events, {
        type: 'tiebreak_started',
        text: 'Tiebreak',
        periodKey: key,
        score: setsWon(m),
        reprice: true,
      });
  }
  if (ended === 'match') {
    s.phase = 'ended';
    return;
  }
  s.nextPointAt = s.t + gap;
  // Big points: betting stops for the point (the price would jump either way).
  const receiver = otherSide(m.server);
  const ifReceiver = stakes(m, receiver);
  const ifServer = stakes(m, m.server);
  const big =
    ifReceiver === 'match' || ifServer === 'match'
      ? 'match_point'
      : ifReceiver === 'set' || ifServer === 'set'
        ? 'set_point'
        : !m.tiebreak && ifReceiver === 'game'
          ? 'break_point'
          : null;
  if (big) {
    const side = ifServer === 'match' || ifServer === 'set' ? m.server : receiver;
    stopBetting(s, s.nextPointAt + SECOND);
    emit(s, events, {
      type: big,
      side,
      text: big.replace('_', ' '),
      periodKey: setKey(m),
      score: setsWon(m),
      betStop: true,
    });
  }
}

const TENNIS: SimSpec<TennisLive> = {
  nextAt: (s) => s.nextPointAt,
  happen: point,
  interruption: {
    text: 'Rain delay',
    resumedText: 'Play resumed',
    minutes: [10, 25],
    told: (s) => ({ periodKey: setKey(s.model), score: setsWon(s.model) }),
    resume: (s) => (s.nextPointAt = s.t + MINUTE),
  },
};

export const advanceTennis = (state: TennisLive, to: number): SimStep<TennisLive> =>
  runSim(state, to, TENNIS);

const POINT_NAMES = ['0', '15', '30', '40'];

function gameScore(m: TennisModel): { home: string; away: string } {
  const { home, away } = m.points;
  if (m.tiebreak) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: POINT_NAMES[home] ?? '40', away: POINT_NAMES[away] ?? '40' };
}

export function tennisBoard(s: TennisLive): LiveBoard {
  const m = s.model;
  const periods: LivePeriod[] = m.sets.map((g, i) => ({
    key: `set${i + 1}`,
    name: `Set ${i + 1}`,
    number: i + 1,
    type: 'set',
    home: g.home,
    away: g.away,
  }));
  if (!m.ended)
    periods.push({
      key: setKey(m),
      name: `Set ${m.sets.length + 1}`,
      number: m.sets.length + 1,
      type: 'set',
      home: m.games.home,
      away: m.games.away,
    });
  return {
    clock: null,
    total: setsWon(m),
    gameScore: m.ended ? null : gameScore(m),
    server: m.ended ? null : m.server,
    periods,
    maxPeriods: m.bestOf,
    currentPeriod: m.ended
      ? null
      : { key: setKey(m), name: `Set ${m.sets.length + 1}`, number: m.sets.length + 1 },
    cards: null,
    innings: null,
  };
}
