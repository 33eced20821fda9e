import * as z from 'zod/mini';

export const PER_PAGE = 50;

export const PageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
});

/** The list wrapper of every paged route. */
export function Paged<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), page: z.int(), per_page: z.int(), total: z.int() });
}
