// issue 18: the engine's pure step, replayed. A book stepped tick by tick with trading controls
// is compared with the same book rebuilt from its recorded inputs (as tldraw's sync tests
// compare an incremental state with a fresh one), and with a book whose leader changed on the
// way (saved through the rows a leader writes, resumed as a new leader does).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketKey, matchMarkets, simRng, type SimRng } from '@sb/domain';
import { persistence, resumeState, type EngineState, type SavedFixture } from './engine-state';
import type { FeedMessage, ResultMessage } from './messages';
import type { FeedSettings } from './settings';
import { testFeedSettings } from './test-support';
import { createEngine, scheduleSeed } from './step';
import type { SavedBook } from './store';
import type { TradingCommand } from './trading';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
const TICK_MS = 5000;
const SPORTS = ['soccer', 'tennis', 'basketball', 'ice-hockey', 'cricket', 'counter-strike'];

const settingsOf = (seed: number): FeedSettings => ({
  ...testFeedSettings,
  seed,
  tickMs: TICK_MS,
  liveTarget: 3,
  prematchDriftPerMinute: 30,
  outageEveryMinutes: 5,
  notCoveredShare: 0.1,
});

/** A state as JSON (the world is derived from the seed; maps as their entries, in order). */
const serialize = (state: EngineState): string =>
  JSON.stringify({ ...state, world: undefined }, (_key, value: unknown) =>
    value instanceof Map ? [...(value as Map<unknown, unknown>).entries()] : value,
  );

/** A trading control as drawn: its kind and whom it targets among the started matches. */
interface Control {
  tick: number;
  kind: TradingCommand['kind'];
  target: number;
  pick: number;
}

/** The control as a command on this state (markets drawn from what the match offers). */
function commandOf(c: Control, state: EngineState, started: number[]): TradingCommand {
  const matchId = started[c.target % started.length]!;
  const r = state.fixtures.get(matchId);
  const shapes = r ? matchMarkets(r.live?.model ?? r.model) : [];
  const shape = shapes[c.pick % Math.max(1, shapes.length)];
  switch (c.kind) {
    case 'suspend_market':
    case 'reopen_market':
      return {
        kind: c.kind,
        matchId,
        marketId: shape?.marketId ?? 1,
        specifier: shape?.specifier ?? '',
      };
    case 'set_result':
      return shape && c.pick % 2 === 0
        ? {
            kind: 'set_result',
            matchId,
            markets: [
              {
                marketId: shape.marketId,
                specifier: shape.specifier,
                outcomes: shape.outcomes.map((id, i) => ({
                  id,
                  result: i === 0 ? 'win_entire' : 'lose_entire',
                })),
              },
            ],
          }
        : { kind: 'set_result', matchId, score: { home: 2, away: 1 } };
    default:
      return { kind: c.kind, matchId } as TradingCommand;
  }
}

interface Input {
  now: number;
  commands: TradingCommand[];
}

interface Run {
  /** Every step's input, as a shell would have recorded it. */
  log: Input[];
  /** Every step's messages. */
  batches: FeedMessage[][];
  state: EngineState;
  started: number[];
}

/** Kicks off one prematch match of every sport, then steps `ticks` times with the controls. */
function play(settings: FeedSettings, ticks: number, controls: readonly Control[]): Run {
  const engine = createEngine(settings);
  const rng = simRng(scheduleSeed(settings));
  let [state] = engine.bootstrap(T0, rng);
  const started = SPORTS.flatMap((sport) => {
    const m = [...state.fixtures.values()].find(
      (r) => r.sport === sport && r.type === 'match' && r.status === 0,
    );
    return m ? [m.id] : [];
  });
  const log: Input[] = [];
  const batches: FeedMessage[][] = [];
  for (let i = 0; i < ticks; i++) {
    const now = T0 + (i + 1) * TICK_MS;
    const commands: TradingCommand[] =
      i === 0 ? started.map((matchId) => ({ kind: 'start_match', matchId })) : [];
    for (const c of controls) if (c.tick === i) commands.push(commandOf(c, state, started));
    const before = i % 20 === 0 ? serialize(state) : null;
    const [next, msgs] = engine.step(state, { now, commands, rng });
    // The step never changes the state it was given.
    if (before !== null) expect(serialize(state)).toBe(before);
    log.push({ now, commands });
    batches.push(msgs);
    state = next;
  }
  return { log, batches, state, started };
}

/** The same book rebuilt from the recorded inputs alone: the seed and the log. */
function replay(settings: FeedSettings, log: readonly Input[]): Omit<Run, 'log' | 'started'> {
  const engine = createEngine(settings);
  const rng = simRng(scheduleSeed(settings));
  let [state] = engine.bootstrap(T0, rng);
  const batches: FeedMessage[][] = [];
  for (const input of log) {
    const [next, msgs] = engine.step(state, { ...input, rng });
    batches.push(msgs);
    state = next;
  }
  return { batches, state };
}

const control = (kinds: TradingCommand['kind'][], ticks: number) =>
  fc.record({
    tick: fc.integer({ min: 1, max: ticks - 1 }),
    kind: fc.constantFrom(...kinds),
    target: fc.nat(5),
    pick: fc.nat(200),
  });

describe('the engine step replayed', () => {
  it('rebuilds the same book, message for message, from the seed and the recorded controls', () => {
    const TICKS = 60;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(
          control(
            [
              'suspend_match',
              'reopen_match',
              'suspend_market',
              'reopen_market',
              'finish_match',
              'void_match',
              'rollback',
              'set_result',
              'start_match',
            ],
            TICKS,
          ),
          { maxLength: 12 },
        ),
        (seed, controls) => {
          const settings = settingsOf(seed);
          const live = play(settings, TICKS, controls);
          expect(live.started.length).toBeGreaterThanOrEqual(3);
          const rebuilt = replay(settings, live.log);
          for (let i = 0; i < live.batches.length; i++)
            expect(JSON.stringify(rebuilt.batches[i])).toBe(JSON.stringify(live.batches[i]));
          expect(serialize(rebuilt.state)).toBe(serialize(live.state));
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);

  it('keeps every live match at the pace its clock is published at, whatever the tick', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 200, max: 5000 }),
        (seed, tickMs) => {
          const settings = { ...settingsOf(seed), liveTarget: 0, outageEveryMinutes: 0 };
          const engine = createEngine(settings);
          const rng = simRng(scheduleSeed(settings));
          let [state] = engine.bootstrap(T0, rng);
          const started = SPORTS.flatMap((sport) => {
            const m = [...state.fixtures.values()].find(
              (r) => r.sport === sport && r.type === 'match' && r.status === 0 && r.liveCoverage,
            );
            return m ? [m.id] : [];
          });
          const commands = started.map((matchId): TradingCommand => ({
            kind: 'start_match',
            matchId,
          }));
          [state] = engine.step(state, { now: T0, commands, rng, tick: false });
          const ticks = Math.ceil(120_000 / tickMs);
          for (let i = 1; i <= ticks; i++) {
            [state] = engine.step(state, { now: T0 + i * tickMs, commands: [], rng });
          }
          for (const id of started) {
            const r = state.fixtures.get(id)!;
            if (!r.live || r.live.phase !== 'play') continue;
            // Two minutes of real time are two minutes times the speed of play, to the second.
            const expected = ticks * tickMs * engine.config.speedOf(r.sport);
            expect(Math.abs(r.live.t - expected), `${r.sport} after ${ticks} ticks`).toBeLessThan(
              1000,
            );
          }
        },
      ),
      // [1, 240]: a tick whose real time, times the speed, lands a hair under a whole second;
      // [1, 379]: one whose rounding to the millisecond, carried, added up to over a second.
      {
        numRuns: 8,
        examples: [
          [1, 240],
          [1, 379],
        ],
      },
    );
  });

  it('settles every match alike when the leader changes on the way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.uniqueArray(fc.integer({ min: 2, max: 150 }), { minLength: 1, maxLength: 3 }),
        fc.array(
          control(['suspend_match', 'reopen_match', 'suspend_market', 'reopen_market'], 150),
          {
            maxLength: 6,
          },
        ),
        (seed, changes, controls) => {
          const settings = settingsOf(seed);
          const withChanges = playWithLeaderChanges(settings, controls, new Set(changes));
          const uninterrupted = playWithLeaderChanges(settings, controls, new Set());
          expect(withChanges.started).toEqual(uninterrupted.started);
          expect(uninterrupted.started.length).toBeGreaterThanOrEqual(3);
          for (const id of uninterrupted.started) {
            const a = uninterrupted.results.get(id);
            expect(a, `match ${id} ended`).toBeDefined();
            expect(withChanges.results.get(id)).toEqual(a);
          }
        },
      ),
      { numRuns: 4 },
    );
  }, 120_000);
});

/**
 * The started matches played to their end, a new leader taking over at the given ticks: it
 * resumes from what the leader saved (feed_matches rows, feed_state), as engine.ts does.
 * Answers every started match's result messages.
 */
function playWithLeaderChanges(
  settings: FeedSettings,
  controls: readonly Control[],
  changes: ReadonlySet<number>,
): { started: number[]; results: Map<number, ResultMessage[]> } {
  const engine = createEngine(settings);
  let rng: SimRng = simRng(scheduleSeed(settings));
  let [state] = engine.bootstrap(T0, rng);
  const saved = new Map<number, { status: number; json: string }>();
  let savedBook = '';
  const save = (now: number) => {
    const { rows, next } = persistence(state, now, settings.persistMs);
    for (const row of rows)
      saved.set(row.match_id, { status: row.status, json: JSON.stringify(row.state) });
    if (next.bookDirty) savedBook = JSON.stringify({ ...next.book, scheduleRng: rng.state() });
    state = { ...next, bookDirty: false };
  };
  save(T0);
  const started = SPORTS.flatMap((sport) => {
    const m = [...state.fixtures.values()].find(
      (r) => r.sport === sport && r.type === 'match' && r.status === 0,
    );
    return m ? [m.id] : [];
  });
  const results = new Map<number, ResultMessage[]>();
  for (let i = 0; i < 400; i++) {
    const now = T0 + (i + 1) * TICK_MS;
    if (changes.has(i)) {
      const { scheduleRng, ...book } = JSON.parse(savedBook) as SavedBook;
      rng = simRng(scheduleRng);
      const rows = [...saved.values()]
        .filter((s) => [0, 1, 2, 5].includes(s.status))
        .map((s) => JSON.parse(s.json) as SavedFixture);
      state = resumeState(book, state.world, rows, now);
    }
    const commands: TradingCommand[] =
      i === 0 ? started.map((matchId) => ({ kind: 'start_match', matchId })) : [];
    for (const c of controls) if (c.tick === i) commands.push(commandOf(c, state, started));
    const [next, msgs] = engine.step(state, { now, commands, rng });
    state = next;
    for (const m of msgs)
      if (m.type === 'result' && started.includes(m.matchId))
        results.set(m.matchId, [...(results.get(m.matchId) ?? []), m]);
    save(now);
    if (started.every((id) => results.has(id))) break;
  }
  // What the results say, market by market (the order of markets is the model's).
  for (const [id, list] of results)
    results.set(
      id,
      list.map((r) => ({
        ...r,
        markets: [...r.markets].sort((x, y) =>
          marketKey(x.marketId, x.specifier).localeCompare(marketKey(y.marketId, y.specifier)),
        ),
      })),
    );
  return { started, results };
}
