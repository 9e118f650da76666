import { z } from 'zod';

/** Every refused request answers this shape (DESIGN: Errors). */
export const errorBody = z
  .object({
    error: z.object({
      code: z.union([z.number(), z.string()]),
      key: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/** domain 3 Pagination. */
export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination });

/** Query parameters arrive as strings; a page or limit must still be a positive integer. */
export const pageQuery = z.coerce.number().int().min(1);
