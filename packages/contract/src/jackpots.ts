import { z } from 'zod';
import { JACKPOT_BET_TYPES, JACKPOT_LEVEL_STATES } from '@sb/domain';

// Jackpots (domain 3, 7; issue 21) under /api/sportsbook/v2, the operator's under /api/admin,
// and the two publications (`jackpot_changed` public, `jackpot_hit` private; realtime.ts).

const int = z.number().int();
const slug = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lowercase letters, digits and _');

/** domain 3 Jackpot level, with the hash committing the level's next draws (fair draws). */
export const jackpotLevelWire = z.object({
  code: z.string(),
  name: z.string(),
  pool_amount: int.nonnegative(),
  state: z.enum(JACKPOT_LEVEL_STATES),
  seed_hash: z.string(),
});

/** domain 3 Jackpot: `amount` and `pool_amount` are the levels' pools together. */
export const jackpotWire = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: int.nonnegative(),
    pool_amount: int.nonnegative(),
    hits_amount: int.nonnegative(),
    currency: z.string(),
    currency_subunits: int.positive(),
    levels: z.array(jackpotLevelWire),
    /** What qualifies a bet, so the slip can say which jackpot a bet feeds. */
    min_stake: int.nonnegative(),
    min_odds: int.nonnegative(),
  })
  .meta({ id: 'Jackpot' });
export type JackpotWire = z.infer<typeof jackpotWire>;

/** domain 3 Jackpot hit, with what it takes to recompute its draw (`fairness`). */
export const jackpotHitWire = z
  .object({
    id: z.string(),
    jackpot_id: z.string(),
    jackpot_name: z.string(),
    jackpot_level_code: z.string(),
    jackpot_level_name: z.string(),
    amount: int.nonnegative(),
    amount_eur: int.nonnegative(),
    currency: z.string(),
    currency_subunits: int.positive(),
    created_at: z.string(),
    status: z.enum(['approved', 'paid']),
    user_hash: z.string(),
    seen: z.boolean(),
    fairness: z.object({
      server_seed: z.string(),
      seed_hash: z.string(),
      /** The commitment that replaced it: each level's hits form a chain of seed hashes. */
      next_seed_hash: z.string(),
      bet_ref: z.string(),
      pool_before: int.nonnegative(),
      fed: int.nonnegative(),
      chance: z.number(),
      draw: z.number(),
      forced: z.boolean(),
    }),
  })
  .meta({ id: 'JackpotHit' });
export type JackpotHitWire = z.infer<typeof jackpotHitWire>;

export const jackpotsAnswer = z.object({ data: z.array(jackpotWire) });
export const jackpotAnswer = z.object({ data: jackpotWire });
export const jackpotHitsAnswer = z.object({ data: z.array(jackpotHitWire) });

/** GET /jackpot-hits (domain 7): jackpot_id, limit (10), status, for_user, unseen. */
export const jackpotHitsQuery = z
  .object({
    jackpot_id: slug.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    status: z.enum(['approved', 'paid']).optional(),
    for_user: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    unseen: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  })
  .strict();

/** POST /jackpot-hits/seen: the player's own hits. */
export const jackpotHitsSeenRequest = z
  .object({
    ids: z
      .array(z.string().regex(/^[1-9][0-9]{0,15}$/))
      .min(1)
      .max(100),
  })
  .strict();

/** POST /jackpots: which jackpots each slip bet would feed (domain 3 Slip bet `jackpots`). */
export const jackpotsForBetsRequest = z
  .object({
    bets: z
      .array(
        z.object({
          currency: z.string().max(8),
          stake: int.nonnegative(),
          odds: int.nonnegative(),
          type: z.enum(JACKPOT_BET_TYPES),
          sports: z.array(z.string().max(40)).max(50),
          bonus: z.boolean().default(false),
        }),
      )
      .max(50),
  })
  .strict();
export const jackpotsForBetsAnswer = z.object({ data: z.array(z.array(z.string())) });

// --- The operator's (admin) ---

export const jackpotLevelInput = z
  .object({
    code: slug,
    name: z.string().min(1).max(60),
    state: z.enum(JACKPOT_LEVEL_STATES).default('active'),
    seed: int.nonnegative(),
    share_ppm: int.min(0).max(1_000_000),
    mode: z.enum(['chance', 'must_drop']),
    chance_ppm: int.min(0).max(1_000_000).default(0),
    must_drop_by: int.positive().nullable().default(null),
  })
  .strict();

export const jackpotInput = z
  .object({
    id: slug,
    name: z.string().min(1).max(80),
    currency: z.string().min(3).max(8),
    min_stake: int.nonnegative().default(0),
    min_odds: int.nonnegative().default(0),
    sports: z.array(z.string().max(40)).max(50).default([]),
    bet_types: z.array(z.enum(JACKPOT_BET_TYPES)).max(4).default([]),
    eur_rate_ppm: int.positive().default(1_000_000),
    levels: z.array(jackpotLevelInput).min(1).max(8),
  })
  .strict();
export type JackpotInput = z.infer<typeof jackpotInput>;

export const jackpotLevelStateRequest = z.object({ state: z.enum(JACKPOT_LEVEL_STATES) }).strict();
