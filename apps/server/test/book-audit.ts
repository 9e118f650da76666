// The money invariants of issue 25, read from the database the processes share after a run in
// which processes died: the multi-process test (cluster.test.ts) and the crash harness
// (bench/crash.bench.ts) check the same ones. Each broken rule is one line of `problems`.
import type { Db } from '../src/db';
import { ledgerAudit } from '../src/platform/testing';
import { betSelections, bets } from '../src/sportsbook/bets/schema';
import { settlementOf } from '../src/sportsbook/bets/settlement';
import type { BetRow, LegRow } from '../src/sportsbook/bets/view';

export interface BookAudit {
  problems: string[];
  bets: number;
  /** Bets cashed out in full. */
  cashedOut: number;
  /** Bets settled on results. */
  settled: number;
  /** Bets not yet settled (the caller decides whether that is a problem). */
  open: number;
}

/**
 * `acknowledged`: the ids of every bet a client was told was placed. Checks: no acknowledged
 * bet lost and none stored unacknowledged (a retried placement replays its answer); each bet's
 * stake debited once and no stake without its bet; no bet paid or cashed out twice, each
 * settled bet paid what its legs' results say; the ledger sums to zero per currency and every
 * balance is the fold of its postings.
 */
export async function auditBook(db: Db, acknowledged: ReadonlySet<string>): Promise<BookAudit> {
  const problems: string[] = [];
  const rows: BetRow[] = await db.orm.select().from(bets);
  const legs: LegRow[] = await db.orm.select().from(betSelections);

  const stored = new Set(rows.map((r) => String(r.id)));
  for (const id of acknowledged) if (!stored.has(id)) problems.push(`acknowledged bet ${id} lost`);
  for (const id of stored)
    if (!acknowledged.has(id)) problems.push(`bet ${id} stored, never acknowledged`);

  const stakes = await db.query<{ reference: string; bets: string[]; amount: string }>(
    `select t.reference, t.metadata->'bets' as bets, sum(p.amount) as amount
       from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
      where t.reason = 'bet_stake' group by t.id`,
  );
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  const staked = new Map<string, number>();
  for (const s of stakes) {
    let sum = 0;
    for (const ref of s.bets) {
      const bet = byRef.get(ref);
      if (!bet) problems.push(`stake ${s.reference} without its bet ${ref}`);
      else sum += bet.initialStake ?? bet.stake;
      staked.set(ref, (staked.get(ref) ?? 0) + 1);
    }
    if (Number(s.amount) !== sum) problems.push(`stake ${s.reference}: ${s.amount}, bets ${sum}`);
  }
  for (const r of rows) {
    const n = staked.get(r.ref) ?? 0;
    // A freebet's stake is the bonus wallet's, not a `bet_stake` of cash.
    if (n !== 1 && !r.bonus?.type.startsWith('freebet'))
      problems.push(`bet ${r.ref}: stake debited ${n} times`);
  }

  const moved = await db.query<{
    reason: string;
    metadata: { bets?: unknown[]; bet?: string };
    amount: string;
  }>(
    `select t.reason, t.metadata, sum(p.amount) as amount
       from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
      where t.reason in ('bet_payout', 'bet_payout_reversal', 'bet_cashout') group by t.id`,
  );
  const paidByRef = new Map<string, number>();
  const cashedByRef = new Map<string, number>();
  const add = (m: Map<string, number>, ref: string, n: number) => m.set(ref, (m.get(ref) ?? 0) + n);
  for (const m of moved) {
    if (m.reason === 'bet_payout')
      for (const [ref, , delta] of m.metadata.bets as [string, number, number][])
        add(paidByRef, ref, delta);
    if (m.reason === 'bet_payout_reversal') add(paidByRef, m.metadata.bet!, -Number(m.amount));
    if (m.reason === 'bet_cashout') add(cashedByRef, m.metadata.bet!, Number(m.amount));
  }
  const legsOf = new Map<number, LegRow[]>();
  for (const l of legs) legsOf.set(l.betId, [...(legsOf.get(l.betId) ?? []), l]);
  let cashedOut = 0;
  let settled = 0;
  let open = 0;
  for (const r of rows) {
    const paid = paidByRef.get(r.ref) ?? 0;
    const cashed = cashedByRef.get(r.ref) ?? 0;
    // A full cash-out records its pay in `paid` (a partial one in `cashed_out`).
    if (paid + cashed !== r.paid + r.cashedOut)
      problems.push(
        `bet ${r.ref}: ledger paid ${paid + cashed}, bet records ${r.paid + r.cashedOut}`,
      );
    if (r.status === 'cashed_out') {
      cashedOut++;
      if (paid !== 0) problems.push(`cashed-out bet ${r.ref} settled too`);
    } else if (r.status === 'done') {
      settled++;
      const due = settlementOf(r, legsOf.get(r.id)!).payout;
      if (paid !== due) problems.push(`bet ${r.ref} settled ${paid}, its results pay ${due}`);
    } else open++;
  }
  const [cashoutRows] = await db.query<{ n: string }>('select count(*) as n from bet_cashouts');
  if (Number(cashoutRows!.n) !== cashedOut)
    problems.push(`${cashoutRows!.n} cash-outs recorded for ${cashedOut} cashed-out bets`);

  const sums = new Map<string, number>();
  for (const a of await ledgerAudit(db)) {
    if (a.balance !== null && a.balance !== a.fold)
      problems.push(`${a.address}: balance ${a.balance}, postings ${a.fold}`);
    sums.set(a.currency, (sums.get(a.currency) ?? 0) + (a.balance ?? a.fold));
  }
  for (const [currency, sum] of sums) if (sum !== 0) problems.push(`ledger ${currency}: ${sum}`);

  return { problems, bets: rows.length, cashedOut, settled, open };
}
