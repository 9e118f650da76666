import type { BetsCatalog } from './catalog-port';
import { FakeCatalog } from './testing';

/**
 * The catalog module behind the bets port. Transitional: until the catalog module's index.ts
 * (ctx.catalog) is committed, this knows no selection (every placement is refused as unknown).
 */
export function betsCatalogFor(_catalog: unknown, _broker?: unknown): BetsCatalog {
  return new FakeCatalog();
}
