import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contribution,
  feedLevel,
  jackpotBetType,
  jackpotRuleProblem,
  qualifies,
  type JackpotLevelRule,
  type JackpotLevelState,
  type JackpotRule,
} from '@sb/domain';
import type {
  JackpotHitWire,
  JackpotInput,
  JackpotWire,
  RealtimePublicationInput,
} from '@sb/contract';
import type { Db } from '../../db';
import type { Executor, TransferInput, Wallet, WalletTx } from '../../platform';
import { privateChannel, publicChannel, type Publisher } from '../../realtime';
import type { PlacementParticipant, PlacementView } from '../bets';
import { drawOf, newSeed } from './fair-draw';
import {
  jackpotHits,
  jackpotLevels,
  jackpots,
  type JackpotHitRow,
  type JackpotLevelRow,
  type JackpotRow,
} from './schema';

// Jackpots (domain 1, 3, 4, 7; issue 21). A qualifying bet feeds every active level of a
// jackpot a share of its stake and draws against it (the rules: packages/domain jackpot). Each
// level's pool is a ledger account, `jackpot:{id}:{code}:{CUR}`, so money in and out of it are
// postings; the level row's `pool` is that account's balance, written in the same transaction.
// The work is a placement participant: `staked` notes what each bet feeds (memory only),
// `finish` locks the group's levels last, draws, and posts the group's contributions, hits and
// re-seeds in one go. A hit is paid once: two processes' groups meet on the locked level row,
// and its ledger reference (the level and its committed seed) is unique.

/** Stakes live in the house's bets account; seeds are the house's jackpot budget. */
const STAKES = 'house:bets';
const SEEDS = 'house:jackpots';
const poolAccount = (jackpotId: string, code: string) => `jackpot:${jackpotId}:${code}`;
/** How long a process trusts its copy of the jackpots' rules (a new jackpot feeds within it). */
const RULES_TTL_MS = 1_000;
/** At most one `jackpot_changed` per jackpot and this window (issue 21: a busy pool). */
export const PUSH_EVERY_MS = 1_000;

export interface JackpotsDeps {
  db: Db;
  wallet: Wallet;
  publisher: Publisher;
  /** The site's locales: a pool update goes to each locale's public channel. */
  locales: () => readonly string[];
  subunitsOf: (currency: string) => number;
  /** Keys the public `user_hash` of a winner (HMAC of the player id). */
  hashSecret: string;
  /** Outside production an operator may force the next qualifying bet to hit (e2e seam). */
  allowForcedHits: boolean;
  /** shell 6 feature flag `jackpots`: off, no bet feeds one and none is listed. */
  enabled: () => boolean;
  log?: (message: string, err?: unknown) => void;
}

export type JackpotsOutcome<T> =
  { ok: true; value: T } | { ok: false; status: number; key: string; message: string };

interface Loaded {
  row: JackpotRow;
  levels: JackpotLevelRow[];
  rule: JackpotRule;
}

/** What a group's placements feed, per jackpot, in the group's order. */
interface GroupFeed {
  jackpot: Loaded;
  bets: { ref: string; playerId: number; locale: string; stake: number }[];
}

export class Jackpots {
  private rulesCache: { at: number; list: Loaded[] } | null = null;
  private readonly groups = new WeakMap<object, Map<string, GroupFeed>>();
  private readonly pushTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private announcing: ReturnType<typeof setTimeout> | null = null;
  private readonly hitListeners: ((hit: AnnouncedHit) => Promise<void> | void)[] = [];
  private readonly log: (message: string, err?: unknown) => void;

  constructor(private readonly deps: JackpotsDeps) {
    this.log = deps.log ?? ((m, e) => console.error(m, e));
  }

  // --- the operator's ---

  /** A new jackpot; each level's seed is put in its pool by the house (ledger). */
  async create(input: JackpotInput): Promise<JackpotsOutcome<JackpotWire>> {
    const rule = ruleOfInput(input);
    const problem = jackpotRuleProblem(rule);
    if (problem)
      return {
        ok: false,
        status: 400,
        key: 'error.jackpots.invalid',
        message: `Invalid jackpot: ${problem}`,
      };
    const created = await this.deps.wallet.run(async (w) => {
      const inserted = await w.tx
        .insert(jackpots)
        .values({
          id: input.id,
          name: input.name,
          currency: input.currency,
          minStake: input.min_stake,
          minOdds: input.min_odds,
          sports: input.sports,
          betTypes: input.bet_types,
          eurRatePpm: input.eur_rate_ppm,
        })
        .onConflictDoNothing()
        .returning({ id: jackpots.id });
      if (inserted.length === 0) return false;
      await w.tx.insert(jackpotLevels).values(
        input.levels.map((l, position) => {
          const { seed, hash } = newSeed();
          return {
            jackpotId: input.id,
            code: l.code,
            name: l.name,
            position,
            state: l.state,
            seed: l.seed,
            sharePpm: l.share_ppm,
            mode: l.mode,
            chancePpm: l.chance_ppm,
            mustDropBy: l.must_drop_by,
            pool: l.seed,
            serverSeed: seed,
            seedHash: hash,
          };
        }),
      );
      const postings = input.levels
        .filter((l) => l.seed > 0)
        .map((l) => ({
          from: { system: SEEDS },
          to: { system: poolAccount(input.id, l.code) },
          amount: l.seed,
          currency: input.currency,
        }));
      if (postings.length) {
        const moved = await w.transfer({
          postings,
          reason: 'jackpot_seed',
          reference: `jackpot:${input.id}:created`,
        });
        if (!moved.ok) throw new Error(`jackpot seed: ${moved.message}`);
      }
      return true;
    });
    if (!created)
      return {
        ok: false,
        status: 409,
        key: 'error.jackpots.exists',
        message: 'A jackpot with this id exists',
      };
    this.rulesCache = null;
    return { ok: true, value: (await this.view(input.id))! };
  }

  /** An operator pauses, resumes, disables or finishes a level. */
  async setLevelState(
    jackpotId: string,
    code: string,
    state: JackpotLevelState,
  ): Promise<JackpotsOutcome<JackpotWire>> {
    const updated = await this.deps.db.orm
      .update(jackpotLevels)
      .set({ state })
      .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code)))
      .returning({ code: jackpotLevels.code });
    if (updated.length === 0) return levelNotFound();
    this.rulesCache = null;
    this.schedulePush(jackpotId);
    return { ok: true, value: (await this.view(jackpotId))! };
  }

  /** Outside production: the next qualifying bet hits this level (the e2e's seam). */
  async forceNextHit(jackpotId: string, code: string): Promise<JackpotsOutcome<JackpotWire>> {
    if (!this.deps.allowForcedHits)
      return {
        ok: false,
        status: 403,
        key: 'error.forbidden',
        message: 'Forced hits are off in production',
      };
    const level = and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code));
    const updated = await this.deps.db.orm
      .update(jackpotLevels)
      .set({ forceNext: true })
      .where(and(level, eq(jackpotLevels.state, 'active')))
      .returning({ code: jackpotLevels.code });
    if (updated.length === 0) {
      const [exists] = await this.deps.db.orm
        .select({ state: jackpotLevels.state })
        .from(jackpotLevels)
        .where(level);
      if (!exists) return levelNotFound();
      // A paused, finished, disabled or not yet started level is neither fed nor drawn.
      return {
        ok: false,
        status: 409,
        key: 'error.jackpots.level_not_active',
        message: 'This jackpot level is not active',
      };
    }
    return { ok: true, value: (await this.view(jackpotId))! };
  }

  // --- the player's (domain 7) ---

  async list(): Promise<JackpotWire[]> {
    if (!this.deps.enabled()) return [];
    const loaded = await this.load();
    const paid = await this.paidByJackpot(loaded.map((l) => l.row.id));
    return loaded.map((l) => this.wire(l, paid.get(l.row.id) ?? 0));
  }

  async view(id: string): Promise<JackpotWire | null> {
    const [loaded] = await this.load([id]);
    if (!loaded) return null;
    const paid = await this.paidByJackpot([id]);
    return this.wire(loaded, paid.get(id) ?? 0);
  }

  /** For each slip bet, the ids of the jackpots it would feed (domain 3 Slip bet `jackpots`). */
  async forBets(
    bets: readonly {
      currency: string;
      stake: number;
      odds: number;
      type: JackpotRule['betTypes'][number];
      sports: string[];
      bonus: boolean;
    }[],
  ): Promise<string[][]> {
    const rules = await this.rules();
    return bets.map((b) => rules.filter((l) => qualifies(l.rule, b)).map((l) => l.row.id));
  }

  /** GET /jackpot-hits: newest first; a player's own (for_user, unseen) need `playerId`. */
  async hits(q: {
    jackpotId?: string;
    limit: number;
    status?: 'approved' | 'paid';
    playerId?: number;
    unseen?: boolean;
  }): Promise<JackpotHitWire[]> {
    const where: SQL[] = [];
    if (q.jackpotId) where.push(eq(jackpotHits.jackpotId, q.jackpotId));
    if (q.status) where.push(eq(jackpotHits.status, q.status));
    if (q.playerId !== undefined) where.push(eq(jackpotHits.playerId, q.playerId));
    if (q.unseen) where.push(eq(jackpotHits.seen, false));
    const rows = await this.deps.db.orm
      .select({ hit: jackpotHits, name: jackpots.name })
      .from(jackpotHits)
      .innerJoin(jackpots, eq(jackpots.id, jackpotHits.jackpotId))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(jackpotHits.id))
      .limit(q.limit);
    return rows.map((r) => this.hitWire(r.hit, r.name));
  }

  /** Marks the player's own hits seen; an id of another player's (or none) is a 404. */
  async markSeen(playerId: number, ids: number[]): Promise<JackpotsOutcome<number>> {
    const wanted = [...new Set(ids)];
    return this.deps.db.orm.transaction(async (tx) => {
      const own = await tx
        .select({ id: jackpotHits.id })
        .from(jackpotHits)
        .where(and(eq(jackpotHits.playerId, playerId), inArray(jackpotHits.id, wanted)))
        .for('update');
      if (own.length !== wanted.length)
        return {
          ok: false as const,
          status: 404,
          key: 'error.jackpots.hit_not_found',
          message: 'No such hit of yours',
        };
      await tx.update(jackpotHits).set({ seen: true }).where(inArray(jackpotHits.id, wanted));
      return { ok: true as const, value: wanted.length };
    });
  }

  // --- the placement participant ---

  participant(): PlacementParticipant {
    return {
      name: 'jackpots',
      // Inside the group's transaction every read goes through it (PGlite has one connection).
      prepare: async (w) => {
        await this.rules(w.tx);
      },
      staked: async (w, placement) => {
        const rules = await this.rules(w.tx);
        if (rules.length === 0) return;
        const notes = new Map<string, { usedInJackpot: boolean }>();
        let group = this.groups.get(w);
        for (const bet of placement.bets) {
          const fed = rules.filter((l) => qualifies(l.rule, betOf(placement, bet)));
          if (fed.length === 0) continue;
          notes.set(bet.ref, { usedInJackpot: true });
          if (!group) this.groups.set(w, (group = new Map()));
          for (const l of fed) {
            const feed = group.get(l.row.id) ?? { jackpot: l, bets: [] };
            feed.bets.push({
              ref: bet.ref,
              playerId: placement.playerId,
              locale: placement.locale,
              stake: bet.stake,
            });
            group.set(l.row.id, feed);
          }
        }
        return notes;
      },
      finish: async (w) => {
        const group = this.groups.get(w);
        if (!group) return;
        this.groups.delete(w);
        await this.settleGroup(w, [...group.values()]);
      },
    };
  }

  /**
   * The group's contributions, draws and hits, in the placement's transaction. One statement
   * locks the group's active levels (jackpot, then code: two groups never deadlock) and adds the
   * group's contributions to their pools; each level's bets are then drawn in order (domain
   * feedLevel) from the pool as it stood; one ledger transfer posts the contributions. Only a
   * hit (or a pending forced hit) writes the level again, pays and records.
   */
  private async settleGroup(w: WalletTx, feeds: GroupFeed[]): Promise<void> {
    const wanted = feeds.flatMap((feed) =>
      feed.jackpot.levels.map((level) => ({
        jackpot_id: feed.jackpot.row.id,
        code: level.code,
        fed: feed.bets.reduce((a, b) => a + contribution(levelRule(level), b.stake), 0),
      })),
    );
    const result = (await w.tx.execute(sql`
      with x as (
        select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
          as x(jackpot_id text, code text, fed bigint)
      ), locked as (
        select l.jackpot_id, l.code from jackpot_levels l
        join x on x.jackpot_id = l.jackpot_id and x.code = l.code
        where l.state = 'active'
        order by l.jackpot_id, l.code
        for update of l
      )
      update jackpot_levels l set pool = l.pool + x.fed
      from x, locked
      where l.jackpot_id = locked.jackpot_id and l.code = locked.code
        and x.jackpot_id = l.jackpot_id and x.code = l.code
      returning l.*`)) as unknown as { rows: Record<string, unknown>[] };
    const levels = result.rows.map(levelRowOfSql);
    const postings: Posting[] = [];
    const payouts: TransferInput[] = [];
    const hits: (typeof jackpotHits.$inferInsert)[] = [];
    const changes: Record<string, unknown>[] = [];
    for (const row of levels) {
      const feed = feeds.find((f) => f.jackpot.row.id === row.jackpotId)!;
      const jackpot = feed.jackpot.row;
      const rule = levelRule(row);
      const fed = feed.bets.map((b) => contribution(rule, b.stake));
      const total = fed.reduce((a, b) => a + b, 0);
      const account = poolAccount(row.jackpotId, row.code);
      if (total > 0)
        postings.push({
          from: { system: STAKES },
          to: { system: account },
          amount: total,
          currency: jackpot.currency,
        });
      // A seed decides only bets placed after its hash was published: after a hit, the rest of
      // the group feeds the new pool without drawing; the new seed's hash is published with the
      // pool (and in the hit, `next_seed_hash`) before any later bet.
      let forced = row.forceNext;
      let forcedIndex = -1;
      const outcome = feedLevel(rule, row.pool - total, fed, (i, before) => {
        if (before > 0) return 1;
        if (forced) {
          forced = false;
          forcedIndex = i;
          return 0;
        }
        return drawOf(row.serverSeed, feed.bets[i]!.ref, row.code);
      });
      // A forced level stays forced until a bet actually draws on it.
      const stillForced = row.forceNext && forcedIndex < 0;
      if (outcome.hits.length === 0 && stillForced === row.forceNext) continue;
      const next = outcome.hits.length ? newSeed() : { seed: row.serverSeed, hash: row.seedHash };
      for (const h of outcome.hits) {
        const bet = feed.bets[h.index]!;
        hits.push({
          jackpotId: row.jackpotId,
          levelCode: row.code,
          levelName: row.name,
          playerId: bet.playerId,
          locale: bet.locale,
          userHash: this.userHash(bet.playerId),
          betRef: bet.ref,
          amount: h.amount,
          amountEur: Math.round((h.amount * jackpot.eurRatePpm) / 1_000_000),
          currency: jackpot.currency,
          status: 'paid',
          serverSeed: row.serverSeed,
          seedHash: row.seedHash,
          nextSeedHash: next.hash,
          poolBefore: h.before,
          fed: fed[h.index]!,
          chance: h.chance,
          draw: h.u,
          forced: h.index === forcedIndex,
        });
        // Its own ledger transaction, referenced by the level's committed seed: paid once.
        if (h.amount > 0)
          payouts.push({
            postings: [
              {
                from: { system: account },
                to: { player: bet.playerId },
                amount: h.amount,
                currency: jackpot.currency,
              },
            ],
            reason: 'jackpot_hit',
            reference: `jackpot_hit:${row.jackpotId}:${row.code}:${row.seedHash}`,
          });
      }
      if (outcome.reseeded > 0)
        postings.push({
          from: { system: SEEDS },
          to: { system: account },
          amount: outcome.reseeded,
          currency: jackpot.currency,
        });
      changes.push({
        jackpot_id: row.jackpotId,
        code: row.code,
        pool: outcome.pool,
        seed: next.seed,
        hash: next.hash,
        force_next: stillForced,
      });
    }
    if (postings.length) {
      const moved = await w.transfer({ postings, reason: 'jackpot_contribution' });
      if (!moved.ok) throw new Error(`jackpot contribution: ${moved.message}`);
    }
    for (const payout of payouts) {
      const paid = await w.transfer(payout);
      if (!paid.ok) throw new Error(`jackpot hit: ${paid.message}`);
    }
    if (changes.length)
      await w.tx.execute(sql`
        update jackpot_levels l
        set pool = x.pool, server_seed = x.seed, seed_hash = x.hash, force_next = x.force_next
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
          as x(jackpot_id text, code text, pool bigint, seed text, hash text, force_next boolean)
        where l.jackpot_id = x.jackpot_id and l.code = x.code`);
    if (hits.length) await w.tx.insert(jackpotHits).values(hits);
    // After commit (a timer): what is announced is read back, so a group rolled back says nothing.
    for (const feed of feeds) this.schedulePush(feed.jackpot.row.id);
    if (hits.length) this.scheduleAnnounce();
  }

  // --- push ---

  /** At most one `jackpot_changed` per jackpot and window, carrying the committed pools. */
  private schedulePush(jackpotId: string): void {
    if (this.pushTimers.has(jackpotId)) return;
    const timer = setTimeout(() => {
      this.pushTimers.delete(jackpotId);
      void this.pushPools(jackpotId).catch((err) =>
        this.log('jackpot_changed publish failed', err),
      );
    }, PUSH_EVERY_MS);
    timer.unref?.();
    this.pushTimers.set(jackpotId, timer);
  }

  private async pushPools(jackpotId: string): Promise<void> {
    const view = await this.view(jackpotId);
    if (!view) return;
    const publication: RealtimePublicationInput<'jackpot_changed'> = {
      event_name: 'jackpot_changed',
      message: {
        id: view.id,
        amount: view.amount,
        currency: view.currency,
        currency_subunits: view.currency_subunits,
        levels: view.levels.map((l) => ({
          code: l.code,
          pool_amount: l.pool_amount,
          state: l.state,
        })),
      },
    };
    await Promise.all(
      this.deps
        .locales()
        .map((locale) => this.deps.publisher.publish(publicChannel(locale), publication)),
    );
  }

  private scheduleAnnounce(): void {
    if (this.announcing) return;
    this.announcing = setTimeout(() => {
      this.announcing = null;
      void this.announceHits().catch((err) => this.log('jackpot_hit publish failed', err));
    }, 20);
    this.announcing.unref?.();
  }

  /** Told of every hit once, after its commit, in the process that announces it. */
  onHit(listener: (hit: AnnouncedHit) => Promise<void> | void): void {
    this.hitListeners.push(listener);
  }

  /** Each committed hit not yet announced, to its winner's private channel, once (any process). */
  async announceHits(): Promise<void> {
    const claimed = await this.deps.db.orm
      .update(jackpotHits)
      .set({ announced: true })
      .where(eq(jackpotHits.announced, false))
      .returning();
    for (const hit of claimed) {
      const [jackpot] = await this.deps.db.orm
        .select({ name: jackpots.name })
        .from(jackpots)
        .where(eq(jackpots.id, hit.jackpotId));
      const subunits = this.deps.subunitsOf(hit.currency);
      const name = jackpot?.name ?? hit.jackpotId;
      for (const listener of this.hitListeners)
        await Promise.resolve(
          listener({
            id: String(hit.id),
            playerId: hit.playerId,
            locale: hit.locale,
            jackpotName: name,
            levelName: hit.levelName,
            amount: hit.amount,
            currency: hit.currency,
            subunits,
          }),
        ).catch((err: unknown) => this.log('jackpot hit listener failed', err));
      await this.deps.publisher.publish(privateChannel(hit.locale, String(hit.playerId)), {
        event_name: 'jackpot_hit',
        message: {
          id: String(hit.id),
          jackpot_id: hit.jackpotId,
          jackpot_name: jackpot?.name ?? hit.jackpotId,
          jackpot_level_name: hit.levelName,
          amount: hit.amount,
          currency: hit.currency,
          currency_subunits: this.deps.subunitsOf(hit.currency),
        },
      });
    }
  }

  /** Stops the timers (shutdown, tests). */
  close(): void {
    for (const t of this.pushTimers.values()) clearTimeout(t);
    this.pushTimers.clear();
    if (this.announcing) clearTimeout(this.announcing);
    this.announcing = null;
  }

  // --- reading ---

  private async rules(db: Executor = this.deps.db.orm): Promise<Loaded[]> {
    if (!this.deps.enabled()) return [];
    const now = Date.now();
    if (this.rulesCache && now - this.rulesCache.at < RULES_TTL_MS) return this.rulesCache.list;
    const list = (await this.load(undefined, db)).filter((l) =>
      l.levels.some((v) => v.state === 'active'),
    );
    this.rulesCache = { at: now, list };
    return list;
  }

  private async load(ids?: string[], db: Executor = this.deps.db.orm): Promise<Loaded[]> {
    const rows = await db
      .select()
      .from(jackpots)
      .where(ids ? inArray(jackpots.id, ids) : undefined)
      .orderBy(asc(jackpots.createdAt), asc(jackpots.id));
    if (rows.length === 0) return [];
    const levels = await db
      .select()
      .from(jackpotLevels)
      .where(
        inArray(
          jackpotLevels.jackpotId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(jackpotLevels.position));
    return rows.map((row) => {
      const own = levels.filter((l) => l.jackpotId === row.id);
      return { row, levels: own, rule: ruleOfRow(row, own) };
    });
  }

  private async paidByJackpot(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.orm
      .select({
        id: jackpotHits.jackpotId,
        paid: sql<string>`coalesce(sum(${jackpotHits.amount}), 0)`,
      })
      .from(jackpotHits)
      .where(inArray(jackpotHits.jackpotId, ids))
      .groupBy(jackpotHits.jackpotId);
    return new Map(rows.map((r) => [r.id, Number(r.paid)]));
  }

  private wire(l: Loaded, paid: number): JackpotWire {
    const pool = l.levels.reduce((a, v) => a + v.pool, 0);
    return {
      id: l.row.id,
      name: l.row.name,
      amount: pool,
      pool_amount: pool,
      hits_amount: paid,
      currency: l.row.currency,
      currency_subunits: this.deps.subunitsOf(l.row.currency),
      levels: l.levels.map((v) => ({
        code: v.code,
        name: v.name,
        pool_amount: v.pool,
        state: v.state as JackpotLevelState,
        seed_hash: v.seedHash,
      })),
      min_stake: l.row.minStake,
      min_odds: l.row.minOdds,
    };
  }

  private hitWire(h: JackpotHitRow, jackpotName: string): JackpotHitWire {
    return {
      id: String(h.id),
      jackpot_id: h.jackpotId,
      jackpot_name: jackpotName,
      jackpot_level_code: h.levelCode,
      jackpot_level_name: h.levelName,
      amount: h.amount,
      amount_eur: h.amountEur,
      currency: h.currency,
      currency_subunits: this.deps.subunitsOf(h.currency),
      created_at: h.createdAt.toISOString(),
      status: h.status as 'approved' | 'paid',
      user_hash: h.userHash,
      seen: h.seen,
      fairness: {
        server_seed: h.serverSeed,
        seed_hash: h.seedHash,
        next_seed_hash: h.nextSeedHash,
        bet_ref: h.betRef,
        pool_before: h.poolBefore,
        fed: h.fed,
        chance: h.chance,
        draw: h.draw,
        forced: h.forced,
      },
    };
  }

  /** A winner's public name on a leaderboard: not reversible to the player id without the key. */
  private userHash(playerId: number): string {
    return createHmac('sha256', this.deps.hashSecret)
      .update(`jackpot:${playerId}`)
      .digest('hex')
      .slice(0, 12);
  }
}

/** A hit as its listeners hear of it (the notifications module, issue 27). */
export interface AnnouncedHit {
  id: string;
  playerId: number;
  locale: string;
  jackpotName: string;
  levelName: string;
  amount: number;
  currency: string;
  subunits: number;
}

/** A level row as `returning l.*` gives it (snake_case, bigints possibly as text). */
function levelRowOfSql(r: Record<string, unknown>): JackpotLevelRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    jackpotId: String(r.jackpot_id),
    code: String(r.code),
    name: String(r.name),
    position: Number(r.position),
    state: String(r.state),
    seed: Number(r.seed),
    sharePpm: Number(r.share_ppm),
    mode: String(r.mode),
    chancePpm: Number(r.chance_ppm),
    mustDropBy: n(r.must_drop_by),
    pool: Number(r.pool),
    serverSeed: String(r.server_seed),
    seedHash: String(r.seed_hash),
    forceNext: r.force_next === true || r.force_next === 't',
  };
}

type Posting = {
  from: { system: string };
  to: { system: string };
  amount: number;
  currency: string;
};

function levelNotFound(): JackpotsOutcome<never> {
  return {
    ok: false,
    status: 404,
    key: 'error.jackpots.level_not_found',
    message: 'No such jackpot level',
  };
}

function levelRule(row: JackpotLevelRow): JackpotLevelRule {
  return {
    code: row.code,
    name: row.name,
    state: row.state as JackpotLevelState,
    seed: row.seed,
    sharePpm: row.sharePpm,
    mode: row.mode as JackpotLevelRule['mode'],
    chancePpm: row.chancePpm,
    mustDropBy: row.mustDropBy,
  };
}

function ruleOfRow(row: JackpotRow, levels: JackpotLevelRow[]): JackpotRule {
  return {
    id: row.id,
    currency: row.currency,
    minStake: row.minStake,
    minOdds: row.minOdds,
    sports: row.sports,
    betTypes: row.betTypes as JackpotRule['betTypes'],
    levels: levels.map(levelRule),
  };
}

function ruleOfInput(input: JackpotInput): JackpotRule {
  return {
    id: input.id,
    currency: input.currency,
    minStake: input.min_stake,
    minOdds: input.min_odds,
    sports: input.sports,
    betTypes: input.bet_types,
    levels: input.levels.map((l) => ({
      code: l.code,
      name: l.name,
      state: l.state,
      seed: l.seed,
      sharePpm: l.share_ppm,
      mode: l.mode,
      chancePpm: l.chance_ppm,
      mustDropBy: l.must_drop_by,
    })),
  };
}

function betOf(p: PlacementView, bet: PlacementView['bets'][number]) {
  return {
    currency: p.currency,
    stake: bet.stake,
    odds: bet.odds,
    type: jackpotBetType(bet.kind),
    sports: bet.legs.map((l) => l.sportKey),
    bonus: bet.bonus !== null,
  };
}
