import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  boostShare,
  parseSystemId,
  SETTLEABLE_STATUSES,
  settleBet,
  settlementMove,
  type MinorUnits,
  type Odds,
  type SelectionResult,
  type StoredSettlement,
  isFreebetKind,
  type FreebetKind,
} from '@sb/domain';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { announceBet, subunitsOf, type BetsDeps } from './deps';
import { betSelections, bets } from './schema';
import { betView, legsByBet, type BetRow, type LegRow } from './view';

/**
 * Runs a transaction again when Postgres aborted it for a deadlock or a serialization failure
 * (a chunk's player rows met a group of placements taking them in another order). Settling is
 * guarded by settle_seq, so a retry applies only what the aborted attempt did not.
 */
export async function retryConflicts<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).code ??
        (err as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt));
    }
  }
}

interface Move {
  row: BetRow;
  legs: LegRow[];
  next: StoredSettlement;
  delta: number;
  /** The boost's share of the new payout (paid from the house bonus account). */
  bonusPaid: number;
}

export interface SettleReport {
  /** Bets whose status, result or payout changed. */
  changed: number;
  /** Money credited (+) and taken back (-), minor units summed over currencies. */
  credited: number;
  reversed: number;
}

/** The bet as the domain settles it, from a stored bet and its legs. */
function settlementBet(row: BetRow, legs: readonly LegRow[]) {
  const sorted = [...legs].sort((a, b) => a.position - b.position);
  const systemType = row.systemId ? parseSystemId(row.systemId) : null;
  return {
    betType: (systemType ? 'system' : sorted.length > 1 ? 'combo' : 'single') as
      'system' | 'combo' | 'single',
    stake: row.stake as MinorUnits,
    legs: sorted.map((l) => ({ odds: l.odds as Odds, result: l.result as SelectionResult })),
    systemType,
    bonusOdds: row.bonus?.type === 'comboboost' ? ((row.bonus.odds ?? null) as Odds | null) : null,
    customOdds: (row.customOdds ?? null) as Odds | null,
    freebet: freebetKindOf(row),
  } as const;
}

function freebetKindOf(row: BetRow): FreebetKind | null {
  const type = row.bonus?.type ?? '';
  return isFreebetKind(type) ? type : null;
}

/**
 * What of a bet's payout the house bonus account pays (issue 19): a combo boost's share, or
 * all of a freebet's payout (its stake was never the player's money; bonuses README).
 */
function bonusPart(row: BetRow, legs: readonly LegRow[], paid: number): number {
  if (paid <= 0) return 0;
  return freebetKindOf(row) ? paid : boostShare(settlementBet(row, legs));
}

/** The settlement as the domain computes it from a stored bet and its legs. */
export function settlementOf(row: BetRow, legs: readonly LegRow[]) {
  return settleBet(settlementBet(row, legs));
}

/**
 * Settlement (issue 7): when a match's results are stored, corrected, rolled back or voided,
 * every accepted bet with a leg in it is settled again from its legs' results. What moves is the
 * difference between the new payout and what the bet already paid, guarded by the bet's
 * settle_seq in the same transaction as the ledger postings: a replayed or duplicated result
 * pays nothing twice, a rollback takes the payout back.
 */
export class SettlementService {
  private readonly queues = new Map<number, Promise<unknown>>();
  private sweep: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: BetsDeps) {}

  /** Listens to the catalog's results and sweeps open bets now and then (main.ts). */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.deps.catalog.onResults((matchId) => this.enqueue(matchId));
    this.sweep = setInterval(
      () =>
        void this.sweepOpen().catch((err: unknown) =>
          this.deps.log('settlement sweep failed', err),
        ),
      this.deps.options.settlementSweepMs,
    );
    this.sweep.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.sweep) clearInterval(this.sweep);
  }

  /** Settles a match after any settlement of it in progress here (one at a time per match). */
  enqueue(matchId: number): Promise<SettleReport | undefined> {
    const previous = this.queues.get(matchId) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(() => this.settleMatch(matchId))
      .catch((err: unknown) => {
        this.deps.log(`settlement of match ${matchId} failed`, err);
        return undefined;
      });
    this.queues.set(matchId, run);
    void run.finally(() => {
      if (this.queues.get(matchId) === run) this.queues.delete(matchId);
    });
    return run;
  }

  /**
   * Open bets' matches that have results: settled (catches results missed while down). Also
   * the matches of an open bet whose legs all have results: a process killed between writing
   * the legs' results and settling their bets left them so (the crash harness found 97).
   */
  async sweepOpen(): Promise<number> {
    const open = await this.deps.db.orm
      .selectDistinct({ matchId: betSelections.matchId })
      .from(betSelections)
      .innerJoin(bets, eq(bets.id, betSelections.betId))
      .where(
        and(
          eq(bets.status, 'waiting_results'),
          or(
            eq(betSelections.result, 'no_results'),
            sql`not exists (select 1 from bet_selections o
                            where o.bet_id = ${bets.id} and o.result = 'no_results')`,
          ),
        ),
      );
    if (open.length === 0) return 0;
    const resulted = await this.deps.catalog.resultedMatches(open.map((r) => r.matchId));
    for (const matchId of resulted) await this.enqueue(matchId);
    return resulted.length;
  }

  async settleMatch(matchId: number): Promise<SettleReport> {
    const { deps } = this;
    const orm = deps.db.orm;
    const results = await deps.catalog.matchResults(matchId);
    if (results.length > 0) {
      // Legs take their outcome's result; a null result (rolled back) opens the leg again.
      await orm.execute(sql`
        update bet_selections s set result = coalesce(v.result, 'no_results')
        from unnest(
          ${sql.param(results.map((r) => r.marketId))}::int[],
          ${sql.param(results.map((r) => r.specifier))}::text[],
          ${sql.param(results.map((r) => r.outcomeId))}::text[],
          ${sql.param(results.map((r) => r.result))}::text[]
        ) as v(market_id, specifier, outcome_id, result)
        where s.match_id = ${matchId} and s.market_id = v.market_id and s.specifier = v.specifier
          and s.outcome_id = v.outcome_id and s.result <> coalesce(v.result, 'no_results')`);
    }

    const inMatch = orm
      .select({ id: betSelections.betId })
      .from(betSelections)
      .where(eq(betSelections.matchId, matchId));
    const rows = await orm
      .select()
      .from(bets)
      .where(and(inArray(bets.id, inMatch), inArray(bets.status, [...SETTLEABLE_STATUSES])));
    if (rows.length === 0) return { changed: 0, credited: 0, reversed: 0 };
    const legs = await orm
      .select()
      .from(betSelections)
      .where(inArray(betSelections.betId, inMatch));
    const legsOf = legsByBet(legs);

    const moves: Move[] = [];
    for (const row of rows) {
      const betLegs = legsOf.get(row.id) ?? [];
      const move = settlementMove(
        {
          status: row.status as StoredSettlement['status'],
          result: row.result as StoredSettlement['result'],
          paid: row.paid as MinorUnits,
        },
        settlementOf(row, betLegs),
      );
      if (move.kind === 'settle') {
        const bonusPaid = bonusPart(row, betLegs, move.next.paid);
        moves.push({ row, legs: betLegs, next: move.next, delta: move.delta, bonusPaid });
      }
    }

    const report: SettleReport = { changed: 0, credited: 0, reversed: 0 };
    const size = Math.max(1, deps.options.settlementChunk);
    for (let i = 0; i < moves.length; i += size) {
      const applied = await retryConflicts(() => this.apply(moves.slice(i, i + size)));
      report.changed += applied.changed.length;
      report.credited += applied.credited;
      report.reversed += applied.reversed;
      await Promise.all(
        applied.changed.map((m) =>
          announceBet(
            deps,
            'settled',
            { locale: m.row.locale, playerId: m.row.playerId },
            betView(m.row, m.legs, { subunits: subunitsOf(deps, m.row.currency) }),
          ),
        ),
      );
    }
    return report;
  }

  /**
   * One transaction: the bets whose settle_seq is still what was read move to their new state,
   * then their money moves (all credits of the chunk as one ledger transfer, each reversal on
   * its own so one spent payout does not hold the others back).
   */
  private async apply(
    chunk: Move[],
  ): Promise<{ changed: Move[]; credited: number; reversed: number }> {
    const { deps } = this;
    const now = new Date(deps.now());
    return deps.wallet.run(async (w) => {
      const updated = (await w.tx.execute(sql`
        update bets b set status = v.status, result = v.result, paid = v.paid,
          bonus_paid = v.bonus_paid, settle_seq = b.settle_seq + 1, updated_at = ${now},
          settled_at = case when v.status = 'done' then ${now}::timestamptz else null end
        from unnest(
          ${sql.param(chunk.map((m) => m.row.id))}::bigint[],
          ${sql.param(chunk.map((m) => m.row.settleSeq))}::int[],
          ${sql.param(chunk.map((m) => m.next.status))}::text[],
          ${sql.param(chunk.map((m) => m.next.result))}::text[],
          ${sql.param(chunk.map((m) => m.next.paid))}::bigint[],
          ${sql.param(chunk.map((m) => m.bonusPaid))}::bigint[]
        ) as v(id, seq, status, result, paid, bonus_paid)
        where b.id = v.id and b.settle_seq = v.seq
        returning b.id`)) as unknown as { rows: { id: string | number }[] };
      const done = new Set(updated.rows.map((r) => Number(r.id)));
      const changed = chunk
        .filter((m) => done.has(m.row.id))
        .map((m) => ({
          ...m,
          row: {
            ...m.row,
            status: m.next.status,
            result: m.next.result,
            paid: m.next.paid,
            bonusPaid: m.bonusPaid,
            settleSeq: m.row.settleSeq + 1,
            settledAt: m.next.status === 'done' ? now : null,
            updatedAt: now,
          },
        }));

      const credits = changed.filter((m) => m.delta > 0);
      let credited = 0;
      if (credits.length) {
        const reference = `bet-settlement:${createHash('sha256')
          .update(credits.map((m) => `${m.row.id}:${m.row.settleSeq}`).join(','))
          .digest('base64url')}`;
        const r = await w.transfer({
          postings: credits.map((m) => ({
            from: { system: SYSTEM_ACCOUNTS.house },
            to: { player: m.row.playerId },
            amount: m.delta,
            currency: m.row.currency,
          })),
          reason: 'bet_payout',
          reference,
          metadata: { bets: credits.map((m) => [m.row.ref, m.row.settleSeq, m.delta]) },
        });
        if (!r.ok) throw new Error(`payout failed: ${r.message}`);
        credited = credits.reduce((s, m) => s + m.delta, 0);
      }

      let reversed = 0;
      for (const m of changed.filter((x) => x.delta < 0)) {
        const r = await w.debitPlayer({
          playerId: m.row.playerId,
          currency: m.row.currency,
          amount: -m.delta,
          reason: 'bet_payout_reversal',
          reference: `bet:${m.row.ref}:settle:${m.row.settleSeq}`,
          to: SYSTEM_ACCOUNTS.house,
          metadata: { bet: m.row.ref },
        });
        if (r.ok) {
          reversed -= -m.delta;
        } else if (r.error === 'insufficient_funds') {
          // The payout was spent: the bet records what the player still owes the book.
          await w.tx
            .update(bets)
            .set({ clawbackDue: sql`${bets.clawbackDue} + ${-m.delta}` })
            .where(eq(bets.id, m.row.id));
        } else {
          throw new Error(`reversal of ${m.row.ref} failed: ${r.message}`);
        }
      }
      // The boost's share of what moved comes from (or, taken back, goes to) the house bonus
      // account rather than the house (issue 19), so what boosts cost is that account's balance.
      const shares = chunk
        .filter((m) => done.has(m.row.id) && m.bonusPaid !== m.row.bonusPaid)
        .map((m) => ({ m, amount: m.bonusPaid - m.row.bonusPaid }));
      if (shares.length) {
        const r = await w.transfer({
          postings: shares.map(({ m, amount }) => ({
            from: { system: amount > 0 ? SYSTEM_ACCOUNTS.houseBonus : SYSTEM_ACCOUNTS.house },
            to: { system: amount > 0 ? SYSTEM_ACCOUNTS.house : SYSTEM_ACCOUNTS.houseBonus },
            amount: Math.abs(amount),
            currency: m.row.currency,
          })),
          reason: 'bet_bonus_payout',
          reference: `bet-bonus:${createHash('sha256')
            .update(shares.map(({ m }) => `${m.row.id}:${m.row.settleSeq}`).join(','))
            .digest('base64url')}`,
          metadata: { bets: shares.map(({ m, amount }) => [m.row.ref, m.row.settleSeq, amount]) },
        });
        if (!r.ok) throw new Error(`bonus share failed: ${r.message}`);
      }
      return { changed, credited, reversed };
    });
  }
}
