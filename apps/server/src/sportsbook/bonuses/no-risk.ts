import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { SYSTEM_ACCOUNTS, type Wallet } from '../../platform';
import { bonusWalletOf } from './freebet';
import type { Held } from './held';
import { bonusCampaigns, bonusIssued, type CampaignRow } from './schema';

// A no-risk freebet's bet (README "How freebets pay"): lost, its stake comes back as a plain
// freebet; a settlement corrected or rolled back from lost takes that refund back while it is
// unspent, and a bet lost again gets a new one. Told after each settlement's commit (onBet).

export interface NoRiskBet {
  id: number;
  playerId: number;
  currency: string;
  stake: number;
  bonusId: string;
}

export interface NoRiskDeps {
  db: Db;
  wallet: Pick<Wallet, 'run'>;
  issueFreebet(
    campaign: CampaignRow,
    playerId: number,
    currency: string,
    source: string,
    amount: number,
  ): Promise<Held | null>;
}

/** The refunds of one bet: `refund:bet:{id}`, then `refund:bet:{id}:{n}` after a take-back. */
const refundsOf = (bet: NoRiskBet) =>
  and(
    eq(bonusIssued.playerId, bet.playerId),
    or(
      eq(bonusIssued.source, `refund:bet:${bet.id}`),
      like(bonusIssued.source, `refund:bet:${bet.id}:%`),
    ),
  );

/**
 * Refunds a lost no-risk bet's stake as a plain freebet of its campaign's conditions, unless a
 * refund of this bet stands (unspent, spent or expired): once per loss, however often the
 * result is replayed.
 */
export async function refundNoRisk(deps: NoRiskDeps, bet: NoRiskBet): Promise<void> {
  const [row] = await deps.db.orm
    .select({ campaign: bonusCampaigns })
    .from(bonusIssued)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
    .where(and(eq(bonusIssued.id, Number(bet.bonusId)), eq(bonusIssued.playerId, bet.playerId)));
  if (!row || row.campaign.kind !== 'freebet_no_risk') return;
  const earlier = await deps.db.orm
    .select({ status: bonusIssued.status })
    .from(bonusIssued)
    .where(refundsOf(bet));
  if (earlier.some((r) => r.status !== 'deactivated')) return;
  const source = earlier.length
    ? `refund:bet:${bet.id}:${earlier.length + 1}`
    : `refund:bet:${bet.id}`;
  await deps.issueFreebet(
    { ...row.campaign, kind: 'freebet' },
    bet.playerId,
    bet.currency,
    source,
    bet.stake,
  );
}

/**
 * The bet is no longer lost (a correction to won, or a rollback): its unspent refund goes back
 * from the player's bonus wallet to `house:bonus` and is `deactivated`. A refund already staked
 * stays the player's: its bet stands on its own (README). Answers how many were taken back.
 */
export async function takeBackNoRiskRefund(deps: NoRiskDeps, bet: NoRiskBet): Promise<number> {
  return deps.wallet.run(async (w) => {
    // Locked as a placement locks a freebet: a stake and the take-back never both have it.
    const unspent = await w.tx
      .select()
      .from(bonusIssued)
      .where(and(refundsOf(bet), eq(bonusIssued.status, 'active'), eq(bonusIssued.timesUsed, 0)))
      .for('update');
    for (const row of unspent) {
      if (row.amount === null || row.currency === null) continue;
      const moved = await w.transfer({
        from: { system: bonusWalletOf(row.playerId) },
        to: { system: SYSTEM_ACCOUNTS.houseBonus },
        amount: row.amount,
        currency: row.currency,
        reason: 'bonus_withdrawn',
        reference: `bonus:${row.id}:withdraw`,
        metadata: { campaign: row.campaignId, player: row.playerId, bet: bet.id },
      });
      if (!moved.ok) throw new Error(`refund ${row.id} not taken back: ${moved.message}`);
      await w.tx
        .update(bonusIssued)
        .set({ status: 'deactivated' })
        .where(eq(bonusIssued.id, row.id));
    }
    return unspent.length;
  });
}
