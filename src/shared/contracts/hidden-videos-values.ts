/**
 * The hidden-videos contract's values without zod (docs/architecture.md, "Adding a call"): the
 * browse cards' menu and the watch page import the paths from here. `./hidden-videos` re-exports them.
 */
import { routesOf } from "./route-paths";

/** The calls' paths as the server registers them; `hiddenVideosRoutes` fills in the id. */
export const hiddenVideosRoutePatterns = {
  /** POST: hide the video from the caller's browse ("Not interested"); idempotent. */
  hide: "/api/video/:id/hide",
  /** POST: show it again; idempotent. */
  unhide: "/api/video/:id/unhide",
} as const;

export const hiddenVideosRoutes = {
  ...routesOf(hiddenVideosRoutePatterns),
  /** GET: the caller's hidden videos, the last hidden first. */
  list: "/api/user/hidden-videos",
} as const;
