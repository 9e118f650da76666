// The live-odds engine's shell (issue 4, issue 18): one leader among the server processes
// (Postgres advisory lock) runs the pure step (step.ts) on a timer, hands its messages to the
// sink (the catalog), saves the book so a new leader resumes where it stopped, and relays
// trading controls. Everything the engine decides is in the step; this file only does the IO.
import { simRng, type SimRng } from '@sb/domain';
import type { AdvisoryLock, Db } from '../db';
import {
  countStatuses,
  forgetPublished,
  markAllDirty,
  persistence,
  resumeState,
  snapshotOf,
  withSaved,
  type EngineState,
  type MatchSnapshot,
} from './engine-state';
import type { FeedMessage, FeedSink, MatchStatusCode } from './messages';
import type { FeedSettings } from './settings';
import { createEngine, scheduleSeed } from './step';
import { feedStore, type FeedStore } from './store';
import type { TradingCommand, TradingOutcome } from './trading';
import { buildWorld } from './world';

export type { MatchSnapshot } from './engine-state';

/** Advisory lock key of the feed leader (one engine per database). */
export const FEED_LEADER_LOCK = 7_100_104;
const PRUNE_EVERY_MS = 10 * 60_000;
const LEADER_RETRY_MS = 5000;

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
const silentLog: FeedLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface FeedDeps {
  db: Db;
  sink: FeedSink;
  settings: FeedSettings;
  /** Real time in ms; tests pass a fake clock. */
  clock?: () => number;
  log?: FeedLog;
  /** Removes finished matches older than `before` from the catalog (retention). */
  prune?: (before: Date) => Promise<void>;
}

export interface FeedStats {
  leader: boolean;
  running: number;
  prematch: number;
  live: number;
  stopped: number;
  notCovered: number;
  lastTickMs: number;
  ticks: number;
}

export interface Feed {
  /** Joins the leader election; the leader bootstraps or resumes and starts ticking. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Takes the lead once (no retry loop, no timer): tests and tools drive `tick` themselves. */
  lead(): Promise<boolean>;
  /** One engine step at the clock's time. */
  tick(): Promise<void>;
  control(command: TradingCommand): Promise<TradingOutcome>;
  isLeader(): boolean;
  stats(): FeedStats;
  /** What the engine holds of one match (tests, ops). */
  snapshot(matchId: number): MatchSnapshot | null;
  /** Match ids the engine runs, with sport and status (tests, ops). */
  list(): {
    id: number;
    sport: string;
    status: MatchStatusCode;
    startMs: number;
    type: 'match' | 'outright';
  }[];
}

export function createFeed(deps: FeedDeps): Feed {
  const { db, settings } = deps;
  const now = deps.clock ?? (() => Date.now());
  const log = deps.log ?? silentLog;
  const store = feedStore(db);
  const engine = createEngine(settings);
  let state: EngineState | null = null;
  let rng: SimRng = simRng(scheduleSeed(settings));
  let lock: AdvisoryLock | null = null;
  let leader = false;
  let stopped = false;
  let tickTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let lastPrune = 0;
  /** Messages of a lost batch, sent again with the next one. */
  let retry: FeedMessage[] = [];
  const stats = { lastTickMs: 0, ticks: 0 };

  /** Ticks and trading controls never overlap. */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  }

  /**
   * Hands a batch to the sink. When it fails (database down), fixtures, statuses and results go
   * again with the next batch, and prices are re-stated in full.
   */
  async function sink(msgs: FeedMessage[]): Promise<void> {
    const batch = retry.length ? [...retry, ...msgs] : msgs;
    try {
      await deps.sink(batch);
      retry = [];
    } catch (err) {
      retry = batch.filter((m) => m.type !== 'odds_change');
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
    if (!leader || !state) return;
    const started = performance.now();
    const t = now();
    const queued = await store.pendingCommands(50);
    const { msgs, outcomes } = await run(
      t,
      queued.map((q) => q.command),
      true,
    );
    await sink(msgs);
    await persist(t);
    await store.answerCommands(queued.map((q, i) => ({ id: q.id, outcome: outcomes[i]! })));
    if (t - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = t;
      await prune(t).catch((err: unknown) => log.warn({ err }, 'feed prune failed'));
    }
    stats.ticks++;
    stats.lastTickMs = performance.now() - started;
  }

  async function prune(t: number): Promise<void> {
    const before = new Date(t - settings.retentionHours * 3_600_000);
    await store.prune(before);
    if (deps.prune) await deps.prune(before);
  }

  async function becomeLeader(): Promise<void> {
    leader = true;
    const t = now();
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

  async function lead(): Promise<boolean> {
    if (leader) return true;
    const l = await db.tryAdvisoryLock(FEED_LEADER_LOCK);
    if (!l) return false;
    lock = l;
    await exclusive(becomeLeader);
    return true;
  }

  async function attempt(): Promise<void> {
    if (stopped || leader) return;
    try {
      if (!(await lead())) return;
      if (retryTimer) clearInterval(retryTimer);
      retryTimer = null;
      log.info({}, 'feed: this process leads the engine');
      let pending = false;
      tickTimer = setInterval(() => {
        // A slow tick is not stacked up behind: the next one catches up on the clock.
        if (pending) return;
        pending = true;
        void exclusive(tick)
          .catch((err: unknown) => log.error({ err }, 'feed tick failed'))
          .finally(() => (pending = false));
      }, settings.tickMs);
    } catch (err) {
      log.error({ err }, 'feed leadership attempt failed');
    }
  }

  async function control(cmd: TradingCommand): Promise<TradingOutcome> {
    if (leader) {
      return exclusive(async () => {
        const { msgs, outcomes } = await run(now(), [cmd], false);
        await sink(msgs);
        await persist(now());
        return outcomes[0]!;
      });
    }
    return queueForLeader(store, cmd);
  }

  return {
    start: async () => {
      stopped = false;
      if (!settings.enabled) return;
      await attempt();
      if (!leader) retryTimer = setInterval(() => void attempt(), LEADER_RETRY_MS);
    },
    stop: async () => {
      stopped = true;
      if (tickTimer) clearInterval(tickTimer);
      if (retryTimer) clearInterval(retryTimer);
      tickTimer = retryTimer = null;
      await chain.catch(() => {});
      leader = false;
      await lock?.release().catch(() => {});
      lock = null;
    },
    lead,
    tick: () => exclusive(tick),
    control,
    isLeader: () => leader,
    stats: () => ({ leader, ...countStatuses(state), ...stats }),
    snapshot: (id) => {
      const r = state?.fixtures.get(id);
      return r ? snapshotOf(r) : null;
    },
    list: () => listOf(state),
  };
}

/** Another process leads: the command is queued for it, and its answer awaited (10 s at most). */
async function queueForLeader(store: FeedStore, cmd: TradingCommand): Promise<TradingOutcome> {
  const id = await store.queueCommand(cmd);
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const outcome = await store.answerOf(id);
    if (outcome) return outcome;
  }
  return { ok: true, matchId: cmd.matchId, status: -1, message: 'Queued for the feed leader' };
}

const listOf = (state: EngineState | null): ReturnType<Feed['list']> =>
  [...(state?.fixtures.values() ?? [])].map((r) => ({
    id: r.id,
    sport: r.sport,
    status: r.status,
    startMs: r.startMs,
    type: r.type,
  }));
