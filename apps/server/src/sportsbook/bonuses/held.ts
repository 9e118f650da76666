import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isFreebetKind, issuedBonusStatus, type BonusStatus } from '@sb/domain';
import type { Db } from '../../db';
import { bonusCampaigns, bonusIssued, type CampaignRow, type IssuedRow } from './schema';

/** An issued bonus with its campaign. */
export interface Held {
  issued: IssuedRow;
  campaign: CampaignRow;
  /** A hunt's freebet kind (its reward campaign's), where the read joined it. */
  rewardKind?: string | null;
  /** A tournament's pool in the issued currency, where the read looked it up (the ledger's). */
  pool?: number;
}

/** What an issued bonus's status is made of. */
export interface StatusFields {
  issued: Pick<IssuedRow, 'status' | 'kind' | 'timesUsed'>;
  campaign: Pick<CampaignRow, 'status' | 'validTo' | 'usesCount'>;
}

/** domain 4 status of an issued bonus now. A freebet pays one bet: one use. */
export function statusOf(held: StatusFields, now: number): BonusStatus {
  return issuedBonusStatus(
    {
      status: held.issued.status,
      campaignStatus: held.campaign.status,
      validTo: held.campaign.validTo?.getTime() ?? null,
      timesUsed: held.issued.timesUsed,
      usesCount: isFreebetKind(held.issued.kind) ? 1 : held.campaign.usesCount,
    },
    now,
  );
}

/** An issued bonus's id as a bet claims it (a string on the wire), or null for no such id. */
export function issuedIdOf(id: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
}

/** The reward campaign of a hunt, joined for its freebet kind (domain 3 farming_freebet_type). */
const reward = alias(bonusCampaigns, 'reward');

/** Issued bonuses with their campaign and, for a hunt's wire, its reward's kind. */
export const heldFrom = (x: Db['orm']) =>
  x
    .select({ issued: bonusIssued, campaign: bonusCampaigns, rewardKind: reward.kind })
    .from(bonusIssued)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
    .leftJoin(reward, eq(reward.id, bonusCampaigns.rewardCampaign));
