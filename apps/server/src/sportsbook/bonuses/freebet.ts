import type { FreebetWire } from '@sb/contract';
import { isFreebetKind, type FreebetBonus, type FreebetKind } from '@sb/domain';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { conditionsOf, conditionsWireOf } from './conditions';
import { statusOf, type Held } from './held';
import { bonusIssued, type CampaignRow } from './schema';

// A freebet (domain 3 Freebet; issue 19) as the domain checks it and as the wire shows it,
// from an issued row and its campaign.

/** Where a player's unspent freebets are held in the ledger: an account of the player's own. */
export const bonusWalletOf = (playerId: number): string => `bonus_wallet:${playerId}`;

/** The domain's freebet (domain 3), carried by the issued bonus's id. */
export function freebetOf(held: Held, now: number): FreebetBonus {
  const { issued, campaign } = held;
  return {
    id: String(issued.id),
    type: issued.kind as FreebetKind,
    amount: (issued.amount ?? 0) as FreebetBonus['amount'],
    currencyCode: issued.currency ?? '',
    ...conditionsOf(campaign),
    isActive: statusOf(held, now) === 'active',
  };
}

export function freebetWireOf(held: Held, now: number): FreebetWire {
  const { issued, campaign } = held;
  const status = statusOf(held, now);
  return {
    id: String(issued.id),
    type: issued.kind as FreebetKind,
    ...conditionsWireOf(campaign),
    issued: {
      is_active: status === 'active',
      currency: issued.currency ?? '',
      amount: issued.amount ?? 0,
      times_used: issued.timesUsed,
      activated_at: issued.activatedAt.toISOString(),
      expired_at: status === 'expired' ? (campaign.validTo?.toISOString() ?? null) : null,
      seen: issued.seen,
      computed_status: status,
      boost_multiplier: issued.boostMultiplier,
      boost_data: issued.boostData,
    },
  };
}

/**
 * Issues a freebet of a campaign to a player inside a transaction, once per `source` (a promo
 * code, a lost no-risk bet, a grant, a hunt reaching its target): the issued row and the
 * transfer of its amount from the house bonus account to the player's bonus wallet commit
 * together. Null when that source already issued it (or it would pay nothing).
 */
export async function issueFreebetIn(
  w: WalletTx,
  campaign: CampaignRow,
  playerId: number,
  currency: string,
  source: string,
  amount: number,
  /** Whose money it is: the house bonus account, or a tournament's pool paying its prizes. */
  from: string = SYSTEM_ACCOUNTS.houseBonus,
): Promise<Held | null> {
  if (!isFreebetKind(campaign.kind) || amount <= 0) return null;
  const [issued] = await w.tx
    .insert(bonusIssued)
    .values({ campaignId: campaign.id, playerId, kind: campaign.kind, amount, currency, source })
    .onConflictDoNothing()
    .returning();
  if (!issued) return null;
  const moved = await w.transfer({
    from: { system: from },
    to: { system: bonusWalletOf(playerId) },
    amount,
    currency,
    reason: 'bonus_issued',
    reference: `bonus:${issued.id}:issue`,
    metadata: { campaign: campaign.id, player: playerId },
  });
  if (!moved.ok) throw new Error(`freebet ${issued.id} not funded: ${moved.message}`);
  return { issued, campaign };
}
