/**
 * The series contract's values without zod: the watch page's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./series` re-exports them.
 */
import { routesOf } from "./route-paths";

/** The series calls' paths as the server registers them (docs/product-rules.md "Series"). */
export const seriesRoutePatterns = {
  list: "/api/series",
  series: "/api/series/:id",
  /** The series a video is an episode of, for its watch page. */
  ofVideo: "/api/video/:id/series",
  adminCreate: "/api/admin/series",
  adminUpdate: "/api/admin/series/:id/update",
  adminDelete: "/api/admin/series/:id/delete",
} as const;

export const seriesRoutes = routesOf(seriesRoutePatterns);
