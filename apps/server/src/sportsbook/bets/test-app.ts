import type { FastifyInstance } from 'fastify';
import type { BetWire } from '@sb/contract';
import type { ComposeOptions, Modules } from '../../compose';
import type { Db } from '../../db';
import { SYSTEM_ACCOUNTS, type PlatformOptions, type SiteConfigOverride } from '../../platform';
import { signedInPlayer, type TestBrowser } from '../../platform/testing';
import { memoryBroker, type Publication, type Publisher } from '../../realtime';
import { testApp } from '../../test/harness';
import { defaultBetsOptions, type BetsOptions } from './options';
import type { BetsService } from './service';
import { FakeCatalog } from './testing';

export interface BetsTestApp {
  app: FastifyInstance;
  ctx: Modules;
  bets: BetsService;
  catalog: FakeCatalog;
  /** Everything published (bet_changed, bet_cashout_changed, balance_changed). */
  sent: { channel: string; publication: Publication }[];
  clock: { now: number };
  /** A signed-in player holding `amount` minor units of `currency`. */
  player(amount?: number, currency?: string, pve?: boolean): Promise<Player>;
}

export interface Player {
  browser: TestBrowser;
  playerId: string;
  place(body: unknown, headers?: Record<string, string>): ReturnType<TestBrowser['post']>;
  balance(currency?: string): Promise<number | null>;
}

/** Options for tests: no live delay unless a test sets one, throttling off. */
export const testBetsOptions: BetsOptions = {
  ...defaultBetsOptions,
  delays: { liveDefaultMs: 0, liveBySportMs: {}, vipMs: 0 },
  cashoutThrottleMs: 0,
  settlementSweepMs: 60_000,
  acceptanceSweepMs: 60_000,
};

/** The app with the bets service over an in-memory catalog and a clock the test moves. */
export async function betsTestApp(
  db: Db,
  options: Partial<BetsOptions> = {},
  platformOptions: Partial<PlatformOptions> = {},
  /**
   * Benchmarks: `{ checkProtocol: false }` publishes as production does; Web Push tests turn
   * push on in `site` and trust their local push service in `webPush`.
   */
  compose: Pick<ComposeOptions, 'checkProtocol' | 'webPush'> & { site?: SiteConfigOverride } = {},
): Promise<BetsTestApp> {
  const { site, ...composeOptions } = compose;
  const sent: BetsTestApp['sent'] = [];
  const publisher: Publisher = {
    publish: async (channel, publication) => {
      sent.push({ channel, publication });
    },
  };
  const catalog = new FakeCatalog();
  const clock = { now: Date.now() };
  const { app, ctx } = await testApp(db, memoryBroker(), {
    ...composeOptions,
    publisher,
    platform: { log: () => {}, options: platformOptions, ...(site ? { site } : {}) },
    bets: {
      catalog,
      options: { ...testBetsOptions, ...options },
      now: () => clock.now,
      log: () => {},
    },
  });
  const { bets, platform } = ctx;
  return {
    app,
    ctx,
    bets,
    catalog,
    sent,
    clock,
    player: async (amount = 10_000, currency = 'EUR', pve = false) => {
      const made = await signedInPlayer(app, ctx, {
        currency,
        funds: amount > 0 ? [{ currency, amount }] : [],
        pve,
      });
      return {
        browser: made.browser,
        playerId: made.playerId,
        place: (body, headers) => made.browser.post('/api/sportsbook/v3/bets', body, headers),
        balance: (c = currency) => platform.wallet.balance(made.playerId, c),
      };
    },
  };
}

/** A placement body of singles/combos (domain 3 placement payload). */
export function slip(
  bets: {
    stake?: number;
    currency?: string;
    selections: [match: number, market: number, specifier: string, outcome: string, odds: number][];
    system_id?: string;
    custom_odds?: number;
    bonus?: unknown;
  }[],
) {
  return {
    meta: { device_id: 'test-device', quick: false, type: 'single' },
    bets: bets.map((b) => ({
      stake: { value: b.stake ?? 1000, currency: b.currency ?? 'EUR' },
      selections: b.selections.map(([match_id, market_id, specifier, outcome_id, odds]) => ({
        match_id,
        market_id,
        specifier,
        outcome_id,
        odds,
      })),
      ...(b.system_id ? { system_id: b.system_id } : {}),
      ...(b.custom_odds ? { custom_odds: b.custom_odds } : {}),
      ...(b.bonus ? { bonus: b.bonus } : {}),
    })),
  };
}

/**
 * Each player's bets (the history's first 500), balance in `currency` and what their bets paid:
 * what the money tests fold and compare.
 */
export async function betTotals(players: readonly Player[], currency?: string) {
  const out = {
    bets: [] as BetWire[],
    balances: new Map<string, number>(),
    paid: new Map<string, number>(),
  };
  for (const p of players) {
    const list = (await p.browser.get('/api/sportsbook/v3/bets?limit=500')).json()
      .data as BetWire[];
    out.bets.push(...list);
    out.paid.set(
      p.playerId,
      list.reduce((s, b) => s + (b.win_amount ?? 0), 0),
    );
    out.balances.set(p.playerId, (await p.balance(currency))!);
  }
  return out;
}

export { SYSTEM_ACCOUNTS };
