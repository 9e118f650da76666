// The book a leader holds (issue 18): the engine's state and the schedule's generator between
// steps, and the IO around each step: the controls other processes queued, the sink (a lost
// batch goes again), saving what changed, pruning. engine.ts elects the leader and times it.
import { simRng, type SimRng } from '@sb/domain';
import {
  forgetPublished,
  markAllDirty,
  persistence,
  resumeState,
  withSaved,
  type EngineState,
} from './engine-state';
import type { FeedMessage, FeedSink } from './messages';
import { retryBatch } from './retry-batch';
import type { FeedSettings } from './settings';
import { createEngine, scheduleSeed } from './step';
import type { FeedStore } from './store';
import type { TradingCommand, TradingOutcome } from './trading';
import { buildWorld } from './world';

const PRUNE_EVERY_MS = 10 * 60_000;

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LeaderBookDeps {
  store: FeedStore;
  sink: FeedSink;
  settings: FeedSettings;
  clock?: () => number;
  log: FeedLog;
  prune?: (before: Date) => Promise<void>;
}

export interface LeaderBook {
  begin(): Promise<void>;
  tick(): Promise<void>;
  /** A trading control run at once (this process leads). */
  control(cmd: TradingCommand): Promise<TradingOutcome>;
  state(): EngineState | null;
  /** `lastTickAt`: the clock's time when the last tick completed (/api/health's feed lag). */
  stats: { lastTickMs: number; ticks: number; lastTickAt: number | null };
}

export function leaderBook(deps: LeaderBookDeps): LeaderBook {
  const { store, settings, log } = deps;
  const now = deps.clock ?? (() => Date.now());
  const engine = createEngine(settings);
  let state: EngineState | null = null;
  let rng: SimRng = simRng(scheduleSeed(settings));
  let lastPrune = 0;
  /** Messages of a lost batch, sent again with the next one. */
  let retry: FeedMessage[] = [];
  /**
   * Set when this process takes the lead: the catalog's memo of what it wrote may be stale
   * (another leader wrote since, or finished matches it still remembers), so the first batch
   * goes with `fresh` and the memo is read again (issue 25, bounded memory).
   */
  let newLeader = true;
  /** A watchdog's silence this book re-states every market for (issue 25, watchdog.ts). */
  let silence: number | null = null;
  const stats: LeaderBook['stats'] = { lastTickMs: 0, ticks: 0, lastTickAt: null };

  /**
   * Hands a batch to the sink. When it fails (database down), fixtures, statuses and results go
   * again with the next batch, and prices are re-stated in full.
   */
  async function sink(msgs: FeedMessage[]): Promise<void> {
    const batch = retry.length ? [...retry, ...msgs] : msgs;
    try {
      await deps.sink(batch, silence === null && !newLeader ? {} : { fresh: true });
      retry = [];
      newLeader = false;
    } catch (err) {
      retry = retryBatch(batch);
      state = forgetPublished(state!);
      throw err;
    }
  }

  async function persist(t: number): Promise<void> {
    const { rows, next } = persistence(state!, t, settings.persistMs);
    state = next;
    await store.saveFixtures(rows);
    if (state.bookDirty) {
      await store.saveBook({ ...state.book, scheduleRng: rng.state() });
      state = { ...state, bookDirty: false };
    }
  }

  /** Runs trading controls (and, unless `tick` is false, one tick) at `t` through the step. */
  async function run(t: number, commands: TradingCommand[], tick: boolean) {
    const missing = [...new Set(commands.map((c) => c.matchId))].filter(
      (id) => !state!.fixtures.has(id),
    );
    const saved = [];
    for (const id of missing) {
      const s = await store.loadFixture(id);
      if (s) saved.push(s);
    }
    const [next, msgs, outcomes] = engine.step(withSaved(state!, saved), {
      now: t,
      commands,
      rng,
      tick,
    });
    state = next;
    return { msgs, outcomes };
  }

  async function tick(): Promise<void> {
    if (!state) return;
    const started = performance.now();
    const t = now();
    const queued = await store.pendingCommands(50);
    const { msgs, outcomes } = await run(
      t,
      queued.map((q) => q.command),
      true,
    );
    await sink(msgs);
    await heartbeat(t);
    await persist(t);
    await store.answerCommands(queued.map((q, i) => ({ id: q.id, outcome: outcomes[i]! })));
    if (t - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = t;
      await prune(t).catch((err: unknown) => log.warn({ err }, 'feed prune failed'));
    }
    stats.ticks++;
    stats.lastTickMs = performance.now() - started;
    stats.lastTickAt = now();
  }

  /**
   * The batch is in the catalog: the watchdogs hear the feed is alive. A silence one of them
   * claimed meanwhile (its bet stops suspended the live markets) is answered by re-stating
   * every market with the next batch; once that batch is in, the silence is over.
   */
  async function heartbeat(t: number): Promise<void> {
    if (silence !== null) {
      await store.endSilence(silence);
      log.info({ silence }, 'feed: markets re-stated after a silence');
      silence = null;
    }
    silence = await store.beat(t);
    if (silence !== null) state = forgetPublished(state!);
  }

  async function prune(t: number): Promise<void> {
    const before = new Date(t - settings.retentionHours * 3_600_000);
    await store.prune(before);
    if (deps.prune) await deps.prune(before);
  }

  /** This process now leads: it resumes the saved book, or starts a fresh one. */
  async function begin(): Promise<void> {
    const t = now();
    // What this process failed to hand over when it led before is stale: like any new leader
    // it goes on from the saved book.
    retry = [];
    newLeader = true;
    const book = await store.loadBook();
    if (book) {
      const { scheduleRng, ...rest } = book;
      rng = simRng(scheduleRng);
      state = resumeState(rest, buildWorld(rest.seed), await store.loadRunning(), t);
      log.info({ fixtures: state.fixtures.size }, 'feed resumed');
      await tick();
      return;
    }
    const startedAt = performance.now();
    rng = simRng(scheduleSeed(settings));
    const [fresh, msgs] = engine.bootstrap(t, rng);
    state = fresh;
    await deps.sink(msgs, { publish: false });
    state = markAllDirty(state);
    await persist(t);
    log.info(
      { fixtures: state.fixtures.size, ms: Math.round(performance.now() - startedAt) },
      'feed bootstrapped',
    );
  }

  async function control(cmd: TradingCommand): Promise<TradingOutcome> {
    const { msgs, outcomes } = await run(now(), [cmd], false);
    await sink(msgs);
    await persist(now());
    return outcomes[0]!;
  }

  return { begin, tick, control, state: () => state, stats };
}
