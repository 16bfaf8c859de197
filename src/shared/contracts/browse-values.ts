/**
 * The browse contract's values without zod: the first screen's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./browse` re-exports them.
 */

export const browseRoutes = {
  videos: "/api/browse/videos",
  statistics: "/api/browse/statistics",
} as const;

/**
 * Sort values of the browse toolbar (docs/product-rules.md "Constants"); "new" is the default.
 * "best" is "Best for you" (docs/words.md "Best for you").
 */
export const SORT_VALUES = ["easy", "hard", "new", "old", "short", "long", "random", "best"] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = "new";

export const BROWSE_PAGE_SIZE = 24;
