import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  jackpotRuleProblem,
  qualifies,
  type JackpotLevelState,
  type JackpotRule,
} from '@sb/domain';
import type { JackpotHitWire, JackpotInput, JackpotWire } from '@sb/contract';
import type { Db } from '../../db';
import type { Executor, Wallet } from '../../platform';
import type { Publisher } from '../../realtime';
import type { PlacementParticipant } from '../bets';
import { JackpotAnnouncer, type AnnouncedHit } from './announcer';
import { newSeed } from '../fair-draw';
import { settleGroup, type GroupFeed } from './group-settlement';
import { betOf, poolAccount, ruleOfInput, ruleOfRow, SEEDS, type Loaded } from './rules';
import { jackpotHits, jackpotLevels, jackpots, type JackpotHitRow } from './schema';

// Jackpots (domain 1, 3, 4, 7; issue 21). A qualifying bet feeds every active level of a
// jackpot a share of its stake and draws against it (the rules: packages/domain jackpot). Each
// level's pool is a ledger account, `jackpot:{id}:{code}:{CUR}`, so money in and out of it are
// postings; the level row's `pool` is that account's balance, written in the same transaction.
// The work is a placement participant: `staked` notes what each bet feeds (memory only),
// `finish` settles the group (group-settlement.ts: locks the group's levels last, draws, posts
// the contributions, hits and re-seeds). A hit is paid once: two processes' groups meet on the
// locked level row, and its ledger reference (the level and its committed seed) is unique. What
// is told after commit is announcer.ts's; rows and rules, rules.ts.

/** How long a process trusts its copy of the jackpots' rules (a new jackpot feeds within it). */
const RULES_TTL_MS = 1_000;

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

export class Jackpots {
  private rulesCache: { at: number; list: Loaded[] } | null = null;
  private readonly groups = new WeakMap<object, Map<string, GroupFeed>>();
  private readonly announcer: JackpotAnnouncer;
  private readonly log: (message: string, err?: unknown) => void;

  constructor(private readonly deps: JackpotsDeps) {
    this.log = deps.log ?? ((m, e) => console.error(m, e));
    this.announcer = new JackpotAnnouncer({ ...deps, view: (id) => this.view(id), log: this.log });
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
    this.announcer.schedulePush(jackpotId);
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
        await settleGroup(w, [...group.values()], {
          userHash: (id) => this.userHash(id),
          announcer: this.announcer,
        });
      },
    };
  }

  // --- after commit (announcer.ts) ---

  /** Told of every hit once, after its commit, in the process that announces it. */
  onHit(listener: (hit: AnnouncedHit) => Promise<void> | void): void {
    this.announcer.onHit(listener);
  }

  /** Each committed hit not yet announced, to its winner, once (any process). */
  announceHits(): Promise<void> {
    return this.announcer.announceHits();
  }

  /** Stops the timers (shutdown, tests). */
  close(): void {
    this.announcer.close();
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

function levelNotFound(): JackpotsOutcome<never> {
  return {
    ok: false,
    status: 404,
    key: 'error.jackpots.level_not_found',
    message: 'No such jackpot level',
  };
}
