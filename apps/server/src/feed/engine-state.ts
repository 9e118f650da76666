// What the engine holds (issue 18: the engine as a pure step): the book's bookkeeping and every
// fixture it runs, as plain data. The step (step.ts) never changes a state it is given: it works
// on a draft that copies a fixture the first time it is touched, so an unchanged fixture is
// shared between the state before and the state after.
import {
  LIVE_DURATION_MS,
  liveBoard,
  type LiveMatch,
  type MatchModel,
  type SimRng,
} from '@sb/domain';
import type { FeedMessage, MarketState, MatchStatusCode } from './messages';
import type { FeedSettings } from './settings';
import type { TradingCommand } from './trading';
import type { World } from './world';
import type { SportKey } from './world-data';

/** A fixture the engine runs, in memory while it leads, saved in feed_matches. */
export interface FixtureRun {
  id: number;
  sport: SportKey | 'outright';
  provider: string;
  type: 'match' | 'outright';
  startMs: number;
  endMs: number | null;
  liveCoverage: boolean;
  status: MatchStatusCode;
  seed: number;
  model: MatchModel;
  live: LiveMatch | null;
  /** Real ms of the simulation's time 0. */
  kickoffMs: number | null;
  lastAdvance: number;
  stopped: boolean;
  trader: { match: boolean; markets: string[] };
  /** Markets a trader settled during play. */
  settled: string[];
  /** What the fixture is made of, to state it again (a kick-off moved by a trader). */
  fixtureRef?: { tournamentId: number; homeId: number; awayId: number; stage: string | null };
  // Not saved:
  /** What the catalog was last told of each market (the next message says only what changed). */
  published: Map<string, MarketState>;
  lastPriced: number;
  lastModel: number;
  lastStats: number;
  lastPersist: number;
  /** Changed since it was last saved. */
  dirty: boolean;
}

/** The part of a fixture run a new leader resumes from (feed_matches.state). */
export type SavedFixture = Omit<
  FixtureRun,
  'published' | 'lastPriced' | 'lastModel' | 'lastStats' | 'lastPersist' | 'dirty'
>;

/** The book's bookkeeping, saved as feed_state 'engine' (with the schedule's random state). */
export interface BookState {
  seed: number;
  nextId: number;
  days: number[];
  fillerCursor: number;
  outages: Record<string, { status: 'active' | 'inactive'; next: number; backAt: number | null }>;
}

export interface EngineState {
  book: BookState;
  /** Every fixture run, in the order they were created (ticks visit them in this order). */
  fixtures: ReadonlyMap<number, FixtureRun>;
  /** The world the book is drawn from (derived from the seed, not saved). */
  world: World;
  /** The book changed since it was last saved. */
  bookDirty: boolean;
  /** When the schedule was last extended (not saved: a new leader extends it at once). */
  lastSchedule: number;
}

/** What the shell hands the step: the time, the trading controls to run, the randomness. */
export interface StepInput {
  /** Real time in ms. */
  now: number;
  commands: readonly TradingCommand[];
  /** The schedule's generator (kick-off stream, outages, prematch drift); the shell keeps it. */
  rng: SimRng;
  /** False: only the commands (a trading control between ticks), nothing plays on. */
  tick?: boolean;
}

/** Constants of a running engine, from its settings. */
export interface EngineConfig {
  settings: FeedSettings;
  pricing: { margin: number };
  /** Real ms a soccer match lasts; every sport is paced to last about as long. */
  realMatchMs: number;
  /** Simulated time per real time for a sport. */
  speedOf(sport: string): number;
}

export function engineConfig(settings: FeedSettings): EngineConfig {
  return {
    settings,
    pricing: { margin: settings.margin },
    realMatchMs: LIVE_DURATION_MS.soccer / settings.speedFactor,
    speedOf: (sport) =>
      sport in LIVE_DURATION_MS
        ? (settings.speedFactor * LIVE_DURATION_MS[sport as keyof typeof LIVE_DURATION_MS]) /
          LIVE_DURATION_MS.soccer
        : settings.speedFactor,
  };
}

/**
 * A state being changed by one step: fixtures are copied on their first `edit`, the book once.
 * Messages of the step are collected in `msgs`.
 */
export interface Draft {
  config: EngineConfig;
  world: World;
  book: BookState;
  fixtures: Map<number, FixtureRun>;
  bookDirty: boolean;
  lastSchedule: number;
  msgs: FeedMessage[];
  /** The fixture, copied for this step if it was not yet; undefined if the engine does not run it. */
  edit(id: number): FixtureRun | undefined;
  /** A new fixture run, created in this step. */
  add(r: FixtureRun): void;
}

const copyRun = (r: FixtureRun): FixtureRun => ({
  ...r,
  trader: { match: r.trader.match, markets: [...r.trader.markets] },
  settled: [...r.settled],
  published: new Map(r.published),
});

export function draft(state: EngineState, config: EngineConfig): Draft {
  const fixtures = new Map(state.fixtures);
  const mine = new Set<number>();
  const book = state.book;
  return {
    config,
    world: state.world,
    book: {
      ...book,
      days: [...book.days],
      outages: Object.fromEntries(Object.entries(book.outages).map(([k, o]) => [k, { ...o }])),
    },
    fixtures,
    bookDirty: state.bookDirty,
    lastSchedule: state.lastSchedule,
    msgs: [],
    edit(id) {
      const r = fixtures.get(id);
      if (!r || mine.has(id)) return r;
      const copy = copyRun(r);
      fixtures.set(id, copy);
      mine.add(id);
      return copy;
    },
    add(r) {
      fixtures.set(r.id, r);
      mine.add(r.id);
    },
  };
}

/** The state a draft ends in. */
export const settle = (d: Draft): EngineState => ({
  book: d.book,
  fixtures: d.fixtures,
  world: d.world,
  bookDirty: d.bookDirty,
  lastSchedule: d.lastSchedule,
});

// --- Saving and resuming ------------------------------------------------------------------

export const toSaved = (r: FixtureRun): SavedFixture => ({
  id: r.id,
  sport: r.sport,
  provider: r.provider,
  type: r.type,
  startMs: r.startMs,
  endMs: r.endMs,
  liveCoverage: r.liveCoverage,
  status: r.status,
  seed: r.seed,
  model: r.model,
  // The last few events are enough to resume the timeline; most of a state's size is there.
  live: r.live ? { ...r.live, timeline: r.live.timeline.slice(-12) } : null,
  kickoffMs: r.kickoffMs,
  lastAdvance: r.lastAdvance,
  stopped: r.stopped,
  trader: r.trader,
  settled: r.settled,
  ...(r.fixtureRef ? { fixtureRef: r.fixtureRef } : {}),
});

/** A saved fixture as a run; what it had published is forgotten (the next prices state all). */
export const fromSaved = (s: SavedFixture, lastPersist: number): FixtureRun => ({
  ...s,
  published: new Map(),
  lastPriced: 0,
  lastModel: 0,
  lastStats: 0,
  lastPersist,
  dirty: false,
});

/** A new leader's state from the saved book and fixtures. */
export function resumeState(
  book: BookState,
  world: World,
  saved: readonly SavedFixture[],
  now: number,
): EngineState {
  return {
    book,
    world,
    fixtures: new Map(saved.map((s) => [s.id, fromSaved(s, now)])),
    bookDirty: false,
    lastSchedule: 0,
  };
}

/** Fixtures a trading control names that the engine no longer runs (finished), read back. */
export function withSaved(state: EngineState, saved: readonly SavedFixture[]): EngineState {
  if (!saved.length) return state;
  const fixtures = new Map(state.fixtures);
  for (const s of saved) if (!fixtures.has(s.id)) fixtures.set(s.id, fromSaved(s, 0));
  return { ...state, fixtures };
}

export interface SaveRow {
  match_id: number;
  sport: string;
  status: number;
  start_time: string;
  state: SavedFixture;
}

/**
 * What to save now: fixtures that changed, and live ones not saved for `persistMs`. In the
 * state after, those are marked saved and finished or void fixtures leave the working set.
 */
export function persistence(
  state: EngineState,
  now: number,
  persistMs: number,
): { rows: SaveRow[]; next: EngineState } {
  const rows: SaveRow[] = [];
  const fixtures = new Map<number, FixtureRun>();
  for (const r of state.fixtures.values()) {
    const due = r.dirty || (r.live !== null && persistMs > 0 && now - r.lastPersist >= persistMs);
    if (due)
      rows.push({
        match_id: r.id,
        sport: r.sport,
        status: r.status,
        start_time: new Date(r.startMs).toISOString(),
        state: toSaved(r),
      });
    if (r.status === 3 || r.status === 4) continue;
    fixtures.set(r.id, due ? { ...r, dirty: false, lastPersist: now } : r);
  }
  return { rows, next: { ...state, fixtures } };
}

/**
 * After a lost batch or a watchdog's bet stops: what the engine believes it published is
 * forgotten, so the next tick re-prices every live match and states every market in full, and
 * every fixture is saved again.
 */
export function forgetPublished(state: EngineState): EngineState {
  const fixtures = new Map<number, FixtureRun>();
  for (const r of state.fixtures.values())
    fixtures.set(r.id, { ...r, published: new Map(), lastPriced: 0, dirty: true });
  return { ...state, fixtures };
}

/** Every fixture is saved with the next `persistence` (a fresh book). */
export function markAllDirty(state: EngineState): EngineState {
  const fixtures = new Map<number, FixtureRun>();
  for (const r of state.fixtures.values()) fixtures.set(r.id, { ...r, dirty: true });
  return { ...state, fixtures };
}

// --- Reading ------------------------------------------------------------------------------

export interface MatchSnapshot {
  id: number;
  sport: string;
  status: MatchStatusCode;
  startMs: number;
  stopped: boolean;
  phase: LiveMatch['phase'] | null;
  board: ReturnType<typeof liveBoard> | null;
  markets: MarketState[];
}

export function snapshotOf(r: FixtureRun): MatchSnapshot {
  return {
    id: r.id,
    sport: r.sport,
    status: r.status,
    startMs: r.startMs,
    stopped: r.stopped,
    phase: r.live?.phase ?? null,
    board: r.live ? liveBoard(r.live) : null,
    markets: [...r.published.values()],
  };
}

export function countStatuses(state: EngineState | null) {
  if (!state) return { running: 0, prematch: 0, live: 0, stopped: 0, notCovered: 0 };
  let prematch = 0;
  let live = 0;
  let stopped = 0;
  let notCovered = 0;
  for (const r of state.fixtures.values()) {
    if (r.status === 0) prematch++;
    else if (r.status === 1) live++;
    else if (r.status === 2) stopped++;
    else if (r.status === 5) notCovered++;
  }
  return { running: state.fixtures.size, prematch, live, stopped, notCovered };
}
