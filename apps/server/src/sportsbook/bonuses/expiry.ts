import { and, eq, inArray, lte } from 'drizzle-orm';
import { FREEBET_KINDS } from '@sb/domain';
import type { Db } from '../../db';
import { SYSTEM_ACCOUNTS, type Wallet } from '../../platform';
import { bonusWalletOf } from './freebet';
import { bonusCampaigns, bonusIssued } from './schema';

/** How often every process looks for freebets whose campaign ended. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Returns the amount of every unspent freebet whose campaign ended (`valid_to` passed, domain 4
 * `expired`) from the player's bonus wallet to `house:bonus`, and stores it `expired`: money
 * held for a player that can no longer be staked goes back to the operator through the ledger.
 * Once per freebet whatever runs it: the issued row is locked as a placement locks it (a stake
 * and the sweep never both take the amount), and the ledger reference `bonus:{id}:expire` is
 * unique. Answers how many were returned.
 */
export async function sweepExpiredFreebets(
  deps: { db: Db; now: () => number; wallet: Pick<Wallet, 'run'> },
  limit = 500,
): Promise<number> {
  const now = new Date(deps.now());
  const due = await deps.db.orm
    .select({ id: bonusIssued.id })
    .from(bonusIssued)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
    .where(
      and(
        inArray(bonusIssued.kind, [...FREEBET_KINDS]),
        eq(bonusIssued.status, 'active'),
        eq(bonusIssued.timesUsed, 0),
        lte(bonusCampaigns.validTo, now),
      ),
    )
    .limit(limit);
  let returned = 0;
  for (const { id } of due) {
    const done = await deps.wallet.run(async (w) => {
      const [row] = await w.tx
        .select()
        .from(bonusIssued)
        .where(
          and(
            eq(bonusIssued.id, id),
            eq(bonusIssued.status, 'active'),
            eq(bonusIssued.timesUsed, 0),
          ),
        )
        .for('update');
      if (!row || row.amount === null || row.currency === null) return false;
      const moved = await w.transfer({
        from: { system: bonusWalletOf(row.playerId) },
        to: { system: SYSTEM_ACCOUNTS.houseBonus },
        amount: row.amount,
        currency: row.currency,
        reason: 'bonus_expired',
        reference: `bonus:${row.id}:expire`,
        metadata: { campaign: row.campaignId, player: row.playerId },
      });
      if (!moved.ok) throw new Error(`freebet ${row.id} not returned: ${moved.message}`);
      await w.tx.update(bonusIssued).set({ status: 'expired' }).where(eq(bonusIssued.id, id));
      return true;
    });
    if (done) returned++;
  }
  return returned;
}
