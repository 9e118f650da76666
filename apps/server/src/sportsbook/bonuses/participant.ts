import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParticipantRefusal, PlacementParticipant, PlacementView } from '../bets/participants';
import { isFreebetKind } from '@sb/domain';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { bonusWalletOf } from './freebet';
import { statusOf } from './held';
import { bonusCampaigns, bonusIssued } from './schema';

/** The issued bonus ids a placement's bets claim, by bet index. */
function claims(placement: PlacementView): { id: number; betIndex: number }[] {
  return placement.bets.flatMap((b, betIndex) =>
    b.bonus && /^[1-9][0-9]{0,15}$/.test(b.bonus.id) ? [{ id: Number(b.bonus.id), betIndex }] : [],
  );
}

/**
 * The bonuses module in every placement's transaction (bets/participants.ts; issue 19, domain
 * 5): a bet's bonus is checked again with its row locked (the player's own, so concurrent
 * placements of one player queue on it): it is the player's, active (campaign running, not
 * expired by the clock, uses left), and its use is counted before the transaction commits.
 * What a bonus pays is decided by the validation (the range) and paid by settlement.
 */
export function bonusesParticipant(now: () => number): PlacementParticipant {
  const refused = (betIndexes: number[]): ParticipantRefusal => ({
    key: 'error.validation.bonus.not_available',
    message: 'The bonus is not available',
    betIndexes,
  });
  return {
    name: 'bonuses',
    async check(w: WalletTx, placement: PlacementView) {
      const wanted = claims(placement);
      if (wanted.length === 0) return null;
      const rows = await w.tx
        .select({ issued: bonusIssued, campaign: bonusCampaigns })
        .from(bonusIssued)
        .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
        .where(
          and(
            eq(bonusIssued.playerId, placement.playerId),
            inArray(
              bonusIssued.id,
              wanted.map((c) => c.id),
            ),
          ),
        )
        .for('update', { of: bonusIssued });
      const at = now();
      const byId = new Map(rows.map((r) => [r.issued.id, r]));
      // Each bet claiming it counts as one use: two bets of one slip on a 1-use boost fail.
      const uses = new Map<number, number>();
      const bad: number[] = [];
      for (const c of wanted) {
        const held = byId.get(c.id);
        const used = (uses.get(c.id) ?? 0) + 1;
        uses.set(c.id, used);
        // A freebet pays the bet it was checked for: its kind, its amount, its currency.
        const bet = placement.bets[c.betIndex]!;
        const freebetFits =
          held === undefined ||
          !isFreebetKind(held.issued.kind) ||
          (bet.bonus?.type === held.issued.kind &&
            bet.stake === held.issued.amount &&
            placement.currency === held.issued.currency);
        const ok =
          held !== undefined &&
          freebetFits &&
          statusOf(
            { ...held, issued: { ...held.issued, timesUsed: held.issued.timesUsed + used - 1 } },
            at,
          ) === 'active';
        if (!ok) bad.push(c.betIndex);
      }
      return bad.length ? refused(bad) : null;
    },
    async staked(w: WalletTx, placement: PlacementView) {
      const wanted = claims(placement);
      for (const c of wanted) {
        // A freebet's stake is the freebet (domain 4): it leaves the player's bonus wallet for
        // the house bonus account, once per issued freebet (the reference), never the cash.
        const bet = placement.bets[c.betIndex]!;
        if (isFreebetKind(bet.bonus?.type ?? '')) {
          const moved = await w.transfer({
            from: { system: bonusWalletOf(placement.playerId) },
            to: { system: SYSTEM_ACCOUNTS.houseBonus },
            amount: bet.stake,
            currency: placement.currency,
            reason: 'freebet_stake',
            reference: `bonus:${c.id}:stake`,
            metadata: { bet: bet.ref },
          });
          if (!moved.ok) throw new Error(`freebet ${c.id}: ${moved.message}`);
        }
        await w.tx
          .update(bonusIssued)
          .set({ timesUsed: sql`${bonusIssued.timesUsed} + 1` })
          .where(and(eq(bonusIssued.id, c.id), eq(bonusIssued.playerId, placement.playerId)));
      }
    },
  };
}
