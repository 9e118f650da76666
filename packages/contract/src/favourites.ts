import { z } from 'zod';

// Favourites (domain 3, 7; issue 27) under /api/sportsbook/v2: GET /favourites/{type}
// (matchStatus, isBettable), POST and DELETE /favourites/{type}/{id}; a player's own only.

export const favouriteType = z.enum(['matches', 'leagues', 'sports']);

export const favouriteWire = z
  .object({ type: favouriteType, id: z.string(), created_at: z.string() })
  .meta({ id: 'Favourite' });
export type FavouriteWire = z.infer<typeof favouriteWire>;

export const favouritesAnswer = z.object({ data: z.array(favouriteWire) });
export const favouriteAnswer = z.object({ data: favouriteWire });

export const favouritesParams = z.object({ type: favouriteType });
/** Match and league ids are numbers, sport keys slugs. */
export const favouriteParams = z.object({
  type: favouriteType,
  id: z.string().regex(/^(?:[1-9][0-9]{0,9}|[a-z][a-z0-9_-]{0,39})$/),
});

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const favouritesQuery = z
  .object({ matchStatus: z.coerce.number().int().min(0).max(9).optional(), isBettable: flag })
  .strict();
