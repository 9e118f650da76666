import { and, eq } from 'drizzle-orm';
import {
  FARMING_KINDS,
  boostFreebet,
  isBoostRefusal,
  isFreebetKind,
  minorUnits,
  type BoostRefusal,
} from '@sb/domain';
import { SYSTEM_ACCOUNTS, type Wallet } from '../../platform';
import { bonusWalletOf } from './freebet';
import { heldFrom, statusOf, type Held } from './held';
import { boostPointsOf, freebetsToBoostOf } from './hunting';
import { bonusIssued, type StoredBoost } from './schema';

// The freebet boost (domain 3 boost_multiplier, boost_data, freebets_to_boost; domain 7 POST
// /bonuses/{id}/boost; issue 19; the rule in packages/domain/src/freebet-boost.ts): the farmed
// points of a player's hunt, tournament or lootbox raise one of their active, unused freebets,
// once. The extra amount is the house's money: a ledger transfer from `house:bonus` to the
// player's bonus wallet, in the transaction that stores the boost.

/** A refusal as the routes answer it (the shape of bonuses.ts's BonusesOutcome). */
interface Refused {
  ok: false;
  status: number;
  key: string;
  message: string;
}

const REFUSALS: Record<BoostRefusal | 'not_found', Omit<Refused, 'ok'>> = {
  not_found: { status: 404, key: 'error.bonus.not_found', message: 'No such bonus' },
  not_boostable: {
    status: 409,
    key: 'error.bonus.not_boostable',
    message: 'The freebet cannot be boosted by this bonus',
  },
  already_boosted: {
    status: 409,
    key: 'error.bonus.already_boosted',
    message: 'The freebet is already boosted',
  },
  no_boosts_left: {
    status: 409,
    key: 'error.bonus.no_boosts_left',
    message: 'The bonus boosts no more freebets',
  },
  no_points: {
    status: 409,
    key: 'error.bonus.no_boost_points',
    message: 'The bonus has not the points asked',
  },
};
const refused = (why: keyof typeof REFUSALS): Refused => ({ ok: false, ...REFUSALS[why] });

/** A farming bonus's points keep buying boosts once it reached its target (not once it ended). */
const SPENDABLE = ['active', 'bonus_over'];

/**
 * Boosts the player's freebet `freebetId` with the points of their farming bonus `sourceId`
 * (`points` of them, else all that raise the multiplier). Both rows are locked, the freebet
 * first as a placement locks it (a placement's freebets before its hunts: no deadlock), so
 * concurrent boosts, and a placement staking the freebet, queue: the freebet is boosted once,
 * each point spent once, and a staked freebet is not boosted. A refusal changes nothing.
 */
export async function boostFreebetWith(
  deps: { now: () => number; wallet: Pick<Wallet, 'run'> },
  playerId: number,
  freebetId: number,
  sourceId: number,
  points?: number,
): Promise<{ ok: true; value: Held } | Refused> {
  const now = deps.now();
  return deps.wallet.run(async (w) => {
    const locked = (id: number) =>
      heldFrom(w.tx)
        .where(and(eq(bonusIssued.id, id), eq(bonusIssued.playerId, playerId)))
        .for('update', { of: bonusIssued });
    const [freebet] = await locked(freebetId);
    if (!freebet) return refused('not_found');
    const [source] = sourceId === freebetId ? [freebet] : await locked(sourceId);
    if (!source) return refused('not_found');
    const amount = freebet.issued.amount;
    const currency = freebet.issued.currency;
    const farming = (FARMING_KINDS as readonly string[]).includes(source.issued.kind);
    if (!isFreebetKind(freebet.issued.kind) || !farming || amount === null || currency === null)
      return refused('not_boostable');
    const boost = boostFreebet(
      {
        perPoint: source.campaign.boostPerPoint,
        maxMultiplier: source.campaign.maxBoostMultiplier,
      },
      {
        isActive: source.issued.currency !== null && SPENDABLE.includes(statusOf(source, now)),
        boostsLeft: freebetsToBoostOf(source),
        points: boostPointsOf(source),
      },
      {
        // Active is unused too: a freebet pays one bet (statusOf counts its one use).
        isActive: statusOf(freebet, now) === 'active',
        boosted: freebet.issued.boostMultiplier !== null,
        amount: minorUnits(amount),
      },
      points,
    );
    if (isBoostRefusal(boost)) return refused(boost.refusal);
    const data: StoredBoost = {
      bonus_id: String(source.issued.id),
      bonus_type: source.issued.kind as StoredBoost['bonus_type'],
      campaign_id: source.campaign.id,
      points: boost.points,
      amount_before: boost.amountBefore,
      boosted_at: new Date(now).toISOString(),
    };
    const [boosted] = await w.tx
      .update(bonusIssued)
      .set({ amount: boost.amount, boostMultiplier: boost.multiplier, boostData: data })
      .where(eq(bonusIssued.id, freebetId))
      .returning();
    await w.tx
      .update(bonusIssued)
      .set({
        boostPointsSpent: source.issued.boostPointsSpent + boost.points,
        freebetsBoosted: source.issued.freebetsBoosted + 1,
      })
      .where(eq(bonusIssued.id, sourceId));
    const moved = await w.transfer({
      from: { system: SYSTEM_ACCOUNTS.houseBonus },
      to: { system: bonusWalletOf(playerId) },
      amount: boost.extra,
      currency,
      reason: 'bonus_boosted',
      reference: `bonus:${freebetId}:boost`,
      metadata: { campaign: freebet.campaign.id, player: playerId, by: sourceId },
    });
    if (!moved.ok) throw new Error(`freebet ${freebetId}: boost not funded: ${moved.message}`);
    return { ok: true as const, value: { ...freebet, issued: boosted! } };
  });
}
