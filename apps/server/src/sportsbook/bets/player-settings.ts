import { eq, sql } from 'drizzle-orm';
import { quickStakes, type OddsChangePolicy, type OddsType } from '@sb/domain';
import { badRequest } from '../../http/errors';
import type { BetsDeps } from './deps';
import { betPlayerSettings } from './schema';

// What a player saves with POST /settings (domain 7) and finds again on any device after
// signing in (issue 27): the odds-change policy, quick stakes per currency and the odds format.
// Null is "the book's default"; placement reads the policy itself (placement.ts).

export interface PlayerSettings {
  oddsChangePolicy: OddsChangePolicy | null;
  /** Quick stakes by currency, minor units, for the currencies the player set. */
  stakes: Record<string, number[]>;
  oddsType: OddsType | null;
}

export interface SettingsChange {
  oddsChangePolicy?: OddsChangePolicy | undefined;
  stakes?: Record<string, number[]> | undefined;
  oddsType?: OddsType | undefined;
}

export async function playerSettings(deps: BetsDeps, playerId: number): Promise<PlayerSettings> {
  const [row] = await deps.db.orm
    .select()
    .from(betPlayerSettings)
    .where(eq(betPlayerSettings.playerId, playerId));
  return {
    oddsChangePolicy: row?.oddsChangePolicy ?? null,
    stakes: row?.stakes ?? {},
    oddsType: row?.oddsType ?? null,
  };
}

/** The player's odds-change policy (settings auto_accept_odds_change), else the book's. */
export async function oddsChangePolicy(
  deps: BetsDeps,
  playerId: number,
  fallback: OddsChangePolicy,
): Promise<OddsChangePolicy> {
  const [row] = await deps.db.orm
    .select({ policy: betPlayerSettings.oddsChangePolicy })
    .from(betPlayerSettings)
    .where(eq(betPlayerSettings.playerId, playerId));
  return row?.policy ?? fallback;
}

/** Stores what changed; quick stakes replace those of their currency only. */
export async function saveSettings(
  deps: BetsDeps,
  playerId: number,
  change: SettingsChange,
): Promise<void> {
  const stakes = change.stakes && checkedStakes(deps, change.stakes);
  const set = {
    ...(change.oddsChangePolicy ? { oddsChangePolicy: change.oddsChangePolicy } : {}),
    ...(change.oddsType ? { oddsType: change.oddsType } : {}),
  };
  if (!stakes && Object.keys(set).length === 0) return;
  await deps.db.orm
    .insert(betPlayerSettings)
    .values({ playerId, ...set, ...(stakes ? { stakes } : {}) })
    .onConflictDoUpdate({
      target: betPlayerSettings.playerId,
      set: {
        ...set,
        ...(stakes
          ? {
              stakes: sql`coalesce(${betPlayerSettings.stakes}, '{}'::jsonb) || ${JSON.stringify(stakes)}::jsonb`,
            }
          : {}),
        updatedAt: new Date(deps.now()),
      },
    });
}

/** Each currency held by the wallet, each list as the slip shows it (domain quickStakes). */
function checkedStakes(deps: BetsDeps, given: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [code, values] of Object.entries(given)) {
    if (!deps.wallet.currency(code))
      throw badRequest('error.wallet.unknown_currency', `Unknown currency ${code}`);
    const list = quickStakes(values);
    if (!list) throw badRequest('error.validation.invalid_request', `Quick stakes of ${code}`);
    out[code] = list;
  }
  return out;
}
