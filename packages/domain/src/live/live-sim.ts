// The skeleton every sport's simulation shares (issue 18), written once: the kick-off, the loop
// that plays on to a time (interruptions and their end, breaks between periods, the next thing
// that happens in play), and a period's end (a break follows, or the match ends). A sport says
// only what is its own: what happens next and when, how long its breaks last, how its periods
// end.
import { cloneState, emit, MINUTE, SECOND, type EventInput } from './live-support';
import type { LiveCommon, LiveEvent } from './live-types';
import { simRng, type SimRng } from './rng';

export interface SimStep<S> {
  state: S;
  events: LiveEvent[];
}

/** The fields of a match just kicked off (the generator's state is stored after `init`). */
export function kickedOff<M>(
  model: M,
): Omit<LiveCommon, 'model' | 'interruptAt'> & { model: M; interruptAt: null } {
  return {
    t: 0,
    rng: 0,
    phase: 'play',
    betStopUntil: 0,
    model,
    timeline: [],
    resumeAt: null,
    interruptAt: null,
  };
}

/** Kick-off: the sport builds its first state from the seeded generator, then play starts. */
export function startSim<S extends LiveCommon>(
  seed: number,
  init: (rng: SimRng) => S,
  started: (s: S) => EventInput,
): SimStep<S> {
  const rng = simRng(seed);
  const state = init(rng);
  state.rng = rng.state();
  const events: LiveEvent[] = [];
  emit(state, events, { ...started(state), type: 'match_started' });
  return { state, events };
}

/** What a sport tells the loop. */
export interface SimSpec<S extends LiveCommon> {
  /** When the next thing in play happens (a point, a ball, a possession, the next second). */
  nextAt(s: S): number;
  /** It happens, at `s.t`. */
  happen(s: S, rng: SimRng, events: LiveEvent[]): void;
  /** A break between periods: when it ends, and the next period starting. */
  break?: { endsAt(s: S): number; end(s: S, rng: SimRng, events: LiveEvent[]): void };
  /** An interruption (rain, a technical pause): how long, how it is told, how play resumes. */
  interruption?: {
    text: string;
    resumedText: string;
    /** Its length is drawn in this range of minutes. */
    minutes: [number, number];
    /** The period key and the score the events show. */
    told(s: S): Pick<EventInput, 'periodKey' | 'score'>;
    /** Play resumes at `s.t`. */
    resume(s: S, rng: SimRng): void;
  };
  /**
   * True: the simulation lives on whole seconds (time not played waits for the next call);
   * otherwise its time catches up with `to` between happenings.
   */
  wholeSeconds?: boolean;
  /** After catching up with `to` (the clock shown runs between happenings). */
  caughtUp?(s: S): void;
}

/** Plays on to simulation time `to`. Pure: the given state is not changed. */
export function runSim<S extends LiveCommon>(state: S, to: number, spec: SimSpec<S>): SimStep<S> {
  if (state.phase === 'ended' || (spec.wholeSeconds ? to < state.t + SECOND : to <= state.t))
    return { state, events: [] };
  const s = cloneState(state);
  const rng = simRng(s.rng);
  const events: LiveEvent[] = [];
  for (;;) {
    if (s.phase === 'interrupted') {
      if (s.resumeAt === null || s.resumeAt > to || !spec.interruption) break;
      s.t = s.resumeAt;
      s.resumeAt = null;
      s.phase = 'play';
      spec.interruption.resume(s, rng);
      emit(s, events, {
        type: 'resumed',
        text: spec.interruption.resumedText,
        ...spec.interruption.told(s),
        reprice: true,
      });
      continue;
    }
    if (s.phase === 'break' && spec.break) {
      if (spec.break.endsAt(s) > to) break;
      spec.break.end(s, rng, events);
      continue;
    }
    if (s.phase !== 'play') break;
    const next = spec.nextAt(s);
    if (s.interruptAt !== null && s.interruptAt <= Math.min(to, next) && spec.interruption) {
      const { minutes, text } = spec.interruption;
      s.t = s.interruptAt;
      s.interruptAt = null;
      s.phase = 'interrupted';
      s.resumeAt = s.t + rng.int(minutes[0], minutes[1]) * MINUTE;
      emit(s, events, { type: 'interrupted', text, ...spec.interruption.told(s), betStop: true });
      continue;
    }
    if (next > to) break;
    s.t = next;
    spec.happen(s, rng, events);
  }
  if (s.phase !== 'ended') {
    if (spec.wholeSeconds) s.t += Math.floor((to - s.t) / SECOND) * SECOND;
    else s.t = Math.max(s.t, to);
    spec.caughtUp?.(s);
  }
  s.rng = rng.state();
  return { state: s, events };
}

/**
 * A period is over: it is told, then a break begins (`breakFrom` marks its start) or, when
 * `ended` is given, the match ends and that is told too.
 */
export function endPeriod<S extends LiveCommon>(
  s: S,
  events: LiveEvent[],
  told: EventInput,
  then: { ended: EventInput } | { breakFrom(s: S): void },
): void {
  emit(s, events, told);
  if ('ended' in then) {
    s.phase = 'ended';
    emit(s, events, then.ended);
  } else {
    s.phase = 'break';
    then.breakFrom(s);
  }
}
