// A Counter-Strike series played round by round with the round-win chance that prices it
// (pricing/counter-strike.ts): bomb plants stop betting until the round ends; maps are first to
// 13, played on from 12:12 until a side leads by two.
import { CS_ROUNDS_TO_WIN, type CompetitorSide, type CounterStrikeModel } from '../pricing';
import { kickedOff, runSim, startSim, type SimSpec, type SimStep } from './live-sim';
import { MINUTE, SECOND, addTo, emit, stopBetting } from './live-support';
import type { LiveBoard, LiveCommon, LiveEvent } from './live-types';
import type { SimRng } from './rng';

export interface CounterStrikeLive extends LiveCommon {
  sport: 'counter-strike';
  model: CounterStrikeModel;
  roundEndsAt: number;
  /** A bomb plant announced in the round in play, at this time. */
  bombAt: number | null;
}

const ROUND = [70, 130] as const;
const HALF_SWITCH = 20 * SECOND;
const MAP_BREAK = 5 * MINUTE;

const mapsWon = (m: CounterStrikeModel) => ({
  home: m.maps.filter((r) => r.home > r.away).length,
  away: m.maps.filter((r) => r.away > r.home).length,
});
const mapKey = (m: CounterStrikeModel) => `map${m.maps.length + 1}`;

function planRound(s: CounterStrikeLive, rng: SimRng, from: number): void {
  const length = rng.int(ROUND[0], ROUND[1]) * SECOND;
  s.roundEndsAt = from + length;
  s.bombAt = rng.chance(0.45)
    ? from + Math.min(length - 5 * SECOND, rng.int(40, 80) * SECOND)
    : null;
}

export function startCounterStrike(
  model: CounterStrikeModel,
  seed: number,
): SimStep<CounterStrikeLive> {
  return startSim(
    seed,
    (rng): CounterStrikeLive => {
      const state: CounterStrikeLive = {
        sport: 'counter-strike',
        ...kickedOff<CounterStrikeModel>({
          ...model,
          maps: [],
          rounds: { home: 0, away: 0 },
          ended: false,
        }),
        interruptAt: rng.chance(0.05) ? rng.int(15, 90) * MINUTE : null,
        roundEndsAt: 0,
        bombAt: null,
      };
      planRound(state, rng, 0);
      return state;
    },
    () => ({
      type: 'match_started',
      text: 'Map 1',
      periodKey: 'map1',
      score: { home: 0, away: 0 },
      reprice: true,
    }),
  );
}

function roundOver(s: CounterStrikeLive, rng: SimRng, events: LiveEvent[]): void {
  const m = s.model;
  const winner: CompetitorSide = rng.chance(m.roundHome) ? 'home' : 'away';
  addTo(m.rounds, winner);
  const w = m.rounds[winner];
  const l = m.rounds[winner === 'home' ? 'away' : 'home'];
  let gap = 8 * SECOND;
  if (w >= CS_ROUNDS_TO_WIN && w - l >= 2) {
    m.maps.push({ ...m.rounds });
    const key = `map${m.maps.length}`;
    m.rounds = { home: 0, away: 0 };
    const won = mapsWon(m);
    const need = Math.ceil(m.bestOf / 2);
    emit(s, events, {
      type: 'map_won',
      side: winner,
      text: `Map ${m.maps.length}`,
      periodKey: key,
      score: won,
      reprice: true,
    });
    if (won.home >= need || won.away >= need) {
      m.ended = true;
      s.phase = 'ended';
      emit(s, events, {
        type: 'match_ended',
        side: winner,
        text: 'Series ended',
        score: won,
        reprice: true,
      });
      return;
    }
    gap = MAP_BREAK;
    emit(s, events, {
      type: 'period_started',
      text: `Map ${m.maps.length + 1}`,
      periodKey: mapKey(m),
      score: won,
    });
  } else {
    emit(s, events, {
      type: 'round_won',
      side: winner,
      text: `Round ${m.rounds.home + m.rounds.away}`,
      periodKey: mapKey(m),
      score: mapsWon(m),
      reprice: true,
    });
    if (m.rounds.home + m.rounds.away === 12) gap += HALF_SWITCH;
  }
  planRound(s, rng, s.t + gap);
}

/** A bomb planted (betting stops until the round ends) or the round over, at `s.t`. */
function happen(s: CounterStrikeLive, rng: SimRng, events: LiveEvent[]): void {
  if (s.bombAt !== null && s.t === s.bombAt) {
    s.bombAt = null;
    stopBetting(s, s.roundEndsAt + 3 * SECOND);
    emit(s, events, {
      type: 'bomb_planted',
      text: 'Bomb planted',
      periodKey: mapKey(s.model),
      score: mapsWon(s.model),
      betStop: true,
    });
  } else roundOver(s, rng, events);
}

const COUNTER_STRIKE: SimSpec<CounterStrikeLive> = {
  nextAt: (s) => Math.min(s.roundEndsAt, s.bombAt ?? Number.POSITIVE_INFINITY),
  happen,
  interruption: {
    text: 'Technical pause',
    resumedText: 'Technical pause over',
    minutes: [5, 15],
    told: (s) => ({ periodKey: mapKey(s.model), score: mapsWon(s.model) }),
    resume: (s, rng) => planRound(s, rng, s.t + 30 * SECOND),
  },
};

export const advanceCounterStrike = (
  state: CounterStrikeLive,
  to: number,
): SimStep<CounterStrikeLive> => runSim(state, to, COUNTER_STRIKE);

export function counterStrikeBoard(s: CounterStrikeLive): LiveBoard {
  const m = s.model;
  const periods = m.maps.map((r, i) => ({
    key: `map${i + 1}`,
    name: `Map ${i + 1}`,
    number: i + 1,
    type: 'map' as const,
    home: r.home,
    away: r.away,
  }));
  if (!m.ended)
    periods.push({
      key: mapKey(m),
      name: `Map ${m.maps.length + 1}`,
      number: m.maps.length + 1,
      type: 'map',
      home: m.rounds.home,
      away: m.rounds.away,
    });
  return {
    clock: null,
    total: mapsWon(m),
    gameScore: m.ended ? null : { home: String(m.rounds.home), away: String(m.rounds.away) },
    server: null,
    periods,
    maxPeriods: m.bestOf,
    currentPeriod: m.ended
      ? null
      : { key: mapKey(m), name: `Map ${m.maps.length + 1}`, number: m.maps.length + 1 },
    cards: null,
    innings: null,
  };
}
