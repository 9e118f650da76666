import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ParticipantBet,
  ParticipantRefusal,
  PlacementParticipant,
  PlacementView,
} from '../bets/participants';
import {
  farm,
  farmTournament,
  huntingRefusal,
  isFarming,
  isFreebetKind,
  minorUnits,
  poolShare,
  type Farmed,
  type HuntingBet,
} from '@sb/domain';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { bonusWalletOf, issueFreebetIn } from './freebet';
import { issuedIdOf, statusOf, type Held, type StatusFields } from './held';
import { huntingOf } from './hunting';
import { lootboxOf } from './lootbox';
import { bonusCampaigns, bonusIssued } from './schema';
import { tournamentOf, tournamentPoolOf } from './tournament';

/** What the participant tells after a placement's commit. */
export interface ParticipantListeners {
  /** A freebet a hunt or a tournament round paid (`bonus_issued`). */
  issued?(held: Held): void;
  /** A tournament's pool grew (`tournament_pool_changed`). */
  poolChanged?(campaignId: string, currency: string): void;
}

/** What a farming bet writes to the issued row: its points, stake and matches. */
const farmedColumns = (f: Farmed) => ({
  points: f.points,
  farmedStake: f.farmedStake,
  farmedEventIds: f.farmedEventIds.map(String),
});

/** A hunt, a tournament or a lootbox as the domain farms it. */
const farmingOf = (held: Held, now: number) =>
  held.issued.kind === 'tournament'
    ? tournamentOf(held, now)
    : held.issued.kind === 'lootbox'
      ? lootboxOf(held, now)
      : huntingOf(held, now);

/** An issued bonus a bet claims, and whether as a hunt, a tournament or a lootbox. */
interface Claim {
  id: number;
  betIndex: number;
  farming: boolean;
}

/** The issued bonuses a placement's bets claim, by bet index. */
function claims(placement: PlacementView): Claim[] {
  return placement.bets.flatMap((b, betIndex) => {
    const id = b.bonus ? issuedIdOf(b.bonus.id) : null;
    return id === null ? [] : [{ id, betIndex, farming: isFarming(b.bonus!) }];
  });
}

/**
 * What a freebet's or a boost's check reads of its row and campaign (`statusOf`): few columns,
 * as every placement with one reads them (issue 19 bench: the whole rows cost more to build and
 * map than the rest of the check).
 */
const usableColumns = {
  issued: {
    id: bonusIssued.id,
    playerId: bonusIssued.playerId,
    kind: bonusIssued.kind,
    status: bonusIssued.status,
    timesUsed: bonusIssued.timesUsed,
    amount: bonusIssued.amount,
    currency: bonusIssued.currency,
  },
  campaign: {
    status: bonusCampaigns.status,
    validTo: bonusCampaigns.validTo,
    usesCount: bonusCampaigns.usesCount,
  },
};
type Usable = StatusFields & {
  issued: { id: number; playerId: number; amount: number | null; currency: string | null };
};

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
  listeners: ParticipantListeners = {},
): PlacementParticipant {
  const paid = new WeakMap<WalletTx, Held[]>();
  /** The group's claimed freebets and boosts as `prepare` locked them, by issued id. */
  const read = new WeakMap<WalletTx, Map<number, Usable>>();
  /** Uses counted by `staked`, written by `finish`, by issued id. */
  const uses = new WeakMap<WalletTx, Map<number, number>>();
  const pools = new WeakMap<WalletTx, Set<string>>();
  const refused = (betIndexes: number[]): ParticipantRefusal => ({
    key: 'error.validation.bonus.not_available',
    message: 'The bonus is not available',
    betIndexes,
  });
  return {
    name: 'bonuses',
    // The group's claimed freebets and boosts, locked and read in one statement (players in id
    // order, as the group takes them), instead of one statement per placement.
    async prepare(w: WalletTx, placements: readonly PlacementView[]) {
      const wanted = placements.flatMap((p) =>
        claims(p)
          .filter((c) => !c.farming)
          .map((c) => ({ player_id: p.playerId, id: c.id })),
      );
      if (wanted.length === 0) return;
      const rows = await w.tx
        .select(usableColumns)
        .from(bonusIssued)
        .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
        .where(
          and(
            // The primary key finds them; the pair keeps each to its own player.
            inArray(
              bonusIssued.id,
              wanted.map((c) => c.id),
            ),
            sql`(${bonusIssued.playerId}, ${bonusIssued.id}) in (select player_id, id
              from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as x(player_id bigint, id bigint))`,
          ),
        )
        .orderBy(asc(bonusIssued.playerId), asc(bonusIssued.id))
        .for('update', { of: bonusIssued });
      read.set(w, new Map(rows.map((r) => [r.issued.id, r])));
    },
    async check(w: WalletTx, placement: PlacementView) {
      const wanted = claims(placement);
      if (wanted.length === 0) return null;
      const bad = [
        ...(await checkFarming(
          w,
          placement,
          wanted.filter((c) => c.farming),
        )),
        ...(await checkUses(
          w,
          placement,
          wanted.filter((c) => !c.farming),
        )),
      ];
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
        if (bet.bonus?.type === 'tournament') await farmRound(w, placement, bet, c.id);
        if (bet.bonus?.type === 'lootbox') await farmBox(w, placement, bet, c.id);
        // Counted in `finish`, once for the group; a read meanwhile adds it (`withUses`).
        const n = uses.get(w) ?? new Map<number, number>();
        uses.set(w, n.set(c.id, (n.get(c.id) ?? 0) + 1));
      }
    },
    async finish(w: WalletTx) {
      const counted = uses.get(w);
      if (!counted?.size) return;
      uses.delete(w);
      // Arrays, not a JSON record set: unnest's rows are counted when planned, so the rows are
      // found by their key (a record set counts as 100 rows and scanned the whole table).
      const ids = `{${[...counted.keys()].join(',')}}`;
      const ns = `{${[...counted.values()].join(',')}}`;
      await w.tx.execute(sql`
        update bonus_issued i set times_used = i.times_used + x.n
        from unnest(${ids}::bigint[], ${ns}::integer[]) as x(id, n)
        where i.id = x.id`);
    },
    committed(w: WalletTx) {
      for (const held of paid.get(w) ?? []) listeners.issued?.(held);
      for (const key of pools.get(w) ?? []) {
        const [campaignId, currency] = JSON.parse(key) as [string, string];
        listeners.poolChanged?.(campaignId, currency);
      }
    },
  };

  /** A row as it stands in this transaction: with the uses counted but not yet written. */
  function withUses<T extends Usable>(w: WalletTx, held: T): T {
    const pending = uses.get(w)?.get(held.issued.id) ?? 0;
    return pending
      ? { ...held, issued: { ...held.issued, timesUsed: held.issued.timesUsed + pending } }
      : held;
  }

  /**
   * Freebets and boosts: the claimed row is the player's, of the claimed kind, active with a
   * use left, and a freebet pays the bet it was checked for. Rows as `prepare` locked them, or
   * read and locked here (an edit). The bet indexes refused.
   */
  async function checkUses(w: WalletTx, placement: PlacementView, wanted: Claim[]) {
    if (wanted.length === 0) return [];
    const prepared = read.get(w);
    const have = wanted.flatMap((c) => {
      const row = prepared?.get(c.id);
      return row && row.issued.playerId === placement.playerId ? [row] : [];
    });
    const missing = wanted.map((c) => c.id).filter((id) => !have.some((r) => r.issued.id === id));
    const rest = missing.length
      ? await w.tx
          .select(usableColumns)
          .from(bonusIssued)
          .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
          .where(
            and(eq(bonusIssued.playerId, placement.playerId), inArray(bonusIssued.id, missing)),
          )
          .for('update', { of: bonusIssued })
      : [];
    const byId = new Map([...have, ...rest].map((r) => [r.issued.id, withUses(w, r)]));
    const at = now();
    // Each bet claiming it counts as one use: two bets of one slip on a 1-use boost fail.
    const counted = new Map<number, number>();
    const bad: number[] = [];
    for (const c of wanted) {
      const held = byId.get(c.id);
      const bet = placement.bets[c.betIndex]!;
      const used = (counted.get(c.id) ?? 0) + 1;
      counted.set(c.id, used);
      // The bet claims the bonus as what it is (a freebet stakes, a boost pays); a freebet
      // pays the bet it was checked for: its kind, its amount, its currency.
      const ok =
        held !== undefined &&
        bet.bonus?.type === held.issued.kind &&
        (!isFreebetKind(held.issued.kind) ||
          (bet.stake === held.issued.amount && placement.currency === held.issued.currency)) &&
        statusOf(
          { ...held, issued: { ...held.issued, timesUsed: held.issued.timesUsed + used - 1 } },
          at,
        ) === 'active';
      if (!ok) bad.push(c.betIndex);
    }
    return bad;
  }

  /**
   * Hunts, tournaments and lootboxes: each bet farms on the state the bets before it left, in
   * the slip's order, its row read whole and locked here (a farming row changes with every
   * bet, so a group's earlier placement may have written it). The bet indexes refused.
   */
  async function checkFarming(w: WalletTx, placement: PlacementView, wanted: Claim[]) {
    if (wanted.length === 0) return [];
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
    const byId = new Map(rows.map((r) => [r.issued.id, withUses(w, r)]));
    const at = now();
    const bad: number[] = [];
    for (const c of wanted) {
      const held = byId.get(c.id);
      if (!held || placement.bets[c.betIndex]!.bonus?.type !== held.issued.kind) {
        bad.push(c.betIndex);
        continue;
      }
      const bet = huntingBet(placement.bets[c.betIndex]!, placement.currency);
      const hunt = farmingOf(held, at);
      if (huntingRefusal(hunt, bet) !== null) {
        bad.push(c.betIndex);
        continue;
      }
      const f =
        hunt.type === 'tournament'
          ? farmTournament(hunt, bet)
          : { ...farm(hunt, bet), farmedFreebets: 0, farmedAmount: 0 };
      byId.set(c.id, {
        ...held,
        issued: {
          ...held.issued,
          points: f.points,
          farmedStake: f.farmedStake,
          farmedEventIds: f.farmedEventIds.map(String),
          // A hunt's score stays as it is (it has none); a tournament's grows.
          ...(hunt.type === 'tournament'
            ? { farmedFreebets: f.farmedFreebets, farmedAmount: f.farmedAmount }
            : {}),
        },
      });
    }
    return bad;
  }

  /** The hunt or tournament a bet farms, its row locked by check. */
  async function lockedFarming(w: WalletTx, placement: PlacementView, id: number) {
    const [held] = await w.tx
      .select({ issued: bonusIssued, campaign: bonusCampaigns })
      .from(bonusIssued)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusIssued.campaignId))
      .where(and(eq(bonusIssued.id, id), eq(bonusIssued.playerId, placement.playerId)));
    if (!held) throw new Error(`hunt ${id} is gone`);
    return withUses(w, held);
  }

  /** The freebet a hunt or a round earned, from the reward campaign, once per source. */
  async function payReward(
    w: WalletTx,
    placement: PlacementView,
    held: Held,
    source: string,
    amount: number,
  ) {
    if (!held.campaign.rewardCampaign) return;
    const [reward] = await w.tx
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, held.campaign.rewardCampaign));
    if (!reward)
      throw new Error(`${source}: reward campaign ${held.campaign.rewardCampaign} is gone`);
    const freebet = await issueFreebetIn(
      w,
      reward,
      placement.playerId,
      placement.currency,
      source,
      amount,
    );
    if (freebet) paid.set(w, [...(paid.get(w) ?? []), freebet]);
  }

  /**
   * A bet farms a tournament's round as a hunt (its row locked by check); at the target the
   * round pays its freebet (source `tournament:{id}:{round}`), the score grows and a new round
   * starts. Its share of the stake moves from `house:bonus` into the tournament's pool.
   */
  async function farmRound(w: WalletTx, placement: PlacementView, bet: ParticipantBet, id: number) {
    const held = await lockedFarming(w, placement, id);
    const f = farmTournament(tournamentOf(held, now()), huntingBet(bet, placement.currency));
    await w.tx
      .update(bonusIssued)
      .set({
        ...farmedColumns(f),
        farmedFreebets: f.farmedFreebets,
        farmedAmount: f.farmedAmount,
        ...(f.freebet !== null ? { farmedAt: new Date(now()) } : {}),
      })
      .where(eq(bonusIssued.id, id));
    const share = poolShare(minorUnits(bet.stake), held.campaign.poolSharePpm);
    if (share > 0) {
      const moved = await w.transfer({
        from: { system: SYSTEM_ACCOUNTS.houseBonus },
        to: { system: tournamentPoolOf(held.campaign.id) },
        amount: share,
        currency: placement.currency,
        reason: 'tournament_pool',
        reference: `tournament:${id}:bet:${bet.ref}`,
        metadata: { campaign: held.campaign.id, bet: bet.ref },
      });
      if (!moved.ok) throw new Error(`tournament ${id}: pool not fed: ${moved.message}`);
      const key = JSON.stringify([held.campaign.id, placement.currency]);
      pools.set(w, (pools.get(w) ?? new Set()).add(key));
    }
    if (f.freebet !== null)
      await payReward(w, placement, held, `tournament:${id}:${f.farmedFreebets}`, f.freebet);
  }

  /**
   * A bet farms a lootbox as a hunt (its row locked by check); at the target it waits to be
   * opened (Bonuses.openLootbox), paying nothing yet.
   */
  async function farmBox(w: WalletTx, placement: PlacementView, bet: ParticipantBet, id: number) {
    const held = await lockedFarming(w, placement, id);
    const f = farm(lootboxOf(held, now()), huntingBet(bet, placement.currency));
    await w.tx.update(bonusIssued).set(farmedColumns(f)).where(eq(bonusIssued.id, id));
  }

  /**
   * A bet farms its hunt (the row is locked by check): a point, its stake and its matches; at
   * the target the hunt is over and pays its freebet from the reward campaign, in this same
   * transaction, once (the source names the hunt).
   */
  async function farmHunt(w: WalletTx, placement: PlacementView, bet: ParticipantBet, id: number) {
    const held = await lockedFarming(w, placement, id);
    const f = farm(huntingOf(held, now()), huntingBet(bet, placement.currency));
    await w.tx
      .update(bonusIssued)
      .set({
        ...farmedColumns(f),
        ...(f.freebet !== null ? { status: 'bonus_over' as const } : {}),
      })
      .where(eq(bonusIssued.id, id));
    if (f.freebet !== null) await payReward(w, placement, held, `hunting:${id}`, f.freebet);
  }
}
