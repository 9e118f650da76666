// Helpers the sport simulations share.
import type { CompetitorSide, ScorePair } from '../pricing';
import type { LiveCommon, LiveEvent, LiveEventType } from './live-types';

/** `mm:ss` from seconds (minutes may exceed 59: `93:12`). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** How many events a state keeps for the timeline. */
export const TIMELINE_SIZE = 40;

export interface EventInput {
  type: LiveEventType;
  side?: CompetitorSide | null;
  text: string;
  matchTime?: number | null;
  periodKey?: string | null;
  score?: ScorePair | null;
  betStop?: boolean;
  reprice?: boolean;
}

/** Records an event at the state's time in its timeline and in the list being returned. */
export function emit(state: LiveCommon, out: LiveEvent[], e: EventInput): void {
  const event: LiveEvent = {
    type: e.type,
    t: state.t,
    side: e.side ?? null,
    matchTime: e.matchTime === undefined || e.matchTime === null ? null : clockText(e.matchTime),
    periodKey: e.periodKey ?? null,
    score: e.score ? { home: e.score.home, away: e.score.away } : null,
    text: e.text,
    betStop: e.betStop ?? false,
    reprice: e.reprice ?? false,
  };
  out.push(event);
  state.timeline.push(event);
  if (state.timeline.length > TIMELINE_SIZE)
    state.timeline.splice(0, state.timeline.length - TIMELINE_SIZE);
}

/** Suspends markets until `until` (simulation ms), never shortening a stop already running. */
export function stopBetting(state: LiveCommon, until: number): void {
  state.betStopUntil = Math.max(state.betStopUntil, until);
}

/** A deep copy of a JSON state, so `advance` never mutates what it was given. */
export function cloneState<T extends { timeline: LiveEvent[] }>(state: T): T {
  // Events never change once recorded: the timeline is copied shallowly (it is most of the size).
  const { timeline, ...rest } = state;
  const copy = JSON.parse(JSON.stringify(rest)) as T;
  copy.timeline = timeline.slice();
  return copy;
}

export const MINUTE = 60_000;
export const SECOND = 1000;

/** Adds to one side of a score pair. */
export function addTo(score: ScorePair, side: CompetitorSide, n = 1): void {
  if (side === 'home') score.home += n;
  else score.away += n;
}
