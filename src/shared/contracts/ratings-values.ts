/**
 * The ratings contract's values without zod (docs/architecture.md, "Adding a call"): the watch
 * page imports the paths and the choices from here. `./ratings` re-exports them.
 */
import { routesOf } from "./route-paths";

/** A learner's verdict on a video they watched: too easy, just right, too hard (docs/words.md "Ratings"). */
export const RATING_VALUES = ["easy", "right", "hard"] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** The buttons' words, in RATING_VALUES order. */
export const RATING_LABELS: Record<RatingValue, string> = {
  easy: "Too easy",
  right: "Just right",
  hard: "Too hard",
};

/** The calls' paths as the server registers them; `ratingsRoutes` fills in the id. */
export const ratingsRoutePatterns = {
  /** GET: the caller's rating of the video and whether they may rate it; POST: rate it. */
  rating: "/api/video/:id/rating",
  /** GET (admin): the video's ratings, counted. */
  adminRatings: "/api/admin/video/:id/ratings",
} as const;

export const ratingsRoutes = routesOf(ratingsRoutePatterns);
