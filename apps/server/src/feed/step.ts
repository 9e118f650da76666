// The engine's pure step (issue 18): (state, { now, commands, rng }) -> [state, messages,
// results]. Trading controls run first, then the tick: the schedule grows every 10 s, providers
// go down and come back, due matches kick off, matches in play advance, prematch prices drift.
// No IO, no clock, no randomness of its own (lint keeps this folder's pure files so): the shell
// (engine.ts) keeps the timers, the saving, the leader election and the sink.
import { seedOf, type SimRng } from '@sb/domain';
import { createFiller, extendSchedule } from './book';
import { prematchDrift } from './drift';
import {
  draft,
  engineConfig,
  settle,
  type EngineConfig,
  type EngineState,
  type StepInput,
} from './engine-state';
import { createOutrights } from './fixture-run';
import { advance, kickoff } from './live-play';
import type { FeedMessage } from './messages';
import { providerOutages } from './outages';
import type { FeedSettings } from './settings';
import { trade } from './trade';
import type { TradingOutcome } from './trading';
import { buildWorld } from './world';

const SCHEDULE_EVERY_MS = 10_000;

export type StepOutput = [EngineState, FeedMessage[], TradingOutcome[]];

export interface Engine {
  config: EngineConfig;
  /** A fresh book at `now`: outrights, matches already in play, the days ahead. */
  bootstrap(now: number, rng: SimRng): [EngineState, FeedMessage[]];
  step(state: EngineState, input: StepInput): StepOutput;
}

/** The schedule's generator of a fresh book with these settings. */
export const scheduleSeed = (settings: FeedSettings): number => seedOf(settings.seed, 'schedule');

export function createEngine(settings: FeedSettings): Engine {
  const config = engineConfig(settings);

  function bootstrap(now: number, rng: SimRng): [EngineState, FeedMessage[]] {
    const seed = settings.seed;
    const empty: EngineState = {
      book: { seed, nextId: 100_001, days: [], fillerCursor: now, outages: {} },
      fixtures: new Map(),
      world: buildWorld(seed),
      bookDirty: true,
      lastSchedule: 0,
    };
    const d = draft(empty, config);
    createOutrights(d, now);
    // Matches already in play, spread over their length, so "live" is busy from the first second.
    for (let i = 0; i < settings.liveTarget; i++) {
      const elapsed = ((i + 0.5) / settings.liveTarget) * config.realMatchMs * 0.95;
      const r = createFiller(d, Math.round(now - elapsed), rng, now);
      if (r) kickoff(d, r, now);
    }
    extendSchedule(d, now, rng);
    d.lastSchedule = now;
    d.bookDirty = true;
    return [settle(d), d.msgs];
  }

  function step(state: EngineState, input: StepInput): StepOutput {
    const { now: t, rng } = input;
    const d = draft(state, config);
    const outcomes = input.commands.map((cmd): TradingOutcome => {
      try {
        return trade(d, cmd, t);
      } catch (err) {
        return { ok: false, status: 409, key: 'error.admin.failed', message: String(err) };
      }
    });
    if (input.tick !== false) {
      if (t - d.lastSchedule >= SCHEDULE_EVERY_MS) {
        extendSchedule(d, t, rng);
        d.lastSchedule = t;
      }
      providerOutages(d, t, rng);
      for (const { id, type, status, startMs, live } of d.fixtures.values()) {
        if (type !== 'match') continue;
        if (status === 0 && startMs <= t) kickoff(d, d.edit(id)!, t);
        else if (live && (status === 1 || status === 2 || status === 5)) advance(d, d.edit(id)!, t);
      }
      prematchDrift(d, t, rng);
    }
    return [settle(d), d.msgs, outcomes];
  }

  return { config, bootstrap, step };
}
