import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type {
  BonusCampaignInput,
  BonusTermsAnswer,
  BonusWire,
  ComboBoostWire,
  FreebetProgressWire,
  FreebetWire,
  HuntingWire,
  LeaderboardRow,
  LootboxDraw,
  LootboxWire,
  Pagination,
  PromoCodeAnswer,
  SlipComboBoost,
  SlipFreebet,
  SlipHunting,
  SlipLootbox,
  SlipTournament,
  TournamentWire,
} from '@sb/contract';
import {
  DEFAULT_BOOST_RULE,
  FALLBACK_LOCALE,
  FARMING_KINDS,
  FREEBET_KINDS,
  comboBoostFor,
  freebetRefusal,
  huntingPreview,
  isFreebetKind,
  lootboxReady,
  maskEmail,
  minorUnits,
  openChest,
  rankTournament,
  resolveLocale,
  totalOdds,
  type BonusStatus,
  type MatchStatus,
  type Odds,
  type SlipBonus,
} from '@sb/domain';
import type { Db } from '../../db';
import type { BetEvent } from '../bets/events';
import { SYSTEM_ACCOUNTS, type Wallet } from '../../platform';
import { privateChannel, type Publisher } from '../../realtime';
import { boostFreebetWith } from './boost';
import { comboBoostOf, comboBoostWireOf } from './combo-boost';
import { storedConditionsOf } from './conditions';
import { EXPIRY_SWEEP_MS, sweepExpiredFreebets } from './expiry';
import { refundNoRisk, takeBackNoRiskRefund, type NoRiskDeps } from './no-risk';
import { freebetOf, freebetWireOf, issueFreebetIn } from './freebet';
import { heldFrom, issuedIdOf, statusOf, type Held } from './held';
import { drawOf, newSeed, seedHash } from '../fair-draw';
import { currencyOf, huntingOf, huntingWireOf } from './hunting';
import { chestPart, lootboxOf, lootboxWireOf } from './lootbox';
import { PoolAnnouncer } from './pool-announcer';
import { countProgress, progressOf, runningProgress, type ProgressDeps } from './progress';
import { bonusCampaigns, bonusIssued, type CampaignRow, type StoredChest } from './schema';
import { tournamentOf, tournamentPoolOf, tournamentWireOf } from './tournament';
import { payEndedTournaments } from './tournament-payout';

/** What the bonuses module is built from (compose.ts). */
export interface BonusesDeps {
  /** The module's own tables (bonus_campaigns, bonus_issued). */
  db: Db;
  now: () => number;
  /** Freebets are money held for the player: issued and returned through the ledger. */
  wallet: Pick<Wallet, 'run' | 'accounts' | 'currency' | 'systemBalance'>;
  /** `bonus_issued` on the player's private channel, `tournament_pool_changed` on the public. */
  publisher: Publisher;
  /** The player's language (the private channel is per locale). */
  localeOf(playerId: number): Promise<string>;
  /** The site's locales (the public channels a pool is pushed on). */
  locales(): readonly string[];
  /** Players' e-mails, masked on a tournament's leaderboard (the platform's accounts). */
  emailsOf(playerIds: number[]): Promise<Map<number, string>>;
  /** Whether a player's identity is verified (the platform's verification): `only_verified`. */
  isVerified(playerId: number): Promise<boolean>;
  log?(message: string, err: unknown): void;
}

export type BonusesOutcome<T> =
  { ok: true; value: T } | { ok: false; status: number; key: string; message: string };

const refuse = (status: number, key: string, message: string) =>
  ({ ok: false, status, key, message }) as const;

/** Which kinds a list call of domain 7 names (`GET /bonuses/{comboboosts,freebets}`). */
export type ListKind = 'comboboost' | 'freebet' | 'hunting' | 'tournament' | 'lootbox';
type WireOfKind<K extends ListKind> = K extends 'comboboost'
  ? ComboBoostWire
  : K extends 'hunting'
    ? HuntingWire
    : K extends 'tournament'
      ? TournamentWire
      : K extends 'lootbox'
        ? LootboxWire
        : FreebetWire;

export function wireOf(held: Held, now: number): BonusWire {
  if (isFreebetKind(held.issued.kind)) return freebetWireOf(held, now);
  if (held.issued.kind === 'hunting') return huntingWireOf(held, now);
  if (held.issued.kind === 'tournament') return tournamentWireOf(held, now);
  if (held.issued.kind === 'lootbox') return lootboxWireOf(held, now);
  return comboBoostWireOf(held, now);
}

/** How long the running progress campaigns are kept before they are read again. */
const PROGRESS_CAMPAIGNS_MS = 5_000;
/** How many places a leaderboard shows before the caller's own row (domain 3 Leaderboard row). */
export const LEADERBOARD_PLACES = 10;

/** Bonuses that may still be active at `at`: not spent, not over, campaign not ended. */
const usableWhere = (at: Date | Placeholder) => [
  inArray(bonusIssued.status, ['active', 'available']),
  or(notInArray(bonusIssued.kind, [...FREEBET_KINDS]), eq(bonusIssued.timesUsed, 0)),
  or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, at)),
];

/**
 * The usable bonuses a slip claims (`player`, `ids`, `at`), as the slip's rules see them (no
 * wire fields): read before every placement with a bonus, so built once per database (issue 19
 * bench: building the select took longer than running it).
 */
const claimedQuery = (db: Db) =>
  db.orm
    .select({ issued: bonusIssued, campaign: bonusCampaigns })
    .from(bonusIssued)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
    .where(
      and(
        eq(bonusIssued.playerId, sql.placeholder('player')),
        sql`${bonusIssued.id} = any(${sql.placeholder('ids')})`,
        ...usableWhere(sql.placeholder('at')),
      ),
    )
    .orderBy(asc(bonusIssued.id))
    .prepare('bonuses_claimed');

/**
 * The bonus engine (issue 19): campaigns, the bonuses issued from them to each player, the calls
 * of domain 7, and what a placement may claim (`held`, checked again inside the placement's
 * transaction by participant.ts). Combo boosts and the four freebet kinds so far.
 */
export class Bonuses {
  private sweep: NodeJS.Timeout | undefined;
  /** `tournament_pool_changed`, at most once a second per pool. */
  readonly pools: PoolAnnouncer;
  /**
   * The running progress campaigns, read at most every PROGRESS_CAMPAIGNS_MS: every placed bet
   * asks (after its commit); a campaign created elsewhere counts within that time.
   */
  private progressCampaigns: { at: number; rows: Promise<CampaignRow[]> } | null = null;
  private readonly progressDeps: ProgressDeps;
  private readonly noRiskDeps: NoRiskDeps;
  private claimed: ReturnType<typeof claimedQuery> | undefined;
  constructor(private readonly deps: BonusesDeps) {
    this.progressDeps = {
      ...deps,
      running: () => {
        const at = Date.now();
        if (!this.progressCampaigns || at - this.progressCampaigns.at > PROGRESS_CAMPAIGNS_MS)
          this.progressCampaigns = { at, rows: runningProgress(deps) };
        return this.progressCampaigns.rows;
      },
    };
    this.noRiskDeps = {
      ...deps,
      issueFreebet: (campaign, playerId, currency, source, amount) =>
        this.issueFreebet(campaign, playerId, currency, source, amount),
    };
    this.pools = new PoolAnnouncer({
      publisher: deps.publisher,
      locales: deps.locales,
      balance: (account, currency) => deps.wallet.systemBalance(account, currency),
      subunitsOf: (c) => deps.wallet.currency(c)?.subunits ?? 100,
      ...(deps.log ? { log: deps.log } : {}),
    });
  }

  /**
   * Returns expired freebets' money to the house and pays ended tournaments, now and then
   * (main.ts, every process).
   */
  start(): void {
    this.sweep ??= setInterval(
      () =>
        void (async () => {
          await this.sweepExpired();
          await this.payTournaments();
        })().catch((err: unknown) => this.deps.log?.('bonus sweep failed', err)),
      EXPIRY_SWEEP_MS,
    );
    this.sweep.unref();
  }

  stop(): void {
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = undefined;
    this.pools.close();
  }

  /** The unspent freebets of ended campaigns, returned to `house:bonus` (expiry.ts). */
  sweepExpired(): Promise<number> {
    return sweepExpiredFreebets(this.deps);
  }

  /** Ended tournaments' pools paid to their first places, once (tournament-payout.ts). */
  async payTournaments(): Promise<number> {
    const paid = await payEndedTournaments(this.deps);
    for (const held of paid.prizes) await this.announceIssued(held);
    for (const p of paid.pools) await this.pools.push(p.campaignId, p.currency);
    return paid.prizes.length;
  }

  /** Creates a campaign once by id (config/bonuses.json); false when it already exists. */
  async createCampaign(input: BonusCampaignInput): Promise<BonusesOutcome<boolean>> {
    const invalid = (message: string) => refuse(400, 'error.validation.invalid_request', message);
    const common = {
      id: input.id,
      kind: input.kind,
      name: input.name,
      status: input.status,
      matchStatus: input.match_status,
      onlyVerified: input.only_verified,
      validTo: input.valid_to ? new Date(input.valid_to) : null,
      terms: input.terms,
    };
    let values: typeof bonusCampaigns.$inferInsert;
    if (input.kind === 'comboboost') {
      for (const r of input.ranges) {
        if (r.max_count < r.min_count)
          return invalid(`range ${r.min_count}..${r.max_count} is empty`);
      }
      values = {
        ...common,
        minOdds: input.min_odds,
        ranges: [...input.ranges].sort((a, b) => a.min_count - b.min_count),
        usesCount: input.uses_count,
        countryCodes: input.country_codes,
        eventConditions: input.event_conditions,
        banners: input.banners,
        // A trigger key is a promo code that issues the boost (redeemPromoCode).
        ...(input.trigger_key !== null
          ? { issueOn: 'promo_code' as const, promoCode: input.trigger_key }
          : {}),
      };
    } else if (
      input.kind === 'hunting' ||
      input.kind === 'tournament' ||
      input.kind === 'lootbox'
    ) {
      // A lootbox's largest prize per currency stands for a hunt's cap: the currencies it pays.
      const maxFreebets =
        input.kind === 'lootbox' ? largestPrizes(input.chests) : input.max_freebets;
      const currencies = Object.keys(maxFreebets);
      const pools = input.kind === 'tournament' ? input.initial_pools : {};
      const unknown = [...currencies, ...Object.keys(input.min_stakes)].filter(
        (c) => !this.deps.wallet.currency(c),
      );
      const unpaid = Object.keys(pools).filter((c) => maxFreebets[c] === undefined);
      if (unpaid.length) return invalid(`a pool in ${unpaid.join(', ')} that pays no freebet`);
      if (unknown.length) return invalid(`unknown currencies ${unknown.join(', ')}`);
      if (currencies.length === 0) return invalid('a hunt needs the most its freebet pays');
      const [reward] = await this.deps.db.orm
        .select()
        .from(bonusCampaigns)
        .where(eq(bonusCampaigns.id, input.reward_campaign));
      if (!reward || !isFreebetKind(reward.kind) || reward.issueOn !== 'grant')
        return invalid('reward_campaign names no freebet campaign issued by grant');
      const conditions = storedConditionsOf(input);
      if (!conditions) return invalid('selection_count_to is below selection_count_from');
      values = {
        ...common,
        ...conditions,
        pointsTarget: input.points_target,
        farmOncePerEvent: input.farm_once_per_event,
        showInPromotion: input.show_in_promotion,
        minStakes: input.min_stakes,
        maxFreebets,
        rewardCampaign: input.reward_campaign,
        freebetsToBoost: input.freebets_to_boost ?? 0,
        boostPerPoint: input.boost_per_point ?? DEFAULT_BOOST_RULE.perPoint,
        maxBoostMultiplier: input.max_boost_multiplier ?? DEFAULT_BOOST_RULE.maxMultiplier,
        ...(input.kind === 'lootbox' ? { chests: input.chests } : {}),
        ...(input.kind === 'tournament'
          ? {
              initialPools: input.initial_pools,
              poolSharePpm: input.pool_share_ppm,
              prizesPpm: input.prizes_ppm,
            }
          : {}),
      };
    } else {
      const unknown = Object.keys(input.amounts).filter((c) => !this.deps.wallet.currency(c));
      if (unknown.length) return invalid(`unknown currencies ${unknown.join(', ')}`);
      if (Object.keys(input.amounts).length === 0) return invalid('a freebet needs an amount');
      if ((input.issue_on === 'promo_code') !== (input.promo_code !== null))
        return invalid('a promo code is given exactly when issue_on is promo_code');
      if ((input.issue_on === 'progress') !== input.progress_ranges.length > 0)
        return invalid('progress_ranges are given exactly when issue_on is progress');
      const unstaked = Object.keys(input.min_stakes).filter((c) => !input.amounts[c]);
      if (unstaked.length) return invalid(`a least stake in ${unstaked.join(', ')}, unpaid`);
      const conditions = storedConditionsOf(input);
      if (!conditions) return invalid('selection_count_to is below selection_count_from');
      values = {
        ...common,
        ...conditions,
        amounts: input.amounts,
        issueOn: input.issue_on,
        promoCode: input.promo_code,
        usesCount: 1,
        progressRanges: input.progress_ranges,
        minStakes: input.min_stakes,
      };
    }
    // A tournament's pools start with the operator's money: from `house:bonus`, with the row.
    const created = await this.deps.wallet.run(async (w) => {
      const rows = await w.tx
        .insert(bonusCampaigns)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: bonusCampaigns.id });
      if (rows.length === 0) return false;
      for (const [currency, amount] of Object.entries(values.initialPools ?? {})) {
        if (amount <= 0) continue;
        const moved = await w.transfer({
          from: { system: SYSTEM_ACCOUNTS.houseBonus },
          to: { system: tournamentPoolOf(input.id) },
          amount,
          currency,
          reason: 'tournament_pool',
          reference: `tournament:${input.id}:initial:${currency}`,
          metadata: { campaign: input.id },
        });
        if (!moved.ok) throw new Error(`tournament ${input.id}: pool not funded: ${moved.message}`);
      }
      return true;
    });
    this.progressCampaigns = null;
    return { ok: true, value: created };
  }

  /**
   * Issues every running combo-boost, hunting and tournament campaign the player does not hold yet. They are
   * for every player, so they are issued when the player first asks (any read below): no sign-up hook,
   * and players who signed up before the campaign get it too. Idempotent: (campaign, player,
   * source) is unique.
   */
  private async issueToEveryone(playerId: number): Promise<void> {
    const now = new Date(this.deps.now());
    // A hunt, a tournament or a lootbox is issued `available`: it farms once activated.
    const farming = sql`(${sql.join(
      FARMING_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})`;
    await this.deps.db.orm.execute(sql`
      insert into bonus_issued (campaign_id, player_id, kind, status)
      select c.id, ${playerId}, c.kind,
             case when c.kind in ${farming} then 'available' else 'active' end
      from bonus_campaigns c
      where (c.kind = 'comboboost' or c.kind in ${farming}) and c.status = 'active'
        and c.issue_on = 'auto' and (c.valid_to is null or c.valid_to > ${now})
      on conflict (campaign_id, player_id, source) do nothing`);
  }

  /**
   * Issues a freebet of a campaign to a player in a currency, once per `source` (a promo code,
   * a lost no-risk bet, an operator's grant): the issued row and the ledger transfer of its
   * amount from the house bonus account to the player's bonus wallet commit together, and the
   * player is told (`bonus_issued`). Null when that source already issued it.
   */
  async issueFreebet(
    campaign: CampaignRow,
    playerId: number,
    currency: string,
    source: string,
    amount: number = campaign.amounts[currency] ?? 0,
  ): Promise<Held | null> {
    const held = await this.deps.wallet.run((w) =>
      issueFreebetIn(w, campaign, playerId, currency, source, amount),
    );
    if (held) await this.announceIssued(held);
    return held;
  }

  /** `bonus_issued` on the player's private channel (domain 4 Real-time events). */
  async announceIssued(held: Held): Promise<void> {
    const now = this.deps.now();
    try {
      const locale = await this.deps.localeOf(held.issued.playerId);
      await this.deps.publisher.publish(privateChannel(locale, String(held.issued.playerId)), {
        event_name: 'bonus_issued',
        message: {
          id: String(held.issued.id),
          type: held.issued.kind as FreebetWire['type'],
          name: held.campaign.name,
          issued: {
            is_active: statusOf(held, now) === 'active',
            currency: held.issued.currency,
            amount: held.issued.amount,
            activated_at: held.issued.activatedAt.toISOString(),
            expired_at: held.campaign.validTo?.toISOString() ?? null,
          },
        },
      });
    } catch (err) {
      // Issued and committed; the player sees it on the next read.
      this.deps.log?.('bonus_issued push failed', err);
    }
  }

  /**
   * POST /bonuses/promo-code (domain 7; domain 3 promo-code states): a code of a running
   * promo-code campaign issues its freebet once per player, in the player's currency the
   * campaign pays in (the first opened, or the one asked). A wrong code is `declined` with
   * nothing issued; a code entered twice is refused. Guessing is rate limited (http/quotas.ts).
   */
  async redeemPromoCode(
    playerId: number,
    code: string,
    currency?: string,
  ): Promise<BonusesOutcome<PromoCodeAnswer>> {
    const now = this.deps.now();
    const [campaign] = await this.deps.db.orm
      .select()
      .from(bonusCampaigns)
      .where(
        and(
          sql`upper(${bonusCampaigns.promoCode}) = upper(${code})`,
          eq(bonusCampaigns.issueOn, 'promo_code'),
        ),
      );
    const running =
      campaign &&
      campaign.status === 'active' &&
      (campaign.validTo === null || campaign.validTo.getTime() > now);
    if (!running) {
      return refuse(400, 'error.bonus.promo_code_invalid', 'The promo code is not valid');
    }
    if (campaign.kind === 'comboboost') return this.issueTriggered(campaign, playerId, now);
    const accounts = await this.deps.wallet.accounts(playerId);
    const held = accounts.map((a) => a.currency);
    const pick = currency
      ? held.includes(currency) && campaign.amounts[currency]
        ? currency
        : undefined
      : held.find((c) => campaign.amounts[c]);
    if (!pick) {
      return refuse(
        400,
        'error.bonus.promo_code_currency',
        'The promo code pays in none of your currencies',
      );
    }
    const issued = await this.issueFreebet(campaign, playerId, pick, 'promo_code');
    if (!issued) {
      return refuse(409, 'error.bonus.promo_code_used', 'The promo code was already used');
    }
    return { ok: true, value: { state: 'paid', bonus: wireOf(issued, now) } };
  }
  /** A combo boost whose trigger key the player entered (domain 3 trigger_key), issued once. */
  private async issueTriggered(
    campaign: CampaignRow,
    playerId: number,
    now: number,
  ): Promise<BonusesOutcome<PromoCodeAnswer>> {
    const [issued] = await this.deps.db.orm
      .insert(bonusIssued)
      .values({ campaignId: campaign.id, playerId, kind: campaign.kind, source: 'promo_code' })
      .onConflictDoNothing()
      .returning();
    if (!issued) {
      return refuse(409, 'error.bonus.promo_code_used', 'The promo code was already used');
    }
    return { ok: true, value: { state: 'paid', bonus: wireOf({ issued, campaign }, now) } };
  }

  /**
   * The running freebet campaigns issued at sign-up or at the first deposit (domain 3), in the
   * player's currency when the campaign pays in it, once each (the trigger is the source).
   */
  async issueOn(trigger: 'sign_up' | 'first_deposit', playerId: number, currency: string) {
    const now = this.deps.now();
    const campaigns = await this.deps.db.orm
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.issueOn, trigger), eq(bonusCampaigns.status, 'active')));
    const issued: Held[] = [];
    for (const c of campaigns) {
      if (c.validTo !== null && c.validTo.getTime() <= now) continue;
      if (!c.amounts[currency]) continue;
      const held = await this.issueFreebet(c, playerId, currency, trigger);
      if (held) issued.push(held);
    }
    return issued;
  }

  /** An operator's grant of a freebet campaign to a player (`source` keeps it once). */
  async grant(
    campaignId: string,
    playerId: number,
    currency: string,
    source: string,
  ): Promise<BonusesOutcome<BonusWire>> {
    const [campaign] = await this.deps.db.orm
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, campaignId));
    if (!campaign || !isFreebetKind(campaign.kind))
      return refuse(404, 'error.bonus.not_found', 'No such freebet campaign');
    if (!campaign.amounts[currency])
      return refuse(400, 'error.wallet.unknown_currency', `The campaign pays no ${currency}`);
    const issued = await this.issueFreebet(campaign, playerId, currency, `grant:${source}`);
    if (!issued) return refuse(409, 'error.bonus.already_issued', 'Already granted');
    return { ok: true, value: wireOf(issued, this.deps.now()) };
  }

  /**
   * Told of every bet event after its commit (compose.ts): freebet progress counts it; a lost
   * no-risk bet is refunded, and its refund taken back once a correction or a rollback says it
   * is lost no more (no-risk.ts).
   */
  async onBet(e: BetEvent): Promise<void> {
    for (const held of await countProgress(this.progressDeps, e)) await this.announceIssued(held);
    const { bet } = e;
    if (e.type !== 'settled' || bet.bonus?.type !== 'freebet_no_risk') return;
    const noRisk = {
      id: Number(bet.id),
      playerId: Number(e.player.id),
      currency: bet.stake.currency,
      stake: bet.stake.value,
      bonusId: bet.bonus.id,
    };
    if (bet.result === 'lose_entire') await refundNoRisk(this.noRiskDeps, noRisk);
    else await takeBackNoRiskRefund(this.noRiskDeps, noRisk);
  }

  /**
   * The player's bonuses (combo boosts issued first unless `issue` is false), oldest first.
   * With `usableAt`, only those that may still be active then: a player's spent freebets and
   * ended campaigns pile up, and every placement with a bonus asks (the bonuses bench slowed
   * run after run while they were read and dropped). With `ids`, only those.
   */
  async heldOf(
    playerId: number,
    opts: {
      issue?: boolean;
      kinds?: readonly string[];
      usableAt?: number;
      ids?: readonly number[];
    } = {},
  ): Promise<Held[]> {
    const { issue = true, kinds, usableAt, ids } = opts;
    if (issue) await this.issueToEveryone(playerId);
    const usable = usableAt === undefined ? [] : usableWhere(new Date(usableAt));
    const held = await heldFrom(this.deps.db.orm)
      .where(
        and(
          eq(bonusIssued.playerId, playerId),
          kinds ? inArray(bonusIssued.kind, [...kinds]) : undefined,
          ids ? inArray(bonusIssued.id, [...ids]) : undefined,
          ...usable,
        ),
      )
      .orderBy(asc(bonusIssued.id));
    return held;
  }

  /** A tournament with its pool in the player's currency, read from the ledger. */
  private async withPool(held: Held): Promise<Held> {
    if (held.issued.kind !== 'tournament') return held;
    const pool = await this.deps.wallet.systemBalance(
      tournamentPoolOf(held.campaign.id),
      currencyOf(held),
    );
    return { ...held, pool };
  }

  /**
   * What a bet of this player may claim now: the active combo boosts and freebets (bets'
   * BonusSource), or only those `claimed` (the ids a slip claims: a player may hold many). A bet
   * claims an issued id, so nothing is issued here: a placement writes no bonus row before its
   * transaction.
   */
  async held(playerId: number, claimed?: readonly string[]): Promise<SlipBonus[]> {
    const now = this.deps.now();
    const ids = claimed?.flatMap((id) => issuedIdOf(id) ?? []);
    if (ids?.length === 0) return [];
    const usable = ids
      ? await (this.claimed ??= claimedQuery(this.deps.db)).execute({
          player: playerId,
          ids,
          at: new Date(now).toISOString(),
        })
      : await this.heldOf(playerId, { issue: false, usableAt: now });
    return usable
      .filter((h) => statusOf(h, now) === 'active')
      .map((h) =>
        isFreebetKind(h.issued.kind)
          ? freebetOf(h, now)
          : h.issued.kind === 'hunting'
            ? huntingOf(h, now)
            : h.issued.kind === 'tournament'
              ? tournamentOf(h, now)
              : h.issued.kind === 'lootbox'
                ? lootboxOf(h, now)
                : comboBoostOf(h),
      );
  }

  /** Whether the player's identity is verified (bets' BonusSource: a boost's `only_verified`). */
  isVerified(playerId: number): Promise<boolean> {
    return this.deps.isVerified(playerId);
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
  ): Promise<BonusWire[]> {
    const now = this.deps.now();
    // The wire shows a tournament's pool: read here, not for a placement's checks (`held`).
    const all = (await Promise.all((await this.heldOf(playerId)).map((h) => this.withPool(h))))
      .filter((h) => q.type === undefined || h.issued.kind === q.type)
      .map((h) => wireOf(h, now))
      .filter((b) => q.status === undefined || b.issued.computed_status === q.status)
      .filter((b) => q.available === undefined || b.issued.is_active === q.available)
      .filter((b) => !q.unseen || !b.issued.seen);
    if (q.limit_per_type === undefined) return all;
    const perType = new Map<string, number>();
    return all.filter((b) => {
      const n = (perType.get(b.type) ?? 0) + 1;
      perType.set(b.type, n);
      return n <= q.limit_per_type!;
    });
  }

  /** GET /bonuses/comboboosts, /freebets and /huntings (domain 7), a page of them. */
  async page<K extends ListKind>(
    playerId: number,
    kind: K,
    q: { isAvailable?: boolean; status?: BonusStatus; page: number; limit: number },
  ): Promise<{ data: WireOfKind<K>[]; pagination: Pagination }> {
    const matching = (
      await this.list(playerId, {
        ...(q.status ? { status: q.status } : {}),
        ...(q.isAvailable !== undefined ? { available: q.isAvailable } : {}),
      })
    ).filter((b) => (kind === 'freebet' ? isFreebetKind(b.type) : b.type === kind));
    const from = (q.page - 1) * q.limit;
    return {
      data: matching.slice(from, from + q.limit) as WireOfKind<K>[],
      pagination: {
        total: matching.length,
        page: q.page,
        limit: q.limit,
        last_page: Math.max(1, Math.ceil(matching.length / q.limit)),
      },
    };
  }

  /** GET /bonuses/{kind}/{id} (domain 7): one of the caller's bonuses. */
  async one(playerId: number, id: number): Promise<BonusWire | null> {
    const [held] = await heldFrom(this.deps.db.orm).where(
      and(eq(bonusIssued.id, id), eq(bonusIssued.playerId, playerId)),
    );
    return held ? wireOf(await this.withPool(held), this.deps.now()) : null;
  }

  /**
   * GET /bonuses/tournaments/{id}/rating (domain 3 Leaderboard row): the players of the
   * caller's tournament in the caller's currency, ranked by the domain's rule (the freebets
   * farmed, then their count, then who got there first), the first places and the caller's
   * own row below them; e-mails masked. Null for no tournament of the caller's.
   */
  async rating(playerId: number, id: number): Promise<LeaderboardRow[] | null> {
    const [held] = await this.heldOf(playerId, { issue: false, kinds: ['tournament'], ids: [id] });
    if (!held) return null;
    const currency = currencyOf(held);
    const standings = await this.deps.db.orm
      .select({
        playerId: bonusIssued.playerId,
        farmedAmount: bonusIssued.farmedAmount,
        farmedFreebets: bonusIssued.farmedFreebets,
        farmedAt: bonusIssued.farmedAt,
      })
      .from(bonusIssued)
      .where(and(eq(bonusIssued.campaignId, held.campaign.id), eq(bonusIssued.currency, currency)));
    const ranked = rankTournament(
      standings.map((s) => ({ ...s, farmedAt: s.farmedAt?.getTime() ?? null })),
    );
    const shown = ranked
      .map((s, i) => ({ ...s, position: i + 1 }))
      .filter((s) => s.position <= LEADERBOARD_PLACES || s.playerId === playerId);
    const emails = await this.deps.emailsOf(shown.map((s) => s.playerId));
    return shown.map((s) => ({
      position: s.position,
      current_user: s.playerId === playerId,
      email: maskEmail(emails.get(s.playerId) ?? ''),
      farmed_amount: s.farmedAmount,
      currency_code: currency,
      farmed_freebets_count: s.farmedFreebets,
    }));
  }

  /**
   * GET /bonuses/{kind}/{id}/terms (domain 7): the terms of one of the caller's bonuses in the
   * locale asked, else the player's, resolved among those the campaign has (shell 9: alias,
   * base language, then English, then any); null when it has none. `kind` is the wire type.
   */
  async terms(
    playerId: number,
    id: number,
    locale: string | undefined,
  ): Promise<{ kind: string; answer: BonusTermsAnswer } | null> {
    const [row] = await this.deps.db.orm
      .select({ kind: bonusCampaigns.kind, terms: bonusCampaigns.terms })
      .from(bonusIssued)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
      .where(and(eq(bonusIssued.id, id), eq(bonusIssued.playerId, playerId)));
    if (!row) return null;
    const written = Object.keys(row.terms);
    const chosen = written.length
      ? resolveLocale(locale ?? (await this.deps.localeOf(playerId)), written, FALLBACK_LOCALE)
      : null;
    return {
      kind: row.kind,
      answer: { id: String(id), locale: chosen, terms: chosen ? row.terms[chosen]! : null },
    };
  }

  /**
   * POST /bonuses/{id}/activate (domain 7): a hunt or tournament the player was issued
   * (`available`) starts farming, in the currency asked or the player's first one the campaign
   * pays in. Any other bonus, or one already active or over, cannot be activated.
   */
  async activate(
    playerId: number,
    id: number,
    currency?: string,
  ): Promise<BonusesOutcome<BonusWire>> {
    const cannot = refuse(409, 'error.bonus.not_activatable', 'The bonus cannot be activated');
    const [held] = await this.heldOf(playerId, { issue: false, kinds: FARMING_KINDS, ids: [id] });
    if (!held) return refuse(404, 'error.bonus.not_found', 'No such bonus');
    const now = this.deps.now();
    if (statusOf(held, now) !== 'available') return cannot;
    const accounts = (await this.deps.wallet.accounts(playerId)).map((a) => a.currency);
    const pays = (c: string) => accounts.includes(c) && held.campaign.maxFreebets[c] !== undefined;
    const pick = currency ? (pays(currency) ? currency : undefined) : accounts.find(pays);
    if (!pick) return cannot;
    const [activated] = await this.deps.db.orm
      .update(bonusIssued)
      // Seen: the player activated it on the page that shows it (no toast for it after).
      .set({
        status: 'active',
        currency: pick,
        activatedAt: new Date(now),
        seen: true,
        // A lootbox's draws are committed now, before any chest can be chosen.
        ...(held.issued.kind === 'lootbox' ? { lootboxSeed: newSeed().seed } : {}),
      })
      .where(
        and(
          eq(bonusIssued.id, id),
          eq(bonusIssued.playerId, playerId),
          eq(bonusIssued.status, 'available'),
        ),
      )
      .returning();
    if (!activated) return cannot;
    return { ok: true, value: wireOf(await this.withPool({ ...held, issued: activated }), now) };
  }

  /**
   * POST /bonuses/{id}/boost (domain 7): the caller's freebet `id` boosted by the farmed points
   * of their hunt, tournament or lootbox `sourceId`, once (boost.ts). Answers the freebet.
   */
  async boost(
    playerId: number,
    id: number,
    sourceId: number,
    points?: number,
  ): Promise<BonusesOutcome<FreebetWire>> {
    const outcome = await boostFreebetWith(this.deps, playerId, id, sourceId, points);
    if (!outcome.ok) return outcome;
    return { ok: true, value: freebetWireOf(outcome.value, this.deps.now()) };
  }

  /**
   * POST /bonuses/lootboxes/{id}/open: one of the caller's lootboxes, at its target and not
   * opened, opens the chest at `place`. Decided by the draw of the seed committed at activation
   * (domain `openChest`); a won chest pays its prize as a freebet of the reward campaign (from
   * `house:bonus`, source `lootbox:{id}`). The row is locked: one lootbox opens once, however
   * many requests race. The draw is kept for the operator's audit (`draws`).
   */
  async openLootbox(
    playerId: number,
    id: number,
    place: 1 | 2 | 3,
  ): Promise<BonusesOutcome<LootboxWire>> {
    const now = this.deps.now();
    const outcome = await this.deps.wallet.run(async (w) => {
      const [held] = await heldFrom(w.tx)
        .where(
          and(
            eq(bonusIssued.id, id),
            eq(bonusIssued.playerId, playerId),
            eq(bonusIssued.kind, 'lootbox'),
          ),
        )
        .for('update', { of: bonusIssued });
      if (!held) return refuse(404, 'error.bonus.not_found', 'No such bonus');
      const box = lootboxOf(held, now);
      const chest = held.campaign.chests.find((c) => c.place === place);
      const seed = held.issued.lootboxSeed;
      if (
        !seed ||
        !chest ||
        statusOf(held, now) !== 'active' ||
        !lootboxReady(box, held.issued.lootboxOpenedAt !== null)
      )
        return refuse(409, 'error.bonus.lootbox_not_ready', 'The lootbox cannot be opened');
      const currency = currencyOf(held);
      const draw = drawOf(seed, String(id), chestPart(place));
      const won = openChest(
        { place, chancePpm: chest.chance_ppm, prize: minorUnits(chest.prizes[currency] ?? 0) },
        draw,
      );
      const [opened] = await w.tx
        .update(bonusIssued)
        .set({
          status: 'bonus_over',
          lootboxPlace: place,
          lootboxDraw: draw,
          lootboxWon: won,
          lootboxOpenedAt: new Date(now),
        })
        .where(eq(bonusIssued.id, id))
        .returning();
      let freebet: Held | null = null;
      if (won > 0 && held.campaign.rewardCampaign) {
        const [rewardCampaign] = await w.tx
          .select()
          .from(bonusCampaigns)
          .where(eq(bonusCampaigns.id, held.campaign.rewardCampaign));
        if (!rewardCampaign) throw new Error(`lootbox ${id}: its reward campaign is gone`);
        freebet = await issueFreebetIn(w, rewardCampaign, playerId, currency, `lootbox:${id}`, won);
      }
      return { ok: true as const, value: { held: { ...held, issued: opened! }, freebet } };
    });
    if (!outcome.ok) return outcome;
    if (outcome.value.freebet) await this.announceIssued(outcome.value.freebet);
    return { ok: true, value: lootboxWireOf(outcome.value.held, now) };
  }

  /**
   * GET /api/admin/bonuses/lootboxes/draws: the opened chests, newest first, each with its
   * revealed seed and draw, so an operator (or anyone given them) can check every prize.
   */
  async lootboxDraws(q: {
    campaign_id?: string | undefined;
    limit: number;
  }): Promise<
    (LootboxDraw & { id: string; campaign_id: string; player_id: string; currency: string })[]
  > {
    const rows = await this.deps.db.orm
      .select({ issued: bonusIssued, campaign: bonusCampaigns })
      .from(bonusIssued)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
      .where(
        and(
          eq(bonusIssued.kind, 'lootbox'),
          isNotNull(bonusIssued.lootboxOpenedAt),
          q.campaign_id ? eq(bonusIssued.campaignId, q.campaign_id) : undefined,
        ),
      )
      .orderBy(desc(bonusIssued.lootboxOpenedAt))
      .limit(q.limit);
    return rows.map(({ issued, campaign }) => ({
      id: String(issued.id),
      campaign_id: campaign.id,
      player_id: String(issued.playerId),
      currency: issued.currency ?? '',
      place: issued.lootboxPlace ?? 0,
      chance_ppm: campaign.chests.find((c) => c.place === issued.lootboxPlace)?.chance_ppm ?? 0,
      server_seed: issued.lootboxSeed ?? '',
      seed_hash: seedHash(issued.lootboxSeed ?? ''),
      draw: issued.lootboxDraw ?? 0,
      won_amount: issued.lootboxWon ?? 0,
      opened_at: issued.lootboxOpenedAt!.toISOString(),
    }));
  }

  /**
   * GET and POST /bonuses/freebet-progress (domain 3 Freebet progress, domain 7 "freebet
   * progress variants"): the caller's progress in each running campaign; POST adds the slip's
   * bets that would count to `possible_progress_count`.
   */
  freebetProgress(
    playerId: number,
    slip: readonly { stake: number; currency: string; bonus: boolean }[] = [],
  ): Promise<FreebetProgressWire[]> {
    return progressOf(this.progressDeps, playerId, slip);
  }

  /** POST /bonuses/mark-as-seen (domain 4: unseen bonuses are marked seen in a single call). */
  async markSeen(playerId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.deps.db.orm
      .update(bonusIssued)
      .set({ seen: true })
      .where(and(eq(bonusIssued.playerId, playerId), inArray(bonusIssued.id, [...ids])))
      .returning({ id: bonusIssued.id });
    return rows.length;
  }

  /**
   * POST /bonuses (domain 7): per slip bet, the combo boosts it may carry, with the range its
   * suitable selections reach (-1 for none yet, so the slip can say how many more it needs)
   * and the boosted total odds (domain 9), and the freebets whose conditions hold for it.
   * System and custom bets carry no combo boost.
   */
  async forBets(
    playerId: number,
    bets: readonly {
      selections: readonly {
        odds: number;
        match_status?: unknown;
        match_id?: unknown;
        sport_key?: unknown;
        tournament_id?: unknown;
        country_code?: unknown;
      }[];
      system_id?: string | undefined;
      custom_odds?: number | undefined;
      currency?: unknown;
      stake?: unknown;
    }[],
  ): Promise<(SlipComboBoost | SlipFreebet | SlipHunting | SlipTournament | SlipLootbox)[][]> {
    const now = this.deps.now();
    const active = (await this.heldOf(playerId)).filter((h) => statusOf(h, now) === 'active');
    // Only an active tournament's offer shows its pool.
    const pooled = new Map(
      await Promise.all(
        active
          .filter((h) => h.issued.kind === 'tournament' && h.issued.currency !== null)
          .map(async (h) => [h.issued.id, await this.withPool(h)] as const),
      ),
    );
    const boosts = active.filter((h) => h.campaign.kind === 'comboboost');
    const verified = boosts.some((h) => h.campaign.onlyVerified)
      ? await this.deps.isVerified(playerId)
      : true;
    const freebets = active.filter((h) => isFreebetKind(h.issued.kind));
    const hunts = active.filter(
      (h) => FARMING_KINDS.some((k) => k === h.issued.kind) && h.issued.currency !== null,
    );
    return bets.map((bet) => {
      // Where each match is played, as the slip says (a combo boost's countries and events):
      // what this preview counts; the placement counts from the catalog.
      const selections = bet.selections.map((s) => ({
        odds: s.odds as Odds,
        ...(typeof s.match_status === 'number'
          ? { matchStatus: s.match_status as MatchStatus }
          : {}),
        ...(typeof s.sport_key === 'string' ? { sportKey: s.sport_key } : {}),
        ...(typeof s.tournament_id === 'number' ? { tournamentId: s.tournament_id } : {}),
        ...(typeof s.country_code === 'string' ? { countryCode: s.country_code } : {}),
      }));
      const plain = totalOdds(
        selections.map((s) => s.odds),
        null,
      );
      const offers: (SlipComboBoost | SlipFreebet | SlipHunting | SlipTournament | SlipLootbox)[] =
        [];
      if (bet.system_id === undefined && bet.custom_odds === undefined && selections.length >= 2) {
        for (const h of boosts) {
          const state = comboBoostFor(
            comboBoostOf(h),
            { betType: 'combo', selections, customOdds: null },
            verified,
          );
          offers.push({
            bonus: comboBoostWireOf(h, now),
            active_range_index: state.activeRangeIndex,
            suitable_selections: state.suitableSelections,
            bonus_odds: state.bonusOdds,
            total_odds: totalOdds(
              selections.map((s) => s.odds),
              state.bonusOdds,
            ),
          });
        }
      }
      for (const h of hunts) {
        const hunt =
          h.issued.kind === 'tournament'
            ? tournamentOf(h, now)
            : h.issued.kind === 'lootbox'
              ? lootboxOf(h, now)
              : huntingOf(h, now);
        // Offered when the bet farms a point at the hunt's least stake or the one given (the
        // slip's stake may come after the bonus is chosen; placement checks the real one).
        const given = typeof bet.stake === 'number' ? bet.stake : 0;
        const preview = huntingPreview(hunt, {
          selections: bet.selections.map((s, i) => ({
            matchId:
              typeof s.match_id === 'number' || typeof s.match_id === 'string' ? s.match_id : '',
            matchStatus: selections[i]!.matchStatus ?? 0,
          })),
          odds: (bet.custom_odds ?? plain) as Odds,
          stake: minorUnits(Math.max(given, hunt.minStake)),
          currencyCode: typeof bet.currency === 'string' ? bet.currency : hunt.currencyCode,
        });
        const stats = {
          points: preview.points,
          available_points: preview.availablePoints,
          potential_points: preview.potentialPoints,
          potential_freebet_amount: preview.potentialFreebetAmount,
        };
        if (preview.potentialPoints > preview.points)
          offers.push(
            h.issued.kind === 'tournament'
              ? { ...stats, bonus: tournamentWireOf(pooled.get(h.issued.id) ?? h, now) }
              : h.issued.kind === 'lootbox'
                ? {
                    points: stats.points,
                    available_points: stats.available_points,
                    potential_points: stats.potential_points,
                    bonus: lootboxWireOf(h, now),
                  }
                : { ...stats, bonus: huntingWireOf(h, now) },
          );
      }
      for (const h of freebets) {
        const freebet = freebetOf(h, now);
        const refusal = freebetRefusal(freebet, {
          selections: selections.map((s) => ({ matchStatus: s.matchStatus ?? 0 })),
          odds: (bet.custom_odds ?? plain) as Odds,
          currencyCode: typeof bet.currency === 'string' ? bet.currency : freebet.currencyCode,
        });
        if (!refusal) offers.push({ bonus: freebetWireOf(h, now) });
      }
      return offers;
    });
  }
}

/** A lootbox's largest prize per currency (its currencies, and a hunt's cap in the tables). */
function largestPrizes(chests: readonly StoredChest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of chests)
    for (const [currency, prize] of Object.entries(c.prizes))
      out[currency] = Math.max(out[currency] ?? 0, prize);
  return out;
}
