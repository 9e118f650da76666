import { sql } from 'drizzle-orm';
import type { TransactionKind, WalletTransaction } from '@sb/contract';
import type { Executor } from './ledger';
import { majorUnits } from './major-units';

// The player's statement (issue 27): every posting into or out of their accounts, from the
// ledger itself, so it can never disagree with the balance. A ledger reason belongs to one
// kind the player understands; a reason not named here is an adjustment (demo funds, seeds).

const KIND_OF_REASON: Record<string, TransactionKind> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_declined: 'withdrawal',
  withdrawal_cancelled: 'withdrawal',
  bet_stake: 'bet',
  bet_payout: 'payout',
  bet_cashout: 'payout',
  bet_refund: 'payout',
  bet_payout_reversal: 'payout',
  jackpot_hit: 'jackpot',
};

export const kindOfReason = (reason: string): TransactionKind =>
  KIND_OF_REASON[reason] ?? 'adjustment';

export interface StatementQuery {
  kind?: TransactionKind | undefined;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
  limit: number;
}

/** The player's postings, newest first, as the player sees them (negative: money out). */
export async function statement(
  db: Executor,
  playerId: number,
  q: StatementQuery,
): Promise<WalletTransaction[]> {
  const reasons = q.kind
    ? Object.keys(KIND_OF_REASON).filter((r) => KIND_OF_REASON[r] === q.kind)
    : null;
  const conditions = [
    q.currency ? sql`a.currency = ${q.currency}` : null,
    q.from ? sql`p.created_at >= ${q.from}::date::timestamp at time zone 'UTC'` : null,
    q.to ? sql`p.created_at < (${q.to}::date + 1)::timestamp at time zone 'UTC'` : null,
    q.kind === 'adjustment'
      ? sql`p.reason not in (${sql.join(
          Object.keys(KIND_OF_REASON).map((r) => sql`${r}`),
          sql`, `,
        )})`
      : reasons
        ? sql`p.reason in (${sql.join(
            reasons.map((r) => sql`${r}`),
            sql`, `,
          )})`
        : null,
  ].filter((c) => c !== null);
  const where = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  // Each direction is one range of an account index (0209); the transaction gives the reference.
  const result = (await db.execute(sql`
    select f.id, f.created_at, f.reason, f.amount, f.currency, t.reference from (
      select p.id, p.created_at, p.reason, -p.amount as amount, a.currency, p.transaction_id
      from ledger_accounts a join ledger_postings p on p.source_id = a.id
      where a.player_id = ${playerId}${where}
      union all
      select p.id, p.created_at, p.reason, p.amount, a.currency, p.transaction_id
      from ledger_accounts a join ledger_postings p on p.destination_id = a.id
      where a.player_id = ${playerId}${where}
    ) f join ledger_transactions t on t.id = f.transaction_id
    order by f.id desc
    limit ${q.limit}`)) as unknown as {
    rows: {
      id: number | string;
      created_at: string | Date;
      reason: string;
      amount: number | string;
      currency: string;
      reference: string | null;
    }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.created_at).toISOString(),
    kind: kindOfReason(r.reason),
    reason: r.reason,
    amount: Number(r.amount),
    currency: r.currency,
    reference: r.reference ?? '',
  }));
}

/** The statement as CSV (RFC 4180), amounts in major units of each currency. */
export function statementCsv(
  rows: readonly WalletTransaction[],
  subunitsOf: (currency: string) => number,
): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = rows.map((r) =>
    [r.at, r.kind, r.reason, majorUnits(r.amount, subunitsOf(r.currency)), r.currency, r.reference]
      .map(cell)
      .join(','),
  );
  return ['date,kind,reason,amount,currency,reference', ...lines].join('\r\n') + '\r\n';
}
