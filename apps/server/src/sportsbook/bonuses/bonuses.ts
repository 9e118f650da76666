import { and, asc, eq, sql } from 'drizzle-orm';
import type { BonusCampaignInput, ComboBoostWire, Pagination, SlipComboBoost } from '@sb/contract';
import {
  comboBoostFor,
  issuedBonusStatus,
  odds,
  totalOdds,
  type BonusStatus,
  type ComboBoostBonus,
  type Odds,
} from '@sb/domain';
import type { Db } from '../../db';
import { bonusCampaigns, bonusIssued, type CampaignRow, type IssuedRow } from './schema';

/** What the bonuses module is built from (compose.ts). */
export interface BonusesDeps {
  /** The module's own tables (bonus_campaigns, bonus_issued). */
  db: Db;
  now: () => number;
}

export type BonusesOutcome<T> =
  { ok: true; value: T } | { ok: false; status: number; key: string; message: string };

/** An issued combo boost with its campaign. */
export interface HeldBoost {
  issued: IssuedRow;
  campaign: CampaignRow;
}

/** The domain's combo boost (domain 3) from a campaign, carried by the issued bonus's id. */
export function comboBoostOf(held: HeldBoost): ComboBoostBonus {
  const { issued, campaign } = held;
  return {
    id: String(issued.id),
    type: 'comboboost',
    minOdds: odds(campaign.minOdds),
    ranges: campaign.ranges.map((r) => ({
      minCount: r.min_count,
      maxCount: r.max_count,
      bonusOdds: odds(r.bonus_odds),
    })),
    onlyVerified: campaign.onlyVerified,
    matchStatus: campaign.matchStatus,
  };
}

/** domain 4 status of an issued bonus now. */
export function statusOf(held: HeldBoost, now: number): BonusStatus {
  return issuedBonusStatus(
    {
      status: held.issued.status,
      campaignStatus: held.campaign.status,
      validTo: held.campaign.validTo?.getTime() ?? null,
      timesUsed: held.issued.timesUsed,
      usesCount: held.campaign.usesCount,
    },
    now,
  );
}

function wireOf(held: HeldBoost, now: number): ComboBoostWire {
  const { issued, campaign } = held;
  const status = statusOf(held, now);
  return {
    id: String(issued.id),
    type: 'comboboost',
    campaign_id: campaign.id,
    name: campaign.name,
    min_odds: campaign.minOdds,
    uses_count: campaign.usesCount,
    ranges: campaign.ranges,
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    status: campaign.status,
    issued: {
      times_used: issued.timesUsed,
      activated_at: issued.activatedAt.toISOString(),
      expired_at: status === 'expired' ? (campaign.validTo?.toISOString() ?? null) : null,
      seen: issued.seen,
      computed_status: status,
      is_active: status === 'active',
    },
  };
}

/**
 * The bonus engine (issue 19), combo boost first: campaigns, the bonuses issued from them to
 * each player, the calls of domain 7, and what a placement may claim (`held`, checked again
 * inside the placement's transaction by participant.ts).
 */
export class Bonuses {
  constructor(private readonly deps: BonusesDeps) {}

  /** Creates a campaign once by id (config/bonuses.json); false when it already exists. */
  async createCampaign(input: BonusCampaignInput): Promise<BonusesOutcome<boolean>> {
    for (const r of input.ranges) {
      if (r.max_count < r.min_count) {
        return {
          ok: false,
          status: 400,
          key: 'error.validation.invalid_request',
          message: `range ${r.min_count}..${r.max_count} is empty`,
        };
      }
    }
    const rows = await this.deps.db.orm
      .insert(bonusCampaigns)
      .values({
        id: input.id,
        kind: input.kind,
        name: input.name,
        status: input.status,
        minOdds: input.min_odds,
        matchStatus: input.match_status,
        ranges: [...input.ranges].sort((a, b) => a.min_count - b.min_count),
        onlyVerified: input.only_verified,
        usesCount: input.uses_count,
        validTo: input.valid_to ? new Date(input.valid_to) : null,
      })
      .onConflictDoNothing()
      .returning({ id: bonusCampaigns.id });
    return { ok: true, value: rows.length > 0 };
  }

  /**
   * Issues every running combo-boost campaign the player does not hold yet. A combo boost is for
   * every player, so it is issued when the player first asks (any read below, and placement):
   * no sign-up hook, and players who signed up before the campaign get it too. Idempotent:
   * (campaign, player) is unique.
   */
  private async issueComboBoosts(playerId: number): Promise<void> {
    const now = new Date(this.deps.now());
    await this.deps.db.orm.execute(sql`
      insert into bonus_issued (campaign_id, player_id, kind, status)
      select c.id, ${playerId}, c.kind, 'active' from bonus_campaigns c
      where c.kind = 'comboboost' and c.status = 'active'
        and (c.valid_to is null or c.valid_to > ${now})
      on conflict (campaign_id, player_id) do nothing`);
  }

  /** The player's combo boosts (issued first unless `issue` is false), oldest first. */
  async comboBoostsOf(playerId: number, issue = true): Promise<HeldBoost[]> {
    if (issue) await this.issueComboBoosts(playerId);
    return this.deps.db.orm
      .select({ issued: bonusIssued, campaign: bonusCampaigns })
      .from(bonusIssued)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
      .where(and(eq(bonusIssued.playerId, playerId), eq(bonusIssued.kind, 'comboboost')))
      .orderBy(asc(bonusIssued.id));
  }

  /**
   * What a bet of this player may claim now: the active combo boosts (bets' BonusSource). A bet
   * claims an issued id, so nothing is issued here: a placement writes no bonus row before its
   * transaction.
   */
  async held(playerId: number): Promise<ComboBoostBonus[]> {
    const now = this.deps.now();
    return (await this.comboBoostsOf(playerId, false))
      .filter((h) => statusOf(h, now) === 'active')
      .map(comboBoostOf);
  }

  /** GET /bonuses (domain 7): filtered by status, availability, seen, type; capped per type. */
  async list(
    playerId: number,
    q: {
      status?: BonusStatus;
      available?: boolean;
      unseen?: boolean;
      limit_per_type?: number;
      type?: string;
    },
  ): Promise<ComboBoostWire[]> {
    if (q.type !== undefined && q.type !== 'comboboost') return [];
    const now = this.deps.now();
    const all = (await this.comboBoostsOf(playerId)).map((h) => wireOf(h, now));
    return all
      .filter((b) => q.status === undefined || b.issued.computed_status === q.status)
      .filter((b) => q.available === undefined || b.issued.is_active === q.available)
      .filter((b) => !q.unseen || !b.issued.seen)
      .slice(0, q.limit_per_type ?? all.length);
  }

  /** GET /bonuses/comboboosts (domain 7), a page of them. */
  async comboBoosts(
    playerId: number,
    q: { isAvailable?: boolean; status?: BonusStatus; page: number; limit: number },
  ): Promise<{ data: ComboBoostWire[]; pagination: Pagination }> {
    const matching = await this.list(playerId, {
      ...(q.status ? { status: q.status } : {}),
      ...(q.isAvailable !== undefined ? { available: q.isAvailable } : {}),
    });
    const from = (q.page - 1) * q.limit;
    return {
      data: matching.slice(from, from + q.limit),
      pagination: {
        total: matching.length,
        page: q.page,
        limit: q.limit,
        last_page: Math.max(1, Math.ceil(matching.length / q.limit)),
      },
    };
  }

  /**
   * POST /bonuses (domain 7): per slip bet, the combo boosts it may carry, with the range its
   * suitable selections reach (-1 for none yet, so the slip can say how many more it needs)
   * and the boosted total odds (domain 9). Single, system and custom bets carry none.
   */
  async forBets(
    playerId: number,
    bets: readonly {
      selections: readonly { odds: number; match_status?: unknown }[];
      system_id?: string | undefined;
      custom_odds?: number | undefined;
    }[],
  ): Promise<SlipComboBoost[][]> {
    const now = this.deps.now();
    const active = (await this.comboBoostsOf(playerId)).filter(
      (h) => statusOf(h, now) === 'active',
    );
    return bets.map((bet) => {
      if (bet.system_id !== undefined || bet.custom_odds !== undefined) return [];
      if (bet.selections.length < 2) return [];
      const selections = bet.selections.map((s) => ({
        odds: s.odds as Odds,
        ...(typeof s.match_status === 'number' ? { matchStatus: s.match_status as 0 | 1 } : {}),
      }));
      return active.map((h) => {
        const state = comboBoostFor(
          comboBoostOf(h),
          { betType: 'combo', selections, customOdds: null },
          true,
        );
        return {
          bonus: wireOf(h, now),
          active_range_index: state.activeRangeIndex,
          suitable_selections: state.suitableSelections,
          bonus_odds: state.bonusOdds,
          total_odds: totalOdds(
            selections.map((s) => s.odds),
            state.bonusOdds,
          ),
        };
      });
    });
  }
}
