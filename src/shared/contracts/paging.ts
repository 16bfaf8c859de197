import { z } from "zod";

const PAGE_ERROR = "page must be a whole number from 1.";

/** A `page` query parameter of a paged list (1 is the first page): the one rule and its sentence. */
export const pageNumberSchema = z.coerce
  .number({ error: PAGE_ERROR })
  .int({ error: PAGE_ERROR })
  .min(1, { error: PAGE_ERROR })
  .max(100000, { error: PAGE_ERROR });

/** A `page` query parameter that, left out, asks for the first page. */
export const pageParam = pageNumberSchema.default(1);

/** The query of a list paged by `page` alone: GET …?page=N, the first page without it. */
export const pageQuerySchema = z.object({ page: pageParam });

/**
 * The answer of a list served a page at a time: the page's `items` under the list's own name
 * (`entries`, `words`, …) and `hasMore`, true when another page follows (the older entries, for a
 * list newest first). A list that says more extends it (`.extend` adds its fields after these).
 */
export function pagedListSchema<const Key extends string, Item extends z.ZodType>(key: Key, items: Item) {
  const shape = { [key]: z.array(items), hasMore: z.boolean() } as Record<Key, z.ZodArray<Item>> & {
    hasMore: z.ZodBoolean;
  };
  return z.object(shape);
}
