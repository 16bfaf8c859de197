/**
 * When a learner may rate a video (docs/words.md "Ratings"): after watching 90% of it. The server
 * decides from its own watch records; the watch page asks it (GET /api/video/{id}/rating).
 */

/** The share of a video to have watched before rating it. */
export const RATING_WATCHED_SHARE = 0.9;
/**
 * The fastest speed the player offers: credited time is wall-clock time (docs/watch-time.md), so a
 * learner at 2× has 90% of the video behind them after 45% of its length credited.
 */
export const FASTEST_PLAYBACK_RATE = 2;

export interface RatingWindowInput {
  /** The video's length, seconds. */
  durationSeconds: number;
  /** Seconds the server credited the learner for this video (its own clipped records). */
  creditedSeconds: number;
  /** The learner's stored position in the video, seconds. */
  positionSeconds: number;
}

/**
 * True once the learner is at 90% of the video or past it and the server has credited them at least
 * the time 90% of it takes at the fastest speed: the position alone is the client's word, the
 * credited time is not, so skipping to the end opens nothing.
 */
export function mayRateVideo({
  durationSeconds,
  creditedSeconds,
  positionSeconds,
}: RatingWindowInput): boolean {
  if (!(durationSeconds > 0)) return false;
  const needed = durationSeconds * RATING_WATCHED_SHARE;
  return positionSeconds >= needed && creditedSeconds >= needed / FASTEST_PLAYBACK_RATE;
}
