import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BetWire } from '@sb/contract';
import {
  autoCashoutAfterPartial,
  cashoutBoostShare,
  autoCashoutDue,
  cashoutDecision,
  cashoutValue,
  checkAutoCashoutThreshold,
  checkCashoutPart,
  isBettableMatch,
  parseSystemId,
  partialCashoutValue,
  priceBet,
  type CashoutBet,
  type MinorUnits,
  type Odds,
  type SelectionResult,
  isFreebetKind,
} from '@sb/domain';
import type { Orm } from '../../db';
import { AppError } from '../../http/errors';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { refKey, type SelectionView } from './catalog-port';
import { announceBet, publishPrivate, subunitsOf, type BetsDeps } from './deps';
import { betAutoCashouts, betCashouts, betSelections, bets } from './schema';
import { betView, legsByBet, type BetRow, type LegRow } from './view';

const bettable = (v: SelectionView) =>
  v.active && isBettableMatch({ status: v.matchStatus, providerActive: v.providerActive });

/** The selections now of every open leg of these bets, in one catalog call. */
export async function openLegViews(
  deps: BetsDeps,
  items: readonly { row: BetRow; legs: readonly LegRow[] }[],
  locale: string,
): Promise<Map<string, SelectionView>> {
  const refs = items
    .filter((i) => i.row.status === 'waiting_results')
    .flatMap((i) => i.legs.filter((l) => l.result === 'no_results'));
  if (refs.length === 0) return new Map();
  return deps.catalog.selections(refs, locale);
}

/**
 * An open bet as the cash-out rules read it (legs at their odds now), or null when it is not
 * open. A custom bet is passed on as such: the rules offer nothing for it.
 */
export function cashoutBetOf(
  row: BetRow,
  legs: readonly LegRow[],
  views: ReadonlyMap<string, SelectionView>,
): CashoutBet | null {
  if (row.status !== 'waiting_results') return null;
  // A freebet's bet is not cashed out (bonuses README: the freebet is not money until it wins).
  if (isFreebetKind(row.bonus?.type ?? '')) return null;
  const sorted = [...legs].sort((a, b) => a.position - b.position);
  const systemType = row.systemId ? parseSystemId(row.systemId) : null;
  return {
    betType: systemType ? 'system' : sorted.length > 1 ? 'combo' : 'single',
    stake: row.stake as MinorUnits,
    legs: sorted.map((l) => {
      const view = l.result === 'no_results' ? views.get(refKey(l)) : undefined;
      return {
        odds: l.odds as Odds,
        result: l.result as SelectionResult,
        currentOdds: view ? (view.odds as Odds) : null,
        suspended: l.result === 'no_results' && (!view || !bettable(view)),
      };
    }),
    systemType,
    bonusOdds: row.bonus?.type === 'comboboost' ? ((row.bonus.odds ?? null) as Odds | null) : null,
    customOdds: (row.customOdds ?? null) as Odds | null,
  };
}

/**
 * The cash-out offer of an open bet (domain cash-out value with the margin of the settings), or
 * null when none is available: the bet is not open, a leg is suspended or gone, or it is a
 * custom bet.
 */
export function offerOf(
  deps: BetsDeps,
  row: BetRow,
  legs: readonly LegRow[],
  views: ReadonlyMap<string, SelectionView>,
): number | null {
  const bet = cashoutBetOf(row, legs, views);
  return bet ? cashoutValue(bet, { marginBasisPoints: deps.options.cashoutMarginBp }) : null;
}

/** A bet of the player's, or 404 (another player's bet is as unknown as none). */
export async function ownBet(
  deps: BetsDeps,
  playerId: number,
  betId: string,
): Promise<{ row: BetRow; legs: LegRow[] }> {
  const id = /^[1-9][0-9]{0,17}$/.test(betId) ? Number(betId) : NaN;
  const [row] = Number.isSafeInteger(id)
    ? await deps.db.orm.select().from(bets).where(eq(bets.id, id))
    : [];
  if (!row || row.playerId !== playerId) {
    throw new AppError(404, 'error.bets.not_found', 'No such bet');
  }
  const legs = await deps.db.orm
    .select()
    .from(betSelections)
    .where(eq(betSelections.betId, row.id));
  return { row, legs };
}

/** The Bet entity of one stored bet with its cash-outs and rule (after a change). */
export async function freshView(deps: BetsDeps, id: number): Promise<BetWire | null> {
  const [row] = await deps.db.orm.select().from(bets).where(eq(bets.id, id));
  if (!row) return null;
  const [legs, cashouts, rules] = await Promise.all([
    deps.db.orm.select().from(betSelections).where(eq(betSelections.betId, id)),
    deps.db.orm.select().from(betCashouts).where(eq(betCashouts.betId, id)),
    deps.db.orm.select().from(betAutoCashouts).where(eq(betAutoCashouts.betId, id)),
  ]);
  const views = await openLegViews(deps, [{ row, legs }], row.locale);
  return betView(row, legs, {
    subunits: subunitsOf(deps, row.currency),
    toCashout: offerOf(deps, row, legs, views),
    cashouts,
    autoCashout: rules[0]?.threshold ?? null,
  });
}

/** How a cash-out came about (bet_cashouts.kind). */
export type CashoutKind = 'manual' | 'auto' | 'edit';

export type WalletTx = Parameters<Parameters<BetsDeps['wallet']['run']>[0]>[0];

/**
 * Cashes out `part` of an open bet for `pay`, inside the caller's ledger transaction: all of
 * it closes the bet (cashed_out); less leaves the rest running at the same odds. Guarded by
 * the bet's settle sequence, so a bet settled or cashed out meanwhile pays nothing (undefined).
 * The bet's auto cash-out rule goes with a full cash-out, so no rule ever fires twice; a partial
 * one leaves it for the rest, its threshold scaled by the share of the stake left running
 * (domain autoCashoutAfterPartial: the threshold was set for the whole stake, and the offer on
 * the rest is that share of the whole one), or drops it when the rest could not have it.
 */
export async function cashOutIn(
  deps: BetsDeps,
  w: WalletTx,
  row: BetRow,
  legs: readonly LegRow[],
  cash: { part: number; pay: number; kind: CashoutKind; metadata?: Record<string, unknown> },
): Promise<BetRow | undefined> {
  const now = new Date(deps.now());
  const full = cash.part >= row.stake;
  const remaining = row.stake - cash.part;
  const guard = and(
    eq(bets.id, row.id),
    eq(bets.status, 'waiting_results'),
    eq(bets.settleSeq, row.settleSeq),
  );
  // The rule row is locked before the bet, in the order executeAutoCashout takes them.
  const [rule] = await w.tx
    .select()
    .from(betAutoCashouts)
    .where(eq(betAutoCashouts.betId, row.id))
    .for('update');
  let updated: BetRow | undefined;
  let ruleLeft: number | null = null;
  if (full) {
    [updated] = await w.tx
      .update(bets)
      .set({
        status: 'cashed_out',
        result: 'cashed_out',
        paid: sql`${bets.paid} + ${cash.pay}`,
        settleSeq: sql`${bets.settleSeq} + 1`,
        settledAt: now,
        updatedAt: now,
      })
      .where(guard)
      .returning();
  } else {
    const sorted = [...legs].sort((a, b) => a.position - b.position);
    const systemType = row.systemId ? parseSystemId(row.systemId) : null;
    const price = priceBet({
      betType: systemType ? 'system' : sorted.length > 1 ? 'combo' : 'single',
      selections: sorted.map((l) => ({ odds: l.odds as Odds })),
      stake: remaining as MinorUnits,
      systemType,
      customOdds: (row.customOdds ?? null) as Odds | null,
      bonusOdds:
        row.bonus?.type === 'comboboost' ? ((row.bonus.odds ?? null) as Odds | null) : null,
    });
    if (rule) {
      ruleLeft = autoCashoutAfterPartial(
        rule.threshold as MinorUnits,
        row.stake as MinorUnits,
        remaining as MinorUnits,
        price.potentialWin,
      );
    }
    [updated] = await w.tx
      .update(bets)
      .set({
        stake: remaining,
        initialStake: row.initialStake ?? row.stake,
        potentialWin: price.potentialWin,
        cashedOut: sql`${bets.cashedOut} + ${cash.pay}`,
        settleSeq: sql`${bets.settleSeq} + 1`,
        updatedAt: now,
      })
      .where(guard)
      .returning();
  }
  if (!updated) return undefined;
  const n = await nextCashoutSeq(w, row.id);
  await w.tx.insert(betCashouts).values({
    betId: row.id,
    seq: n,
    stake: cash.part,
    amount: cash.pay,
    kind: cash.kind,
    createdAt: now,
  });
  if (full || (rule && ruleLeft === null)) {
    await w.tx.delete(betAutoCashouts).where(eq(betAutoCashouts.betId, row.id));
  } else if (rule && ruleLeft !== null && ruleLeft !== rule.threshold) {
    await w.tx
      .update(betAutoCashouts)
      .set({ threshold: ruleLeft })
      .where(eq(betAutoCashouts.betId, row.id));
  }
  if (cash.pay > 0) {
    const paid = await w.creditPlayer({
      playerId: row.playerId,
      currency: row.currency,
      amount: cash.pay,
      reason: 'bet_cashout',
      reference: `bet:${row.ref}:cashout:${n}`,
      from: SYSTEM_ACCOUNTS.house,
      metadata: { bet: row.ref, part: cash.part, kind: cash.kind, ...cash.metadata },
    });
    if (!paid.ok) throw new Error(`cash-out of ${row.ref} failed: ${paid.message}`);
    // A combo boost's part of the pay is the house bonus account's (issue 19), as at settlement.
    const boost = row.bonus?.type === 'comboboost' ? (row.bonus.odds ?? null) : null;
    const share = boost ? cashoutBoostShare(cash.pay as MinorUnits, boost as Odds) : 0;
    if (share > 0) {
      const moved = await w.transfer({
        from: { system: SYSTEM_ACCOUNTS.houseBonus },
        to: { system: SYSTEM_ACCOUNTS.house },
        amount: share,
        currency: row.currency,
        reason: 'bet_bonus_payout',
        reference: `bet:${row.ref}:cashout:${n}:bonus`,
        metadata: { bet: row.ref, kind: cash.kind },
      });
      if (!moved.ok) throw new Error(`cash-out bonus share of ${row.ref} failed: ${moved.message}`);
    }
  }
  return updated;
}

async function nextCashoutSeq(w: WalletTx, betId: number): Promise<number> {
  const result = (await w.tx.execute(
    sql`select coalesce(max(seq), 0)::int as seq from bet_cashouts where bet_id = ${betId}`,
  )) as unknown as { rows: { seq: number | string }[] };
  return Number(result.rows[0]?.seq ?? 0) + 1;
}

/**
 * POST /bets/cashout { bet_id, to_cashout, stake? }: pays the offer only if it is still at
 * least what the player saw (within the tolerance), through the ledger. Without `stake`, or
 * with all of it, the bet is cashed out; with a part (issue 22), that part is paid and the rest
 * stays on.
 */
export async function cashOut(
  deps: BetsDeps,
  playerId: number,
  betId: string,
  seen: number,
  part?: number,
  /** Run in the cash-out's transaction when it pays (the route's Idempotency-Key mark). */
  inTx?: (tx: Orm) => Promise<void>,
): Promise<BetWire> {
  const { row, legs } = await ownBet(deps, playerId, betId);
  const stakePart = part ?? row.stake;
  const check = checkCashoutPart(row.stake as MinorUnits, stakePart, 1 as MinorUnits);
  if (!check.ok) {
    throw new AppError(400, check.key, 'The part of the stake to cash out is not valid');
  }
  const views = await openLegViews(deps, [{ row, legs }], row.locale);
  const bet = cashoutBetOf(row, legs, views);
  const offer = bet
    ? partialCashoutValue(bet, stakePart as MinorUnits, {
        marginBasisPoints: deps.options.cashoutMarginBp,
      })
    : null;
  const decision = cashoutDecision(
    seen,
    offer as MinorUnits | null,
    deps.options.cashoutToleranceBp,
  );
  if (!decision.ok) {
    throw new AppError(
      400,
      decision.key,
      decision.key === 'error.cashout.amount_changed'
        ? 'The cash-out offer has changed'
        : 'Cash-out is not available for this bet',
      { to_cashout: decision.offer },
    );
  }
  const cashed = await deps.wallet.run(async (w) => {
    const paid = await cashOutIn(deps, w, row, legs, {
      part: stakePart,
      pay: decision.pay,
      kind: 'manual',
      metadata: { seen, offer },
    });
    if (paid) await inTx?.(w.tx);
    return paid;
  });
  if (!cashed) {
    // Settled or cashed out meanwhile: nothing was paid.
    throw new AppError(409, 'error.cashout.bet_changed', 'The bet changed meanwhile', {
      to_cashout: null,
    });
  }
  const view = (await freshView(deps, row.id))!;
  await tellOwner(deps, view, { locale: cashed.locale, playerId });
  return view;
}

/**
 * bet_changed to the owner; a bet closed by a cash-out is also a `cashed_out` lifecycle event (a
 * partial cash-out leaves it open: only the push).
 */
async function tellOwner(
  deps: BetsDeps,
  view: BetWire,
  to: { locale: string; playerId: number | string },
): Promise<void> {
  if (view.status === 'cashed_out') await announceBet(deps, 'cashed_out', to, view);
  else await publishPrivate(deps, to, { event_name: 'bet_changed', message: view });
}

/**
 * Auto cash-out (issue 22): sets or removes the rule of an open bet. A rule the offer already
 * meets is executed at once; afterwards the notifier executes it when prices move.
 */
export async function setAutoCashout(
  deps: BetsDeps,
  playerId: number,
  betId: string,
  threshold: number | null,
): Promise<BetWire> {
  const { row, legs } = await ownBet(deps, playerId, betId);
  if (threshold === null) {
    await deps.db.orm.delete(betAutoCashouts).where(eq(betAutoCashouts.betId, row.id));
    return (await freshView(deps, row.id))!;
  }
  const views = await openLegViews(deps, [{ row, legs }], row.locale);
  const offer = offerOf(deps, row, legs, views);
  if (row.status !== 'waiting_results' || row.customOdds) {
    throw new AppError(400, 'error.auto_cashout.unavailable', 'Auto cash-out is not available');
  }
  const valid = checkAutoCashoutThreshold(threshold, row.potentialWin as MinorUnits);
  if (!valid.ok) {
    throw new AppError(
      400,
      valid.key,
      'The auto cash-out amount must lie between 0 and the potential win',
    );
  }
  await deps.db.orm
    .insert(betAutoCashouts)
    .values({ betId: row.id, playerId, threshold })
    .onConflictDoUpdate({ target: betAutoCashouts.betId, set: { threshold } });
  if (autoCashoutDue(threshold as MinorUnits, offer as MinorUnits | null)) {
    await executeAutoCashout(deps, row, legs, offer!);
  }
  return (await freshView(deps, row.id))!;
}

/**
 * Executes a due rule once: the rule row is taken in the same transaction as the cash-out, so
 * of several processes (or a flush and a request) only one pays.
 */
export async function executeAutoCashout(
  deps: BetsDeps,
  row: BetRow,
  legs: readonly LegRow[],
  offer: number,
): Promise<boolean> {
  const cashed = await deps.wallet.run(async (w) => {
    const [rule] = await w.tx
      .delete(betAutoCashouts)
      .where(and(eq(betAutoCashouts.betId, row.id), sql`${betAutoCashouts.threshold} <= ${offer}`))
      .returning();
    if (!rule) return undefined;
    return cashOutIn(deps, w, row, legs, {
      part: row.stake,
      pay: offer,
      kind: 'auto',
      metadata: { threshold: rule.threshold, offer },
    });
  });
  if (!cashed) return false;
  const view = await freshView(deps, row.id);
  if (view) await tellOwner(deps, view, { locale: row.locale, playerId: row.playerId });
  return true;
}

/**
 * `bet_cashout_changed` (domain 4): when prices of a match move, the open bets with a leg in it
 * get their new offer, at most once per bet per throttle window and only when it changed.
 */
export class CashoutNotifier {
  private readonly dirty = new Set<number>();
  private readonly last = new Map<number, number | null>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** Auto cash-outs this process executed (tests, metrics). */
  executed = 0;

  constructor(private readonly deps: BetsDeps) {}

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.deps.catalog.onPricesChanged((ids) => {
      for (const id of ids) this.dirty.add(id);
    });
    this.timer = setInterval(() => {
      this.flushing = this.flushing
        .then(async () => {
          await this.flush();
        })
        .catch((err: unknown) => this.deps.log('cash-out offers failed', err));
    }, this.deps.options.cashoutThrottleMs);
    this.timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer) clearInterval(this.timer);
  }

  /** Marks matches whose prices moved (tests call it instead of the catalog hook). */
  touch(matchIds: readonly number[]): void {
    for (const id of matchIds) this.dirty.add(id);
  }

  /** Publishes the offers that changed since the last flush; returns how many were sent. */
  async flush(): Promise<number> {
    if (this.dirty.size === 0) return 0;
    if (!this.deps.announcesOffers()) {
      this.dirty.clear();
      return 0;
    }
    const matchIds = [...this.dirty];
    this.dirty.clear();
    const { deps } = this;
    const inMatches = deps.db.orm
      .select({ id: betSelections.betId })
      .from(betSelections)
      .where(inArray(betSelections.matchId, matchIds));
    const rows = await deps.db.orm
      .select()
      .from(bets)
      .where(and(inArray(bets.id, inMatches), eq(bets.status, 'waiting_results')))
      .limit(20_000);
    if (rows.length === 0) return 0;
    const legs = await deps.db.orm
      .select()
      .from(betSelections)
      .where(
        inArray(
          betSelections.betId,
          rows.map((r) => r.id),
        ),
      );
    const byBet = legsByBet(legs);
    const items = rows.map((row) => ({ row, legs: byBet.get(row.id) ?? [] }));
    const views = await openLegViews(deps, items, 'en');
    const rules = new Map(
      (
        await deps.db.orm
          .select({ betId: betAutoCashouts.betId, threshold: betAutoCashouts.threshold })
          .from(betAutoCashouts)
          .where(
            inArray(
              betAutoCashouts.betId,
              rows.map((r) => r.id),
            ),
          )
      ).map((r) => [r.betId, r.threshold]),
    );
    let sent = 0;
    for (const { row, legs: betLegs } of items) {
      const offer = offerOf(deps, row, betLegs, views);
      // issue 22: a rule whose offer has reached its threshold is executed, once.
      const threshold = rules.get(row.id);
      if (
        threshold !== undefined &&
        autoCashoutDue(threshold as MinorUnits, offer as MinorUnits | null)
      ) {
        if (await executeAutoCashout(deps, row, betLegs, offer!)) {
          this.executed++;
          continue;
        }
      }
      if (this.last.has(row.id) && this.last.get(row.id) === offer) continue;
      if (this.last.size > 100_000) this.last.clear();
      this.last.set(row.id, offer);
      await publishPrivate(
        deps,
        { locale: row.locale, playerId: row.playerId },
        {
          event_name: 'bet_cashout_changed',
          message: { bet_id: String(row.id), to_cashout: offer },
        },
      );
      sent++;
    }
    return sent;
  }
}
