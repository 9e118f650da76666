import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { acceptanceVerdict, priceCustomBet, type CurrentSelection, type Odds } from '@sb/domain';
import { SYSTEM_ACCOUNTS } from '../../platform';
import { refKey } from './catalog-port';
import { announceBet, subunitsOf, type BetsDeps } from './deps';
import { oddsChangePolicy } from './player-settings';
import { betSelections, bets } from './schema';
import { betView, type BetRow, type LegRow } from './view';

/**
 * Live acceptance (issue 7): a submitted bet waits out its delay, then is accepted
 * (waiting_results) or rejected with the reason and its stake refunded through the ledger;
 * either way `bet_changed` tells its owner. Timers wake it on time in this process; a sweep
 * catches what another process placed or a restart left behind.
 */
export class AcceptanceWorker {
  private sweep: NodeJS.Timeout | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private running: Promise<unknown> = Promise.resolve();
  private started = false;

  constructor(private readonly deps: BetsDeps) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.sweep = setInterval(() => this.kick(), this.deps.options.acceptanceSweepMs);
    this.sweep.unref();
    this.kick();
  }

  stop(): void {
    this.started = false;
    if (this.sweep) clearInterval(this.sweep);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Wakes the worker when a submitted bet's delay is over (no-op unless started). */
  schedule(at: Date): void {
    if (!this.started) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.kick();
      },
      Math.max(0, at.getTime() - this.deps.now()) + 5,
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Runs processDue after any run in progress (one at a time per process). */
  private kick(): void {
    this.running = this.running
      .then(() => this.processDue())
      .catch((err: unknown) => this.deps.log('acceptance failed', err));
  }

  /** Decides every submitted bet whose delay is over at `now`. */
  async processDue(now = this.deps.now()): Promise<{ accepted: number; rejected: number }> {
    let accepted = 0;
    let rejected = 0;
    for (;;) {
      const due = await this.deps.db.orm
        .select()
        .from(bets)
        .where(and(eq(bets.status, 'submitted'), lte(bets.acceptAt, new Date(now))))
        .orderBy(asc(bets.acceptAt))
        .limit(200);
      if (due.length === 0) break;
      const legs = await this.deps.db.orm
        .select()
        .from(betSelections)
        .where(
          inArray(
            betSelections.betId,
            due.map((b) => b.id),
          ),
        );
      for (const row of due) {
        const verdict = await this.decide(
          row,
          legs.filter((l) => l.betId === row.id),
        );
        if (verdict === 'accepted') accepted++;
        else if (verdict === 'rejected') rejected++;
      }
      if (due.length < 200) break;
    }
    return { accepted, rejected };
  }

  private async decide(row: BetRow, legs: LegRow[]): Promise<'accepted' | 'rejected' | 'skipped'> {
    const { deps } = this;
    legs.sort((a, b) => a.position - b.position);
    const refs = legs.map((l) => ({
      matchId: l.matchId,
      marketId: l.marketId,
      specifier: l.specifier,
      outcomeId: l.outcomeId,
    }));
    const views = await deps.catalog.selections(refs, row.locale);
    const settings = await deps.catalog.settings();
    const policy = await oddsChangePolicy(deps, row.playerId, settings.defaultOddsChangePolicy);
    let custom: { placed: Odds; current: Odds | null } | undefined;
    if (row.customOdds) {
      const match = await deps.catalog.customBetMatch(legs[0]!.matchId, row.locale);
      const price = match?.model ? priceCustomBet(match.model, refs) : null;
      custom = { placed: row.customOdds as Odds, current: price?.ok ? (price.odds as Odds) : null };
    }
    const verdict = acceptanceVerdict(
      legs.map((leg, i) => {
        const view = views.get(refKey(refs[i]!));
        const current: CurrentSelection | null = view
          ? {
              odds: view.odds as Odds,
              matchStatus: view.matchStatus as CurrentSelection['matchStatus'],
              provider: view.provider,
              active: view.active,
              providerActive: view.providerActive,
            }
          : null;
        return { odds: leg.odds as Odds, current };
      }),
      policy,
      custom,
    );

    const at = new Date(deps.now());
    let decided: BetRow | undefined;
    if (verdict.accepted) {
      [decided] = await deps.db.orm
        .update(bets)
        .set({ status: 'waiting_results', acceptAt: null, updatedAt: at })
        .where(and(eq(bets.id, row.id), eq(bets.status, 'submitted')))
        .returning();
    } else {
      decided = await deps.wallet.run(async (w) => {
        const [updated] = await w.tx
          .update(bets)
          .set({
            status: 'rejected',
            reason: verdict.key,
            acceptAt: null,
            paid: sql`${bets.paid} + ${row.stake}`,
            updatedAt: at,
          })
          .where(and(eq(bets.id, row.id), eq(bets.status, 'submitted')))
          .returning();
        if (!updated) return undefined;
        const refund = await w.creditPlayer({
          playerId: row.playerId,
          currency: row.currency,
          amount: row.stake,
          reason: 'bet_refund',
          reference: `bet:${row.ref}:refund`,
          from: SYSTEM_ACCOUNTS.house,
          metadata: { bet: row.ref, reason: verdict.key },
        });
        if (!refund.ok) throw new Error(`refund of ${row.ref} failed: ${refund.message}`);
        return updated;
      });
    }
    if (!decided) return 'skipped';
    await announceBet(
      deps,
      verdict.accepted ? 'accepted' : 'rejected',
      { locale: decided.locale, playerId: decided.playerId },
      betView(decided, legs, { subunits: subunitsOf(deps, decided.currency) }),
    );
    return verdict.accepted ? 'accepted' : 'rejected';
  }
}
