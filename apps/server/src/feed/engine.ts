// The live-odds engine's shell (issue 4, issue 18): one leader among the server processes
// (Postgres advisory lock) runs the pure step (step.ts) on a timer, hands its messages to the
// sink (the catalog), saves the book so a new leader resumes where it stopped, and relays
// trading controls. Everything the engine decides is in the step; this file only does the IO.
import type { AdvisoryLock, Db } from '../db';
import { countStatuses, snapshotOf, type EngineState, type MatchSnapshot } from './engine-state';
import { leaderBook, type FeedLog } from './leader-book';
import type { FeedSink, MatchStatusCode } from './messages';
import type { FeedSettings } from './settings';
import { feedStore, type FeedStore } from './store';
import type { TradingCommand, TradingOutcome } from './trading';
import { feedWatchdog } from './watchdog';

export type { MatchSnapshot } from './engine-state';
export type { FeedLog } from './leader-book';

/** Advisory lock key of the feed leader (one engine per database). */
export const FEED_LEADER_LOCK = 7_100_104;
const LEADER_RETRY_MS = 5000;
/** How often a leader makes sure it still holds the lock (issue 25). */
const LEADER_CHECK_MS = 2000;

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
  /** FEED_ENABLED: false when an external feed's adapter stands in for the engine. */
  enabled: boolean;
  leader: boolean;
  running: number;
  prematch: number;
  live: number;
  stopped: number;
  notCovered: number;
  lastTickMs: number;
  ticks: number;
  /** Since this process's last completed tick, by the feed's clock; null unless it leads. */
  lagMs: number | null;
}

export interface Feed {
  /** Joins the leader election; the leader bootstraps or resumes and starts ticking. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Takes the lead once (no retry loop, no timer): tests and tools drive `tick` themselves. */
  lead(): Promise<boolean>;
  /** One engine step at the clock's time. */
  tick(): Promise<void>;
  /**
   * A leader makes sure it still holds the lock; one that lost it (its connection broke, its
   * session was ended) stops leading and joins the election again. The timer does it every 2 s.
   */
  verifyLeadership(): Promise<boolean>;
  /** One look of this process's watchdog at the leader's heartbeat (the timer: every second). */
  watch(): Promise<boolean>;
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
  const log = deps.log ?? silentLog;
  const store = feedStore(db);
  const book = leaderBook({ ...deps, log, store });
  const watchdog = feedWatchdog({
    store,
    sink: deps.sink,
    silenceMs: settings.watchdogSilenceMs,
    clock: deps.clock ?? Date.now,
    log,
  });
  let lock: AdvisoryLock | null = null;
  let leader = false;
  let stopped = false;
  let tickTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let checkTimer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  /** Ticks and trading controls never overlap. */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  }

  const tick = () => (leader ? book.tick() : Promise.resolve());

  async function lead(): Promise<boolean> {
    if (leader) return true;
    const l = await db.tryAdvisoryLock(FEED_LEADER_LOCK);
    if (!l) return false;
    lock = l;
    leader = true;
    await exclusive(book.begin);
    return true;
  }

  async function attempt(): Promise<void> {
    if (stopped || leader) return;
    try {
      if (!(await lead())) return;
      if (retryTimer) clearInterval(retryTimer);
      retryTimer = null;
      log.info({}, 'feed: this process leads the engine');
      checkTimer = setInterval(() => void verifyLeadership(), LEADER_CHECK_MS);
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

  const joinElection = () => {
    if (!retryTimer) retryTimer = setInterval(() => void attempt(), LEADER_RETRY_MS);
  };

  async function verifyLeadership(): Promise<boolean> {
    if (!leader || !lock) return false;
    if (await lock.held()) return true;
    log.warn({}, 'feed: this process lost the leader lock; it stops leading');
    if (tickTimer) clearInterval(tickTimer);
    if (checkTimer) clearInterval(checkTimer);
    tickTimer = checkTimer = null;
    leader = false;
    lock = null;
    if (!stopped && settings.enabled) joinElection();
    return false;
  }

  return {
    start: async () => {
      stopped = false;
      if (!settings.enabled) return;
      watchdog.start();
      await attempt();
      if (!leader) joinElection();
    },
    stop: async () => {
      stopped = true;
      watchdog.stop();
      if (tickTimer) clearInterval(tickTimer);
      if (retryTimer) clearInterval(retryTimer);
      if (checkTimer) clearInterval(checkTimer);
      tickTimer = retryTimer = checkTimer = null;
      await chain.catch(() => {});
      leader = false;
      await lock?.release().catch(() => {});
      lock = null;
    },
    lead,
    tick: () => exclusive(tick),
    verifyLeadership,
    watch: watchdog.check,
    control: (cmd) => (leader ? exclusive(() => book.control(cmd)) : queueForLeader(store, cmd)),
    isLeader: () => leader,
    stats: () => {
      const { lastTickAt, ...ticks } = book.stats;
      const lagMs = leader && lastTickAt !== null ? (deps.clock ?? Date.now)() - lastTickAt : null;
      return { enabled: settings.enabled, leader, ...countStatuses(book.state()), ...ticks, lagMs };
    },
    snapshot: (id) => {
      const r = book.state()?.fixtures.get(id);
      return r ? snapshotOf(r) : null;
    },
    list: () => listOf(book.state()),
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
