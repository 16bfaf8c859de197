import { z } from "zod";
import { localDateField } from "./date-fields";
import { pagedListSchema, pageQuerySchema } from "./paging";
import { offPlatformLogSchema } from "./progress";

/** The progress page's History card (docs/progress.md "History"). */
export const historyRoutes = {
  history: "/api/user/history",
} as const;

/** Days with input per page of the history. */
export const HISTORY_DAYS_PER_PAGE = 14;

/** GET /api/user/history?page=N: page 1 (the default) holds the newest days. */
export const historyQuerySchema = pageQuerySchema;

export const historyVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Input credited for this video on this day. */
  seconds: z.number(),
});
export type HistoryVideo = z.infer<typeof historyVideoSchema>;

export const historyDaySchema = z.object({
  /** The learner's local date, in `timezone` of the answer. */
  date: localDateField,
  /** The day's total input, the figure the summary and the graph show: videoSeconds + offPlatformSeconds. */
  seconds: z.number(),
  videoSeconds: z.number(),
  offPlatformSeconds: z.number(),
  /** The videos watched that day, the one watched last first; their seconds add up to at most videoSeconds. */
  videos: z.array(historyVideoSchema),
  /**
   * Video time of the day that no listed video accounts for (a video since removed from the
   * catalog, or time counted on a date of another time zone): videoSeconds less the videos' sum.
   */
  otherSeconds: z.number(),
  /** The off-platform entries that started that day (they count on that date), latest first. */
  offPlatform: z.array(offPlatformLogSchema),
});
export type HistoryDay = z.infer<typeof historyDaySchema>;

/** Days with input, newest first, HISTORY_DAYS_PER_PAGE at a time. */
export const historyResponseSchema = pagedListSchema("days", historyDaySchema).extend({
  /** The learner's time zone, in which the dates are taken. */
  timezone: z.string(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
