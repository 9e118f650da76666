import type { Db } from '../../db';
import type { BetsCatalog } from './catalog-port';
import { FakeCatalog } from './testing';

/**
 * The catalog module behind the bets port. Until the catalog's index.ts exports the reads and
 * hooks the port needs, this knows no selection (every placement is refused as unknown).
 */
export function betsCatalogFor(_db: Db): BetsCatalog {
  return new FakeCatalog();
}
