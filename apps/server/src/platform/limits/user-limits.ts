import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  activeExclusion,
  changeUserLimit,
  EXCLUSION_KEYS,
  isInForce,
  limitAt,
  limitRefusal,
  limitsReached,
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
import { limitReachedOf, type LimitReached, type LimitReachedListener } from './limit-reached';
import { limitState, minutesSince } from './limit-row';
import { SessionGuard } from './session-guard';

// The platform's side of responsible gambling (issue 20): the limits a player keeps, changed
// only through the domain's rules (packages/domain user-limits), and what each period has used,
// read from the ledger and the deposits. One exception, for the placement's speed: a wager or
// loss row keeps its period's stakes as a running total, added to only where a stake moves
// (the placement participant, under the row's lock) and rebuilt from the ledger at each new
// period. Deposits and placements ask here inside their own transaction; the limit rows they
// read are locked (`for update`), so concurrent requests of one player are held against a limit
// one after another and never pass it together.

export interface UserLimitsDeps {
  orm: Executor;
  policy: UserLimitPolicy;
  now: () => number;
  log?: (message: string, err?: unknown) => void;
}

export type LimitChangeOutcome =
  | { ok: true; limit: UserLimitState; effect: 'applied' | 'pending'; excluded: boolean }
  | { ok: false; key: string; pendingAt?: number };

export class UserLimits {
  /** The clock of cooling periods, exclusions and periods; tests move it alone (sessions stay). */
  now: () => number;
  /** What bounds a session: its length, play and active time (session-guard.ts). */
  readonly sessions: SessionGuard;
  private readonly listeners: LimitReachedListener[] = [];

  constructor(private readonly deps: UserLimitsDeps) {
    this.now = deps.now;
    this.sessions = new SessionGuard(deps.orm, () => this.now());
  }

  /** Told of every money limit a player's stakes or deposits reached, after their commit. */
  onReached(listener: LimitReachedListener): void {
    this.listeners.push(listener);
  }

  /**
   * After the commit that reached them (issue 27): tells the listeners in the background, so
   * the placement or deposit that reached a limit does not wait for them.
   */
  tell(reached: readonly LimitReached[]): void {
    if (reached.length === 0 || this.listeners.length === 0) return;
    void (async () => {
      for (const r of reached) for (const listener of this.listeners) await listener(r);
    })().catch((err: unknown) => this.deps.log?.('limit reached listener failed', err));
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
   * The deposit limits a deposit that just succeeded reached, inside the transaction that
   * records its success (the deposit limits locked, so two deposits settling together are
   * counted one after the other). A limit is reached by what was deposited: the period's
   * succeeded deposits, this one the last (one created in an earlier period adds nothing).
   */
  async depositReached(
    tx: Executor,
    d: { id: string; playerId: number; currency: string; amount: number; createdAt: Date },
  ): Promise<LimitReached[]> {
    const limits = await this.locked(tx, d.playerId, ['deposit'], d.currency);
    if (limits.length === 0) return [];
    const now = this.now();
    // What the period deposited before this one, per period start (daily, weekly, monthly).
    const deposited = new Map<number, number>();
    const reached: LimitReached[] = [];
    for (const l of limits) {
      const since = periodStart(now, l.period ?? 'day', l.timeZone);
      if (!deposited.has(since)) {
        const result = (await tx.execute(sql`
          select coalesce(sum(amount), 0)::bigint as deposited from deposits
          where player_id = ${d.playerId} and currency = ${d.currency} and status = 'succeeded'
            and id <> ${d.id} and created_at >= ${new Date(since).toISOString()}::timestamptz`)) as unknown as {
          rows: { deposited: string | number }[];
        };
        deposited.set(since, Number(result.rows[0]?.deposited ?? 0));
      }
      const before = deposited.get(since)!;
      const amount = d.createdAt.getTime() >= since ? d.amount : 0;
      if (limitsReached([l], 'deposit', d.currency, amount, () => before, now).length)
        reached.push(limitReachedOf(l.id, d.playerId, l, before + amount, now));
    }
    return reached;
  }

  /**
   * The bet, wager and loss limits of a group of placements' players, locked to the
   * transaction's end, with what each wager and loss limit's period has used: one statement for
   * the whole group (issue 20 bench). A wager or loss row keeps its period's stakes as a running
   * total (0210), read with the lock, so it counts every stake committed by whoever held the lock
   * before; a loss row reads what came back in the same statement. A total whose period rolled
   * over, or never counted, is rebuilt from the ledger by a second statement, after the lock.
   */
  async lockStakeLimits(
    tx: Executor,
    players: readonly { playerId: number; currency: string }[],
  ): Promise<Map<string, StakeLimits>> {
    const now = this.now();
    const ids = [...new Set(players.map((p) => p.playerId))].sort((a, b) => a - b);
    const rows = await tx
      .select({ row: playerLimits, returned: returnedSince })
      .from(playerLimits)
      .where(and(inArray(playerLimits.playerId, ids), inArray(playerLimits.type, STAKE_TYPES)))
      .orderBy(asc(playerLimits.playerId), asc(playerLimits.id))
      .for('update');
    const out = new Map<string, StakeLimits>();
    const stale: { tally: StakeTally; playerId: number; currency: string }[] = [];
    for (const p of players) {
      const key = stakeKey(p.playerId, p.currency);
      if (out.has(key)) continue;
      const mine = rows.filter(
        (r) => r.row.playerId === p.playerId && r.row.currency === p.currency,
      );
      const tallies: StakeTally[] = [];
      for (const { row, returned } of mine) {
        const limit = limitState(row);
        if (limit.type === 'bet' || !limit.period) continue;
        const since = periodStart(now, limit.period, limit.timeZone);
        const tally: StakeTally = {
          id: row.id,
          limit,
          since,
          staked: row.staked,
          returned: Number(returned ?? 0),
          changed: false,
        };
        // Counted for another period, or never: rebuilt from the ledger below.
        if (row.stakedSince?.getTime() !== since) stale.push({ tally, ...p });
        tallies.push(tally);
      }
      const limits = mine.map((r) => limitState(r.row)).filter((l) => isInForce(l, now));
      out.set(key, { ...p, limits, tallies, reached: [] });
    }
    if (stale.length) {
      const requests = stale.map((s) => ({ ...s, since: s.tally.since }));
      const result = (await tx.execute(stakeSumsSql(requests))) as unknown as {
        rows: { i: number | string; wager: number | string; loss: number | string }[];
      };
      for (const r of result.rows) {
        const { tally } = stale[Number(r.i)]!;
        tally.staked = Number(r.wager);
        tally.returned = Number(r.wager) - Number(r.loss);
        tally.changed = true;
      }
    }
    return out;
  }

  /**
   * The limit the stakes of one placement would pass, or null: each stake against the bet
   * limit, their sum against the wager limit (stakes of the period) and against the loss limit
   * (stakes less what came back: payouts, cash-outs, refunds), as if every stake were lost.
   */
  stakeRefusalIn(held: StakeLimits, stakes: readonly number[]): LimitRefusal | null {
    if (held.limits.length === 0) return null;
    const now = this.now();
    const total = stakes.reduce((a, b) => a + b, 0);
    const usedOf = (l: UserLimitState) => usedIn(held, l);
    return (
      limitRefusal(held.limits, 'bet', held.currency, Math.max(0, ...stakes), () => 0, now) ??
      limitRefusal(held.limits, 'wager', held.currency, total, usedOf, now) ??
      limitRefusal(held.limits, 'loss', held.currency, total, usedOf, now)
    );
  }

  /**
   * Counts stakes that moved into every held total, for the group's next placement, and keeps
   * the wager and loss limits in force they reached, to be told after the group's commit.
   */
  staked(held: StakeLimits, stakes: readonly number[]): void {
    const total = stakes.reduce((a, b) => a + b, 0);
    if (held.limits.length > 0) {
      const now = this.now();
      const usedOf = (l: UserLimitState) => usedIn(held, l);
      for (const type of ['wager', 'loss'] as const)
        for (const l of limitsReached(held.limits, type, held.currency, total, usedOf, now)) {
          const tally = tallyOf(held, l)!;
          held.reached.push(limitReachedOf(tally.id, held.playerId, l, usedOf(l) + total, now));
        }
    }
    for (const tally of held.tallies) {
      tally.staked += total;
      tally.changed = true;
    }
  }

  /** Writes the totals a group changed, in one statement, before its transaction commits. */
  async saveTallies(tx: Executor, held: Iterable<StakeLimits>): Promise<void> {
    const changed = [...held].flatMap((h) => h.tallies.filter((t) => t.changed));
    if (changed.length === 0) return;
    const values = sql.join(
      changed.map(
        (t) =>
          sql`(${t.id}::bigint, ${t.staked}::bigint, ${new Date(t.since).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update player_limits as l set staked = v.staked, staked_since = v.since
      from (values ${values}) as v(id, staked, since) where l.id = v.id`);
    for (const t of changed) t.changed = false;
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
  ): Promise<(UserLimitState & { id: number })[]> {
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
    return rows.map((r) => ({ ...limitState(r), id: r.id })).filter((l) => isInForce(l, now));
  }
}

/** A held wager or loss limit's running total (a bet limit has none). */
function tallyOf(held: StakeLimits, l: UserLimitState): StakeTally | undefined {
  return held.tallies.find((t) => t.limit.type === l.type && t.limit.period === l.period);
}

/** What a held limit's period has used: stakes (wager), or stakes less what came back (loss). */
function usedIn(held: StakeLimits, l: UserLimitState): number {
  const tally = tallyOf(held, l);
  if (!tally) return 0;
  return l.type === 'loss' ? tally.staked - tally.returned : tally.staked;
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
  return betFlowsSql(playerId, currency, since, () => wagerAndLoss());
}

/** What flows `f` wagered (stakes) and lost (stakes less returns). */
function wagerAndLoss(): SQL {
  return sql`
    coalesce(sum(case when f.out and f.reason = 'bet_stake' then f.amount else 0 end), 0)::bigint as wager,
    coalesce(sum(case when f.out then f.amount else -f.amount end), 0)::bigint as loss`;
}

/** The ids of the player's account and of the house's bets account in `currency`, as subqueries. */
function accountsOf(playerId: number, currency: string): { account: SQL; house: SQL } {
  const id = (address: string) => sql`(select id from ledger_accounts where address = ${address})`;
  return {
    account: id(`player:${playerId}:${currency}`),
    house: id(`${SYSTEM_ACCOUNTS.house}:${currency}`),
  };
}

/**
 * The postings between a player's account and the house's bets account since `since`, as
 * rows `(amount, out, reason)`, `out` when the money left the player (a stake). Each half is
 * one range of an account index (0209), which carries the time, amount and reason: no join.
 */
function flowsOf(account: SQL, house: SQL, since: SQL): SQL {
  return sql`
    select p.amount, true as out, p.reason from ledger_postings p
    where p.source_id = ${account} and p.destination_id = ${house} and p.created_at >= ${since}
    union all
    select p.amount, false as out, p.reason from ledger_postings p
    where p.destination_id = ${account} and p.source_id = ${house} and p.created_at >= ${since}`;
}

/** The player's money to and from the house's bets account since `since`, summed by `select`. */
function betFlowsSql(
  playerId: number,
  currency: string,
  since: string,
  /** Over `f.amount`, `f.out` and `f.reason`. */
  select: (out: SQL) => SQL,
): SQL {
  const { account, house } = accountsOf(playerId, currency);
  return sql`select ${select(sql`f.out`)} from (${flowsOf(account, house, sql`${since}::timestamptz`)}) f`;
}

const STAKE_TYPES: UserLimitType[] = ['bet', 'wager', 'loss'];

/** A player's stake limits in one currency, held by a transaction, and their periods' use. */
export interface StakeLimits {
  playerId: number;
  currency: string;
  /** The bet, wager and loss limits in force. */
  limits: UserLimitState[];
  /** Every wager and loss row's running total, in force or not, so none falls behind. */
  tallies: StakeTally[];
  /** The wager and loss limits the group's stakes reached, told after its commit (issue 27). */
  reached: LimitReached[];
}

/** A wager or loss row's period (from `since`): its stakes and, for a loss row, what came back. */
export interface StakeTally {
  id: number;
  limit: UserLimitState;
  since: number;
  staked: number;
  /** Payouts, cash-outs and refunds less payout reversals (loss rows only). */
  returned: number;
  /** To be written by saveTallies. */
  changed: boolean;
}

/**
 * What came back to a loss row's player since its total's start, as a column of the locking
 * select: house-to-player postings less payout reversals, each one index range (0209, 0210)
 * that holds no stake. Read from the statement's snapshot, which may miss a return committed
 * while the lock was awaited: the check is then stricter, never looser.
 */
const returnedSince = (() => {
  const account = sql`(select id from ledger_accounts where address = 'player:' || ${playerLimits.playerId} || ':' || ${playerLimits.currency})`;
  const house = sql`(select id from ledger_accounts where address = ${`${SYSTEM_ACCOUNTS.house}:`} || ${playerLimits.currency})`;
  return sql<
    string | number | null
  >`case when ${playerLimits.type} = 'loss' and ${playerLimits.stakedSince} is not null then
    (select coalesce(sum(p.amount), 0) from ledger_postings p
      where p.destination_id = ${account} and p.source_id = ${house} and p.created_at >= ${playerLimits.stakedSince})
    - (select coalesce(sum(p.amount), 0) from ledger_postings p
      where p.source_id = ${account} and p.destination_id = ${house} and p.reason = 'bet_payout_reversal'
        and p.created_at >= ${playerLimits.stakedSince})
    else 0 end`;
})();

export const stakeKey = (playerId: number, currency: string) => `${playerId}:${currency}`;

/**
 * What each request wagered and lost since its `since`, as rows `(i, wager, loss)`: one plain
 * select per request, joined by `union all` (half the time of a lateral join over a JSON
 * recordset on PGlite, where a group is most often one placement).
 */
function stakeSumsSql(
  requests: readonly { playerId: number; currency: string; since: number }[],
): SQL {
  return sql.join(
    requests.map(({ playerId, currency, since }, i) => {
      const { account, house } = accountsOf(playerId, currency);
      const from = sql`${new Date(since).toISOString()}::timestamptz`;
      return sql`(select ${i}::int as i, ${wagerAndLoss()} from (${flowsOf(account, house, from)}) f)`;
    }),
    sql` union all `,
  );
}
