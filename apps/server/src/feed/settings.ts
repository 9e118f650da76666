// Feed engine settings (issue 4), from the environment with defaults that make `npm start` look
// like a busy book: a soccer match lasts about 15 minutes, at least 20 matches are live.

export interface FeedSettings {
  /** Run the built-in engine at all (an operator with a real feed turns it off). */
  enabled: boolean;
  /** Seed of the world and of every simulation: same seed, same book. */
  seed: number;
  /** Simulated time per real time; every sport is paced to last as long as soccer at this speed. */
  speedFactor: number;
  /** Bookmaker margin, e.g. 0.05. */
  margin: number;
  tickMs: number;
  /** Matches live at any moment (status 1). */
  liveTarget: number;
  /** Days of fixtures ahead. */
  horizonDays: number;
  /** A live match without events is re-priced at least this often (real ms). */
  repriceMs: number;
  /** The scoreboard (clock) is re-published at least this often (real ms). */
  statisticsMs: number;
  /** Prematch matches whose prices drift per minute (team news, money). */
  prematchDriftPerMinute: number;
  /** Mean real minutes between provider outages per provider; 0 disables them. */
  outageEveryMinutes: number;
  /** Share of fixtures not covered live (status 5 once started). */
  notCoveredShare: number;
  /** Finished matches stay in the catalog this long (hours). */
  retentionHours: number;
  /** Live simulation states are saved at least this often (real ms) for a new leader to resume. */
  persistMs: number;
  /**
   * The engine leader's silence after which a watchdog suspends every live market (real ms;
   * checked every second, so noticed within this plus one second); 0 turns the watchdog off.
   */
  watchdogSilenceMs: number;
}

export const defaultFeedSettings: FeedSettings = {
  enabled: true,
  seed: 20_260_101,
  speedFactor: 7.5,
  margin: 0.05,
  tickMs: 1000,
  liveTarget: 24,
  horizonDays: 7,
  repriceMs: 4000,
  statisticsMs: 20_000,
  prematchDriftPerMinute: 30,
  outageEveryMinutes: 45,
  notCoveredShare: 0.03,
  retentionHours: 48,
  persistMs: 15_000,
  watchdogSilenceMs: 4000,
};

const num = (v: string | undefined, fallback: number, min: number, max: number): number => {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

export function loadFeedSettings(env: NodeJS.ProcessEnv = process.env): FeedSettings {
  const d = defaultFeedSettings;
  return {
    enabled: env.FEED_ENABLED !== 'false' && env.FEED_ENABLED !== '0',
    seed: Math.trunc(num(env.FEED_SEED, d.seed, 0, 2 ** 31 - 1)),
    speedFactor: num(env.FEED_SPEED, d.speedFactor, 0.1, 1000),
    margin: num(env.FEED_MARGIN, d.margin, 0, 0.5),
    tickMs: num(env.FEED_TICK_MS, d.tickMs, 50, 60_000),
    liveTarget: Math.trunc(num(env.FEED_LIVE_TARGET, d.liveTarget, 0, 500)),
    horizonDays: Math.trunc(num(env.FEED_HORIZON_DAYS, d.horizonDays, 1, 30)),
    repriceMs: num(env.FEED_REPRICE_MS, d.repriceMs, 0, 600_000),
    statisticsMs: num(env.FEED_STATISTICS_MS, d.statisticsMs, 1000, 600_000),
    prematchDriftPerMinute: num(env.FEED_PREMATCH_DRIFT, d.prematchDriftPerMinute, 0, 10_000),
    outageEveryMinutes: num(env.FEED_OUTAGE_MINUTES, d.outageEveryMinutes, 0, 100_000),
    notCoveredShare: num(env.FEED_NOT_COVERED, d.notCoveredShare, 0, 1),
    retentionHours: num(env.FEED_RETENTION_HOURS, d.retentionHours, 1, 24 * 365),
    persistMs: num(env.FEED_PERSIST_MS, d.persistMs, 0, 600_000),
    watchdogSilenceMs: num(env.FEED_WATCHDOG_SILENCE_MS, d.watchdogSilenceMs, 0, 600_000),
  };
}
