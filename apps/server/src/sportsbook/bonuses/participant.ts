import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  ParticipantBet,
  ParticipantRefusal,
  PlacementParticipant,
  PlacementView,
} from '../bets/participants';
import { farm, huntingRefusal, isFreebetKind, type HuntingBet } from '@sb/domain';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { bonusWalletOf, issueFreebetIn } from './freebet';
import { statusOf, type Held } from './held';
import { huntingOf } from './hunting';
import { bonusCampaigns, bonusIssued } from './schema';

/** The issued bonus ids a placement's bets claim, by bet index. */
function claims(placement: PlacementView): { id: number; betIndex: number }[] {
  return placement.bets.flatMap((b, betIndex) =>
    b.bonus && /^[1-9][0-9]{0,15}$/.test(b.bonus.id) ? [{ id: Number(b.bonus.id), betIndex }] : [],
  );
}

/** A bet as a hunt sees it (its plain odds: a bet carrying a hunt carries no boost). */
function huntingBet(bet: ParticipantBet, currency: string): HuntingBet {
  return {
    selections: bet.legs.map((l) => ({ matchId: l.matchId, matchStatus: l.matchStatus as 0 | 1 })),
    odds: bet.odds as HuntingBet['odds'],
    stake: bet.stake as HuntingBet['stake'],
    currencyCode: currency,
  };
}

/**
 * The bonuses module in every placement's transaction (bets/participants.ts; issue 19, domain
 * 5): a bet's bonus is checked again with its row locked (the player's own, so concurrent
 * placements of one player queue on it): it is the player's, active (campaign running, not
 * expired by the clock, uses left), and its use is counted before the transaction commits.
 * What a bonus pays is decided by the validation (the range) and paid by settlement.
 */
export function bonusesParticipant(
  now: () => number,
  /** Told of the freebets hunts paid, once their placement committed (`bonus_issued`). */
  issued: (held: Held) => void = () => {},
): PlacementParticipant {
  const paid = new WeakMap<WalletTx, Held[]>();
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
        let held = byId.get(c.id);
        // The bet claims the bonus as what it is (a hunt farms, a freebet stakes, a boost pays).
        if (held && placement.bets[c.betIndex]!.bonus?.type !== held.issued.kind) {
          bad.push(c.betIndex);
          continue;
        }
        if (held?.issued.kind === 'hunting') {
          // A hunt farms bet after bet, in the slip's order: the state each bet farms on.
          const bet = huntingBet(placement.bets[c.betIndex]!, placement.currency);
          const hunt = huntingOf(held, at);
          if (huntingRefusal(hunt, bet) !== null) {
            bad.push(c.betIndex);
            continue;
          }
          const f = farm(hunt, bet);
          held = {
            ...held,
            issued: {
              ...held.issued,
              points: f.points,
              farmedStake: f.farmedStake,
              farmedEventIds: f.farmedEventIds.map(String),
            },
          };
          byId.set(c.id, held);
          continue;
        }
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
        if (bet.bonus?.type === 'hunting') await farmHunt(w, placement, bet, c.id);
        await w.tx
          .update(bonusIssued)
          .set({ timesUsed: sql`${bonusIssued.timesUsed} + 1` })
          .where(and(eq(bonusIssued.id, c.id), eq(bonusIssued.playerId, placement.playerId)));
      }
    },
    committed(w: WalletTx) {
      for (const held of paid.get(w) ?? []) issued(held);
    },
  };

  /**
   * A bet farms its hunt (the row is locked by check): a point, its stake and its matches; at
   * the target the hunt is over and pays its freebet from the reward campaign, in this same
   * transaction, once (the source names the hunt).
   */
  async function farmHunt(w: WalletTx, placement: PlacementView, bet: ParticipantBet, id: number) {
    const [held] = await w.tx
      .select({ issued: bonusIssued, campaign: bonusCampaigns })
      .from(bonusIssued)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
      .where(and(eq(bonusIssued.id, id), eq(bonusIssued.playerId, placement.playerId)));
    if (!held) throw new Error(`hunt ${id} is gone`);
    const f = farm(huntingOf(held, now()), huntingBet(bet, placement.currency));
    await w.tx
      .update(bonusIssued)
      .set({
        points: f.points,
        farmedStake: f.farmedStake,
        farmedEventIds: f.farmedEventIds.map(String),
        ...(f.freebet !== null ? { status: 'bonus_over' as const } : {}),
      })
      .where(eq(bonusIssued.id, id));
    if (f.freebet === null || !held.campaign.rewardCampaign) return;
    const [reward] = await w.tx
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, held.campaign.rewardCampaign));
    if (!reward)
      throw new Error(`hunt ${id}: reward campaign ${held.campaign.rewardCampaign} is gone`);
    const freebet = await issueFreebetIn(
      w,
      reward,
      placement.playerId,
      placement.currency,
      `hunting:${id}`,
      f.freebet,
    );
    if (freebet) paid.set(w, [...(paid.get(w) ?? []), freebet]);
  }
}
