import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { RATING_VALUES, type RatingValue } from "./ratings-values";
import { exportedVideoSchema } from "./video";

export {
  RATING_LABELS,
  RATING_VALUES,
  type RatingValue,
  ratingsRoutePatterns,
  ratingsRoutes,
} from "./ratings-values";

const ratingField = z.enum(RATING_VALUES, { error: 'rating must be "easy", "right" or "hard".' });

/** POST /api/video/{id}/rating: the caller's verdict; a second call replaces the first. */
export const rateVideoRequestSchema = z.object({ rating: ratingField });

/** How many learners gave each verdict: a count for each of RATING_VALUES, in its order. */
export const ratingCountsSchema = z.object(
  Object.fromEntries(RATING_VALUES.map((value) => [value, z.number().int()])) as Record<
    RatingValue,
    z.ZodNumber
  >,
);
export type RatingCounts = z.infer<typeof ratingCountsSchema>;

/**
 * GET /api/video/{id}/rating (and POST's answer): the caller's own rating (null: none yet) and
 * whether they may rate the video now (docs/words.md "Ratings": a registered learner who has
 * watched 90% of it, by the server's own watch records).
 */
export const videoRatingResponseSchema = z.object({
  rating: ratingField.nullable(),
  canRate: z.boolean(),
});
export type VideoRatingResponse = z.infer<typeof videoRatingResponseSchema>;

/** GET /api/admin/video/{id}/ratings: the video's ratings, counted, and when the last came. */
export const adminVideoRatingsResponseSchema = ratingCountsSchema.extend({
  /** Null when nobody rated it. */
  lastRatedAt: isoDateTimeField.nullable(),
});

/** A rating in the learner's JSON export. */
export const exportedRatingSchema = exportedVideoSchema.extend({
  rating: ratingField,
  ratedAt: isoDateTimeField,
});
