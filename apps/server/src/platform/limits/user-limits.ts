import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  activeExclusion,
  changeUserLimit,
  EXCLUSION_KEYS,
  isInForce,
  limitAt,
  limitRefusal,
  periodStart,
  type LimitRefusal,
  type MoneyLimitType,
  type UserLimitChange,
  type UserLimitKey,
  type UserLimitPolicy,
  type UserLimitState,
  type UserLimitType,
} from '@sb/domain';
import type { Executor } from '../wallet/ledger';
import { SYSTEM_ACCOUNTS } from '../wallet/accounts';
import { playerLimits, players } from '../schema';
import {
  limitState,
  limitStateOfJson,
  minutesSince,
  remember,
  type LimitRowJson,
} from './limit-row';
import { SessionGuard } from './session-guard';

// The platform's side of responsible gambling (issue 20): the limits a player keeps, changed
// only through the domain's rules (packages/domain user-limits), and what each period has used,
// read from the ledger and the deposits, so there is no second counter to drift from the money.
// Deposits and placements ask here inside their own transaction; the limit rows they read are
// locked (`for update`), so concurrent requests of one player are held against a limit one
// after another and never pass it together.

export interface UserLimitsDeps {
  orm: Executor;
  policy: UserLimitPolicy;
  now: () => number;
}

export type LimitChangeOutcome =
  | { ok: true; limit: UserLimitState; effect: 'applied' | 'pending'; excluded: boolean }
  | { ok: false; key: string; pendingAt?: number };

export class UserLimits {
  /** The clock of cooling periods, exclusions and periods; tests move it alone (sessions stay). */
  now: () => number;
  /** What bounds a session: its length, play and active time (session-guard.ts). */
  readonly sessions: SessionGuard;
  /** Each player's stake limits as last read, per currency: the periods to sum in advance. */
  private readonly lastSeen = new Map<string, UserLimitState[]>();

  constructor(private readonly deps: UserLimitsDeps) {
    this.now = deps.now;
    this.sessions = new SessionGuard(deps.orm, () => this.now());
  }

  /** Every limit the player has set, as it reads now (ended exclusions read `disabled`). */
  async list(playerId: number, db: Executor = this.deps.orm): Promise<UserLimitState[]> {
    const rows = await db
      .select()
      .from(playerLimits)
      .where(eq(playerLimits.playerId, playerId))
      .orderBy(asc(playerLimits.id));
    const now = this.now();
    return rows.map((r) => limitAt(limitState(r), now));
  }

  /**
   * A player's change to one limit, by the domain's rules. The player's row is locked first,
   * so two changes of one player never interleave.
   */
  async change(
    playerId: number,
    key: UserLimitKey,
    change: UserLimitChange,
  ): Promise<LimitChangeOutcome> {
    const outcome = await this.deps.orm.transaction(async (tx): Promise<LimitChangeOutcome> => {
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      const where = and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.type, key.type),
        eq(playerLimits.period, key.period ?? ''),
        eq(playerLimits.currency, key.currency ?? ''),
      );
      const [row] = await tx.select().from(playerLimits).where(where);
      const now = this.now();
      const result = changeUserLimit(
        row ? limitState(row) : null,
        key,
        change,
        now,
        this.deps.policy,
      );
      if (!result.ok)
        return {
          ok: false,
          key: result.key,
          ...(result.pendingAt ? { pendingAt: result.pendingAt } : {}),
        };
      const l = result.limit;
      const values = {
        status: l.status,
        amount: l.amount,
        pendingAmount: l.pendingAmount,
        pendingAt: l.pendingAt === null ? null : new Date(l.pendingAt),
        endsAt: l.endsAt === null ? null : new Date(l.endsAt),
        timeZone: l.timeZone,
        updatedAt: new Date(now),
      };
      if (row) await tx.update(playerLimits).set(values).where(eq(playerLimits.id, row.id));
      else
        await tx.insert(playerLimits).values({
          playerId,
          type: key.type,
          period: key.period ?? '',
          currency: key.currency ?? '',
          ...values,
          createdAt: new Date(now),
        });
      return {
        ok: true,
        limit: l,
        effect: result.effect,
        excluded: change.kind === 'exclude',
      };
    });
    this.sessions.forget(playerId);
    return outcome;
  }

  /** The exclusion keeping the player out now, with its key, or null. */
  async exclusion(
    playerId: number,
    db: Executor = this.deps.orm,
  ): Promise<{ key: string; type: 'selfexclusion' | 'coolingoff'; endsAt: number } | null> {
    const rows = await db
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          inArray(playerLimits.type, ['selfexclusion', 'coolingoff']),
        ),
      );
    const found = activeExclusion(rows.map(limitState), this.now());
    return found
      ? { key: EXCLUSION_KEYS[found.type], type: found.type, endsAt: found.endsAt }
      : null;
  }

  /**
   * The limit a deposit of `amount` would pass, or null. Inside the deposit's transaction:
   * the player's deposit limits are locked, and every deposit of the period not declined
   * (created, pending or paid) counts, so concurrent deposits cannot pass the limit together.
   */
  async depositRefusal(
    tx: Executor,
    playerId: number,
    currency: string,
    amount: number,
  ): Promise<LimitRefusal | null> {
    const limits = await this.locked(tx, playerId, ['deposit'], currency);
    if (limits.length === 0) return null;
    const used = await this.usedBy(tx, playerId, limits);
    return limitRefusal(limits, 'deposit', currency, amount, used, this.now());
  }

  /**
   * The limit a placement would pass, or null: each stake against the bet limit, their sum
   * against the wager limit (stakes of the period) and against the loss limit (stakes less
   * what came back: payouts, cash-outs, refunds), as if every stake were lost.
   */
  async stakeRefusal(
    tx: Executor,
    playerId: number,
    currency: string,
    stakes: readonly number[],
  ): Promise<LimitRefusal | null> {
    const now = this.now();
    // One statement per placement (issue 20 bench): the limit rows locked, and what the periods
    // the player's limits had when last seen have wagered and lost. A limit whose period was
    // not foreseen (changed elsewhere meanwhile) is read by a second query.
    const cacheKey = `${playerId}:${currency}`;
    const foreseen = periodStarts(this.lastSeen.get(cacheKey) ?? [], now);
    const { limits, used } = await lockedWithUsage(tx, playerId, currency, foreseen);
    const live = limits.filter((l) => isInForce(l, now));
    remember(this.lastSeen, cacheKey, live);
    if (live.length === 0) return null;
    const total = stakes.reduce((a, b) => a + b, 0);
    const bet = limitRefusal(live, 'bet', currency, Math.max(0, ...stakes), () => 0, now);
    if (bet) return bet;
    const unforeseen = periodStarts(live, now).filter((since) => !used.has(since));
    const rest = unforeseen.length ? await this.usedBy(tx, playerId, live) : null;
    const usedOf = (l: UserLimitState) => {
      const since = periodStart(now, l.period ?? 'day', l.timeZone);
      const row = used.get(since);
      return row ? row[l.type as 'wager' | 'loss'] : (rest?.(l) ?? 0);
    };
    return (
      limitRefusal(live, 'wager', currency, total, usedOf, now) ??
      limitRefusal(live, 'loss', currency, total, usedOf, now)
    );
  }

  /** What each periodic money limit's current period has used; one query per type and start. */
  async usedBy(
    db: Executor,
    playerId: number,
    limits: readonly UserLimitState[],
  ): Promise<(limit: UserLimitState) => number> {
    const now = this.now();
    // One query per source and period start: a daily wager and a daily loss limit share one.
    const rows = new Map<string, Record<string, string | number>>();
    const keyOf = (l: UserLimitState) =>
      `${USAGE[l.type]?.source}:${l.currency}:${periodStart(now, l.period ?? 'day', l.timeZone)}`;
    for (const l of limits) {
      const usage = USAGE[l.type];
      if (!l.period || !usage || rows.has(keyOf(l))) continue;
      const since = new Date(periodStart(now, l.period, l.timeZone)).toISOString();
      const result = (await db.execute(
        usage.query(playerId, l.currency ?? '', since),
      )) as unknown as {
        rows: Record<string, string | number>[];
      };
      rows.set(keyOf(l), result.rows[0] ?? {});
    }
    return (l) => Number(rows.get(keyOf(l))?.[l.type] ?? 0);
  }

  /** What the player staked and got back (payouts, cash-outs, refunds) since `since`. */
  async flowsSince(
    playerId: number,
    currency: string,
    since: number,
  ): Promise<{ stakes: number; returns: number }> {
    const query = betFlowsSql(
      playerId,
      currency,
      new Date(since).toISOString(),
      (out) => sql`
      coalesce(sum(case when ${out} then f.amount else 0 end), 0)::bigint as stakes,
      coalesce(sum(case when ${out} then 0 else f.amount end), 0)::bigint as returns`,
    );
    const result = (await this.deps.orm.execute(query)) as unknown as {
      rows: { stakes: string | number; returns: string | number }[];
    };
    const row = result.rows[0];
    return { stakes: Number(row?.stakes ?? 0), returns: Number(row?.returns ?? 0) };
  }

  /** The player's limits of these types in force for `currency`, locked to the transaction's end. */
  private async locked(
    tx: Executor,
    playerId: number,
    types: MoneyLimitType[],
    currency: string,
  ): Promise<UserLimitState[]> {
    const rows = await tx
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          inArray(playerLimits.type, types),
          eq(playerLimits.currency, currency),
        ),
      )
      .orderBy(asc(playerLimits.id))
      .for('update');
    const now = this.now();
    return rows.map(limitState).filter((l) => isInForce(l, now));
  }
}

type UsageQuery = (playerId: number, currency: string, since: string) => SQL;

/**
 * What a period has used, per type, and the query that tells it (a column named after each
 * type it serves): deposits not declined; stakes (wager) and stakes less what came back (loss)
 * from the ledger in one pass; minutes of play and of activity.
 */
const USAGE: Partial<Record<UserLimitType, { source: string; query: UsageQuery }>> = {
  deposit: {
    source: 'deposits',
    query: (playerId, currency, since) => sql`
      select coalesce(sum(amount), 0)::bigint as deposit from deposits
      where player_id = ${playerId} and currency = ${currency}
        and status <> 'declined' and created_at >= ${since}::timestamptz`,
  },
  wager: { source: 'bets', query: betUsage },
  loss: { source: 'bets', query: betUsage },
  time: {
    source: 'play',
    query: (playerId, _currency, since) => minutesSince(playerId, 'session', since, 'time'),
  },
  activity: {
    source: 'activity',
    query: (playerId, _currency, since) => minutesSince(playerId, 'active', since, 'activity'),
  },
};

/** Stakes of the period (wager) and stakes less what came back (loss), in one pass. */
function betUsage(playerId: number, currency: string, since: string): SQL {
  return betFlowsSql(playerId, currency, since, () => wagerAndLoss(sql``, ''));
}

/** What flows `f` wagered (stakes) and lost (stakes less returns), optionally `filter`ed. */
function wagerAndLoss(filter: SQL, suffix: string): SQL {
  return sql`
    coalesce(sum(case when f.out and t.reason = 'bet_stake' then f.amount else 0 end) ${filter}, 0)::bigint as ${sql.raw(`wager${suffix}`)},
    coalesce(sum(case when f.out then f.amount else -f.amount end) ${filter}, 0)::bigint as ${sql.raw(`loss${suffix}`)}`;
}

/**
 * The player's postings to and from the house's bets account: `flows(amount, out,
 * transaction_id)`, `out` when the money left the player (a stake). Joined through the two
 * accounts, so each half is an index scan of the player's own postings (by source, then by
 * destination), never a scan of every posting of the house.
 */
function flowsCte(playerId: number, currency: string): SQL {
  const account = `player:${playerId}:${currency}`;
  const house = `${SYSTEM_ACCOUNTS.house}:${currency}`;
  return sql`
    a as (select id from ledger_accounts where address = ${account}),
    h as (select id from ledger_accounts where address = ${house}),
    flows as (
      select p.amount, true as out, p.transaction_id
      from a join ledger_postings p on p.source_id = a.id join h on p.destination_id = h.id
      union all
      select p.amount, false as out, p.transaction_id
      from a join ledger_postings p on p.destination_id = a.id join h on p.source_id = h.id
    )`;
}

/** The player's money to and from the house's bets account since `since`, summed by `select`. */
function betFlowsSql(
  playerId: number,
  currency: string,
  since: string,
  /** Over `f.amount`, `f.out` and the transaction `t` (reason, created_at). */
  select: (out: SQL) => SQL,
): SQL {
  return sql`
    with ${flowsCte(playerId, currency)}
    select ${select(sql`f.out`)}
    from flows f join ledger_transactions t on t.id = f.transaction_id
    where t.created_at >= ${since}::timestamptz`;
}

/** The distinct starts of the current periods of periodic wager and loss limits. */
function periodStarts(limits: readonly UserLimitState[], now: number): number[] {
  const starts = limits
    .filter((l) => (l.type === 'wager' || l.type === 'loss') && l.period)
    .map((l) => periodStart(now, l.period!, l.timeZone));
  return [...new Set(starts)];
}

/**
 * The player's bet, wager and loss limit rows in `currency`, locked to the transaction's end,
 * and in the same statement what was wagered and lost since each of `starts`.
 */
async function lockedWithUsage(
  tx: Executor,
  playerId: number,
  currency: string,
  starts: readonly number[],
): Promise<{ limits: UserLimitState[]; used: Map<number, { wager: number; loss: number }> }> {
  const sums = starts.map(
    (since, i) =>
      sql`, ${wagerAndLoss(sql`filter (where t.created_at >= ${new Date(since).toISOString()}::timestamptz)`, `_${i}`)}`,
  );
  const earliest = starts.length ? new Date(Math.min(...starts)).toISOString() : null;
  const locked = sql`
    locked as (
      select * from player_limits
      where player_id = ${playerId} and currency = ${currency} and type in ('bet', 'wager', 'loss')
      order by id for update
    )`;
  const limits = sql`(select coalesce(json_agg(locked), '[]'::json) from locked) as limits`;
  const query = earliest
    ? sql`with ${locked}, ${flowsCte(playerId, currency)}
      select ${limits} ${sql.join(sums, sql``)}
      from flows f join ledger_transactions t on t.id = f.transaction_id
      where t.created_at >= ${earliest}::timestamptz`
    : sql`with ${locked} select ${limits}`;
  const result = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const raw = (typeof row.limits === 'string' ? JSON.parse(row.limits) : row.limits) as
    LimitRowJson[] | null;
  const used = new Map<number, { wager: number; loss: number }>();
  starts.forEach((since, i) =>
    used.set(since, { wager: Number(row[`wager_${i}`] ?? 0), loss: Number(row[`loss_${i}`] ?? 0) }),
  );
  return { limits: (raw ?? []).map(limitStateOfJson), used };
}
