import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../schema';
import { resolveRef, type AccountRef, type ResolvedRef } from './accounts';

/** A Drizzle database or a transaction handle: the ledger runs inside the caller's transaction. */
export type Executor = Orm;

export interface Posting {
  from: AccountRef;
  to: AccountRef;
  /** Integer minor units, > 0. */
  amount: number;
  currency: string;
}

export interface TransferInput {
  postings: Posting[];
  /** Why money moved (`deposit`, `bet_stake`, `bet_payout`, `seed`...). */
  reason: string;
  /** Idempotency: a second transfer with the same reference is refused as a duplicate. */
  reference?: string;
  metadata?: Record<string, unknown>;
}

/** A bounded (player) account whose balance moved, as `balance_changed` announces it. */
export interface BalanceChange {
  playerId: string;
  currency: string;
  balance: number;
}

export type TransferRefusal =
  | {
      ok: false;
      error: 'insufficient_funds';
      key: string;
      message: string;
      playerId: string;
      currency: string;
    }
  | { ok: false; error: 'duplicate_reference'; key: string; message: string; transactionId: number }
  | { ok: false; error: 'account_not_found'; key: string; message: string; address: string }
  | {
      ok: false;
      error: 'invalid_transfer' | 'unknown_currency';
      key: string;
      message: string;
    };

export type TransferResult =
  { ok: true; transactionId: number; changes: BalanceChange[] } | TransferRefusal;

export interface AccountRow {
  id: number;
  address: string;
  currency: string;
  bounded: boolean;
  playerId: number | null;
}

/** Thrown inside the savepoint so the database undoes the partial transfer; never escapes. */
class Refused extends Error {
  constructor(readonly refusal: TransferRefusal) {
    super(refusal.error);
  }
}

export const refusals = {
  invalid: (message: string): TransferRefusal => ({
    ok: false,
    error: 'invalid_transfer',
    key: 'error.wallet.invalid_transfer',
    message,
  }),
  unknownCurrency: (currency: string): TransferRefusal => ({
    ok: false,
    error: 'unknown_currency',
    key: 'error.wallet.unknown_currency',
    message: `Currency ${currency} is not supported`,
  }),
  accountNotFound: (address: string): TransferRefusal => ({
    ok: false,
    error: 'account_not_found',
    key: 'error.wallet.account_not_found',
    message: `The player holds no account ${address.split(':').pop()}`,
    address,
  }),
  insufficient: (playerId: number, currency: string): TransferRefusal => ({
    ok: false,
    error: 'insufficient_funds',
    key: 'error.wallet.insufficient_funds',
    message: `Insufficient ${currency} balance`,
    playerId: String(playerId),
    currency,
  }),
  duplicate: (transactionId: number, reference: string): TransferRefusal => ({
    ok: false,
    error: 'duplicate_reference',
    key: 'error.wallet.duplicate_transfer',
    message: `Transfer ${reference} was already applied`,
    transactionId,
  }),
};

/**
 * The ledger. Account rows never change address, currency or kind, so their ids are cached
 * per process once the transaction that saw them has committed; balances never are.
 */
export class Ledger {
  private readonly ids = new Map<string, AccountRow>();

  constructor(private readonly currencies: ReadonlySet<string>) {}

  /**
   * Applies every posting of a transfer atomically, or none: in its own transaction, or in a
   * savepoint of the caller's. Player accounts may not go negative; system accounts are
   * unbounded and never locked, so concurrent bets meet only on their own player's row.
   *
   * `seen` is for a caller that owns the outer transaction: account rows met here are pushed
   * to it, and the caller hands them to `remember` after its commit. Without it, `db` is
   * taken as the top level and rows are remembered when this call commits.
   */
  async transfer(db: Executor, input: TransferInput, seen?: AccountRow[]): Promise<TransferResult> {
    const checked = this.check(input);
    if (!Array.isArray(checked)) return checked;
    const fast = this.fastPath(checked);
    if (fast) return this.single(db, input, fast, seen !== undefined);
    const system = this.systemPath(checked);
    if (system) return this.between(db, input, system);
    const rows: AccountRow[] = [];
    try {
      const result = await db.transaction((tx) => this.apply(tx, input, checked, rows));
      if (seen) seen.push(...rows);
      else this.remember(rows);
      return result;
    } catch (err) {
      if (err instanceof Refused) return err.refusal;
      throw err;
    }
  }

  /**
   * The common transfer: one posting between a known player account and a known system
   * account (a stake, a payout, a deposit). It runs as ONE statement, so it needs no explicit
   * transaction: a round trip instead of five.
   */
  private fastPath(
    postings: [ResolvedRef, ResolvedRef, Posting][],
  ): { posting: Posting; src: AccountRow; dst: AccountRow } | null {
    if (postings.length !== 1) return null;
    const [from, to, posting] = postings[0]!;
    const src = this.ids.get(from.address);
    const dst = this.ids.get(to.address);
    if (!src || !dst || src.bounded === dst.bounded) return null;
    return { posting, src, dst };
  }

  /**
   * Postings between known system accounts only (a jackpot's contributions): no balance moves,
   * so nothing is locked or refused but a taken reference, and ONE statement does it.
   */
  private systemPath(
    postings: [ResolvedRef, ResolvedRef, Posting][],
  ): { src: AccountRow; dst: AccountRow; posting: Posting }[] | null {
    const out: { src: AccountRow; dst: AccountRow; posting: Posting }[] = [];
    for (const [from, to, posting] of postings) {
      const src = this.ids.get(from.address);
      const dst = this.ids.get(to.address);
      if (!src || !dst || src.bounded || dst.bounded) return null;
      out.push({ src, dst, posting });
    }
    return out;
  }

  private async between(
    db: Executor,
    input: TransferInput,
    postings: { src: AccountRow; dst: AccountRow; posting: Posting }[],
  ): Promise<TransferResult> {
    const json = JSON.stringify(
      postings.map(({ src, dst, posting }) => ({
        src: src.id,
        dst: dst.id,
        amount: posting.amount,
        currency: posting.currency,
      })),
    );
    const result = (await db.execute(sql`
      with tx as (
        insert into ledger_transactions (reason, reference, metadata)
        values (${input.reason}, ${input.reference ?? null}, ${JSON.stringify(input.metadata ?? {})}::jsonb)
        on conflict (reference) do nothing
        returning id
      )
      insert into ledger_postings (transaction_id, source_id, destination_id, amount, currency, reason)
      select tx.id, x.src, x.dst, x.amount, x.currency, ${input.reason}
      from tx, jsonb_to_recordset(${json}::jsonb) as x(src bigint, dst bigint, amount bigint, currency text)
      returning transaction_id::text`)) as unknown as { rows: { transaction_id: string }[] };
    const id = result.rows[0]?.transaction_id;
    if (id) return { ok: true, transactionId: Number(id), changes: [] };
    const [existing] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, input.reference ?? ''));
    return refusals.duplicate(existing?.id ?? 0, input.reference ?? '');
  }

  private async single(
    db: Executor,
    input: TransferInput,
    { posting, src, dst }: { posting: Posting; src: AccountRow; dst: AccountRow },
    nested: boolean,
  ): Promise<TransferResult> {
    const player = src.bounded ? src : dst;
    const delta = src.bounded ? -posting.amount : posting.amount;
    const reference = input.reference ?? null;
    const metadata = JSON.stringify(input.metadata ?? {});
    const rows = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, string | null>[] }).rows[0] ??
      {};
    const ok = (transactionId: string, balance: string): TransferResult => ({
      ok: true,
      transactionId: Number(transactionId),
      changes: [
        { playerId: String(player.playerId), currency: player.currency, balance: Number(balance) },
      ],
    });
    const duplicate = async () => {
      const [existing] = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference ?? ''));
      return refusals.duplicate(existing?.id ?? 0, reference ?? '');
    };

    if (nested) {
      // In the caller's transaction an error would abort it, so a taken reference is skipped
      // with ON CONFLICT rather than raised; a refused debit leaves a posting-less
      // transaction row that is deleted before anyone else can see it.
      const r = await rows(sql`
        with tx as (
          insert into ledger_transactions (reason, reference, metadata)
          values (${input.reason}, ${reference}, ${metadata}::jsonb)
          on conflict (reference) do nothing
          returning id
        ), moved as (
          update ledger_accounts set balance = balance + ${delta}
          where id = ${player.id} and balance + ${delta} >= 0 and exists (select 1 from tx)
          returning balance
        ), post as (
          insert into ledger_postings (transaction_id, source_id, destination_id, amount, currency, reason)
          select tx.id, ${src.id}, ${dst.id}, ${posting.amount}, ${posting.currency}, ${input.reason} from tx, moved
          returning transaction_id
        )
        select (select id::text from tx) as tx_id, (select balance::text from moved) as balance,
               (select transaction_id::text from post) as posted`);
      if (!r.tx_id) return duplicate();
      if (r.posted && r.balance) return ok(r.posted, r.balance);
      await db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, Number(r.tx_id)));
      return refusals.insufficient(player.playerId!, player.currency);
    }

    // On its own, one statement is atomic: a reference taken concurrently raises a unique
    // violation that undoes the whole statement, debit included.
    try {
      const r = await rows(sql`
        with existing as (
          select id from ledger_transactions where reference = ${reference}
        ), moved as (
          update ledger_accounts set balance = balance + ${delta}
          where id = ${player.id} and balance + ${delta} >= 0 and not exists (select 1 from existing)
          returning balance
        ), tx as (
          insert into ledger_transactions (reason, reference, metadata)
          select ${input.reason}, ${reference}, ${metadata}::jsonb where exists (select 1 from moved)
          returning id
        ), post as (
          insert into ledger_postings (transaction_id, source_id, destination_id, amount, currency, reason)
          select tx.id, ${src.id}, ${dst.id}, ${posting.amount}, ${posting.currency}, ${input.reason} from tx
          returning transaction_id
        )
        select (select id::text from existing) as existing_id, (select balance::text from moved) as balance,
               (select transaction_id::text from post) as posted`);
      if (r.existing_id) return refusals.duplicate(Number(r.existing_id), reference ?? '');
      if (r.posted && r.balance) return ok(r.posted, r.balance);
      return refusals.insufficient(player.playerId!, player.currency);
    } catch (err) {
      if (isUniqueViolation(err)) return duplicate();
      throw err;
    }
  }

  /** Caches committed account rows; a bound keeps memory flat. */
  remember(rows: AccountRow[]): void {
    if (this.ids.size > 50_000) this.ids.clear();
    for (const row of rows) this.ids.set(row.address, row);
  }

  private check(input: TransferInput): TransferRefusal | [ResolvedRef, ResolvedRef, Posting][] {
    if (input.postings.length === 0) return refusals.invalid('A transfer needs a posting');
    if (!input.reason) return refusals.invalid('A transfer needs a reason');
    const out: [ResolvedRef, ResolvedRef, Posting][] = [];
    for (const p of input.postings) {
      if (!this.currencies.has(p.currency)) return refusals.unknownCurrency(p.currency);
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0)
        return refusals.invalid('An amount is a positive whole number of minor units');
      const from = resolveRef(p.from, p.currency);
      const to = resolveRef(p.to, p.currency);
      if (!from || !to) return refusals.invalid('Malformed account reference');
      if (from.address === to.address) return refusals.invalid('Source and destination are one');
      out.push([from, to, p]);
    }
    return out;
  }

  private async apply(
    tx: Executor,
    input: TransferInput,
    postings: [ResolvedRef, ResolvedRef, Posting][],
    seen: AccountRow[],
  ): Promise<TransferResult> {
    // Debited player accounts must exist; credited ones and system accounts open on demand.
    const debited = new Set(postings.map(([from]) => from.address));
    const refs = new Map<string, ResolvedRef>();
    for (const [from, to] of postings) {
      refs.set(from.address, from);
      refs.set(to.address, to);
    }
    const accounts = await this.accounts(tx, [...refs.values()], debited);
    seen.push(...accounts.values());

    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ reason: input.reason, reference: input.reference, metadata: input.metadata ?? {} })
      .onConflictDoNothing({ target: ledgerTransactions.reference })
      .returning({ id: ledgerTransactions.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, input.reference ?? ''));
      throw new Refused(refusals.duplicate(existing?.id ?? 0, input.reference ?? ''));
    }

    // Net movement per bounded account, applied in id order so two transfers touching the
    // same players never deadlock.
    const net = new Map<number, number>();
    for (const [from, to, p] of postings) {
      const src = accounts.get(from.address)!;
      const dst = accounts.get(to.address)!;
      if (src.bounded) net.set(src.id, (net.get(src.id) ?? 0) - p.amount);
      if (dst.bounded) net.set(dst.id, (net.get(dst.id) ?? 0) + p.amount);
    }
    const byId = new Map([...accounts.values()].map((a) => [a.id, a]));
    const changes: BalanceChange[] = [];
    for (const [id, delta] of [...net.entries()].sort((a, b) => a[0] - b[0])) {
      const account = byId.get(id)!;
      const [updated] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
        .where(
          delta < 0
            ? and(eq(ledgerAccounts.id, id), gte(ledgerAccounts.balance, -delta))
            : eq(ledgerAccounts.id, id),
        )
        .returning({ balance: ledgerAccounts.balance });
      if (!updated) throw new Refused(refusals.insufficient(account.playerId!, account.currency));
      changes.push({
        playerId: String(account.playerId),
        currency: account.currency,
        balance: updated.balance ?? 0,
      });
    }

    await tx.insert(ledgerPostings).values(
      postings.map(([from, to, p]) => ({
        transactionId: row.id,
        sourceId: accounts.get(from.address)!.id,
        destinationId: accounts.get(to.address)!.id,
        amount: p.amount,
        currency: p.currency,
        reason: input.reason,
      })),
    );
    return { ok: true, transactionId: row.id, changes };
  }

  /** Looks the accounts up (cache first), opening credited and system ones that are missing. */
  private async accounts(
    tx: Executor,
    refs: ResolvedRef[],
    debited: Set<string>,
  ): Promise<Map<string, AccountRow>> {
    const found = new Map<string, AccountRow>();
    let missing = refs.filter((r) => {
      const hit = this.ids.get(r.address);
      if (hit) found.set(r.address, hit);
      return !hit;
    });
    if (missing.length) {
      for (const row of await this.select(
        tx,
        missing.map((r) => r.address),
      ))
        found.set(row.address, row);
      missing = missing.filter((r) => !found.has(r.address));
    }
    const absentDebit = missing.find((r) => r.kind === 'player' && debited.has(r.address));
    if (absentDebit) throw new Refused(refusals.accountNotFound(absentDebit.address));
    if (missing.length) {
      await tx
        .insert(ledgerAccounts)
        .values(
          missing.map((r) => ({
            address: r.address,
            currency: r.address.slice(r.address.lastIndexOf(':') + 1),
            playerId: r.kind === 'player' ? r.playerId : null,
            balance: r.kind === 'player' ? 0 : null,
          })),
        )
        .onConflictDoNothing();
      for (const row of await this.select(
        tx,
        missing.map((r) => r.address),
      ))
        found.set(row.address, row);
    }
    return found;
  }

  private async select(tx: Executor, addresses: string[]): Promise<AccountRow[]> {
    const rows = await tx
      .select({
        id: ledgerAccounts.id,
        address: ledgerAccounts.address,
        currency: ledgerAccounts.currency,
        playerId: ledgerAccounts.playerId,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.address, addresses));
    return rows.map((r) => ({
      id: r.id,
      address: r.address,
      currency: r.currency,
      playerId: r.playerId,
      bounded: r.balance !== null,
    }));
  }
}

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
