import { isFreebetKind } from '@sb/domain';

// Apart from the bonus schemas: the web's first load takes this without them.

/**
 * domain 7: the path segment of each kind's calls (`GET /bonuses/{segment}/{id}`, `/terms`);
 * freebets of every kind share one.
 */
export const BONUS_PATHS = {
  comboboosts: 'comboboost',
  freebets: 'freebet',
  huntings: 'hunting',
  tournaments: 'tournament',
  lootboxes: 'lootbox',
} as const;
export type BonusPath = keyof typeof BONUS_PATHS;

/** The path segment of a bonus's type, or null for a type that has none. */
export function bonusPathOf(type: string): BonusPath | null {
  const kind = isFreebetKind(type) ? 'freebet' : type;
  return (Object.keys(BONUS_PATHS) as BonusPath[]).find((p) => BONUS_PATHS[p] === kind) ?? null;
}
