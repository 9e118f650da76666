import type { LootboxWire } from '@sb/contract';
import { lootboxReady, type LootboxBonus } from '@sb/domain';
import { seedHash } from '../fair-draw';
import { farmingOf, farmingWireOf } from './hunting';
import type { Held } from './held';

// A lootbox (domain 3; issue 19; the rule in packages/domain/src/lootbox.ts) as the domain farms
// it and as the wire shows it: a hunt's farming, then one of three chests opened on a draw of
// the seed committed at activation (../fair-draw.ts).

/** What a draw of a lootbox's chest is made of: HMAC(seed, "{issued id}:chest:{place}"). */
export const chestPart = (place: number): string => `chest:${place}`;

export function lootboxOf(held: Held, now: number): LootboxBonus {
  return { ...farmingOf(held, now), type: 'lootbox' };
}

export function lootboxWireOf(held: Held, now: number): LootboxWire {
  const { issued, campaign } = held;
  const farming = farmingWireOf(held, now);
  const opened = issued.lootboxOpenedAt !== null;
  const chest = campaign.chests.find((c) => c.place === issued.lootboxPlace);
  return {
    ...farming,
    type: 'lootbox',
    chests: campaign.chests,
    issued: {
      ...farming.issued,
      // A lootbox pays no average stake: its prize is the chest's.
      potential_freebet_amount: 0,
      seed_hash: issued.lootboxSeed ? seedHash(issued.lootboxSeed) : null,
      ready:
        lootboxReady(lootboxOf(held, now), opened) && farming.issued.computed_status === 'active',
      opened:
        opened && issued.lootboxSeed
          ? {
              place: issued.lootboxPlace ?? 0,
              chance_ppm: chest?.chance_ppm ?? 0,
              server_seed: issued.lootboxSeed,
              seed_hash: seedHash(issued.lootboxSeed),
              draw: issued.lootboxDraw ?? 0,
              won_amount: issued.lootboxWon ?? 0,
              opened_at: issued.lootboxOpenedAt!.toISOString(),
            }
          : null,
    },
  };
}
