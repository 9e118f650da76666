import { DEFAULT_ACCEPTANCE_DELAYS, type AcceptanceDelays } from '@sb/domain';

/** How the bets service behaves; main.ts reads it from the environment, tests override it. */
export interface BetsOptions {
  /** Live acceptance delays per sport (prematch none). */
  delays: AcceptanceDelays;
  /** A stake at or above this amount (minor units, per currency) makes the bet VIP. */
  vipStake: Readonly<Record<string, number>>;
  /** Cash-out margin kept by the house, basis points of the fair value (500 = 5 %). */
  cashoutMarginBp: number;
  /** How far below the offer the player saw a cash-out may still go through (100 = 1 %). */
  cashoutToleranceBp: number;
  /** bet_cashout_changed: at most one publication per bet in this window. */
  cashoutThrottleMs: number;
  /** Idempotency keys are kept this long. */
  idempotencyTtlMs: number;
  /** Sweep of submitted bets past their delay (a safety net under the timers). */
  acceptanceSweepMs: number;
  /** Sweep of open bets whose matches have results (a safety net under onResults). */
  settlementSweepMs: number;
  /** Bets settled per database transaction. */
  settlementChunk: number;
}

export const defaultBetsOptions: BetsOptions = {
  delays: DEFAULT_ACCEPTANCE_DELAYS,
  vipStake: { EUR: 500_000, USD: 500_000, GBP: 500_000, BTC: 10_000_000 },
  cashoutMarginBp: 500,
  cashoutToleranceBp: 100,
  cashoutThrottleMs: 2_000,
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  acceptanceSweepMs: 1_000,
  settlementSweepMs: 120_000,
  settlementChunk: 1_000,
};

/**
 * Options from the environment: BETS_LIVE_DELAY_MS (default for every sport),
 * BETS_LIVE_DELAYS (`soccer=5000,tennis=3000`), BETS_CASHOUT_MARGIN_BP,
 * BETS_CASHOUT_TOLERANCE_BP.
 */
export function loadBetsOptions(
  env: NodeJS.ProcessEnv = process.env,
  base: BetsOptions = defaultBetsOptions,
): BetsOptions {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const bySport = { ...base.delays.liveBySportMs };
  for (const pair of (env.BETS_LIVE_DELAYS ?? '').split(',')) {
    const [sport, ms] = pair.split('=');
    if (sport && ms !== undefined && Number.isFinite(Number(ms)))
      bySport[sport.trim()] = Number(ms);
  }
  return {
    ...base,
    delays: {
      ...base.delays,
      liveDefaultMs: num('BETS_LIVE_DELAY_MS', base.delays.liveDefaultMs),
      liveBySportMs: bySport,
    },
    cashoutMarginBp: num('BETS_CASHOUT_MARGIN_BP', base.cashoutMarginBp),
    cashoutToleranceBp: num('BETS_CASHOUT_TOLERANCE_BP', base.cashoutToleranceBp),
  };
}
