/**
 * The continue-watching contract's values without zod (docs/architecture.md, "Adding a call"):
 * the browse page's row and the server share the rule. `./continue-watching` re-exports them.
 */
import { WATCHED_FRACTION, type WatchPosition, watchedFraction } from "./video-values";

export const continueWatchingRoutes = { list: "/api/user/continue-watching" } as const;

/** At most this many videos in the row (docs/browse.md "Continue watching"). */
export const CONTINUE_WATCHING_LIMIT = 12;
/** Below this fraction of the duration a video was only glanced at: not "started". */
export const STARTED_FRACTION = 0.05;

/**
 * Started and not finished: lastWatchTime / duration in [0.05, 0.8], both bounds included
 * (over 0.8 a video counts as watched, docs/product-rules.md "Constants"). A video without a duration is never in it.
 */
export function isUnfinished(video: WatchPosition): boolean {
  if (!(video.duration > 0)) return false;
  const fraction = watchedFraction(video);
  return fraction >= STARTED_FRACTION && fraction <= WATCHED_FRACTION;
}
