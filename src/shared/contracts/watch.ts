import { z } from "zod";
import { isValidTimeZone } from "../domain/dates";
import { inputTotalsSchema } from "./user";
import { videoIdField } from "./video";

export { watchRoutes } from "./watch-values";

const seconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of seconds.` })
    .finite({ error: `${field} must be a number of seconds.` })
    .min(0, { error: `${field} cannot be negative.` })
    .max(7 * 24 * 3600, { error: `${field} is longer than a week; that cannot be one stretch of playing.` });

/**
 * POST /api/watchtime/update: one report of a playing segment (docs/watch-time.md).
 * Sent on pause, on end, every 30 s while playing, and by sendBeacon when the page is hidden.
 */
/** The refusal of a playingStartTime the schema lets through as text but that is no moment. */
export const PLAYING_START_TIME_INVALID =
  "playingStartTime must be epoch milliseconds or an ISO 8601 date-time.";

export const watchTimeUpdateRequestSchema = z.object({
  videoId: videoIdField("videoId"),
  /** When this stretch of playing began: epoch milliseconds, or an ISO 8601 string. */
  playingStartTime: z.union([z.number(), z.string()], { error: PLAYING_START_TIME_INVALID }),
  /** Playback position reached, seconds. */
  lastVideoTime: seconds("lastVideoTime"),
  /** Cumulative wall-clock playing time of this segment, seconds (not media time: speed does not count). */
  elapsedTime: seconds("elapsedTime"),
  /** IANA time zone of the learner, which decides the day the time counts on. */
  timezone: z
    .string({ error: "timezone is required, e.g. Europe/Moscow." })
    .refine(isValidTimeZone, { error: "Unknown time zone: send an IANA name such as Europe/Moscow." }),
});
export type WatchTimeUpdateRequest = z.infer<typeof watchTimeUpdateRequestSchema>;

export const watchTimeUpdateResponseSchema = z.object({
  /** Seconds credited by this report (0 for a repeat). */
  creditedSeconds: z.number(),
  /** The learner's new totals: the top bar shows them at once. */
  ...inputTotalsSchema.shape,
});
export type WatchTimeUpdateResponse = z.infer<typeof watchTimeUpdateResponseSchema>;
