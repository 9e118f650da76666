import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FreebetProgressWire } from '@sb/contract';
import {
  freebetsEarned,
  minorUnits,
  progressRefusal,
  progressVerdict,
  type FreebetKind,
  type ProgressRange,
} from '@sb/domain';
import type { Db } from '../../db';
import type { Wallet, WalletTx } from '../../platform';
import type { BetEvent } from '../bets/events';
import { issueFreebetIn } from './freebet';
import type { Held } from './held';
import { bonusCampaigns, bonusProgress, bonusProgressBets, type CampaignRow } from './schema';

// Freebet progress ("amb"; domain 3; issue 19; the rule in packages/domain/src/freebet-progress.ts)
// counted from the bets module's events after their commits: a qualifying bet is seen `open` when
// placed, `counted` or `void` when decided, once per campaign (the bet's row is the guard), and
// each range reached issues its freebets in the same transaction as the count (source
// `progress:{n}`, so once each).

export interface ProgressDeps {
  db: Db;
  now: () => number;
  wallet: Pick<Wallet, 'run' | 'accounts' | 'currency'>;
  /** The progress campaigns running now (runningProgress, cached by the caller). */
  running(): Promise<CampaignRow[]>;
}

const rangesOf = (c: CampaignRow): ProgressRange[] =>
  c.progressRanges.map((r) => ({
    numberOfBets: r.number_of_bets,
    numberOfFreebets: r.number_of_freebets,
  }));

/** The progress campaigns running now. */
export function runningProgress(deps: Pick<ProgressDeps, 'db' | 'now'>): Promise<CampaignRow[]> {
  return deps.db.orm
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.issueOn, 'progress'),
        eq(bonusCampaigns.status, 'active'),
        or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, new Date(deps.now()))),
      ),
    );
}

/** Whether a bet counts toward a campaign's progress (domain `progressRefusal`), and in what. */
function qualifies(c: CampaignRow, bet: BetEvent['bet']): boolean {
  const currency = bet.stake.currency;
  return (
    progressRefusal(c.minStakes, {
      stake: minorUnits(bet.initial_stake ?? bet.stake.value),
      currencyCode: currency,
      hasBonus: bet.bonus !== null,
    }) === null && Boolean(c.amounts[currency])
  );
}

/**
 * The player's progress row in a campaign, opened in the bet's currency; null when the player's
 * progress runs in another currency (that of their first counted bet).
 */
async function progressRow(w: WalletTx, c: CampaignRow, playerId: number, currency: string) {
  const [row] = await w.tx
    .insert(bonusProgress)
    .values({ campaignId: c.id, playerId, currency })
    .onConflictDoUpdate({
      target: [bonusProgress.campaignId, bonusProgress.playerId],
      set: { currency: sql`${bonusProgress.currency}` },
    })
    .returning();
  return row!.currency === currency ? row! : null;
}

/**
 * Counts one bet event toward the player's progress; answers the freebets it issued. A bet's
 * events may be heard out of order (`placed` is told without waiting, a quick settlement may
 * come first): a decided bet not seen open is recorded decided at once, and the late `placed`
 * then finds it and does nothing.
 */
export async function countProgress(deps: ProgressDeps, e: BetEvent): Promise<Held[]> {
  const { bet } = e;
  const playerId = Number(e.player.id);
  const betId = Number(bet.id);
  const currency = bet.stake.currency;
  const where = (c: CampaignRow) =>
    and(eq(bonusProgress.campaignId, c.id), eq(bonusProgress.playerId, playerId));
  if (e.type === 'placed') {
    for (const c of await deps.running()) {
      if (!qualifies(c, bet)) continue;
      await deps.wallet.run(async (w) => {
        if (!(await progressRow(w, c, playerId, currency))) return;
        const seen = await w.tx
          .insert(bonusProgressBets)
          .values({ campaignId: c.id, betId, playerId, state: 'open' })
          .onConflictDoNothing()
          .returning();
        if (seen.length === 0) return;
        await w.tx
          .update(bonusProgress)
          .set({ openCount: sql`${bonusProgress.openCount} + 1` })
          .where(where(c));
      });
    }
    return [];
  }
  const verdict = e.type === 'rejected' ? 'void' : progressVerdict(bet.result);
  if (verdict === 'open') return [];
  const state = verdict === 'counts' ? 'counted' : 'void';
  // The campaigns running now, and those that saw the bet open (one may have ended since).
  const seenIn = await deps.db.orm
    .select({ campaign: bonusCampaigns })
    .from(bonusProgressBets)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusProgressBets.campaignId))
    .where(eq(bonusProgressBets.betId, betId));
  const campaigns = new Map((await deps.running()).map((c) => [c.id, c]));
  for (const { campaign } of seenIn) campaigns.set(campaign.id, campaign);
  const issued: Held[] = [];
  for (const campaign of campaigns.values()) {
    const paid = await deps.wallet.run(async (w) => {
      let opened = 0;
      if (qualifies(campaign, bet) && (await progressRow(w, campaign, playerId, currency))) {
        const first = await w.tx
          .insert(bonusProgressBets)
          .values({ campaignId: campaign.id, betId, playerId, state })
          .onConflictDoNothing()
          .returning();
        if (first.length === 0) opened = -1;
      } else opened = -1;
      if (opened === -1) {
        // Seen open before: decided now, once (the update from `open` is the guard).
        const decided = await w.tx
          .update(bonusProgressBets)
          .set({ state })
          .where(
            and(
              eq(bonusProgressBets.campaignId, campaign.id),
              eq(bonusProgressBets.betId, betId),
              eq(bonusProgressBets.state, 'open'),
            ),
          )
          .returning();
        if (decided.length === 0) return [];
      }
      const [row] = await w.tx
        .update(bonusProgress)
        .set({
          openCount: sql`${bonusProgress.openCount} + ${opened}`,
          progressCount: sql`${bonusProgress.progressCount} + ${verdict === 'counts' ? 1 : 0}`,
        })
        .where(where(campaign))
        .returning();
      if (!row) return [];
      const due = freebetsEarned(rangesOf(campaign), row.progressCount) - row.issuedCount;
      const out: Held[] = [];
      for (let n = row.issuedCount + 1; n <= row.issuedCount + due; n++) {
        const held = await issueFreebetIn(
          w,
          campaign,
          playerId,
          row.currency,
          `progress:${n}`,
          campaign.amounts[row.currency] ?? 0,
        );
        if (held) out.push(held);
      }
      if (due > 0)
        await w.tx
          .update(bonusProgress)
          .set({ issuedCount: row.issuedCount + due })
          .where(where(campaign));
      return out;
    });
    issued.push(...paid);
  }
  return issued;
}

/**
 * The caller's progress in every running campaign (domain 3 Freebet progress), in the currency
 * it runs in (else the player's first the campaign pays); `extra` slip bets (POST) that would
 * count are added to the possible count.
 */
export async function progressOf(
  deps: ProgressDeps,
  playerId: number,
  extra: readonly { stake: number; currency: string; bonus: boolean }[] = [],
): Promise<FreebetProgressWire[]> {
  const campaigns = await deps.running();
  if (campaigns.length === 0) return [];
  const rows = await deps.db.orm
    .select()
    .from(bonusProgress)
    .where(eq(bonusProgress.playerId, playerId));
  const accounts = (await deps.wallet.accounts(playerId)).map((a) => a.currency);
  const out: FreebetProgressWire[] = [];
  for (const c of campaigns) {
    const row = rows.find((r) => r.campaignId === c.id);
    const currency = row?.currency ?? accounts.find((a) => c.amounts[a] && c.minStakes[a]);
    if (!currency) continue;
    const slip = extra.filter(
      (b) =>
        progressRefusal(c.minStakes, {
          stake: minorUnits(b.stake),
          currencyCode: b.currency,
          hasBonus: b.bonus,
        }) === null && b.currency === currency,
    ).length;
    const progress = row?.progressCount ?? 0;
    out.push({
      campaign_id: c.id,
      name: c.name,
      type: c.kind as FreebetKind,
      progress_count: progress,
      possible_progress_count: progress + (row?.openCount ?? 0) + slip,
      amb_ranges: [...c.progressRanges]
        .sort((a, b) => a.number_of_bets - b.number_of_bets)
        .map((r) => ({
          ...r,
          issued_bonus_amount: c.amounts[currency] ?? 0,
          currency,
          currency_subunits: deps.wallet.currency(currency)?.subunits ?? 100,
        })),
      stake_currency: currency,
      issue_to: c.validTo?.toISOString() ?? null,
      min_stake: c.minStakes[currency] ?? 0,
      issued_count: row?.issuedCount ?? 0,
    });
  }
  return out;
}
