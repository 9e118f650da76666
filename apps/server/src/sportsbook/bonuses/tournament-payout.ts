import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { minorUnits, rankTournament, tournamentPrizes } from '@sb/domain';
import type { Db } from '../../db';
import { SYSTEM_ACCOUNTS, type Wallet } from '../../platform';
import { issueFreebetIn } from './freebet';
import type { Held } from './held';
import { bonusCampaigns, bonusIssued } from './schema';
import { tournamentPoolOf } from './tournament';

/**
 * How long after a tournament's end its pool is paid: a placement checked just before the end
 * commits within it, so its points and its share of the stake are in before the ranking is read.
 */
export const TOURNAMENT_PAY_GRACE_MS = 10_000;

export interface TournamentPayout {
  /** The prizes paid, as freebets (`bonus_issued`, after the commit). */
  prizes: Held[];
  /** The pools emptied (`tournament_pool_changed`). */
  pools: { campaignId: string; currency: string }[];
}

/**
 * Pays every ended tournament once (domain 3 hunting tournament; issue 19): in each currency
 * the players are ranked by the domain's rule (tournament.ts) and the places of `prizes_ppm`
 * are paid as freebets of the reward campaign from the pool's own ledger account, what no
 * place takes goes back to `house:bonus`, and `paid_at` is set, all in one transaction that
 * holds the campaign's row: two processes sweeping at once pay it once.
 */
export async function payEndedTournaments(
  deps: { db: Db; now: () => number; wallet: Pick<Wallet, 'run' | 'systemBalance'> },
  grace = TOURNAMENT_PAY_GRACE_MS,
): Promise<TournamentPayout> {
  const due = await deps.db.orm
    .select({ id: bonusCampaigns.id })
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.kind, 'tournament'),
        isNull(bonusCampaigns.paidAt),
        lte(bonusCampaigns.validTo, new Date(deps.now() - grace)),
      ),
    );
  const out: TournamentPayout = { prizes: [], pools: [] };
  for (const { id } of due) {
    const paid = await deps.wallet.run(async (w) => {
      const [campaign] = await w.tx
        .select()
        .from(bonusCampaigns)
        .where(and(eq(bonusCampaigns.id, id), isNull(bonusCampaigns.paidAt)))
        .for('update');
      if (!campaign) return null;
      const [reward] = campaign.rewardCampaign
        ? await w.tx
            .select()
            .from(bonusCampaigns)
            .where(eq(bonusCampaigns.id, campaign.rewardCampaign))
        : [];
      const pool = tournamentPoolOf(id);
      const done: TournamentPayout = { prizes: [], pools: [] };
      const currencies = new Set([
        ...Object.keys(campaign.maxFreebets),
        ...Object.keys(campaign.initialPools),
      ]);
      for (const currency of currencies) {
        const balance = minorUnits(await deps.wallet.systemBalance(pool, currency, w.tx));
        const standings = await w.tx
          .select({
            playerId: bonusIssued.playerId,
            farmedAmount: bonusIssued.farmedAmount,
            farmedFreebets: bonusIssued.farmedFreebets,
            farmedAt: bonusIssued.farmedAt,
          })
          .from(bonusIssued)
          .where(
            and(
              eq(bonusIssued.campaignId, id),
              eq(bonusIssued.currency, currency),
              gt(bonusIssued.farmedFreebets, 0),
            ),
          );
        const ranked = rankTournament(
          standings.map((s) => ({ ...s, farmedAt: s.farmedAt?.getTime() ?? null })),
        );
        const { prizes, unpaid } = tournamentPrizes(
          balance,
          reward ? campaign.prizesPpm : [],
          ranked,
        );
        for (const prize of prizes) {
          const held = await issueFreebetIn(
            w,
            reward!,
            prize.playerId,
            currency,
            `tournament:${id}:prize:${currency}`,
            prize.amount,
            pool,
          );
          if (held) done.prizes.push(held);
        }
        if (unpaid > 0) {
          const moved = await w.transfer({
            from: { system: pool },
            to: { system: SYSTEM_ACCOUNTS.houseBonus },
            amount: unpaid,
            currency,
            reason: 'tournament_unpaid',
            reference: `tournament:${id}:unpaid:${currency}`,
            metadata: { campaign: id },
          });
          if (!moved.ok) throw new Error(`tournament ${id}: pool not closed: ${moved.message}`);
        }
        if (balance > 0) done.pools.push({ campaignId: id, currency });
      }
      await w.tx
        .update(bonusCampaigns)
        .set({ paidAt: new Date(deps.now()) })
        .where(eq(bonusCampaigns.id, id));
      return done;
    });
    if (paid) {
      out.prizes.push(...paid.prizes);
      out.pools.push(...paid.pools);
    }
  }
  return out;
}
