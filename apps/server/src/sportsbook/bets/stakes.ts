import { eq, sql } from 'drizzle-orm';
import type { StakeMemoryWire } from '@sb/contract';
import type { BetsDeps } from './deps';
import { betPlayerStakes } from './schema';

// A stake remembered per player (issue 22): the slip starts a new bet at the last stake the
// player placed in that currency, or at a default of their own, or at zero, as they choose.

const EMPTY: StakeMemoryWire = { mode: 'last', defaults: {}, last: {} };

export async function stakeMemory(deps: BetsDeps, playerId: number): Promise<StakeMemoryWire> {
  const [row] = await deps.db.orm
    .select()
    .from(betPlayerStakes)
    .where(eq(betPlayerStakes.playerId, playerId));
  return row ? { mode: row.mode, defaults: row.defaults, last: row.last } : EMPTY;
}

export async function setStakeMemory(
  deps: BetsDeps,
  playerId: number,
  change: {
    mode?: StakeMemoryWire['mode'] | undefined;
    defaults?: Record<string, number> | undefined;
  },
): Promise<void> {
  const defaults = change.defaults
    ? Object.fromEntries(
        Object.entries(change.defaults).filter(([code]) => deps.wallet.currency(code)),
      )
    : undefined;
  await deps.db.orm
    .insert(betPlayerStakes)
    .values({
      playerId,
      ...(change.mode ? { mode: change.mode } : {}),
      ...(defaults ? { defaults } : {}),
    })
    .onConflictDoUpdate({
      target: betPlayerStakes.playerId,
      set: {
        ...(change.mode ? { mode: change.mode } : {}),
        ...(defaults
          ? { defaults: sql`${betPlayerStakes.defaults} || ${JSON.stringify(defaults)}::jsonb` }
          : {}),
        updatedAt: new Date(deps.now()),
      },
    });
}

/** After a placement: the first bet's stake becomes the last stake of its currency. */
export async function rememberLastStake(
  deps: BetsDeps,
  playerId: number,
  currency: string,
  stake: number,
): Promise<void> {
  const last = JSON.stringify({ [currency]: stake });
  await deps.db.orm
    .insert(betPlayerStakes)
    .values({ playerId, last: { [currency]: stake } })
    .onConflictDoUpdate({
      target: betPlayerStakes.playerId,
      set: {
        last: sql`${betPlayerStakes.last} || ${last}::jsonb`,
        updatedAt: new Date(deps.now()),
      },
    });
}
