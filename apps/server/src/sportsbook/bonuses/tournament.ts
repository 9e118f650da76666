import type { TournamentWire } from '@sb/contract';
import { minorUnits, type TournamentBonus } from '@sb/domain';
import { currencyOf, farmingOf, farmingWireOf } from './hunting';
import type { Held } from './held';

// A hunting tournament (domain 3; issue 19; the rule in packages/domain/src/tournament.ts) as
// the domain farms it and as the wire shows it, with its pool in the player's currency.

/** Where a tournament's pool is held in the ledger (one account per currency). */
export const tournamentPoolOf = (campaignId: string): string => `tournament_pool:${campaignId}`;

export function tournamentOf(held: Held, now: number): TournamentBonus {
  return {
    ...farmingOf(held, now),
    type: 'tournament',
    farmedFreebets: held.issued.farmedFreebets,
    farmedAmount: minorUnits(held.issued.farmedAmount),
  };
}

export function tournamentWireOf(held: Held, now: number): TournamentWire {
  const { issued, campaign } = held;
  const currency = currencyOf(held);
  const farming = farmingWireOf(held, now);
  return {
    ...farming,
    type: 'tournament',
    initial_pools: campaign.initialPools,
    pool_share_ppm: campaign.poolSharePpm,
    prizes_ppm: campaign.prizesPpm,
    issued: {
      ...farming.issued,
      farmed_amount: issued.farmedAmount,
      farmed_freebets_count: issued.farmedFreebets,
      currency_code: currency,
      initial_pool: campaign.initialPools[currency] ?? 0,
      pool_amount: held.pool ?? campaign.initialPools[currency] ?? 0,
    },
  };
}
