import { z } from 'zod';

/** domain 3 Sport: id, urn_id, key, name, priority, type, provider. */
export const sport = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    key: z.string(),
    name: z.string(),
    priority: z.number().int(),
    type: z.string(),
    provider: z.string(),
  })
  .meta({ id: 'Sport' });
export type Sport = z.infer<typeof sport>;

export const sportsQuery = z
  .object({
    /** Only sports of this type (`sport`, `esport`). */
    type: z.enum(['sport', 'esport']).optional(),
  })
  .strict();
export type SportsQuery = z.infer<typeof sportsQuery>;

export const sportsAnswer = z.object({ data: z.array(sport) });
export type SportsAnswer = z.infer<typeof sportsAnswer>;
