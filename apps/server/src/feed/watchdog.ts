// The feed watchdog (issue 25): every process watches the engine leader's heartbeat (a beat per
// tick whose batch reached the catalog, store.beat). When none came for `silenceMs`, the first
// watchdog to claim the silence suspends every live market with a bet stop, published to the
// players' slips like any other; the leader, ticking again (or a new one), learns of it from
// its next beat and re-states every market, which reopens them.
import type { FeedLog } from './leader-book';
import type { FeedSink } from './messages';
import type { FeedStore } from './store';

export const WATCHDOG_CHECK_MS = 1000;

export interface WatchdogDeps {
  store: FeedStore;
  sink: FeedSink;
  silenceMs: number;
  clock: () => number;
  log: FeedLog;
}

export interface Watchdog {
  /** One look at the heartbeat; true when this process found the silence and suspended. */
  check(): Promise<boolean>;
  start(): void;
  stop(): void;
}

export function feedWatchdog(deps: WatchdogDeps): Watchdog {
  const { store, silenceMs, clock, log } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function check(): Promise<boolean> {
    const t = clock();
    if (!(await store.claimSilence(t, t - silenceMs))) return false;
    try {
      const live = await store.liveMatchIds();
      // The catalog's memo of these markets may be old here: it reads them afresh.
      await deps.sink(
        live.map((matchId) => ({ type: 'bet_stop', matchId, reason: 'feed_silent' })),
        { fresh: true },
      );
      await store.silenceStopped(t);
      log.warn({ live: live.length, silenceMs }, 'feed silent: live markets suspended');
      return true;
    } catch (err) {
      // Another watchdog (or this one, a second later) tries again.
      await store.endSilence(t).catch(() => {});
      throw err;
    }
  }

  return {
    check,
    start() {
      if (timer || silenceMs <= 0) return;
      let expected = Date.now() + WATCHDOG_CHECK_MS;
      let pending = false;
      timer = setInterval(() => {
        const late = Date.now() - expected;
        expected = Date.now() + WATCHDOG_CHECK_MS;
        // A process that was itself asleep (a blocked event loop) does not judge the leader's
        // silence: the leader may be this very process, about to tick.
        if (pending || late > WATCHDOG_CHECK_MS) return;
        pending = true;
        check()
          .catch((err: unknown) => log.error({ err }, 'feed watchdog check failed'))
          .finally(() => (pending = false));
      }, WATCHDOG_CHECK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
