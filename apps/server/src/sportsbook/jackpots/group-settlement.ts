import { sql } from 'drizzle-orm';
import { contribution, feedLevel } from '@sb/domain';
import type { TransferInput, WalletTx } from '../../platform';
import type { JackpotAnnouncer } from './announcer';
import { drawOf, newSeed } from '../fair-draw';
import { levelRowOfSql, levelRule, poolAccount, SEEDS, STAKES, type Loaded } from './rules';
import { jackpotHits } from './schema';

// A group of placements' part in the jackpots (issue 21; the participant's `finish`): what the
// group's bets feed, drawn and paid in the placements' own transaction.

/** What a group's placements feed, per jackpot, in the group's order. */
export interface GroupFeed {
  jackpot: Loaded;
  bets: { ref: string; playerId: number; locale: string; stake: number }[];
}

type Posting = {
  from: { system: string };
  to: { system: string };
  amount: number;
  currency: string;
};

/**
 * The group's contributions, draws and hits, in the placement's transaction. One statement
 * locks the group's active levels (jackpot, then code: two groups never deadlock) and adds the
 * group's contributions to their pools; each level's bets are then drawn in order (domain
 * feedLevel) from the pool as it stood; one ledger transfer posts the contributions. Only a
 * hit (or a pending forced hit) writes the level again, pays and records.
 */
export async function settleGroup(
  w: WalletTx,
  feeds: GroupFeed[],
  ctx: { userHash: (playerId: number) => string; announcer: JackpotAnnouncer },
): Promise<void> {
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
        userHash: ctx.userHash(bet.playerId),
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
  for (const feed of feeds) ctx.announcer.schedulePush(feed.jackpot.row.id);
  if (hits.length) ctx.announcer.scheduleAnnounce();
}
