import { randomBytes } from 'node:crypto';
import type { BetWire } from '@sb/contract';
import { shareCodeFromBytes, type Currency, type SlipBonus } from '@sb/domain';
import type { Db } from '../../db';
import type { Wallet } from '../../platform';
import { privateChannel, type Publication, type Publisher } from '../../realtime';
import type { BetsCatalog } from './catalog-port';
import type { BetEvents, BetEventType } from './events';
import type { BetsOptions } from './options';
import type { Participants } from './participants';

/** What the bets module needs of the platform's wallet: currencies, balances, transfers. */
export type BetsWallet = Pick<Wallet, 'currency' | 'balance' | 'accounts' | 'run'>;

/**
 * The bonuses a player holds now (the bonuses module, issue 19), what a bet may claim. Without
 * one, a bet claiming a bonus is refused: the server cannot check it.
 */
export interface BonusSource {
  /** Those of `claimed` (the issued ids a slip's bets claim) the player holds and may use. */
  held(playerId: number, claimed: readonly string[]): Promise<readonly SlipBonus[]>;
  /** Whether the player's identity is verified (a boost may be `only_verified`, domain 9). */
  isVerified(playerId: number): Promise<boolean>;
}

/** What every part of the bets service is built from. */
export interface BetsDeps {
  /** The bets module's own tables. */
  db: Db;
  wallet: BetsWallet;
  publisher: Publisher;
  catalog: BetsCatalog;
  options: BetsOptions;
  /** The clock (tests move it to run past acceptance delays). */
  now: () => number;
  log: (message: string, err?: unknown) => void;
  /** Feature flag multi_single_bets (shell 6): several singles in one slip. */
  multiSingleBets: () => boolean;
  /**
   * Whether this process announces cash-out offers (the feed leader, where prices move), so
   * several processes over Redis do not each publish the same offer.
   */
  announcesOffers: () => boolean;
  /** Bet lifecycle events, told after commit (events.ts). */
  events: BetEvents;
  /** Other modules taking part in each placement's transaction (participants.ts). */
  participants: Participants;
  /** Set by the composition root (`bets.setBonusSource`); absent, no bet carries a bonus. */
  bonuses?: BonusSource;
}

/** The bet currency of a wallet currency code (domain 3 Slip bet currency), or null. */
export function currencyOf(deps: BetsDeps, code: string): Currency | null {
  const c = deps.wallet.currency(code);
  return c ? { code: c.code, subunits: c.subunits, fiat: c.fiat } : null;
}

export function subunitsOf(deps: BetsDeps, code: string): number {
  return deps.wallet.currency(code)?.subunits ?? 100;
}

/** A short public reference (the share-code alphabet: readable on a receipt and on the phone). */
export function newRef(): string {
  return shareCodeFromBytes(randomBytes(10));
}

/** Publishes to a player's private channel; a lost push is healed by the next GET /bets. */
export async function publishPrivate(
  deps: BetsDeps,
  to: { locale: string; playerId: number | string },
  pub: Publication<'bet_changed' | 'bet_cashout_changed'>,
): Promise<void> {
  try {
    await deps.publisher.publish(privateChannel(to.locale, String(to.playerId)), pub);
  } catch (err) {
    deps.log(`${pub.event_name} publish failed`, err);
  }
}

/**
 * After commit: `bet_changed` to the owner's private channel, then the lifecycle event to the
 * in-process listeners (events.ts).
 */
export async function announceBet(
  deps: BetsDeps,
  type: BetEventType,
  to: { locale: string; playerId: number | string },
  bet: BetWire,
): Promise<void> {
  await publishPrivate(deps, to, { event_name: 'bet_changed', message: bet });
  await deps.events.emit({ type, bet, player: { id: String(to.playerId), locale: to.locale } });
}
