// The lootbox (domain 1, 3; issue 19): a bonus farmed as a hunt is (hunting.ts: the bets that
// carry it earn points), whose target earns the choice of a chest instead of a freebet. Three
// chests, at places 1 to 3 (small, medium and large: domain "lootbox images depend on place and
// win or loss"), each with its chance and its prize; the one the player opens is decided by a
// draw the server committed to before the choice (sportsbook/fair-draw.ts).
import { PPM } from './jackpot/jackpot';
import type { FarmingBonus } from './hunting';
import type { MinorUnits } from './money';

export const CHEST_PLACES = [1, 2, 3] as const;
export type ChestPlace = (typeof CHEST_PLACES)[number];

/** A chest as the operator sets it: the chance of its prize (parts per million) and the prize. */
export interface Chest {
  place: ChestPlace;
  chancePpm: number;
  prize: MinorUnits;
}

export interface LootboxBonus extends FarmingBonus {
  type: 'lootbox';
}

/** What a chest gives for a draw in [0, 1): its prize when the draw falls below its chance. */
export function openChest(chest: Chest, draw: number): MinorUnits {
  return (draw < chest.chancePpm / PPM ? chest.prize : 0) as MinorUnits;
}

/** A lootbox is opened once, when its points reached the target. */
export function lootboxReady(
  box: Pick<FarmingBonus, 'points' | 'pointsTarget'>,
  opened: boolean,
): boolean {
  return !opened && box.points >= box.pointsTarget;
}
