import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { privateChannel, type Publisher } from '../../realtime';
import type { Currency } from '../currencies';
import { ledgerAccounts, ledgerPostings } from '../schema';
import { resolveRef, SYSTEM_ACCOUNTS } from './accounts';
import {
  Ledger,
  refusals,
  type AccountRow,
  type BalanceChange,
  type Executor,
  type Posting,
  type TransferInput,
  type TransferResult,
} from './ledger';

/** One posting as a transfer of its own. */
export interface SingleTransfer extends Posting {
  reason: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface PlayerMovement {
  playerId: string | number;
  currency: string;
  /** Integer minor units, > 0. */
  amount: number;
  reason: string;
  /** Idempotency key: the same reference is never applied twice. */
  reference?: string;
  metadata?: Record<string, unknown>;
}

/** A player's account as `GET /player/accounts` shows it (balance in minor units). */
export interface PlayerAccount {
  currency: string;
  balance: number;
  subunits: number;
  fiat: boolean;
}

/** The wallet bound to one transaction (see `Wallet.run`). */
export interface WalletTx {
  tx: Executor;
  transfer(input: TransferInput | SingleTransfer): Promise<TransferResult>;
  debitPlayer(input: PlayerMovement & { to?: string }): Promise<TransferResult>;
  creditPlayer(input: PlayerMovement & { from?: string }): Promise<TransferResult>;
}

export interface WalletDeps {
  db: Db;
  publisher: Publisher;
  currencies: Currency[];
  /** The locale of each player's private channel (the player's language). */
  localesOf(playerIds: string[]): Promise<Map<string, string>>;
  onPublishError?(err: unknown): void;
}

/**
 * The wallet service other modules call (never its tables). Money moves only through
 * `transfer`; every method that moves money can run in the caller's transaction and returns
 * a typed result: refusals (insufficient funds, duplicate reference...) are values, not throws.
 */
export class Wallet {
  readonly ledger: Ledger;
  private readonly byCode: Map<string, Currency>;

  constructor(private readonly deps: WalletDeps) {
    this.byCode = new Map(deps.currencies.map((c) => [c.code, c]));
    this.ledger = new Ledger(new Set(this.byCode.keys()));
  }

  currency(code: string): Currency | undefined {
    return this.byCode.get(code);
  }

  /**
   * Moves money. Without `tx` it commits on its own and then announces `balance_changed`.
   * With the caller's `tx` it runs in a savepoint and announces nothing: call
   * `announce(result.changes)` after your commit, or use `run`, which does both.
   */
  async transfer(input: TransferInput | SingleTransfer, tx?: Executor): Promise<TransferResult> {
    const result = await this.ledger.transfer(
      tx ?? this.deps.db.orm,
      toInput(input),
      tx ? [] : undefined,
    );
    if (!tx && result.ok) await this.announce(result.changes);
    return result;
  }

  /** Takes money from a player's account, to the house unless `to` names a system account. */
  debitPlayer(input: PlayerMovement & { to?: string }, tx?: Executor): Promise<TransferResult> {
    return this.transfer(debit(input), tx);
  }

  /** Pays a player, from the house unless `from` names a system account. */
  creditPlayer(input: PlayerMovement & { from?: string }, tx?: Executor): Promise<TransferResult> {
    return this.transfer(credit(input), tx);
  }

  /**
   * Runs `fn` in one database transaction with a wallet bound to it; commits, then announces
   * every balance that moved. Throwing in `fn` rolls everything back and announces nothing.
   */
  async run<T>(fn: (wallet: WalletTx) => Promise<T>): Promise<T> {
    const changes: BalanceChange[] = [];
    const seen: AccountRow[] = [];
    const value = await this.deps.db.orm.transaction(async (tx) => {
      const moved = async (result: Promise<TransferResult>) => {
        const r = await result;
        if (r.ok) changes.push(...r.changes);
        return r;
      };
      const bound: WalletTx = {
        tx,
        transfer: (input) => moved(this.ledger.transfer(tx, toInput(input), seen)),
        debitPlayer: (input) => moved(this.ledger.transfer(tx, toInput(debit(input)), seen)),
        creditPlayer: (input) => moved(this.ledger.transfer(tx, toInput(credit(input)), seen)),
      };
      return fn(bound);
    });
    this.ledger.remember(seen);
    await this.announce(changes);
    return value;
  }

  /** Publishes `balance_changed` { currency, balance, subunits } to each owner's private channel. */
  async announce(changes: BalanceChange[]): Promise<void> {
    if (changes.length === 0) return;
    // Only the last balance of each account matters to the browser.
    const last = new Map(changes.map((c) => [`${c.playerId}:${c.currency}`, c]));
    try {
      const locales = await this.deps.localesOf([...new Set(changes.map((c) => c.playerId))]);
      await Promise.all(
        [...last.values()].map((c) =>
          this.deps.publisher.publish(privateChannel(locales.get(c.playerId) ?? 'en', c.playerId), {
            event_name: 'balance_changed',
            message: {
              currency: c.currency,
              balance: c.balance,
              subunits: this.byCode.get(c.currency)?.subunits ?? 100,
            },
          }),
        ),
      );
    } catch (err) {
      // The money has moved and committed; a lost push is healed by the next GET /player/accounts.
      this.deps.onPublishError?.(err);
    }
  }

  /** The player's accounts, in the order they were opened. */
  async accounts(playerId: string | number, tx?: Executor): Promise<PlayerAccount[]> {
    const id = Number(playerId);
    if (!Number.isSafeInteger(id)) return [];
    const rows = await (tx ?? this.deps.db.orm)
      .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, id), isNotNull(ledgerAccounts.balance)))
      .orderBy(asc(ledgerAccounts.id));
    return rows.map((r) => this.describe(r.currency, r.balance ?? 0));
  }

  /** One account's balance in minor units, or null when the player does not hold it. */
  async balance(
    playerId: string | number,
    currency: string,
    tx?: Executor,
  ): Promise<number | null> {
    const ref = resolveRef({ player: playerId }, currency);
    if (!ref) return null;
    const [row] = await (tx ?? this.deps.db.orm)
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.address, ref.address));
    return row ? (row.balance ?? 0) : null;
  }

  /** Opens the player's account in a currency (no-op when it exists). */
  async openAccount(
    playerId: string | number,
    currency: string,
    tx?: Executor,
  ): Promise<{ ok: true; account: PlayerAccount } | ReturnType<typeof refusals.unknownCurrency>> {
    if (!this.byCode.has(currency)) return refusals.unknownCurrency(currency);
    const ref = resolveRef({ player: playerId }, currency);
    if (!ref || ref.kind !== 'player') return refusals.invalid('Malformed player id');
    const db = tx ?? this.deps.db.orm;
    await db
      .insert(ledgerAccounts)
      .values({ address: ref.address, currency, playerId: ref.playerId, balance: 0 })
      .onConflictDoNothing();
    return {
      ok: true,
      account: this.describe(currency, (await this.balance(playerId, currency, tx)) ?? 0),
    };
  }

  /**
   * A system account's balance: the fold of its postings (it keeps no balance row). Negative
   * when more left it than came in, as the bank's does after funding players.
   */
  async systemBalance(name: string, currency: string, tx?: Executor): Promise<number> {
    const ref = resolveRef({ system: name }, currency);
    if (!ref) return 0;
    const [row] = await (tx ?? this.deps.db.orm)
      .select({
        balance: sql<string>`coalesce(sum(case when ${ledgerPostings.destinationId} = ${ledgerAccounts.id} then ${ledgerPostings.amount} else -${ledgerPostings.amount} end), 0)`,
      })
      .from(ledgerAccounts)
      .innerJoin(
        ledgerPostings,
        sql`${ledgerPostings.sourceId} = ${ledgerAccounts.id} or ${ledgerPostings.destinationId} = ${ledgerAccounts.id}`,
      )
      .where(eq(ledgerAccounts.address, ref.address));
    return Number(row?.balance ?? 0);
  }

  private describe(currency: string, balance: number): PlayerAccount {
    const c = this.byCode.get(currency);
    return { currency, balance, subunits: c?.subunits ?? 100, fiat: c?.fiat ?? true };
  }
}

function toInput(input: TransferInput | SingleTransfer): TransferInput {
  if ('postings' in input) return input;
  const { from, to, amount, currency, ...rest } = input;
  return { ...rest, postings: [{ from, to, amount, currency }] };
}

function debit(input: PlayerMovement & { to?: string }): SingleTransfer {
  const { playerId, to, ...rest } = input;
  return { ...rest, from: { player: playerId }, to: { system: to ?? SYSTEM_ACCOUNTS.house } };
}

function credit(input: PlayerMovement & { from?: string }): SingleTransfer {
  const { playerId, from, ...rest } = input;
  return { ...rest, from: { system: from ?? SYSTEM_ACCOUNTS.house }, to: { player: playerId } };
}
