import { z } from "zod";
import { isDifficultyRange } from "../domain/difficulty-range";
import { queryFlagField } from "./boolean-field";
import { SORT_VALUES } from "./browse-values";
import { pagedListSchema, pageNumberSchema } from "./paging";
import { videoSchema } from "./video";

export {
  BROWSE_PAGE_SIZE,
  browseRoutes,
  DEFAULT_SORT,
  SORT_VALUES,
  type SortValue,
} from "./browse-values";

/**
 * The browse filter as it travels in the URL query (docs/api.md): comma lists (quoted when a value
 * holds a comma, see domain/comma-list), `durations` as "lower,upper" seconds (either may be empty),
 * `durationRange` as two slider indexes, `hide-watched` as "true", `page` from 1.
 */
export const browseQuerySchema = z.object({
  text: z.string().max(200, { error: "A search can have at most 200 characters." }).optional(),
  sort: z.enum(SORT_VALUES, { error: `Sort by one of: ${SORT_VALUES.join(", ")}.` }).optional(),
  levels: z.string().max(2000).optional(),
  channels: z.string().max(2000).optional(),
  speakers: z.string().max(2000).optional(),
  topics: z.string().max(2000).optional(),
  durations: z
    .string()
    .regex(/^\d*,\d*$/, {
      error: "durations must be two numbers of seconds separated by a comma, e.g. 300,1200.",
    })
    .optional(),
  durationRange: z
    .string()
    .regex(/^\d+,\d+$/, {
      error: "durationRange must be two slider positions separated by a comma, e.g. 0,6.",
    })
    .optional(),
  /** The shown difficulty, "lower,upper", both included, 1–100, either side may be empty (docs/words.md). */
  difficulty: z
    .string()
    .refine(isDifficultyRange, {
      error:
        "difficulty must be two numbers from 1 to 100 separated by a comma, the smaller first, e.g. 20,60.",
    })
    .optional(),
  "hide-watched": queryFlagField("hide-watched").optional(),
  /** Only episodes of a series. */
  series: queryFlagField("series").optional(),
  page: pageNumberSchema.optional(),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

/** GET /api/browse/videos */
export const browseVideosResponseSchema = pagedListSchema("videos", videoSchema);
export type BrowseVideosResponse = z.infer<typeof browseVideosResponseSchema>;

export const facetCountSchema = z.object({ name: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof facetCountSchema>;
export const durationCountSchema = z.object({
  start: z.number(),
  /** Exclusive upper bound in seconds; null for the open top bin. */
  end: z.number().nullable(),
  count: z.number(),
});

/**
 * GET /api/browse/statistics: `total` matches every filter; each facet's counts apply every filter
 * except that facet's own (docs/browse.md). Every option of a facet is listed, count 0 included.
 */
export const browseStatisticsResponseSchema = z.object({
  total: z.number(),
  statistics: z.object({
    levels: z.array(facetCountSchema),
    channels: z.array(facetCountSchema),
    speakers: z.array(facetCountSchema),
    topics: z.array(facetCountSchema),
    durations: z.array(durationCountSchema),
  }),
});
export type BrowseStatistics = z.infer<typeof browseStatisticsResponseSchema>;
