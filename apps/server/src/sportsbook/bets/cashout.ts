import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BetWire } from '@sb/contract';
import {
  cashoutDecision,
  cashoutValue,
  isBettableMatch,
  parseSystemId,
  type MinorUnits,
  type Odds,
  type SelectionResult,
} from '@sb/domain';
import { AppError } from '../../http/errors';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { refKey, type SelectionView } from './catalog-port';
import { announceBet, publishPrivate, subunitsOf, type BetsDeps } from './deps';
import { betSelections, bets } from './schema';
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
  if (row.status !== 'waiting_results') return null;
  const sorted = [...legs].sort((a, b) => a.position - b.position);
  const systemType = row.systemId ? parseSystemId(row.systemId) : null;
  return cashoutValue(
    {
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
      bonusOdds:
        row.bonus?.type === 'comboboost' ? ((row.bonus.odds ?? null) as Odds | null) : null,
      customOdds: (row.customOdds ?? null) as Odds | null,
    },
    { marginBasisPoints: deps.options.cashoutMarginBp },
  );
}

/**
 * POST /bets/cashout { bet_id, to_cashout }: pays the offer only if it is still at least what the
 * player saw (within the tolerance), through the ledger, and sets the bet cashed_out.
 */
export async function cashOut(
  deps: BetsDeps,
  playerId: number,
  betId: string,
  seen: number,
): Promise<BetWire> {
  const id = /^[1-9][0-9]{0,17}$/.test(betId) ? Number(betId) : NaN;
  const [row] = Number.isSafeInteger(id)
    ? await deps.db.orm.select().from(bets).where(eq(bets.id, id))
    : [];
  // Another player's bet is as unknown as a bet that does not exist.
  if (!row || row.playerId !== playerId) {
    throw new AppError(404, 'error.bets.not_found', 'No such bet');
  }
  const legs = await deps.db.orm
    .select()
    .from(betSelections)
    .where(eq(betSelections.betId, row.id));
  const views = await openLegViews(deps, [{ row, legs }], row.locale);
  const offer = offerOf(deps, row, legs, views);
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
  const now = new Date(deps.now());
  const cashed = await deps.wallet.run(async (w) => {
    const [updated] = await w.tx
      .update(bets)
      .set({
        status: 'cashed_out',
        result: 'cashed_out',
        paid: sql`${bets.paid} + ${decision.pay}`,
        settleSeq: sql`${bets.settleSeq} + 1`,
        settledAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bets.id, row.id),
          eq(bets.status, 'waiting_results'),
          eq(bets.settleSeq, row.settleSeq),
        ),
      )
      .returning();
    if (!updated) return undefined;
    const paid = await w.creditPlayer({
      playerId,
      currency: row.currency,
      amount: decision.pay,
      reason: 'bet_cashout',
      reference: `bet:${row.ref}:cashout`,
      from: SYSTEM_ACCOUNTS.house,
      metadata: { bet: row.ref, seen, offer },
    });
    if (!paid.ok) throw new Error(`cash-out of ${row.ref} failed: ${paid.message}`);
    return updated;
  });
  if (!cashed) {
    // Settled or cashed out meanwhile: nothing was paid.
    throw new AppError(409, 'error.cashout.bet_changed', 'The bet changed meanwhile', {
      to_cashout: null,
    });
  }
  const view = betView(cashed, legs, { subunits: subunitsOf(deps, cashed.currency) });
  await announceBet(deps, 'cashed_out', { locale: cashed.locale, playerId }, view);
  return view;
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
    let sent = 0;
    for (const { row, legs: betLegs } of items) {
      const offer = offerOf(deps, row, betLegs, views);
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
