import { useQuery } from "@tanstack/react-query";
import { hiddenVideosRoutes } from "../../../../shared/contracts/hidden-videos-values";
import { apiRequest } from "../../../lib/api";
import { hiddenVideosQueryKey } from "./use-hide-video";

/**
 * GET /api/user/hidden-videos for the "Hidden videos" list of /progress#history. The user's id is in
 * the key (signing in shows that user's list); every hide and unhide refreshes it.
 */
export function useHiddenVideos(userId: string) {
  return useQuery({
    queryKey: [...hiddenVideosQueryKey, userId],
    // The schema (with zod) loads with the list: this module is on the watch page's first screen
    // (its "Not interested" action shares the feature's entry), and zod must not be (docs/web-performance.md).
    queryFn: async ({ signal }) => {
      const { hiddenVideosResponseSchema } = await import("../../../../shared/contracts/hidden-videos");
      return apiRequest(hiddenVideosRoutes.list, hiddenVideosResponseSchema, { signal });
    },
  });
}
