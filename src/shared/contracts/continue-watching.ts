import { z } from "zod";
import { videoSchema } from "./video";

export {
  CONTINUE_WATCHING_LIMIT,
  continueWatchingRoutes,
  isUnfinished,
  STARTED_FRACTION,
} from "./continue-watching-values";

/**
 * GET /api/user/continue-watching: the videos the caller started and has not finished
 * (`isUnfinished`), each as a browse card (its `lastWatchTime` is where to resume), the one they
 * last watched first, at most 12, only those the caller may see in browse. Without a session: none.
 */
export const continueWatchingResponseSchema = z.object({
  videos: z.array(videoSchema),
});
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponseSchema>;
